/**
 * What a copy of the site (a restored snapshot, a move to PostgreSQL) must serve as the original
 * did, and the desk steps the tests take on the original.
 */
import { expect } from 'vitest'
import { sitePages } from '../../app/features/i18n/site-routes'
import { HttpSession, signInSession } from './http-session'
import type { ServerProcess } from './server-process'
import { ownerEmail, setPasswordAt, setupLinks, staffPassword } from './staff'

/** The ADMIN_EMAILS owner of a server's first start, with their password set and signed in. */
export async function signedInOwner(server: ServerProcess, session = new HttpSession()): Promise<HttpSession> {
  await expect.poll(() => /"setupLinks"/.test(server.output()), { timeout: 15_000 }).toBe(true)
  for (const link of setupLinks(server)) expect(await setPasswordAt(link.url)).toBe(200)
  expect(await signInSession(session, server.url, ownerEmail, staffPassword)).toBe(200)
  return session
}

/** Takes a snapshot as the Backups page's button does; the file's name, from the page listing it. */
export async function takeSnapshotAtDesk(owner: HttpSession, baseUrl: string): Promise<string> {
  const page = await owner.post(`${baseUrl}/admin/backups`, { intent: 'snapshot' }, { Origin: baseUrl })
  expect(page.status).toBe(200)
  const name = /wwd-backup-\d{8}T\d{6}\.\d{3}Z-manual\.sql\.gz/.exec(await page.text())?.[0]
  if (!name) throw new Error('the Backups page lists no snapshot')
  return name
}

/**
 * A page without the one thing that differs from one rendering to the next whatever the data: the
 * nonce attributes, new at every render (a page from the cache is stored without them). The news
 * board's clock is the same on every copy of the same data (the moment it has shown its items since).
 */
export const comparable = (html: string) => html.replace(/ nonce="[^"]*"/g, '')

/** A page of each kind in both languages (and the sitemap) as the server answers it, comparable; `headers` for each request. */
export async function publicPages(baseUrl: string, headers: Record<string, string> = {}): Promise<Map<string, string>> {
  const pages = new Map<string, string>()
  const kinds = new Map(sitePages.map((page) => [`${page.kind}:${page.lang}`, page.path]))
  for (const page of [...kinds.values(), '/sitemap.xml', '/robots.txt']) {
    const response = await fetch(`${baseUrl}${page}`, { headers })
    expect(response.status, page).toBe(200)
    pages.set(page, comparable(await response.text()))
  }
  return pages
}
