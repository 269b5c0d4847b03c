/**
 * Staff sign-in through the real popup and the built-in identity provider, and what ends a session.
 */
import { expect, test } from '@playwright/test'
import { ensureStaff, ownerEmail, signInAs, signInRequest, signInWithPopup, startDeskServer } from '../support/admin'
import { gotoHydrated, waitForHydration } from '../support/hydration'

test.describe.configure({ mode: 'serial' })

let server: Awaited<ReturnType<typeof startDeskServer>>

test.beforeAll(async () => {
  test.setTimeout(240_000)
  // One idle minute, which the expiry test passes by moving the server's clock.
  server = await startDeskServer({ ADMIN_SESSION_IDLE_MINUTES: '1' }, { clock: true })
})

test.afterAll(async () => {
  await server.stop()
})

test('an owner signs in through the popup and sees the desk with their role', async ({ page }) => {
  await signInWithPopup(page, server.url, ownerEmail, server.password)
  await expect(page.getByRole('navigation', { name: 'Desk sections' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await expect(page.getByTestId('desk-person')).toContainText('Owner')
  // The session cookie: HttpOnly, SameSite=Lax, the whole site, and not Secure on plain http.
  const [cookie, ...others] = (await page.context().cookies(server.url)).filter((c) => c.name.includes('wwd_admin'))
  expect(others).toEqual([])
  expect(cookie).toMatchObject({ name: 'wwd_admin', httpOnly: true, sameSite: 'Lax', path: '/', secure: false })
  await expect(page.getByRole('link', { name: 'Staff' })).toBeVisible()
  // The desk's copy switches to Chinese and back. The switch is a script's button, and the desk was
  // loaded afresh after the sign-in: it answers once that page's scripts have run.
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Show the desk in Chinese' }).click()
  await expect(page.getByRole('heading', { name: '概览' })).toBeVisible()
  await page.getByRole('button', { name: '以英文显示后台' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
})

test("an e-mail not on the staff list, or another person's password, is refused in the sign-in window with no session", async ({ page }) => {
  await signInRequest(page.context().request, server.url, ownerEmail, server.password)
  await ensureStaff(page.context().request, server.url, 'agent-of-record@example.com', 'agent')
  await page.context().clearCookies()
  for (const email of ['stranger@example.com', 'agent-of-record@example.com']) {
    // Everyone's own password (the test's people happen to share the words); the owner's is not theirs.
    const popupOpened = page.waitForEvent('popup')
    await signInWithPopup(page, server.url, email, email === 'stranger@example.com' ? server.password : 'the owner has another password')
    const popup = await popupOpened
    await expect(popup.getByRole('alert')).toContainText('Wrong e-mail or password')
    // The e-mail stays typed; only the password is asked again.
    await expect(popup.getByLabel('E-mail · 邮箱')).toHaveValue(email)
    await expect(popup.getByLabel('Password · 密码')).toBeFocused()
    await popup.close()
  }
  const session = await page.request.get(`${server.url}/admin/session`)
  expect(session.status()).toBe(401)
})

test('closing the popup before signing in says so', async ({ page }) => {
  await gotoHydrated(page, `${server.url}/admin`)
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const popup = await popupOpened
  await popup.getByLabel('E-mail · 邮箱').waitFor()
  await popup.close()
  await expect(page.getByRole('alert')).toContainText('closed before the sign-in finished')
  // The code is shown beside the message, so staff can quote it.
  await expect(page.getByRole('alert')).toContainText('Code: popup-closed-by-user')
})

test('opened at another address than PUBLIC_URL, the desk says so and links to the right one', async ({ page }) => {
  const other = server.url.replace('127.0.0.1', 'localhost')
  await gotoHydrated(page, `${other}/admin`)
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('This address is not allowed to sign in to the desk')
  await expect(alert).toContainText('Code: unauthorized-domain')
  await expect(alert.getByRole('link', { name: `${server.url}/admin` })).toHaveAttribute('href', `${server.url}/admin`)
  // Pressing "Sign in" opens no window that could never report back.
  let opened = false
  page.on('popup', () => {
    opened = true
  })
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(alert).toContainText('Code: unauthorized-domain')
  expect(opened).toBe(false)
})

test('signing out in one tab signs out the other', async ({ page }) => {
  await signInWithPopup(page, server.url, ownerEmail, server.password)
  await expect(page.getByRole('navigation', { name: 'Desk sections' })).toBeVisible()
  const second = await page.context().newPage()
  await second.goto(`${server.url}/admin`)
  await expect(second.getByRole('navigation', { name: 'Desk sections' })).toBeVisible()
  await waitForHydration(second)
  await page.getByRole('button', { name: 'Sign out', exact: true }).first().click()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(second.getByRole('button', { name: 'Sign in' })).toBeVisible()
})

test("signing out works even before the desk's scripts have loaded", async ({ page, context }) => {
  await signInWithPopup(page, server.url, ownerEmail, server.password)
  await expect(page.getByRole('navigation', { name: 'Desk sections' })).toBeVisible()
  await waitForHydration(page)
  // A second tab whose scripts are held back (a slow phone connection): the button is a plain form.
  const slow = await context.newPage()
  let release: () => void = () => undefined
  const scriptsArrive = new Promise<void>((resolve) => {
    release = resolve
  })
  await slow.route('**/assets/**/*.js', async (route) => {
    await scriptsArrive
    await route.continue()
  })
  await slow.goto(`${server.url}/admin`, { waitUntil: 'domcontentloaded' })
  await expect(slow.getByRole('navigation', { name: 'Desk sections' })).toBeVisible()
  await slow.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(slow.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(slow.getByRole('navigation', { name: 'Desk sections' })).toHaveCount(0)
  const check = await page.request.get(`${server.url}/admin/session`)
  expect(check.status()).toBe(401)
  // Once that tab's scripts arrive, it tells the first tab, which shows the sign-in at once.
  release()
  await waitForHydration(slow)
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  expect(new URL(slow.url()).search).toBe('')
  await slow.close()
})

test('after signing out, signing in again asks for the password again', async ({ page }) => {
  await signInWithPopup(page, server.url, ownerEmail, server.password)
  await expect(page.getByRole('navigation', { name: 'Desk sections' })).toBeVisible()
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  // Signing out may have loaded the page afresh (if it was clicked before the scripts ran): the
  // popup only opens once they have.
  await waitForHydration(page)
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const popup = await popupOpened
  // The sign-in service's own session must not sign the next person in without the password.
  await expect(popup.getByLabel('Password · 密码')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Desk sections' })).toHaveCount(0)
  await popup.close()
})

test("signing in works before the desk's scripts have loaded, in the same window", async ({ page }) => {
  await page.route('**/assets/**/*.js', (route) => route.abort())
  await page.goto(`${server.url}/admin`)
  let opened = false
  page.on('popup', () => {
    opened = true
  })
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByLabel('E-mail · 邮箱').fill(ownerEmail)
  await page.getByLabel('Password · 密码').fill(server.password)
  await page.getByRole('button', { name: 'Sign in · 登录' }).click()
  await page.waitForURL(`${server.url}/admin`)
  await expect(page.getByRole('navigation', { name: 'Desk sections' })).toBeVisible()
  expect(opened).toBe(false)
  expect((await page.request.get(`${server.url}/admin/session`)).status()).toBe(200)
})

test('an open desk tab that keeps checking its session still ends after the idle minute, and says so', async ({ page }) => {
  // The tab's timers run on a clock the test moves, the server's idle minute on another: neither waits.
  await page.clock.install()
  await signInWithPopup(page, server.url, ownerEmail, server.password)
  await expect(page.getByRole('navigation', { name: 'Desk sections' })).toBeVisible()
  // The desk's check runs once its scripts have started its timer.
  await waitForHydration(page)
  const signedInAt = server.now()
  const checkAt = async (serverTime: number) => {
    server.setTime(serverTime)
    const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/admin/session')
    await page.clock.runFor('04:30')
    return (await checked).status()
  }
  // Two background checks inside the idle minute: the session is still there, and they are not activity.
  expect(await checkAt(signedInAt + 25_000)).toBe(200)
  expect(await checkAt(signedInAt + 45_000)).toBe(200)
  // A minute after the last thing the person did, the next check finds the session ended.
  expect(await checkAt(signedInAt + 63_000)).toBe(401)
  await expect(page.getByRole('alert')).toContainText('Your session has ended')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
})

test('a removed person loses access at once', async ({ page, browser }) => {
  const owner = await browser.newContext()
  await signInRequest(owner.request, server.url, ownerEmail, server.password)
  await ensureStaff(owner.request, server.url, 'agent@example.com', 'agent')
  await signInAs(page, server, 'agent')
  await expect(page.getByTestId('desk-person')).toContainText('Agent')
  // Remove through the owner's staff screen.
  const ownerPage = await owner.newPage()
  await gotoHydrated(ownerPage, `${server.url}/admin/staff`)
  ownerPage.once('dialog', (dialog) => void dialog.accept())
  await ownerPage.getByRole('button', { name: 'Remove: agent@example.com' }).click()
  await expect(ownerPage.getByRole('status')).toContainText('Saved.')
  const after = await page.request.get(`${server.url}/admin/session`)
  expect(after.status()).toBe(401)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await owner.close()
})

test('the owner finds sign-ins, refusals and staff changes in the audit log, and exports it as CSV', async ({ page }) => {
  await signInWithPopup(page, server.url, ownerEmail, server.password)
  await expect(page.getByRole('navigation', { name: 'Desk sections' })).toBeVisible()
  await page.getByRole('link', { name: 'Audit log' }).click()
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible()
  // A wrong password for a staff account is audited with the account it was tried on.
  await page.getByLabel('Action').selectOption('auth.idp-password-refused')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByRole('cell', { name: 'agent-of-record@example.com' }).first()).toBeVisible()
  // Actions in words, not codes; the filter keeps only the refusals.
  await expect(page.getByRole('cell', { name: 'Wrong password at sign-in', exact: true }).first()).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Signed in', exact: true })).toHaveCount(0)
  await expect(page.getByRole('table')).not.toContainText('auth.')
  const csv = await page.request.get(`${server.url}/admin/audit.csv?action=staff.remove`)
  expect(csv.headers()['content-type']).toContain('text/csv')
  const body = await csv.body()
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  expect(body.toString('utf8')).toContain('agent@example.com')
})
