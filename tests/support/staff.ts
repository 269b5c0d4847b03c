/**
 * The desk's staff in tests, and their passwords at the built-in identity provider (from any test
 * runner): each person sets their own through their one-time link, as staff do.
 */
import type { Role } from '../../app/features/desk/permissions'
import type { ServerProcess } from './server-process'

export const ownerEmail = 'owner@example.com'
export const staffEmail = (role: Role) => (role === 'owner' ? ownerEmail : `${role}@example.com`)

/** The password every test person sets (each has their own credential; the words need not differ). */
export const staffPassword = 'falcon over the creek at dusk'

/** The first start's setup links of the ADMIN_EMAILS owners, from a server's log. */
export function setupLinks(server: Pick<ServerProcess, 'output'>): { email: string; url: string }[] {
  const match = /"setupLinks":(\[[^\]]*\])/.exec(server.output())
  if (!match?.[1]) throw new Error(`no setup links in the server log:\n${server.output()}`)
  return JSON.parse(match[1]) as { email: string; url: string }[]
}

/** The one-time link in a page or mail (the staff screen shows it after an invitation). */
export function credentialLinkIn(text: string): string {
  const match = /https?:\/\/[^\s"'<>]+\/interaction\/setup\/[A-Za-z0-9_-]+/.exec(text)
  if (!match) throw new Error('no credential link in the text')
  return match[0]
}

let people = 0
/**
 * A computer of its own for each person setting a password (TEST-NET-2 addresses): the provider
 * counts set-password attempts per client address, and a server that trusts X-Forwarded-For from
 * loopback (the shared desk fixture) would otherwise count a whole worker's invitations as one
 * office's. A server that does not trust the header ignores it.
 */
function ownAddress(): string {
  people += 1
  return `198.18.${String(Math.floor(people / 250) % 250)}.${String((people % 250) + 1)}`
}

/** Sets a password through a one-time link, as the person would with its form; returns the status. */
export async function setPasswordAt(url: string, password = staffPassword): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams({ password, repeat: password }),
    headers: { Origin: new URL(url).origin, 'X-Forwarded-For': ownAddress() },
  })
  await response.arrayBuffer()
  return response.status
}
