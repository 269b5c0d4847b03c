/**
 * GET /admin/media/list?q=…: the media library as JSON, for the picker of other desk screens
 * (features/media/media-picker.tsx). Each entry says where the site content uses it; `artwork`
 * is the site's own pictures, which ship with the code.
 */
import { listMediaForDesk } from '../../features/media/media-library.server'
import { siteArtwork } from '../../features/media/site-artwork'
import { requestScope } from '../../load-context'
import type { Route } from './+types/media-list'

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const { items } = await listMediaForDesk(requestScope(context).services, params)
  return Response.json({ items, artwork: siteArtwork(params.get('q') ?? '') }, { headers: { 'Cache-Control': 'no-store' } })
}

/** A list is only read. */
export function action() {
  return Response.json(
    { error: { code: 'method_not_allowed', message: 'GET the list.' } },
    { status: 405, headers: { Allow: 'GET', 'Cache-Control': 'no-store' } },
  )
}
