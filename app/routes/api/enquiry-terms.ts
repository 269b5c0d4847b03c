import type { Route } from './+types/enquiry-terms'
import { refusalTermsResponse } from '../../features/blocklist/blocklist-store.server'
import { requestScope } from '../../load-context'

/** GET /api/enquiry-terms: the blocklist's refusal tier, which the enquiry form checks as the server does. */
export async function loader({ context }: Route.LoaderArgs) {
  const { database, clock } = requestScope(context).services
  return refusalTermsResponse(database.db, clock.now().getTime())
}
