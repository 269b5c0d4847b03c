/**
 * Signing in to the admin desk in tests, through the real built-in identity provider: the owner sets
 * their password through the first start's setup link (from the server's log), everyone else through
 * the link of their invitation (the staff screen shows it to the owner).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { Role } from '../../app/features/desk/permissions'
import { startServerProcess, type ServerProcess } from './server-process'
import { gotoHydrated, waitForHydration } from './hydration'
import { credentialLinkIn, ownerEmail, setPasswordAt, setupLinks, staffEmail, staffPassword } from './staff'

export { ownerEmail, staffEmail, staffPassword }

/** A server of its own for desk tests (they change the staff list), with owner@example.com as owner. */
export async function startDeskServer(
  env: Record<string, string> = {},
  options: { clock?: boolean; port?: number; dataDir?: string } = {},
): Promise<ServerProcess & { password: string }> {
  const server = await startServerProcess({ env: { ADMIN_EMAILS: ownerEmail, ...env }, ...options })
  await expect.poll(() => /"setupLinks"/.test(server.output()), { timeout: 15_000 }).toBe(true)
  for (const link of setupLinks(server)) expect(await setPasswordAt(link.url)).toBe(200)
  return Object.assign(server, { password: staffPassword })
}

/** Signs an API client in as `email` (following the provider's redirects); returns the final status. */
export async function signInRequest(request: APIRequestContext, baseUrl: string, email: string, password: string): Promise<number> {
  const start = await request.get(`${baseUrl}/auth/start`)
  const uid = /\/interaction\/([^/?]+)/.exec(start.url())?.[1]
  if (!uid) throw new Error(`sign-in did not reach the provider's page: ${start.url()}`)
  const done = await request.post(`${baseUrl}/interaction/${uid}/login`, { form: { email, password }, headers: { Origin: baseUrl } })
  return done.status()
}

/**
 * Puts `email` on the staff list with `role`, as the owner, and sets their password with the
 * invitation's link (no-op when already there).
 */
export async function ensureStaff(owner: APIRequestContext, baseUrl: string, email: string, role: Role): Promise<void> {
  const response = await owner.post(`${baseUrl}/admin/staff`, {
    form: { intent: 'invite', email, role },
    headers: { Origin: baseUrl },
  })
  expect([200, 409]).toContain(response.status())
  if (response.status() === 200) expect(await setPasswordAt(credentialLinkIn(await response.text()))).toBe(200)
}

/** One line in a test: `await signInAs(page, server, 'editor')` — through the real popup. */
export async function signInAs(page: Page, server: { url: string; password: string }, role: Role): Promise<void> {
  if (role !== 'owner') {
    const owner = page.context().request
    await signInRequest(owner, server.url, ownerEmail, server.password)
    await ensureStaff(owner, server.url, staffEmail(role), role)
    await page.context().clearCookies()
  }
  await signInWithPopup(page, server.url, staffEmail(role), server.password)
  await expect(page.getByRole('navigation', { name: 'Desk sections' })).toBeVisible()
  // The desk was loaded afresh after the sign-in: wait until its buttons answer clicks.
  await waitForHydration(page)
}

/** Opens /admin, clicks "Sign in", and completes the built-in provider's form in the popup. */
export async function signInWithPopup(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await gotoHydrated(page, `${baseUrl}/admin`)
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const popup = await popupOpened
  await popup.getByLabel('E-mail · 邮箱').fill(email)
  await popup.getByLabel('Password · 密码').fill(password)
  await popup.getByRole('button', { name: 'Sign in · 登录' }).click()
}
