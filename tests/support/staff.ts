/**
 * The desk's staff in tests, and their passwords at the built-in identity provider (from any test
 * runner): each person sets their own through their one-time link, as staff do.
 */
import type { Role } from '../../app/features/admin/permissions'
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

/** Sets a password through a one-time link, as the person would with its form; returns the status. */
export async function setPasswordAt(url: string, password = staffPassword): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams({ password, repeat: password }),
    headers: { Origin: new URL(url).origin },
  })
  await response.arrayBuffer()
  return response.status
}
