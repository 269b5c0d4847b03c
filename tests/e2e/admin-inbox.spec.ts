/**
 * The enquiry inbox in Chromium against the built server, with an in-process SMTP peer as the mail
 * server: a visitor's enquiry arrives in the open inbox live; an agent replies with the Chinese
 * template and the visitor's mail arrives in Chinese with the reference; status changes carry
 * reasons; two desks see each other and a stale change is refused; the reply clock turns amber and
 * red across a weekend and a holiday (fake browser clock); the CSV holds Chinese text; a mail
 * refused by the mail server shows as failed, on the dashboard too, and is retried.
 */
import { readFileSync } from 'node:fs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { dubaiDate, dubaiDayNumber } from '../../app/features/reply-clock/reply-clock'
import { signInAs, startDeskServer } from '../support/admin'
import { startSmtpSink } from '../support/enquiry-harness'
import { gotoHydrated, waitForHydration } from '../support/hydration'
import { newVisitor, sendEnquiry, solvedTokenFrom } from '../faults/support/visitors'

test.describe.configure({ mode: 'serial' })

const DAY_MS = 24 * 3_600_000
const refused = new Set<string>()
let sink: Awaited<ReturnType<typeof startSmtpSink>>
let server: Awaited<ReturnType<typeof startDeskServer>>

test.beforeAll(async () => {
  test.setTimeout(240_000)
  sink = await startSmtpSink(undefined, { refuses: (recipient) => refused.has(recipient) })
  server = await startDeskServer({ SMTP_URL: sink.url, MAIL_RETRY_BASE_SECONDS: '1' })
})

test.afterAll(async () => {
  await server.stop()
  await sink.close()
})

/** An enquiry sent the way the site's form sends it (challenge solved, then POSTed). */
async function enquiry(lang: 'en' | 'zh', contact: { name: string; email: string }, message: string): Promise<string> {
  const visitor = newVisitor()
  const token = await solvedTokenFrom(server.url, visitor)
  const answer = await sendEnquiry(server.url, visitor, token, {
    path: lang === 'zh' ? '/api/enquiry-cn' : '/api/enquiries',
    payload: { contact: { ...contact, phone: '+86 13800138000' }, message },
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.reference ?? ''
}

async function deskPage(browser: Browser, role: 'owner' | 'agent' | 'editor'): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await signInAs(page, server, role)
  return page
}

async function openEnquiry(page: Page, reference: string) {
  await page.goto(`${server.url}/admin/enquiries?q=${encodeURIComponent(reference)}`)
  await waitForHydration(page)
  await page.getByRole('link', { name: reference }).click()
  await expect(page.getByRole('heading', { name: reference, level: 1 })).toBeVisible()
}

const mailsTo = (address: string) => sink.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((to) => to.address === address))

