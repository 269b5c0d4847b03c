import type { Route } from './+types/robots'
import { robotsTxt } from '../../features/seo/sitemap'
import { requestScope } from '../../load-context'

/** GET /robots.txt: keeps /admin and /api out and points to the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(requestScope(context).services.config.publicUrl), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
