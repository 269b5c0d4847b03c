import { deskActor } from '../../features/desk/context'
import type { Route } from './+types/session'

/** The desk's session check (polled by every desk tab): 200 with the person, or the gate's 401. */
export function loader({ context }: Route.LoaderArgs) {
  const { staff, expiresAt } = deskActor(context)
  return Response.json({ email: staff.email, role: staff.role, expiresAt: expiresAt.toISOString() }, { headers: { 'Cache-Control': 'no-store' } })
}