test('a visitor’s enquiry appears in the open inbox live; the Chinese reply reaches the visitor in Chinese with the reference', async ({ browser }) => {
  const desk = await deskPage(browser, 'agent')
  await desk.goto(`${server.url}/admin/enquiries`)
  await waitForHydration(desk)
  await expect(desk.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeVisible()
  await desk.evaluate(() => {
    ;(window as { stillHere?: boolean }).stillHere = true
  })

  // The visitor, on the Chinese site, sends the WonderCart.
  const visitor = await (await browser.newContext()).newPage()
  await gotoHydrated(visitor, `${server.url}/cn/cruise`)
  await visitor
    .getByRole('region', { name: '精选服务' })
    .getByRole('button', { name: /^加入万德购物车\s*：/ })
    .first()
    .click()
  await visitor.getByRole('button', { name: '万德购物车，共1项' }).click()
  const cart = visitor.getByRole('dialog')
  await cart.getByLabel(/称呼/).fill('王芳')
  await cart.getByLabel(/电子邮箱/).fill('wang.fang@example.com')
  await cart.getByLabel(/出行日期/).fill(new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10))
  await cart.getByLabel(/^留言/).fill('我们一家三口，想订迪拜水道的晚餐游船。')
  await cart.getByRole('button', { name: '提交咨询' }).click()
  await expect(visitor.getByRole('status').getByText('您的咨询已提交，我们会尽快联系您。')).toBeVisible({ timeout: 20_000 })

  // The desk shows it without a reload.
  const row = desk.getByRole('row', { name: /王芳/ })
  await expect(row).toBeVisible({ timeout: 10_000 })
  await expect(row).toContainText('New')
  await expect(row).toContainText('Chinese')
  expect(await desk.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true)
  const reference = (await row.getByRole('link').first().textContent())?.trim() ?? ''
  expect(reference).toMatch(/^E-\d{4}-/)

  await row.getByRole('link', { name: reference }).click()
  await expect(desk.getByRole('heading', { name: reference, level: 1 })).toBeVisible()
  // The basket with the prices the page showed.
  await expect(desk.getByRole('region', { name: 'The basket as sent' }).getByRole('table').first()).toContainText('AED')
  const composer = desk.getByRole('form', { name: 'Reply to the visitor' })
  await expect(composer.getByLabel('Reply language')).toHaveValue('zh')
  await expect(composer.getByLabel('Message', { exact: true })).toHaveValue(/王芳，您好！/)
  await expect(composer.getByRole('complementary')).toContainText('Dear 王芳')
  // A placeholder left in the text blocks sending until it is filled.
  await composer.getByLabel('Message', { exact: true }).fill('{{name}}，您好！')
  await expect(composer.getByRole('alert')).toContainText('{{name}}')
  await expect(composer.getByRole('button', { name: 'Send reply' })).toBeDisabled()
  await composer.getByLabel('Template', { exact: true }).selectOption({ label: 'Ask for details' })
  await composer.getByLabel('Template', { exact: true }).selectOption({ label: 'First reply' })
  await composer.getByRole('button', { name: 'Send reply' }).click()
  await expect(desk.getByRole('status').filter({ hasText: 'Queued' })).toBeVisible()
  await expect(desk.getByText('Replied', { exact: true }).first()).toBeVisible()

  const replyOf = () => mailsTo('wang.fang@example.com').find((mail) => mail.subject === `您的咨询 ${reference}`)
  await expect.poll(() => replyOf() !== undefined, { timeout: 15_000 }).toBe(true)
  const reply = replyOf()
  expect(reply?.text).toContain('王芳，您好！')
  expect(reply?.text).toContain('感谢您咨询')
  expect(reply?.replyTo?.value[0]?.address).toBe('info@wanderwonderworlddubai.com')
  // Its delivery status shows on the enquiry without a reload.
  const mails = desk.getByRole('region', { name: 'Mail for this enquiry' })
  await expect(
    mails
      .getByRole('listitem')
      .filter({ hasText: 'Reply' })
      .filter({ hasText: `您的咨询 ${reference}` }),
  ).toContainText('Sent', { timeout: 15_000 })
  await expect(desk.getByRole('region', { name: 'Status history' })).toContainText('New → Replied')
  await desk.context().close()
  await visitor.context().close()
})

test('status changes carry reasons; two desks see each other, and a change made without seeing the other’s is refused', async ({ browser }) => {
  const reference = await enquiry('en', { name: 'Hannah Moore', email: 'hannah.moore@example.com' }, 'Two nights in the desert for our honeymoon, please.')
  const agent = await deskPage(browser, 'agent')
  const owner = await deskPage(browser, 'owner')
  await openEnquiry(agent, reference)
  await openEnquiry(owner, reference)
  await expect(agent.getByRole('status').filter({ hasText: 'Also open by' })).toContainText('owner@example.com', { timeout: 10_000 })
  await expect(owner.getByRole('status').filter({ hasText: 'Also open by' })).toContainText('agent@example.com', { timeout: 10_000 })

  const statusForm = (page: Page) => page.getByRole('form', { name: 'Change status' })
  await statusForm(agent).getByLabel('New status').selectOption('quoted')
  await statusForm(agent).getByLabel('Internal reason (staff only)').fill('Sent the desert camp price by phone')
  await statusForm(agent).getByRole('button', { name: 'Change status' }).click()
  await expect(agent.getByRole('region', { name: 'Status history' })).toContainText('Sent the desert camp price by phone')

  // The owner's screen learns of it live, and a note written without looking is refused.
  await expect(owner.getByRole('alert').filter({ hasText: 'changed this enquiry while you had it open' })).toContainText('agent@example.com', {
    timeout: 10_000,
  })
  const notes = owner.getByRole('region', { name: 'Internal notes' })
  await notes.getByRole('textbox').fill('Call them tomorrow morning')
  await notes.getByRole('button', { name: 'Add note' }).click()
  await expect(owner.getByRole('alert').filter({ hasText: 'nothing was changed' })).toBeVisible()
  await expect(notes.getByRole('listitem')).toHaveCount(0)
  await owner.getByRole('button', { name: 'Show the latest and go on' }).click()
  await notes.getByRole('button', { name: 'Add note' }).click()
  await expect(notes.getByRole('listitem')).toContainText('Call them tomorrow morning')
  await expect(owner.getByRole('region', { name: 'Status history' })).toContainText('New → Quoted')

  // Closing a desk tells the other at once.
  await owner.context().close()
  await expect(agent.getByRole('status').filter({ hasText: 'Also open by' })).toHaveCount(0, { timeout: 10_000 })
  await agent.context().close()
})

