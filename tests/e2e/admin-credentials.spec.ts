/**
 * Each person's own credential at the built-in provider, in Chromium: an owner invites someone in
 * Staff, the invitation mail carries a one-time link, and the person sets a passkey (Chromium's
 * virtual authenticator) or a password there and signs in with it; a removed person invited again
 * gets in; an agent cannot become the owner. On My account, adding a passkey or setting a
 * password asks the person to confirm it is them (their current password, or one of their
 * passkeys) unless they signed in or confirmed in the last five minutes: the server's clock is
 * moved past that (`clock: true`) rather than waited out. The site runs at `localhost`: passkeys
 * need a domain name, never a bare IP address.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { freePort } from '../support/server-process'
import { ownerEmail, signInRequest, signInWithPopup, startDeskServer } from '../support/admin'
import { gotoHydrated, waitForHydration } from '../support/hydration'
import { startMailPeer, type MailPeer } from '../support/mail-peer'
import { credentialLinkIn, staffPassword } from '../support/staff'
import { axeCheck, wcag21 } from '../support/axe'

// Each test signs several people in through the real sign-in window: more than the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

let server: Awaited<ReturnType<typeof startDeskServer>>
let mail: MailPeer
let base: string

test.beforeAll(async () => {
  test.setTimeout(240_000)
  mail = await startMailPeer()
  const port = await freePort()
  base = `http://localhost:${String(port)}`
  server = await startDeskServer({ SMTP_URL: mail.url, MAIL_RETRY_BASE_SECONDS: '1', PUBLIC_URL: base }, { port, clock: true })
})

test.afterAll(async () => {
  await server.stop()
  await mail.close()
})

/** A passkey-capable authenticator (a platform one, with a PIN) on one page; returns its handle. */
async function withAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    add: async (credential: Awaited<ReturnType<typeof cdp.send<'WebAuthn.getCredentials'>>>['credentials'][number]) => {
      await cdp.send('WebAuthn.addCredential', { authenticatorId, credential })
    },
    /** Puts another copy of a passkey in place of this one's (another signature counter, say). */
    replace: async (credential: Awaited<ReturnType<typeof cdp.send<'WebAuthn.getCredentials'>>>['credentials'][number]) => {
      await cdp.send('WebAuthn.removeCredential', { authenticatorId, credentialId: credential.credentialId })
      await cdp.send('WebAuthn.addCredential', { authenticatorId, credential })
    },
  }
}

/** The owner invites `email` with `role` on the Staff screen, in the given language of the mail. */
async function inviteOnStaffScreen(page: Page, email: string, role: string, language: string): Promise<string> {
  if (!(await page.getByRole('navigation', { name: 'Desk sections' }).isVisible())) {
    await signInWithPopup(page, base, ownerEmail, staffPassword)
    await expect(page.getByRole('navigation', { name: 'Desk sections' })).toBeVisible()
    await waitForHydration(page)
  }
  await page.getByRole('link', { name: 'Staff' }).click()
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Role', { exact: true }).selectOption(role)
  await page.getByLabel('Language of the invitation').selectOption(language)
  await page.getByRole('button', { name: 'Invite' }).click()
  const status = page.getByRole('status').filter({ hasText: email })
  await expect(status).toContainText('It works once, for 72 hours')
  return credentialLinkIn((await status.textContent()) ?? '')
}

/** Past the five minutes in which a sign-in or a confirmation counts (the server's clock only). */
function afterConfirmationRunsOut() {
  server.setTime(server.now() + 6 * 60_000)
}

async function mailTo(email: string) {
  await expect.poll(() => mail.received.some((m) => m.to && JSON.stringify(m.to).includes(email)), { timeout: 15_000 }).toBe(true)
  const found = mail.received.filter((m) => JSON.stringify(m.to).includes(email)).at(-1)
  if (!found) throw new Error(`no mail to ${email}`)
  return found
}

