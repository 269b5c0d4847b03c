import type { Route } from './+types/human-check-challenge'
import { createAltchaChallenge } from '../../features/enquiries/human-check.server'
import { requestScope } from '../../load-context'

/** GET /api/human-check/challenge: a fresh signed ALTCHA challenge. */
export async function loader({ context }: Route.LoaderArgs) {
  const { database, clock } = requestScope(context).services
  const challenge = await createAltchaChallenge(database.db, clock.now().getTime())
  return Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } })
}