test('the reply clock runs over working days only: amber on the last day and red after it, across a weekend and a holiday', async ({ browser }) => {
  const owner = await deskPage(browser, 'owner')
  // This week's "weekend" is the two Dubai days after today, the day after them a public holiday.
  const today = dubaiDayNumber(new Date())
  const weekday = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1
  const weekend = [weekday(today + 1), weekday(today + 2)]
  const holiday = dubaiDate(new Date((today + 3) * DAY_MS))
  await owner.goto(`${server.url}/admin/calendar`)
  await waitForHydration(owner)
  const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
  for (const [index, name] of names.entries()) {
    const box = owner.getByRole('checkbox', { name })
    if (weekend.includes(index + 1)) await box.uncheck()
    else await box.check()
  }
  // The UAE's holidays come listed (Eid Al Etihad may fall inside this week): start from none.
  const removeButtons = owner.getByRole('button', { name: /^Remove / })
  await expect(owner.getByRole('group', { name: /Eid Al Etihad/ }).first()).toBeVisible()
  while ((await removeButtons.count()) > 0) await removeButtons.first().click()
  await owner.getByLabel('Add a holiday on').fill(holiday)
  await owner.getByRole('button', { name: 'Add', exact: true }).click()
  await owner.getByRole('group', { name: holiday }).getByLabel('Name in English').fill('Staff day')
  await owner.getByRole('button', { name: 'Save calendar' }).click()
  await expect(owner.getByRole('status')).toContainText('Saved')

  const reference = await enquiry('en', { name: 'Omar Haddad', email: 'omar.haddad@example.com' }, 'A city tour on a working day, please.')
  // Working days counted: today+4, +5, +6; due at the end of today+6 (Dubai).
  const dubaiNoon = (day: number) => day * DAY_MS - 4 * 3_600_000 + 12 * 3_600_000
  const clockOf = (page: Page) => page.getByRole('row', { name: new RegExp(reference) }).locator('[data-clock]')
  const page = await owner.context().newPage()
  await page.clock.install({ time: dubaiNoon(today + 3) })
  await page.goto(`${server.url}/admin/enquiries?q=${reference}`)
  await waitForHydration(page)
  await expect(clockOf(page)).toHaveAttribute('data-clock', 'ok')
  await expect(clockOf(page)).toHaveText(`Due ${dubaiDate(new Date((today + 6) * DAY_MS))}`)
  await page.clock.fastForward(3 * DAY_MS)
  await expect(clockOf(page)).toHaveAttribute('data-clock', 'due-today', { timeout: 10_000 })
  await expect(clockOf(page)).toHaveText('Due today')
  await page.clock.fastForward(DAY_MS)
  await expect(clockOf(page)).toHaveAttribute('data-clock', 'overdue', { timeout: 10_000 })
  await expect(clockOf(page)).toHaveText('Overdue')
  await owner.context().close()
})

test('the CSV of the filtered inbox downloads with Chinese text intact (UTF-8 with BOM)', async ({ browser }) => {
  const owner = await deskPage(browser, 'owner')
  await owner.goto(`${server.url}/admin/enquiries?lang=zh`)
  await waitForHydration(owner)
  const download = owner.waitForEvent('download')
  await owner.getByRole('link', { name: 'Export CSV' }).click()
  const file = readFileSync(await (await download).path())
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = file.toString('utf8')
  expect(text).toContain('王芳')
  expect(text).toContain('我们一家三口')
  expect(text).not.toContain('Hannah Moore')
  await owner.context().close()
})

test('a notice the mail server refuses shows as failed on the dashboard and the enquiry, and a retry delivers it', async ({ browser }) => {
  refused.add('info@wanderwonderworlddubai.com')
  const reference = await enquiry('en', { name: 'Sara Lindqvist', email: 'sara.lindqvist@example.com' }, 'Airport pick-up for four, please.')
  const owner = await deskPage(browser, 'owner')
  await expect
    .poll(
      async () => {
        await owner.goto(`${server.url}/admin`)
        return owner.getByRole('alert').filter({ hasText: 'refused to deliver the notice' }).count()
      },
      { timeout: 15_000 },
    )
    .toBe(1)

  await openEnquiry(owner, reference)
  const notice = owner.getByRole('region', { name: 'Mail for this enquiry' }).getByRole('listitem').filter({ hasText: 'New enquiry' })
  await expect(notice).toContainText('Failed')
  await expect(notice).toContainText('mailbox unavailable')
  refused.clear()
  await notice.getByRole('button', { name: /^Retry/ }).click()
  await expect(notice).toContainText('Sent', { timeout: 15_000 })
  await expect.poll(() => mailsTo('info@wanderwonderworlddubai.com').some((mail) => mail.subject?.includes('Sara Lindqvist')), { timeout: 10_000 }).toBe(true)

  // The mail screen lists it with its history; the retry is in the audit log.
  await owner.goto(`${server.url}/admin/mail?q=Sara`)
  await waitForHydration(owner)
  await expect(owner.getByRole('listitem').filter({ hasText: 'Sara Lindqvist' }).first()).toContainText('Sent')
  await owner.goto(`${server.url}/admin/audit`)
  await expect(owner.getByRole('table')).toContainText('Retried a failed mail')
  await owner.context().close()
})
