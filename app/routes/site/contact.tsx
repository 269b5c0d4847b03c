import type { Route } from './+types/contact'
import { pageMetaTags } from '../../features/i18n/page-meta'

export async function loader({ context }: Route.LoaderArgs) {
  const { content } = await context.services.content.getSiteContent()
  const { contact } = content
  const lang = 'en' as const
  return {
    lang,
    meta: { title: contact.title[lang], description: contact.summary[lang], lang, path: '/contact', pair: '/cn' },
    title: contact.title[lang],
    about: contact.about.paragraphs.map((p) => p[lang]),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMetaTags(loaderData?.meta)

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <h1 className="font-display text-4xl font-semibold text-navy">{loaderData.title}</h1>
      {loaderData.about.map((paragraph) => (
        <p key={paragraph} className="mt-4 text-lg text-muted">
          {paragraph}
        </p>
      ))}
    </section>
  )
}
