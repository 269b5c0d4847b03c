/**
 * What ends or survives a desk session in real browsers: the sign-in without pop-ups, "sign out
 * everywhere", a role change reaching an open desk at once, and the desk shell on a phone.
 */
import { ensureStaff, ownerEmail, signInAs, signInRequest, signInWithPopup, staffEmail } from '../support/admin'
import { expect, test, type DeskServer } from '../support/desk-fixture'
import { gotoHydrated } from '../support/hydration'

test.describe.configure({ mode: 'serial' })

let server: DeskServer

test.beforeAll(({ deskServer }) => {
  server = deskServer
})

test('with pop-ups blocked the desk says so and signs in through this tab instead', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null
  })
  await gotoHydrated(page, `${server.url}/admin`)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('Your browser blocked the sign-in window')
  await expect(alert).toContainText('this page goes to the sign-in instead')
  await expect(alert).toContainText('Code: popup-blocked')
  // The same tab goes to the sign-in page and comes back to the desk.
  await page.getByLabel('E-mail · 邮箱').fill(ownerEmail)
  await page.getByLabel('Password · 密码').fill(server.password)
  await page.getByRole('button', { name: 'Sign in · 登录' }).click()
  await expect(page).toHaveURL(`${server.url}/admin`)
  await expect(page.getByRole('navigation', { name: 'Desk sections' })).toBeVisible()
  await expect(page.getByTestId('desk-person')).toContainText('Owner')
})

test('"sign out everywhere" ends the session in another browser too', async ({ browser }) => {
  const laptop = await browser.newContext()
  const phone = await browser.newContext()
  const here = await laptop.newPage()
  const there = await phone.newPage()
  await signInWithPopup(here, server.url, ownerEmail, server.password)
  await signInWithPopup(there, server.url, ownerEmail, server.password)
  await expect(here.getByRole('navigation', { name: 'Desk sections' })).toBeVisible()
  await expect(there.getByRole('navigation', { name: 'Desk sections' })).toBeVisible()
  await here.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(here.getByRole('button', { name: 'Sign in' })).toBeVisible()
  expect((await there.request.get(`${server.url}/admin/session`)).status()).toBe(401)
  await there.getByRole('link', { name: 'Audit log' }).click()
  await expect(there.getByRole('alert')).toContainText('Your session has ended')
  await laptop.close()
  await phone.close()
})

test('a role change ends the person’s open desk at once, without them doing anything', async ({ page, browser }) => {
  await signInAs(page, server, 'editor')
  await page.getByRole('link', { name: 'News' }).click()
  await expect(page.getByRole('heading', { name: 'News and offers', level: 1 })).toBeVisible()
  const owner = await browser.newContext()
  await signInRequest(owner.request, server.url, ownerEmail, server.password)
  const ownerPage = await owner.newPage()
  await gotoHydrated(ownerPage, `${server.url}/admin/staff`)
  const row = ownerPage.getByRole('row', { name: new RegExp(staffEmail('editor')) })
  await row.getByLabel(`Role: ${staffEmail('editor')}`).selectOption('agent')
  await row.getByRole('button', { name: 'Change role' }).click()
  await expect(ownerPage.getByRole('status')).toContainText('Saved.')
  // The editor's tab, left alone, shows the sign-in within moments (its live list's stream ended).
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 5_000 })
  await expect(page.getByRole('alert')).toContainText('Your session has ended')
  // Signing in again gives the new role.
  await signInWithPopup(page, server.url, staffEmail('editor'), server.password)
  await expect(page.getByTestId('desk-person')).toContainText('Agent')
  await expect(page.getByRole('link', { name: 'News' })).toHaveCount(0)
  await owner.close()
})

test('on a 390 px phone the desk shell opens its menu and every section is reachable', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await phone.newPage()
  await signInRequest(phone.request, server.url, ownerEmail, server.password)
  await ensureStaff(phone.request, server.url, staffEmail('agent'), 'agent')
  await gotoHydrated(page, `${server.url}/admin`)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const menu = page.getByRole('button', { name: 'Menu' })
  await expect(menu).toBeInViewport()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('link', { name: 'Staff' })).toBeHidden()
  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  const nav = page.getByRole('navigation', { name: 'Desk sections' })
  for (const name of ['Dashboard', 'Content', 'Media', 'News', 'Enquiries', 'Mail', 'Staff', 'Audit log']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(nav.getByRole('button', { name: 'Sign out everywhere' })).toBeVisible()
  await nav.getByRole('link', { name: 'Staff', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeInViewport()
  await phone.close()
})
