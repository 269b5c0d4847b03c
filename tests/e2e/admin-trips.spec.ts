/**
 * Trips (issue #28, part A) in Chromium against the built server, with an in-process SMTP peer: an
 * agent confirms a visitor's enquiry, completes its two trips, finds them on the agenda day and
 * counted on the month calendar, and sends the confirmation, which reaches the visitor with a
 * calendar file. At 390 px wide nothing on the enquiry or the Trips screen scrolls sideways.
 */
import { expect, test, type Page } from '@playwright/test'
import { signInAs, startDeskServer } from '../support/admin'
import { startSmtpSink } from '../support/enquiry-harness'
import { waitForHydration } from '../support/hydration'
import { newVisitor, sendEnquiry, solvedTokenFrom } from '../faults/support/visitors'
import { axeCheck, wcag21 } from '../support/axe'

test.describe.configure({ mode: 'serial' })

let sink: Awaited<ReturnType<typeof startSmtpSink>>
let server: Awaited<ReturnType<typeof startDeskServer>>

test.beforeAll(async () => {
  test.setTimeout(240_000)
  sink = await startSmtpSink()
  server = await startDeskServer({ SMTP_URL: sink.url, MAIL_RETRY_BASE_SECONDS: '1' })
})

test.afterAll(async () => {
  await server.stop()
  await sink.close()
})

/** Whether anything on the page scrolls sideways (the page itself, or a scrolling box in the main region). */
async function sidewaysScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const root = document.documentElement
    if (root.scrollWidth > window.innerWidth) found.push(`page ${String(root.scrollWidth)} px`)
    const main = document.querySelector('main')
    if (main && main.scrollWidth > main.clientWidth) found.push(`main ${String(main.scrollWidth)} px`)
    for (const element of main?.querySelectorAll('*') ?? []) {
      if (!['auto', 'scroll'].includes(getComputedStyle(element).overflowX)) continue
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(`${element.tagName.toLowerCase()} ${String(element.scrollWidth)} > ${String(element.clientWidth)} px`)
    }
    return found
  })
}

