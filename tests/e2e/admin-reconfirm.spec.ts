/**
 * The day before travel in Chromium against the built server. Two Chinese visitors' confirmed
 * enquiries, each with two trips tomorrow (Dubai time), are put in the database before the server
 * starts. An owner finds the first in tomorrow's reconfirmations with a WhatsApp link whose text is
 * Chinese and holds both pickup times, copies it for WeChat, marks it reconfirmed, finds the audit
 * row, and sees both pickups on the drivers' day sheet, which prints one A4 page per vehicle. An
 * agent on a 390 px phone does the same for the second visitor without anything scrolling sideways.
 */
import { rmSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { ensureStaff, signInAs, signInRequest, startDeskServer } from '../support/admin'
import { ownerEmail, staffEmail } from '../support/staff'
import { gotoHydrated } from '../support/hydration'
import { dataDirWithTrips, dubaiTomorrow } from '../support/confirmed-trips'

test.describe.configure({ mode: 'serial' })

const phone = { width: 390, height: 844 }
const tomorrow = dubaiTomorrow()

const visitors = [
  { reference: 'E-2026-880001', name: '王芳', phone: '+86 138 0013 8000', e164: '8613800138000', pickups: ['09:00', '15:30'], vehicles: ['Van 1', 'Van 2'] },
  { reference: 'E-2026-880002', name: '李娜', phone: '86 139 0013 9000', e164: '8613900139000', pickups: ['08:15', '18:45'], vehicles: ['Van 1', 'Van 2'] },
] as const

let server: Awaited<ReturnType<typeof startDeskServer>>
let dataDir: string

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const services = ['沙漠冲沙（私享四驱车）', '迪拜经典城市游']
  const filled = await dataDirWithTrips(
    'wwd-e2e-reconfirm-',
    tomorrow,
    visitors.map((visitor) => ({
      ...visitor,
      trips: visitor.pickups.map((pickupTime, index) => ({ service: services[index] ?? '', pickupTime, vehicle: visitor.vehicles[index] ?? '' })),
    })),
  )
  dataDir = filled.dataDir
  server = await startDeskServer({}, { dataDir })
})

test.afterAll(async () => {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Nothing on the page or in the main region scrolls sideways. */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const main = document.querySelector('main')
    return document.documentElement.scrollWidth > window.innerWidth || !main || main.scrollWidth > main.clientWidth
  })
}

/** The visitor's card: its WhatsApp link decodes to Chinese text holding both pickup times. */
async function expectChineseWhatsApp(page: Page, visitor: (typeof visitors)[number]) {
  const card = page.getByRole('article', { name: visitor.name })
  await expect(card).toBeVisible()
  const link = card.getByRole('link', { name: /^Open WhatsApp/ })
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /noopener/)
  const href = new URL((await link.getAttribute('href')) ?? '')
  expect(href.origin + href.pathname).toBe(`https://wa.me/${visitor.e164}`)
  const text = href.searchParams.get('text') ?? ''
  expect(text).toContain(`${visitor.name}，您好！`)
  expect(text).toMatch(/[\u4e00-\u9fff]{4}/)
  for (const pickup of visitor.pickups) expect(text).toContain(`接送时间：${pickup}（迪拜时间）`)
  return card
}

