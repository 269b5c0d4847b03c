import { data } from 'react-router'
import type { Route } from './+types/contact'
import { useShell } from '../../features/site-shell/use-shell'
import { PageBanner } from '../../components/ui/page-banner'
import { TextBlock } from '../../features/site-pages/text-block'
import { ContactActions } from '../../features/contact/contact-actions'
import { copyFor } from '../../features/i18n/copy'
import { localize } from '../../features/i18n/localize'
import { findSitePage } from '../../features/i18n/site-routes'
import { pageSeo, seoTags } from '../../features/seo/page-seo'
import { requestScope } from '../../load-context'
import { pageContent } from '../../features/content/page-content.server'

/** /contact and /cn/contact: About Us and the nine-section Terms and Conditions. */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const sitePage = findSitePage(url.pathname)
  if (sitePage?.kind !== 'contact') throw data(null, { status: 404 })
  const { content } = await pageContent(requestScope(context).services, request)
  const { lang } = sitePage
  const page = localize(content.contact, lang)
  return {
    lang,
    // Head tags are built here, on the server, so that no SEO code ships to the browser.
    meta: seoTags(
      pageSeo({
        publicUrl: requestScope(context).services.config.publicUrl,
        settings: content.settings,
        page: sitePage,
        title: page.title,
        description: page.summary,
      }),
    ),
    page,
    greeting: content.home.chatGreeting[lang],
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData.meta

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { lang, page, greeting } = loaderData
  const copy = copyFor(lang)
  const { channels } = useShell()
  return (
    <>
      <PageBanner image={page.banner} title={page.title}>
        <p className="mt-3 max-w-2xl text-lg text-cream/90">{page.summary}</p>
      </PageBanner>
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
        <TextBlock block={page.about} as="h2" />
        <div className="mt-6">
          <ContactActions channels={channels} greeting={greeting} copy={copy} />
        </div>
        <h2 className="mt-14 font-display text-3xl font-semibold text-navy">{copy.catalog.termsAndConditions}</h2>
        <div className="mt-6 grid gap-5">
          {page.terms.map((section) => (
            <TextBlock key={section.title} block={section} />
          ))}
        </div>
        <p className="mt-6 text-sm text-muted">{page.termsFootnote}</p>
      </div>
    </>
  )
}
