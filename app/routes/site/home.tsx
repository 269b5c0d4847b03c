import { data, Link } from 'react-router'
import type { Route } from './+types/home'
import { FaqAccordion } from '../../components/ui/faq-accordion'
import { SectionHeading } from '../../features/site-pages/text-block'
import { useShell } from '../../features/site-shell/use-shell'
import { toSummary } from '../../features/catalog/card-data'
import { findProducts } from '../../features/catalog/find-page'
import { CardGrid } from '../../features/site-pages/product-card'
import { ContactActions, FloatingChat } from '../../features/contact/contact-actions'
import { HeroCarousel } from '../../features/home/hero-carousel'
import { copyFor } from '../../features/i18n/copy'
import { localize } from '../../features/i18n/localize'
import { categoryPath, homePath, langOf } from '../../features/i18n/site-routes'
import { listNews } from '../../features/news/list-news.server'
import { PAGE_CACHE_UNTIL, pageCacheUntil } from '../../.server/page-cache-hint'
import { NewsBoard } from '../../features/news/news-board'
import { pageSeo, seoTags } from '../../features/seo/page-seo'
import { requestScope } from '../../load-context'
import { pageContent } from '../../features/content/page-content.server'

export async function loader({ url, request, context }: Route.LoaderArgs) {
  const lang = langOf(url.pathname)
  const { database, logger, clock } = requestScope(context).services
  const now = clock.now()
  const [{ content }, news] = await Promise.all([pageContent(requestScope(context).services, request), listNews(database.db, { now, lang, log: logger })])
  const { home } = content
  const sections = home.sections.map((section) => ({
    category: section.category,
    title: section.title,
    products: findProducts(content, section.productIds).map(toSummary),
  }))
  const localized = localize({ ...home, sections }, lang)
  const payload = {
    lang,
    // Head tags are built here, on the server, so that no SEO code ships to the browser.
    meta: seoTags(
      pageSeo({
        publicUrl: requestScope(context).services.config.publicUrl,
        settings: content.settings,
        page: { kind: 'home', lang, path: homePath(lang) },
        title: localized.title,
        description: localized.summary,
        faq: localized.faq,
      }),
    ),
    home: localized,
    // The board's clock: the moment it has shown these items since, not this instant, so that the
    // page is the same bytes at every render until the board changes (its ETag stays).
    news: { items: news.items, now: news.shownSince },
  }
  // The board changes by itself when an item starts or ends: a cached copy lasts until then.
  return data(payload, { headers: pageCacheUntil(news.changesAt) })
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const until = loaderHeaders.get(PAGE_CACHE_UNTIL)
  return until ? { [PAGE_CACHE_UNTIL]: until } : new Headers()
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lang, home, news } = loaderData
  const copy = copyFor(lang)
  const { channels } = useShell()
  return (
    <>
      <HeroCarousel slides={home.slides} copy={copy}>
        <div className="max-w-2xl text-white">
          <p className="text-sm font-semibold tracking-widest text-sand uppercase">{home.slogan}</p>
          <h1 className="mt-3 font-display text-3xl leading-tight font-semibold [overflow-wrap:anywhere] sm:text-5xl lg:text-6xl">{home.welcomeTitle}</h1>
        </div>
      </HeroCarousel>

      <section className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.1fr_1fr]" aria-labelledby="intro">
        <div>
          <h2 id="intro" className="font-display text-3xl font-semibold text-navy sm:text-4xl">
            {home.introTitle}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{home.intro}</p>
          <div className="mt-8">
            <ContactActions channels={channels} greeting={home.chatGreeting} copy={copy} />
          </div>
        </div>
        <div>
          <NewsBoard items={news.items} serverNow={news.now} copy={copy} />
          <h2 className="mt-10 font-display text-2xl font-semibold text-navy">{home.trustTitle}</h2>
          <ul className="mt-5 grid gap-4">
            {home.trustCards.map((card, index) => (
              <li key={card.title} className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-sand/70">
                <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-navy font-display text-lg font-semibold text-gold">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-navy">{card.title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{card.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {home.sections.map((section, index) => (
        <section key={section.category} aria-labelledby={`section-${section.category}`} className={index % 2 === 0 ? 'bg-white/60 py-14' : 'py-14'}>
          <div className="mx-auto max-w-7xl px-4 sm:px-6">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <SectionHeading id={`section-${section.category}`} title={section.title} />
              <Link
                to={categoryPath(section.category, lang)}
                className="inline-flex min-h-11 items-center rounded-full border border-navy px-4 text-sm font-semibold text-navy hover:bg-navy hover:text-cream"
              >
                {copy.home.viewAll}
                <span className="sr-only">{copy.catalog.forItem(section.title)}</span>
              </Link>
            </div>
            <div className="mt-8">
              <CardGrid products={section.products} lang={lang} copy={copy} />
            </div>
          </div>
        </section>
      ))}

      <section aria-labelledby="how-to" className="bg-navy py-14 text-cream">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="how-to" className="font-display text-3xl font-semibold">
            {home.howToTitle}
          </h2>
          <ol className="mt-8 grid gap-5 md:grid-cols-5">
            {home.howTo.map((step, index) => (
              <li key={step.title} className="rounded-2xl bg-night p-5">
                <span aria-hidden="true" className="font-display text-3xl font-semibold text-gold">
                  {index + 1}
                </span>
                <h3 className="mt-2 font-semibold text-white">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-cream/85">{step.body}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <div className="px-4 py-14 sm:px-6">
        <FaqAccordion title={copy.catalog.faq} items={home.faq} headingId="faq" />
      </div>
      <FloatingChat whatsapp={channels.whatsapp} greeting={home.chatGreeting} copy={copy} />
    </>
  )
}