test('an owner reconfirms a Chinese visitor’s two trips of tomorrow by WhatsApp, the audit log shows it, and the day sheet lists both pickups', async ({
  browser,
}) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
  const page = await context.newPage()
  await signInAs(page, server, 'owner')

  // The dashboard says who is left to reconfirm, and leads there.
  await expect(page.getByText('Left to reconfirm for tomorrow')).toBeVisible()
  await page.getByRole('link', { name: 'Reconfirmations' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reconfirmations')
  await expect(page.getByText('2 visitors, 2 left to reconfirm.')).toBeVisible()

  const first = visitors[0]
  const card = await expectChineseWhatsApp(page, first)
  await expect(card.getByText('+86 138 0013 8000')).toBeVisible()

  await card.getByRole('button', { name: /^Copy for WeChat/ }).click()
  await expect(card.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toContain('接送时间：15:30（迪拜时间）')

  await card.getByRole('button', { name: `Mark reconfirmed: ${first.name}` }).click()
  await expect(card.getByText(/^Reconfirmed by owner@example\.com, \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Dubai time\)$/)).toBeVisible()
  await expect(page.getByText('2 visitors, 1 left to reconfirm.')).toBeVisible()
  await expect(card.getByRole('button', { name: `Not reconfirmed after all: ${first.name}` })).toBeVisible()

  // The audit log names the action in words, with the enquiry's reference.
  await gotoHydrated(page, `${server.url}/admin/audit?action=trip.reconfirm`)
  const auditRow = page.getByRole('row').filter({ hasText: `${first.reference} · 沙漠冲沙（私享四驱车） · ${tomorrow}` })
  await expect(auditRow).toBeVisible()
  await expect(auditRow).toContainText('Reconfirmed a trip with the visitor')

  // The drivers' day sheet of tomorrow: both pickups, each vehicle's group in time order.
  await gotoHydrated(page, `${server.url}/admin/day-sheet?day=${tomorrow}`)
  const van1 = page.getByRole('region', { name: 'Vehicle: Van 1' })
  const van2 = page.getByRole('region', { name: 'Vehicle: Van 2' })
  await expect(van1.getByRole('row')).toHaveCount(3)
  await expect(van1.getByRole('row').nth(1)).toContainText('08:15')
  await expect(van1.getByRole('row').nth(2)).toContainText('09:00')
  await expect(van1.getByRole('row').nth(2)).toContainText(first.name)
  await expect(van2.getByRole('row').nth(2)).toContainText('18:45')
  await expect(van2.getByRole('row').nth(1)).toContainText('15:30')
  await expect(van2.getByRole('row').nth(1)).toContainText('Atlantis The Palm')
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', `/admin/day-sheet.csv?day=${tomorrow}`)
  const csv = await page.request.get(`${server.url}/admin/day-sheet.csv?day=${tomorrow}`)
  expect(csv.headers()['content-disposition']).toBe(`attachment; filename="day-sheet-${tomorrow}.csv"`)
  expect(await csv.text()).toContain(`Van 1,09:00,${first.name}`)

  // On paper: no desk frame, one A4 page per vehicle.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation', { name: 'Desk sections' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1')
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(2)
  // A4 is 595 × 842 points.
  const [, width, height] = /\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf) ?? []
  expect(Math.abs(Number(width) - 595)).toBeLessThan(2)
  expect(Math.abs(Number(height) - 842)).toBeLessThan(2)
  await context.close()
})

test('an agent on a 390 px phone reconfirms a visitor and reads the day sheet without scrolling sideways', async ({ browser }) => {
  // The owner puts the agent on the staff list; the agent's phone signs in (cookies shared with its pages).
  const owner = await browser.newContext()
  await signInRequest(owner.request, server.url, ownerEmail, server.password)
  await ensureStaff(owner.request, server.url, staffEmail('agent'), 'agent')
  await owner.close()
  const context = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true })
  await signInRequest(context.request, server.url, staffEmail('agent'), server.password)
  expect((await context.request.get(`${server.url}/admin/session`)).status()).toBe(200)
  const page = await context.newPage()
  await gotoHydrated(page, `${server.url}/admin/reconfirm`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reconfirmations')
  const second = visitors[1]
  const card = await expectChineseWhatsApp(page, second)
  expect(await scrollsSideways(page)).toBe(false)

  const mark = card.getByRole('button', { name: `Mark reconfirmed: ${second.name}` })
  for (const control of [mark, card.getByRole('link', { name: /^Open WhatsApp/ }), card.getByRole('button', { name: /^Copy for WeChat/ })]) {
    const box = await control.boundingBox()
    expect(box).not.toBeNull()
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= phone.width).toBe(true)
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(24)
  }
  await mark.click()
  await expect(card.getByText(/^Reconfirmed by agent@example\.com/)).toBeVisible()
  await expect(page.getByText('2 visitors, all reconfirmed.')).toBeVisible()
  expect(await scrollsSideways(page)).toBe(false)

  await page.getByRole('link', { name: 'Drivers’ day sheet for this day' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drivers’ day sheet')
  await expect(page.getByRole('region', { name: 'Vehicle: Van 1' })).toContainText(second.name)
  await expect(page.getByRole('region', { name: 'Vehicle: Van 2' })).toContainText('18:45')
  expect(await scrollsSideways(page)).toBe(false)
  await context.close()
})
