/**
 * Staff sign-in with an external identity provider (AUTH_ISSUER) on another origin whose pages send
 * Cross-Origin-Opener-Policy: the popup loses its link to the desk as soon as it reaches the
 * provider, so `popup.closed` reads true in the desk while the person is still signing in. The desk
 * must still hear the result, and must refuse an identity whose e-mail is not verified.
 */
import { expect, test, type Page } from '@playwright/test'
import { startExternalIdp, type ExternalIdp } from '../support/external-idp'
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process'
import { gotoHydrated } from '../support/hydration'

test.describe.configure({ mode: 'serial' })

let idp: ExternalIdp
let server: ServerProcess

test.beforeAll(async () => {
  test.setTimeout(240_000)
  const port = await freePort()
  idp = await startExternalIdp({
    redirectUri: `http://127.0.0.1:${String(port)}/auth/callback`,
    accounts: [
      { email: 'owner@example.com', emailVerified: true, name: 'Olive Owner' },
      { email: 'unverified@example.com', emailVerified: false, name: 'Una Unverified' },
    ],
  })
  server = await startServerProcess({
    port,
    env: {
      AUTH_ISSUER: idp.issuer,
      AUTH_CLIENT_ID: idp.clientId,
      AUTH_CLIENT_SECRET: idp.clientSecret,
      // Both are on the staff list: only the unverified e-mail must stop the second one.
      ADMIN_EMAILS: 'owner@example.com,unverified@example.com',
    },
  })
})

test.afterAll(async () => {
  await server.stop()
  await idp.close()
})

/** Opens /admin, presses "Sign in" and continues as `email` on the provider's page in the popup. */
async function signInAt(page: Page, email: string) {
  // The desk's timers run on a clock the test moves, so "a moment" on the provider's page takes none.
  await page.clock.install()
  await gotoHydrated(page, `${server.url}/admin`)
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const popup = await popupOpened
  await popup.getByLabel('Account e-mail').fill(email)
  // The provider's page cut the popup's link to the desk (what COOP does in a real browser).
  expect(await popup.evaluate(() => window.opener as unknown)).toBeNull()
  expect(await page.evaluate(() => new URL(document.location.href).origin)).not.toBe(new URL(idp.issuer).origin)
  // The person takes a moment on the provider's page; the desk already reads popup.closed as true.
  await page.clock.runFor(1_500)
  await page.clock.resume()
  await popup.getByRole('button', { name: 'Continue' }).click()
  return popup
}

test('the sign-in finishes in the desk although the provider’s page cut the popup’s link to it', async ({ page }) => {
  await signInAt(page, 'owner@example.com')
  await expect(page.getByRole('navigation', { name: 'Desk sections' })).toBeVisible()
  await expect(page.getByTestId('desk-person')).toContainText('Olive Owner · Owner')
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('an identity whose e-mail the provider has not verified is refused, though it is on the staff list', async ({ page }) => {
  await signInAt(page, 'unverified@example.com')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('e-mail address is not verified')
  await expect(alert).toContainText('Code: email-not-verified')
  expect((await page.request.get(`${server.url}/admin/session`)).status()).toBe(401)
})
