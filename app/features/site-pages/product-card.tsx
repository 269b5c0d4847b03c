import { Link } from 'react-router'
import { ContentImage } from '../../components/ui/content-image'
import type { Copy } from '../i18n/en'
import type { Lang } from '../i18n/lang'
import { detailPath } from '../i18n/site-routes'
import { Price } from '../pricing/price'
import { AddToCartButton } from './add-to-cart-button'
import type { CardProduct } from '../catalog/card-data'
import { questionsOf } from '../catalog/service-questions'

type FromPriceParts = { price: React.ReactNode; from: string; unit: string }

/** The "from" price in each language's word order. */
const fromPrice: Record<Lang, (parts: FromPriceParts) => React.ReactNode> = {
  // "From AED 190 (£41 / €48)", the unit below.
  en: ({ price, from, unit }) => (
    <>
      <span className="text-sm font-normal text-muted">{from} </span>
      {price}
      <span className="block text-xs font-normal text-muted">{unit}</span>
    </>
  ),
  // Unit, price, 起: "每车 AED 190 起".
  zh: ({ price, from, unit }) => (
    <>
      <span className="text-sm font-normal text-muted">{unit} </span>
      {price}
      <span className="text-sm font-normal text-muted"> {from}</span>
    </>
  ),
}

/** A service card: image, title, subtitle, tour, duration, price, Learn More and add-to-cart. */
export function ProductCard({ product, lang, copy }: { product: CardProduct; lang: Lang; copy: Copy }) {
  return (
    <article
      id={`card-${product.id}`}
      className="flex scroll-mt-28 flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand/70 transition hover:shadow-md"
    >
      <ContentImage
        image={product.image}
        sizes="(min-width: 1280px) 19rem, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
        className="aspect-[32/21] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wider text-teal-dark uppercase">{product.subtitle}</p>
        <h3 className="mt-1 font-display text-xl leading-snug font-semibold text-navy">{product.title}</h3>
        <dl className="mt-3 space-y-2.5 text-sm">
          <div>
            <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{copy.catalog.tour}</dt>
            <dd className="mt-0.5 line-clamp-3 text-ink">{product.tour}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{copy.catalog.duration}</dt>
            <dd className="mt-0.5 line-clamp-2 text-ink">{product.duration}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{copy.catalog.price}</dt>
            <dd className="mt-0.5 text-base font-semibold text-navy">
              {product.fromAed === null
                ? copy.catalog.onRequest
                : fromPrice[lang]({ price: <Price aed={product.fromAed} />, from: copy.catalog.from, unit: copy.catalog.units[product.pricing.unit] })}
            </dd>
          </div>
        </dl>
        <div className="mt-auto grid gap-2 pt-5">
          <Link
            to={detailPath(product.detailPage, lang)}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-gold px-4 text-sm font-semibold text-navy hover:bg-sand"
          >
            {copy.catalog.learnMore}
            <span className="sr-only">{copy.catalog.forItem(product.title)}</span>
          </Link>
          <AddToCartButton id={product.id} title={product.title} asks={questionsOf(product)} copy={copy} variant="outline" />
        </div>
      </div>
    </article>
  )
}

export function CardGrid({ products, lang, copy }: { products: CardProduct[]; lang: Lang; copy: Copy }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} lang={lang} copy={copy} />
      ))}
    </div>
  )
}
