import { data } from 'react-router'
import type { Route } from './+types/category'
import { useShell } from '../../features/site-shell/use-shell'
import { FaqAccordion } from '../../components/ui/faq-accordion'
import { PageBanner } from '../../components/ui/page-banner'
import { SectionHeading, TextBlock } from '../../features/site-pages/text-block'
import { toSummary } from '../../features/catalog/card-data'
import { findCategoryPage, findProducts } from '../../features/catalog/find-page'
import { ExtraTable, ProductPriceTable } from '../../features/site-pages/price-table'
import { CardGrid } from '../../features/site-pages/product-card'
import { ContactPanel, FloatingChat } from '../../features/contact/contact-actions'
import { copyFor } from '../../features/i18n/copy'
import { localize } from '../../features/i18n/localize'
import { findSitePage } from '../../features/i18n/site-routes'
import { showsConversion } from '../../features/pricing/convert'
import { PriceText } from '../../features/pricing/price'
import { pageSeo, seoTags } from '../../features/seo/page-seo'
import { requestScope } from '../../load-context'
import { pageContent } from '../../features/content/page-content.server'

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const page = findSitePage(url.pathname)
  if (page?.kind !== 'category') throw data(null, { status: 404 })
  const { content } = await pageContent(requestScope(context).services, request)
  const category = findCategoryPage(content, page.id)
  const { lang } = page
  const localized = localize(
    {
      ...category,
      products: findProducts(content, category.productIds).map(toSummary),
      addons: findProducts(content, category.addonIds).map(toSummary),
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
        faq: localized.faq,
      }),
    ),
    page: localized,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { lang, page } = loaderData
  const copy = copyFor(lang)
  const { channels, brand } = useShell()
  const tableProducts = [...page.products, ...page.addons]
  return (
    <>
      <PageBanner image={page.banner} title={page.title} eyebrow={brand[lang]}>
        <p className="mt-3 max-w-2xl text-lg text-cream/90">{page.summary}</p>
      </PageBanner>

      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <section aria-label={page.title} className="max-w-3xl py-10">
          {page.intro.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg leading-relaxed text-muted first:mt-0">
              <PriceText text={paragraph} />
            </p>
          ))}
        </section>

        <section aria-labelledby="services">
          <SectionHeading id="services" title={copy.catalog.services} />
          <div className="mt-6">
            <CardGrid products={page.products} lang={lang} copy={copy} />
          </div>
        </section>

        {page.addons.length > 0 && (
          <section aria-labelledby="addons" className="mt-14">
            <SectionHeading id="addons" title={copy.catalog.addons} />
            <div className="mt-6">
              <CardGrid products={page.addons} lang={lang} copy={copy} />
            </div>
          </section>
        )}

        <section aria-labelledby="prices" className="mt-14">
          <SectionHeading id="prices" title={page.priceTable.title} />
          <div className="mt-6">
            <ProductPriceTable products={tableProducts} copy={copy} caption={page.priceTable.title} />
          </div>
          {page.priceTable.notes.length > 0 && (
            <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-muted">
              {page.priceTable.notes.map((note) => (
                <li key={note}>
                  <PriceText text={note} />
                </li>
              ))}
            </ul>
          )}
          {showsConversion[lang] && <p className="mt-2 text-xs text-muted">{copy.catalog.currencyNote}</p>}
          {page.extraTables.map((table) => (
            <div key={table.title} className="mt-10">
              <ExtraTable table={table} copy={copy} />
            </div>
          ))}
        </section>

        <ContactPanel title={page.cta.title} body={page.cta.body} channels={channels} greeting={page.chatGreeting} copy={copy} />

        <div className="py-14">
          <FaqAccordion title={copy.catalog.faq} items={page.faq} headingId="faq" />
        </div>

        <section aria-labelledby="about-services">
          <SectionHeading id="about-services" title={copy.catalog.terms} />
          <div className="mt-6 grid gap-5 md:grid-cols-2">
            {page.descriptions.map((block) => (
              <TextBlock key={block.title} block={block} />
            ))}
            <TextBlock block={page.terms} />
            <TextBlock block={page.services} />
          </div>
        </section>
      </div>
      <FloatingChat whatsapp={channels.whatsapp} greeting={page.chatGreeting} copy={copy} />
    </>
  )
}
