/** The desk's staff in tests, and the built-in identity provider's password (from any test runner). */
import type { Role } from '../../app/features/admin/permissions'
import type { ServerProcess } from './server-process'

export const ownerEmail = 'owner@example.com'
export const staffEmail = (role: Role) => (role === 'owner' ? ownerEmail : `${role}@example.com`)

/** The built-in provider's password from a server's log. */
export function builtinPassword(server: Pick<ServerProcess, 'output'>): string {
  const match = /"builtinPassword":"([a-z0-9-]+)"/.exec(server.output())
  if (!match?.[1]) throw new Error(`no built-in password in the server log:\n${server.output()}`)
  return match[1]
}