test('invite → mail in Chinese → set a passkey → sign in with it, with no e-mail or password typed', async ({ browser }) => {
  const ownerContext = await browser.newContext()
  const shown = await inviteOnStaffScreen(await ownerContext.newPage(), 'keyholder@example.com', 'editor', 'zh')
  await ownerContext.close()
  const invitation = await mailTo('keyholder@example.com')
  expect(invitation.subject).toContain('员工账号邀请')
  expect(invitation.text).toContain('72 小时内有效')
  const link = credentialLinkIn(invitation.text ?? '')
  expect(link).toBe(shown)

  const context = await browser.newContext()
  const page = await context.newPage()
  const device = await withAuthenticator(context, page)
  await page.goto(link)
  await expect(page.getByText('keyholder@example.com')).toBeVisible()
  await page.getByRole('button', { name: 'Create a passkey instead · 改为创建通行密钥' }).click()
  await expect(page.getByRole('heading', { name: 'Passkey saved · 通行密钥已保存' })).toBeVisible()
  const [passkey, ...others] = await device.credentials()
  expect(others).toEqual([])
  expect(passkey?.isResidentCredential).toBe(true)
  // The link is used up.
  await page.goto(link)
  await expect(page.getByRole('alert')).toContainText('This link has been used already')

  // The sign-in window is a page of its own: the same device (authenticator) answers there.
  await gotoHydrated(page, `${base}/admin`)
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const popup = await popupOpened
  const sameDevice = await withAuthenticator(context, popup)
  if (passkey) await sameDevice.add(passkey)
  await popup.getByRole('button', { name: 'Sign in with a passkey · 使用通行密钥登录' }).click()
  await expect(page.getByRole('navigation', { name: 'Desk sections' })).toBeVisible()
  await expect(page.getByTestId('desk-person')).toContainText('Editor')

  // Later, a first password on My account: the session alone does not set it, the passkey does.
  // (The passkey signed in from the window's copy of this device, whose counter moved on there: the
  // copy here counts from further on, as one device would.)
  if (passkey) await device.replace({ ...passkey, signCount: 100 })
  afterConfirmationRunsOut()
  await gotoHydrated(page, `${base}/admin/account`)
  const confirm = page.getByRole('region', { name: 'Confirming that it is you' })
  await expect(confirm).toContainText('even while you are signed in')
  const passwordForm = page.getByRole('region', { name: 'Password' })
  await expect(passwordForm.getByLabel('Current password')).toHaveCount(0)
  await passwordForm.getByLabel('New password', { exact: true }).fill('keys and words of mine')
  await passwordForm.getByLabel('Repeat the new password').fill('keys and words of mine')
  await passwordForm.getByRole('button', { name: 'Save password' }).click()
  await expect(passwordForm.getByRole('alert')).toHaveText(
    'First confirm that it is you with one of your passkeys: “Confirm with a passkey” at the top of this page.',
  )
  await confirm.getByRole('button', { name: 'Confirm with a passkey' }).click()
  await expect(confirm.getByRole('status')).toContainText('You confirmed that it is you. Until')
  await passwordForm.getByRole('button', { name: 'Save password' }).click()
  await expect(passwordForm.getByRole('status')).toHaveText('Saved.')
  // Told by mail, in both languages (the person never chose one on the desk).
  await expect
    .poll(() => mail.received.some((m) => JSON.stringify(m.to).includes('keyholder@example.com') && m.subject?.includes('A password was set')), {
      timeout: 15_000,
    })
    .toBe(true)
  const notice = await mailTo('keyholder@example.com')
  expect(notice.subject).toBe('A password was set for your WanderWonderWorld Dubai desk account · 万德假日管理后台：您的账号设置了密码')
  const later = await browser.newContext()
  await signInRequest(later.request, base, 'keyholder@example.com', 'keys and words of mine')
  expect((await later.request.get(`${base}/admin/session`)).status()).toBe(200)
  await Promise.all([context.close(), later.close()])
})

test('invite → set a password → sign in with it; removed and invited again, the person gets back in', async ({ browser }) => {
  const ownerContext = await browser.newContext()
  const ownerPage = await ownerContext.newPage()
  const link = await inviteOnStaffScreen(ownerPage, 'returning@example.com', 'agent', 'en')
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(link)
  await page.getByLabel('New password · 新密码').fill('qwerty123456')
  await page.getByLabel('Repeat the password · 再次输入密码').fill('qwerty123456')
  await page.getByRole('button', { name: 'Save password · 保存密码' }).click()
  await expect(page.getByRole('alert')).toContainText('list of common passwords')
  await page.getByLabel('New password · 新密码').fill('camels cross the dunes')
  await page.getByLabel('Repeat the password · 再次输入密码').fill('camels cross the dunes')
  await page.getByRole('button', { name: 'Save password · 保存密码' }).click()
  await expect(page.getByRole('heading', { name: 'Password saved · 密码已保存' })).toBeVisible()
  await signInWithPopup(page, base, 'returning@example.com', 'camels cross the dunes')
  await expect(page.getByTestId('desk-person')).toContainText('Agent')

  // Removed, then invited again: a new link, a new password, and the same person is back.
  ownerPage.on('dialog', (dialog) => void dialog.accept())
  await ownerPage.getByRole('button', { name: 'Remove: returning@example.com' }).click()
  await expect(ownerPage.getByRole('button', { name: 'Remove: returning@example.com' })).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  const again = await inviteOnStaffScreen(ownerPage, 'returning@example.com', 'agent', 'en')
  await page.goto(again)
  await page.getByLabel('New password · 新密码').fill('camels cross the dunes again')
  await page.getByLabel('Repeat the password · 再次输入密码').fill('camels cross the dunes again')
  await page.getByRole('button', { name: 'Save password · 保存密码' }).click()
  await signInWithPopup(page, base, 'returning@example.com', 'camels cross the dunes again')
  await expect(page.getByTestId('desk-person')).toContainText('Agent')
  await ownerContext.close()
  await context.close()
})

