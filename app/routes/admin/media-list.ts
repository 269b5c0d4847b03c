/**
 * GET /admin/media/list?q=…: the media library as JSON, for the picker of other desk screens
 * (features/media/media-picker.tsx). Each entry says where the site content uses it.
 */
import { listMediaForDesk } from '../../features/media/media-library.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/media-list'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { items } = await listMediaForDesk(requestScope(context).services, new URL(request.url).searchParams)
  return Response.json({ items }, { headers: { 'Cache-Control': 'no-store' } })
}

/** A list is only read. */
export function action() {
  return Response.json({ error: { code: 'method_not_allowed', message: 'GET the list.' } }, { status: 405, headers: { Allow: 'GET', 'Cache-Control': 'no-store' } })
}
