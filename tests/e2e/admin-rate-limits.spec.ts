/**
 * Sign-in rate limits (per e-mail and address: 10 wrong passwords in 10 minutes; per address: 30
 * sign-in starts in 10 minutes): past them the desk refuses with the too-many-attempts message and
 * code, even with the right password. A server of its own, since every attempt here comes from one
 * address. (That failures from another address never lock the person out is tested at the
 * provider: tests/integration/builtin-idp.test.ts.)
 */
import { expect, test } from '@playwright/test'
import { ownerEmail, signInWithPopup, startDeskServer } from '../support/admin'
import { gotoHydrated } from '../support/hydration'

test.describe.configure({ mode: 'serial' })

let server: Awaited<ReturnType<typeof startDeskServer>>

test.beforeAll(async () => {
  test.setTimeout(240_000)
  server = await startDeskServer({}, { clock: true })
  // The limits count in fixed 10-minute windows: start at the beginning of one, so none resets midway.
  const now = server.now()
  server.setTime(now - (now % 600_000) + 600_000 + 1_000)
})

test.afterAll(async () => {
  await server.stop()
})

test('ten wrong passwords for one e-mail from one address, then the right one from there is refused as too many attempts', async ({ page }) => {
  const start = await page.request.get(`${server.url}/auth/start`)
  const uid = /\/interaction\/([^/?]+)/.exec(start.url())?.[1]
  if (!uid) throw new Error(`no sign-in page: ${start.url()}`)
  for (let attempt = 1; attempt <= 10; attempt++) {
    const wrong = await page.request.post(`${server.url}/interaction/${uid}/login`, {
      form: { email: ownerEmail, password: `not-the-password-${String(attempt)}` },
      headers: { Origin: server.url },
    })
    expect(await wrong.text(), `attempt ${String(attempt)}`).toContain('Wrong e-mail or password')
  }
  await signInWithPopup(page, server.url, ownerEmail, server.password)
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Too many sign-in attempts')
  await expect(alert).toContainText('Code: too-many-attempts')
  expect((await page.request.get(`${server.url}/admin/session`)).status()).toBe(401)
})

test('thirty sign-in starts from one address, then the next is refused as too many attempts', async ({ page }) => {
  // The test above started two; these make thirty.
  for (let started = 2; started < 30; started++) {
    const response = await page.request.get(`${server.url}/auth/start`, { maxRedirects: 0 })
    expect(response.status(), `start ${String(started + 1)}`).toBe(303)
  }
  // The thirty-first is refused with a page that names the code in both languages.
  const refused = await page.request.get(`${server.url}/auth/start?popup=1`, { maxRedirects: 0 })
  expect(refused.status()).toBe(403)
  expect(await refused.text()).toContain('Code · 代码: <code>too-many-attempts</code>')
  // From the desk, that page tells the opener and closes itself; the desk says why.
  await gotoHydrated(page, `${server.url}/admin`)
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const popup = await popupOpened
  if (!popup.isClosed()) await popup.waitForEvent('close')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Too many sign-in attempts')
  await expect(alert).toContainText('Code: too-many-attempts')
})