test('an agent cannot become the owner: not with their own password, not by inviting, not through a link', async ({ browser, request }) => {
  const ownerContext = await browser.newContext()
  const link = await inviteOnStaffScreen(await ownerContext.newPage(), 'agent-only@example.com', 'agent', 'en')
  await ownerContext.close()
  const set = await request.post(link, { form: { password: 'an agent of our own', repeat: 'an agent of our own' } })
  expect(set.status()).toBe(200)
  const agent = await browser.newContext()
  // Their own password with the owner's e-mail: refused at the sign-in window.
  await signInRequest(agent.request, base, ownerEmail, 'an agent of our own')
  expect((await agent.request.get(`${base}/admin/session`)).status()).toBe(401)
  await signInRequest(agent.request, base, 'agent-only@example.com', 'an agent of our own')
  const session = await agent.request.get(`${base}/admin/session`)
  expect(await session.json()).toMatchObject({ email: 'agent-only@example.com', role: 'agent' })
  // Staff changes and resets are the owner's: inviting themselves as owner, or resetting the owner.
  const forms: Record<string, string>[] = [
    { intent: 'invite', email: 'agent-only-2@example.com', role: 'owner' },
    { intent: 'reset', id: '1' },
    { intent: 'role', id: '2', role: 'owner' },
  ]
  for (const form of forms) {
    expect((await agent.request.post(`${base}/admin/staff`, { form, headers: { Origin: base } })).status()).toBe(403)
  }
  // A used link does nothing more.
  expect((await request.post(link, { form: { password: 'taking over this one', repeat: 'taking over this one' } })).status()).toBe(410)
  await agent.close()
})

