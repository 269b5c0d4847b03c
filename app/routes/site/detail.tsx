import { data, Link } from 'react-router'
import type { Route } from './+types/detail'
import { useShell } from '../../features/site-shell/use-shell'
import { ContentImage } from '../../components/ui/content-image'
import { PageBanner } from '../../components/ui/page-banner'
import { TextBlock } from '../../features/site-pages/text-block'
import { AddToCartButton } from '../../features/site-pages/add-to-cart-button'
import { questionsOf } from '../../features/catalog/service-questions'
import { toSummary } from '../../features/catalog/card-data'
import type { CategoryId, Product } from '../../features/catalog/catalog-schema'
import { findCategoryPage, findDetailPage, findProducts } from '../../features/catalog/find-page'
import { ExtraTable, ProductPriceTable } from '../../features/site-pages/price-table'
import { ContactPanel, FloatingChat } from '../../features/contact/contact-actions'
import { copyFor } from '../../features/i18n/copy'
import type { Copy } from '../../features/i18n/en'
import { localize } from '../../features/i18n/localize'
import { categoryPath, findSitePage } from '../../features/i18n/site-routes'
import { Price, PriceText } from '../../features/pricing/price'
import { pageSeo, seoTags } from '../../features/seo/page-seo'
import { requestScope } from '../../load-context'
import { pageContent } from '../../features/content/page-content.server'

const categoryOf = (product: Product): CategoryId => (product.category === 'addons' ? 'safari' : product.category)

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const page = findSitePage(url.pathname)
  if (page?.kind !== 'detail') throw data(null, { status: 404 })
  const { content } = await pageContent(requestScope(context).services, request)
  const detail = findDetailPage(content, page.id)
  const products = findProducts(content, detail.productIds)
  const first = products[0]
  const category = findCategoryPage(content, first ? categoryOf(first) : 'transfers')
  const { lang } = page
  const localized = localize(
    {
      ...detail,
      categoryTitle: category.title,
      chatGreeting: category.chatGreeting,
      products: products.map((product) => ({ ...product, summary: toSummary(product) })),
    },
    lang,
  )
  return {
    lang,
    // Head tags are built here, on the server, so that no SEO code ships to the browser.
    meta: seoTags(
      pageSeo({
        publicUrl: requestScope(context).services.config.publicUrl,
        settings: content.settings,
        page,
        title: localized.title,
        description: localized.summary,
        products: localized.products,
      }),
    ),
    categoryId: category.id,
    page: localized,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta

type PageProduct = Route.ComponentProps['loaderData']['page']['products'][number]

function policyLines(product: PageProduct, copy: Copy): string[] {
  const lines = [...copy.policies[product.cancellation]]
  if (product.category === 'city') lines.push(copy.policies.rescheduleCity)
  if (product.category === 'packages') lines.push(copy.policies.reschedulePackage)
  lines.push(copy.policies.claims)
  return lines
}

function BulletList({ items, tone }: { items: string[]; tone: 'yes' | 'no' | 'plain' }) {
  const mark = tone === 'yes' ? '✓' : tone === 'no' ? '✕' : '•'
  const color = tone === 'yes' ? 'text-teal-dark' : tone === 'no' ? 'text-terracotta' : 'text-gold-dark'
  return (
    <ul className="mt-3 space-y-2 text-muted">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 leading-relaxed">
          <span aria-hidden="true" className={`shrink-0 font-bold ${color}`}>
            {mark}
          </span>
          <span>
            <PriceText text={item} />
          </span>
        </li>
      ))}
    </ul>
  )
}

