/** The server-side backstop every admin command calls before it acts. */
import { can, type Permission } from './permissions'
import type { StaffMember } from './session.server'

/** Throws a 403 Response unless `actor` holds `permission`. */
export function authorize(actor: StaffMember | null | undefined, permission: Permission): asserts actor is StaffMember {
  if (!actor) throw new Response('Not signed in', { status: 401, headers: { 'Cache-Control': 'no-store' } })
  if (!can(actor.role, permission)) {
    throw new Response('Forbidden', { status: 403, headers: { 'Cache-Control': 'no-store' } })
  }
}