test('an agent confirms an enquiry, completes its trips, finds them on the agenda and the month, and sends the confirmation', async ({ browser }) => {
  test.setTimeout(240_000)
  const travelDate = new Date(Date.now() + 30 * 24 * 3_600_000).toISOString().slice(0, 10)
  const email = 'anna.trips@example.com'
  const visitor = newVisitor()
  const answer = await sendEnquiry(server.url, visitor, await solvedTokenFrom(server.url, visitor), {
    payload: { travelDate, contact: { name: 'Anna Smith', email, phone: '+44 7700900123' } },
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  const reference = answer.reference ?? ''

  const page = await (await browser.newContext()).newPage()
  await signInAs(page, server, 'agent')
  await page.goto(`${server.url}/admin/enquiries?q=${encodeURIComponent(reference)}`)
  await waitForHydration(page)
  await page.getByRole('link', { name: reference }).click()
  await expect(page.getByRole('heading', { name: reference, level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Trips' })).toHaveCount(0)

  // Confirming turns the basket into two trips.
  const status = page.getByRole('form', { name: 'Change status' })
  await status.getByLabel('New status').selectOption('confirmed')
  await status.getByRole('button', { name: 'Change status' }).click()
  const trips = page.getByRole('region', { name: 'Trips' })
  await expect(trips.getByRole('form')).toHaveCount(2)
  const send = trips.getByRole('button', { name: 'Send confirmation' })
  await expect(send).toBeDisabled()

  // The schema shared with the server speaks first, in the browser.
  const first = trips.getByRole('form', { name: /^Trip 1:/ })
  await first.getByLabel('Adults').fill('0')
  await first.getByRole('button', { name: 'Save trip' }).click()
  await expect(first.getByText('Between 1 and 60 adults.')).toBeVisible()

  const complete = async (name: RegExp, fields: { time: string; place: string; adults: string; children: string; price: string }) => {
    const form = trips.getByRole('form', { name })
    await form.getByLabel('Pickup time (Dubai)').fill(fields.time)
    await form.getByLabel('Pickup place').fill(fields.place)
    await form.getByLabel('Adults').fill(fields.adults)
    await form.getByLabel('Children').fill(fields.children)
    await form.getByLabel('Vehicle').fill('Land Cruiser')
    await form.getByLabel('Agreed price (AED)').fill(fields.price)
    await form.getByRole('button', { name: 'Save trip' }).click()
    await expect(trips.getByRole('status')).toHaveText('Trip saved.')
  }
  await complete(/^Trip 1:/, { time: '15:30', place: 'Atlantis The Palm, main lobby', adults: '2', children: '1', price: '650' })
  await expect(send).toBeDisabled()
  await complete(/^Trip 2:/, { time: '19:00', place: 'Atlantis The Palm, main lobby', adults: '2', children: '1', price: '560' })
  await expect(send).toBeEnabled()

  // At a phone's width the enquiry with its trips does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(trips.getByRole('form', { name: /^Trip 2:/ }).getByLabel('Pickup place')).toBeVisible()
  expect(await sidewaysScrollers(page)).toEqual([])
  // The Trips section as a screen reader and a keyboard meet it (axe: WCAG 2.1 A and AA, best practice).
  const scan = await axeCheck(page, { include: 'section[aria-labelledby="trips"]', tags: wcag21 })
  expect(scan.violations.map((violation) => `${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([])
  await page.setViewportSize({ width: 1280, height: 900 })

  await send.click()
  await expect(trips.getByRole('status')).toHaveText('Confirmation queued: it leaves within a minute.')
  const confirmation = () => sink.received.find((mail) => mail.subject?.startsWith('Your booking is confirmed') && mail.subject.includes(reference))
  await expect.poll(() => confirmation() !== undefined, { timeout: 20_000 }).toBe(true)
  const mail = confirmation()
  expect(mail?.text).toContain('15:30 (Dubai time)')
  expect(mail?.text).toContain('Atlantis The Palm, main lobby')
  const calendar = mail?.attachments.find((attachment) => attachment.filename === `${reference}.ics`)
  expect(calendar?.content.toString('utf8')).toContain(`DTSTART:${travelDate.replaceAll('-', '')}T113000Z`)

  // The agenda of the travel day lists both, by pickup time; the month counts them.
  await page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Trips' }).click()
  await expect(page.getByRole('heading', { name: 'Trips', level: 1 })).toBeVisible()
  await page.goto(`${server.url}/admin/trips?day=${travelDate}`)
  await waitForHydration(page)
  const day = page.getByRole('list', { name: `Trips on ${travelDate}` })
  await expect(day.getByRole('listitem')).toHaveCount(2)
  await expect(day.getByRole('listitem').first()).toContainText('15:30')
  await expect(day.getByRole('listitem').nth(1)).toContainText('19:00')
  await expect(day.getByRole('link', { name: reference }).first()).toBeVisible()

  await page.getByRole('link', { name: 'Month', exact: true }).click()
  const cell = page.getByRole('link', { name: `${String(Number(travelDate.slice(8)))}, 2 trips on ${travelDate}`, exact: true })
  await expect(cell).toBeVisible()
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await sidewaysScrollers(page)).toEqual([])
  await cell.click()
  await expect(page.getByRole('heading', { name: `Trips on ${travelDate}` })).toBeVisible()
  expect(await sidewaysScrollers(page)).toEqual([])

  // The filter by service keeps one of the two.
  const filter = page.getByLabel('Service', { exact: true })
  const services = await filter.locator('option').allTextContents()
  const one = services.find((service) => service !== 'All services') ?? ''
  await filter.selectOption({ label: one })
  await page.getByRole('button', { name: 'Show', exact: true }).click()
  await expect(page.getByRole('list', { name: `Trips on ${travelDate}` }).getByRole('listitem')).toHaveCount(1)
  // CSV is for owners: an agent gets no link.
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0)
})