function ProductSection({ product, copy }: { product: PageProduct; copy: Copy }) {
  const heading = 'font-display text-xl font-semibold text-navy'
  return (
    <section id={product.id} aria-labelledby={`${product.id}-title`} className="scroll-mt-28 border-t border-sand pt-12">
      <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr]">
        <ContentImage
          image={product.image}
          sizes="(min-width: 1280px) 35rem, (min-width: 1024px) 45vw, 100vw"
          className="aspect-[32/21] w-full rounded-2xl object-cover shadow-sm"
        />
        <div>
          <p className="text-xs font-semibold tracking-wider text-teal-dark uppercase">{product.subtitle}</p>
          <h2 id={`${product.id}-title`} className="mt-1 font-display text-3xl font-semibold text-navy">
            {product.title}
          </h2>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-semibold">{copy.catalog.tour}</dt>
            <dd className="text-muted">{product.tour}</dd>
            <dt className="font-semibold">{copy.catalog.duration}</dt>
            <dd className="text-muted">{product.duration}</dd>
            <dt className="font-semibold">{copy.catalog.price}</dt>
            <dd className="font-semibold text-navy">{product.fromAed === null ? copy.catalog.onRequest : <Price aed={product.fromAed} />}</dd>
          </dl>
          <h3 className={`${heading} mt-6`}>{copy.catalog.overview}</h3>
          <p className="mt-2 leading-relaxed text-muted">
            <PriceText text={product.overview} />
          </p>
          <div className="mt-6">
            <AddToCartButton id={product.id} title={product.title} asks={questionsOf(product)} copy={copy} />
          </div>
        </div>
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className={heading}>{copy.catalog.itinerary}</h3>
          <ol className="mt-4 space-y-3 border-l-2 border-gold/60 pl-5">
            {product.itinerary.map((step) => (
              <li key={step.text} className="relative leading-relaxed">
                <span aria-hidden="true" className="absolute top-2 -left-[1.7rem] size-3 rounded-full bg-gold ring-4 ring-cream" />
                {step.time && <span className="mr-2 font-semibold whitespace-nowrap text-navy">{step.time}</span>}
                <span className="text-muted">
                  <PriceText text={step.text} />
                </span>
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h3 className={heading}>{copy.catalog.prices}</h3>
          <div className="mt-4">
            <ProductPriceTable products={[product.summary]} copy={copy} caption={product.title} />
          </div>
          <h3 className={`${heading} mt-8`}>{copy.catalog.cancellation}</h3>
          <BulletList items={policyLines(product, copy)} tone="plain" />
        </div>
      </div>

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <div className="rounded-2xl bg-white p-6 ring-1 ring-sand/70">
          <h3 className={heading}>{copy.catalog.included}</h3>
          <BulletList items={product.included} tone="yes" />
        </div>
        <div className="rounded-2xl bg-white p-6 ring-1 ring-sand/70">
          <h3 className={heading}>{copy.catalog.excluded}</h3>
          <BulletList items={product.excluded} tone="no" />
        </div>
        <div className="rounded-2xl bg-white p-6 ring-1 ring-sand/70">
          <h3 className={heading}>{copy.catalog.pickup}</h3>
          <p className="mt-3 leading-relaxed text-muted">
            <PriceText text={product.pickup} />
          </p>
          <h3 className={`${heading} mt-6`}>{copy.catalog.suits}</h3>
          <p className="mt-3 leading-relaxed text-muted">{product.suits}</p>
        </div>
        {product.notes.length > 0 && (
          <div className="rounded-2xl bg-white p-6 ring-1 ring-sand/70">
            <h3 className={heading}>{copy.catalog.notes}</h3>
            <BulletList items={product.notes} tone="plain" />
          </div>
        )}
      </div>
    </section>
  )
}

export default function DetailPage({ loaderData }: Route.ComponentProps) {
  const { lang, page, categoryId } = loaderData
  const copy = copyFor(lang)
  const { channels } = useShell()
  return (
    <>
      <PageBanner image={page.banner} title={page.title}>
        <p className="mt-3 max-w-2xl text-lg text-cream/90">{page.summary}</p>
      </PageBanner>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <nav aria-label={copy.catalog.onThisPage} className="flex flex-wrap items-center gap-2 py-6 text-sm">
          <Link to={categoryPath(categoryId, lang)} className="rounded-full px-3 py-2 font-semibold text-teal-dark hover:bg-sand/40">
            ← {page.categoryTitle}
          </Link>
          {page.products.map((product) => (
            <a key={product.id} href={`#${product.id}`} className="rounded-full border border-navy/20 px-3 py-2 text-navy hover:border-navy">
              {product.title}
            </a>
          ))}
        </nav>
        {page.products.map((product) => (
          <ProductSection key={product.id} product={product} copy={copy} />
        ))}
        {(page.blocks.length > 0 || page.extraTables.length > 0) && (
          <div className="mt-14 grid gap-5 border-t border-sand pt-12 md:grid-cols-2">
            {page.blocks.map((block) => (
              <TextBlock key={block.title} block={block} />
            ))}
          </div>
        )}
        {page.extraTables.map((table) => (
          <div key={table.title} className="mt-10">
            <ExtraTable table={table} copy={copy} />
          </div>
        ))}
        <ContactPanel title={copy.contact.getInTouch} body={copy.contact.getInTouchBody} channels={channels} greeting={page.chatGreeting} copy={copy} />
      </div>
      <FloatingChat whatsapp={channels.whatsapp} greeting={page.chatGreeting} copy={copy} />
    </>
  )
}
