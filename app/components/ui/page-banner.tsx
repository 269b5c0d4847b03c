import { ContentImage, type ContentImageValue } from './content-image'

/** The banner at the top of category, detail and contact pages: artwork with the page title over it. */
export type BannerImage = ContentImageValue

export function PageBanner({ image, title, eyebrow, children }: { image: BannerImage; title: string; eyebrow?: string; children?: React.ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden bg-navy">
      <ContentImage image={image} sizes="100vw" priority className="absolute inset-0 -z-10 h-full w-full object-cover" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-navy/95 via-navy/75 to-navy/20" />
      <div className="mx-auto flex min-h-64 max-w-7xl flex-col justify-end px-4 py-10 sm:min-h-80 sm:px-6 lg:min-h-96">
        {eyebrow && <p className="text-sm font-semibold tracking-widest text-sand uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl font-display text-4xl leading-tight font-semibold text-white sm:text-5xl">{title}</h1>
        {children}
      </div>
    </section>
  )
}
