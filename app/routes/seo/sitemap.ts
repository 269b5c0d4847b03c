import type { Route } from './+types/sitemap'
import { sitePages } from '../../features/i18n/site-routes'
import { sitemapXml } from '../../features/seo/sitemap'
import { requestScope } from '../../load-context'

/** GET /sitemap.xml: every public page with its hreflang alternates. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(sitemapXml(requestScope(context).services.config.publicUrl, sitePages), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