test('My account: a passkey right after signing in, then the current password asked for; a new password signs the other devices out', async ({ browser }) => {
  const ownerContext = await browser.newContext()
  const ownerPage = await ownerContext.newPage()
  const link = await inviteOnStaffScreen(ownerPage, 'my-account@example.com', 'editor', 'en')
  await ownerContext.close()
  const set = await fetch(link, { method: 'POST', body: new URLSearchParams({ password: 'first words of mine', repeat: 'first words of mine' }) })
  expect(set.status).toBe(200)
  // Another device of theirs, signed in too.
  const phone = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  })
  await signInRequest(phone.request, base, 'my-account@example.com', 'first words of mine')

  const context = await browser.newContext()
  const page = await context.newPage()
  const device = await withAuthenticator(context, page)
  await signInWithPopup(page, base, 'my-account@example.com', 'first words of mine')
  await expect(page.getByRole('navigation', { name: 'Desk sections' })).toBeVisible()
  await waitForHydration(page)
  await page.getByRole('link', { name: 'My account' }).click()
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible()
  await expect(page.getByText('No passkeys yet.')).toBeVisible()

  // Signed in a moment ago: that is the confirmation, nothing more is asked.
  const confirm = page.getByRole('region', { name: 'Confirming that it is you' })
  await expect(confirm.getByRole('status')).toContainText('You confirmed that it is you. Until')
  const passkeys = page.getByRole('region', { name: 'Passkeys' })
  await expect(passkeys.getByLabel('Current password')).toHaveCount(0)
  await passkeys.getByLabel('Name of the passkey').fill('Office laptop')
  await passkeys.getByRole('button', { name: 'Add a passkey on this device' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Passkey added' })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'Office laptop' })).toBeVisible()
  expect(await device.credentials()).toHaveLength(1)

  // Six minutes on, the current password is asked for again.
  afterConfirmationRunsOut()
  await gotoHydrated(page, `${base}/admin/account`)
  await expect(confirm).toContainText('even while you are signed in')
  const passwordForm = page.getByRole('region', { name: 'Password' })
  await passwordForm.getByLabel('Current password').fill('not my words at all')
  await passwordForm.getByLabel('New password', { exact: true }).fill('second words of mine')
  await passwordForm.getByLabel('Repeat the new password').fill('second words of mine')
  await passwordForm.getByRole('button', { name: 'Save password' }).click()
  await expect(passwordForm.getByText('The current password is not right.')).toBeVisible()
  // Why a password is refused, in words.
  await passwordForm.getByLabel('Current password').fill('first words of mine')
  await passwordForm.getByLabel('New password', { exact: true }).fill('qwertyuiopasdfgh')
  await passwordForm.getByLabel('Repeat the new password').fill('qwertyuiopasdfgh')
  await passwordForm.getByRole('button', { name: 'Save password' }).click()
  await expect(passwordForm.getByText('This is a run of keys or letters, such as qwerty or abcdef')).toBeVisible()
  // Confirmed by that right current password: the form no longer asks for it.
  await expect(passwordForm.getByLabel('Current password')).toHaveCount(0)
  await expect(passwordForm.getByLabel('Sign me out on my other devices')).toBeChecked()
  await passwordForm.getByLabel('New password', { exact: true }).fill('second words of mine')
  await passwordForm.getByLabel('Repeat the new password').fill('second words of mine')
  await passwordForm.getByRole('button', { name: 'Save password' }).click()
  await expect(passwordForm.getByRole('status')).toHaveText('Saved. You were signed out on 1 other device.')
  expect((await phone.request.get(`${base}/admin/session`)).status()).toBe(401)

  // A session on another device, ended from the list.
  const tablet = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  })
  await signInRequest(tablet.request, base, 'my-account@example.com', 'second words of mine')
  await page.reload()
  const sessions = page.getByRole('region', { name: 'Where you are signed in' })
  await expect(sessions.getByText('(this device)')).toBeVisible()
  expect((await tablet.request.get(`${base}/admin/session`)).status()).toBe(200)
  await sessions.getByRole('button', { name: /^End: Chrome · Android/ }).click()
  await expect(sessions.getByRole('button', { name: /^End: Chrome · Android/ })).toHaveCount(0)
  expect((await tablet.request.get(`${base}/admin/session`)).status()).toBe(401)

  // The new password signs in; the old one no longer does.
  const later = await browser.newContext()
  await signInRequest(later.request, base, 'my-account@example.com', 'first words of mine')
  expect((await later.request.get(`${base}/admin/session`)).status()).toBe(401)
  await signInRequest(later.request, base, 'my-account@example.com', 'second words of mine')
  expect((await later.request.get(`${base}/admin/session`)).status()).toBe(200)

  page.on('dialog', (dialog) => void dialog.accept())
  await page.getByRole('button', { name: 'Remove: Office laptop' }).click()
  await expect(page.getByText('No passkeys yet.')).toBeVisible()

  // Past the five minutes again: a passkey with the current password typed beside it.
  afterConfirmationRunsOut()
  await gotoHydrated(page, `${base}/admin/account`)
  await passkeys.getByLabel('Name of the passkey').fill('Second laptop')
  await passkeys.getByRole('button', { name: 'Add a passkey on this device' }).click()
  await expect(passkeys.getByText('Enter your current password to confirm it’s you.')).toBeVisible()
  await passkeys.getByLabel('Current password').fill('second words of mine')
  await passkeys.getByRole('button', { name: 'Add a passkey on this device' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: 'Second laptop' })).toBeVisible()

  // Each credential added was mailed to the person.
  const subjects = () => mail.received.filter((m) => JSON.stringify(m.to).includes('my-account@example.com')).map((m) => m.subject ?? '')
  await expect.poll(() => subjects().filter((subject) => subject.includes('A passkey was added')).length, { timeout: 15_000 }).toBe(2)
  await expect.poll(() => subjects().some((subject) => subject.includes('desk password was changed')), { timeout: 15_000 }).toBe(true)
  await Promise.all([context.close(), phone.close(), tablet.close(), later.close()])
})

/** Axe's findings in the page's main content (WCAG 2.1 A/AA and best practice), one line each. */
async function axeFindings(page: Page, label: string): Promise<string[]> {
  const results = await axeCheck(page, { include: 'main', tags: wcag21 })
  return results.violations.map(
    (v) =>
      `${label}: ${v.id} ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
}

test("My account and the link's page are accessible and never wider than a phone, in English and Chinese", async ({ browser }) => {
  const ownerContext = await browser.newContext()
  const ownerPage = await ownerContext.newPage()
  const link = await inviteOnStaffScreen(ownerPage, 'checked-screens@example.com', 'agent', 'zh')
  const findings: string[] = []
  const wide = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
  for (const width of [390, 1280]) {
    await ownerPage.setViewportSize({ width, height: width < 500 ? 844 : 900 })
    await ownerPage.goto(link)
    expect(await wide(ownerPage), `link page, ${String(width)} px`).toBe(false)
    findings.push(...(await axeFindings(ownerPage, `link page, ${String(width)} px`)))
    for (const lang of ['en', 'zh'] as const) {
      await ownerContext.addCookies([{ name: 'wwd_desk_lang', value: lang, url: base }])
      await gotoHydrated(ownerPage, `${base}/admin/account`)
      await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'My account' : '我的账号')
      expect(await wide(ownerPage), `My account, ${lang}, ${String(width)} px`).toBe(false)
      findings.push(...(await axeFindings(ownerPage, `My account, ${lang}, ${String(width)} px`)))
    }
  }
  expect(findings).toEqual([])
  await ownerContext.close()
})
