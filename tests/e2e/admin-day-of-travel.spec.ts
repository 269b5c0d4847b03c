/**
 * The operator's day, end to end in Chromium against the built server with an SMTP peer: a Chinese
 * visitor's enquiry for tomorrow is confirmed by an agent, who completes its two trips and sends the
 * confirmation (Chinese, with its calendar file); tomorrow's reconfirmations list the visitor with a
 * WhatsApp link whose text is Chinese and holds the pickup times; the agent marks them reconfirmed;
 * the owner finds the audit row, the drivers' day sheet lists both pickups, and the dashboard's
 * "trips in the next 7 days" table counts them.
 */
import { expect, test } from '@playwright/test'
import { signInAs, startDeskServer } from '../support/admin'
import { startSmtpSink } from '../support/enquiry-harness'
import { gotoHydrated, waitForHydration } from '../support/hydration'
import { newVisitor, sendEnquiry, solvedTokenFrom } from '../faults/support/visitors'
import { dayWithWeekday } from '../../app/features/insights/dashboard-calendar'

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

test('a Chinese visitor’s enquiry for tomorrow: confirmed with two trips, reconfirmed by WhatsApp, audited, on the day sheet and the dashboard', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  // Tomorrow in Dubai (UTC+4, no daylight saving).
  const tomorrow = new Date(Date.now() + (4 + 24) * 3_600_000).toISOString().slice(0, 10)
  const name = '王芳'
  const visitor = newVisitor()
  const answer = await sendEnquiry(server.url, visitor, await solvedTokenFrom(server.url, visitor), {
    path: '/api/enquiry-cn',
    payload: { travelDate: tomorrow, contact: { name, email: 'wang.fang@example.cn', phone: '+86 138 0013 8000' } },
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  const reference = answer.reference ?? ''

  // The agent confirms: the basket becomes two trips, which they complete.
  const agent = await (await browser.newContext()).newPage()
  await signInAs(agent, server, 'agent')
  await agent.goto(`${server.url}/admin/enquiries?q=${encodeURIComponent(reference)}`)
  await waitForHydration(agent)
  await agent.getByRole('link', { name: reference }).click()
  const status = agent.getByRole('form', { name: 'Change status' })
  await status.getByLabel('New status').selectOption('confirmed')
  await status.getByRole('button', { name: 'Change status' }).click()
  const trips = agent.getByRole('region', { name: 'Trips' })
  await expect(trips.getByRole('form')).toHaveCount(2)
  const pickups = [
    { trip: /^Trip 1:/, time: '15:30', vehicle: 'Van 1' },
    { trip: /^Trip 2:/, time: '18:45', vehicle: 'Van 2' },
  ]
  for (const pickup of pickups) {
    const form = trips.getByRole('form', { name: pickup.trip })
    await form.getByLabel('Pickup time (Dubai)').fill(pickup.time)
    await form.getByLabel('Pickup place').fill('Atlantis The Palm, main lobby')
    await form.getByLabel('Adults').fill('2')
    await form.getByLabel('Vehicle').fill(pickup.vehicle)
    await form.getByRole('button', { name: 'Save trip' }).click()
    await expect(trips.getByRole('status')).toHaveText('Trip saved.')
  }
  await trips.getByRole('button', { name: 'Send confirmation' }).click()
  await expect(trips.getByRole('status')).toHaveText('Confirmation queued: it leaves within a minute.')

  // The confirmation reaches the visitor in Chinese, with a calendar file (15:30 Dubai = 11:30 UTC).
  const confirmation = () => sink.received.find((mail) => mail.subject?.includes('您的行程已确认') && mail.subject.includes(reference))
  await expect.poll(() => confirmation() !== undefined, { timeout: 30_000 }).toBe(true)
  expect(confirmation()?.text).toContain('15:30')
  const calendar = confirmation()?.attachments.find((attachment) => attachment.filename === `${reference}.ics`)
  expect(calendar?.content.toString('utf8')).toContain(`DTSTART:${tomorrow.replaceAll('-', '')}T113000Z`)

  // Tomorrow's reconfirmations: the visitor, a WhatsApp link in Chinese with both pickup times.
  await agent.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Reconfirmations' }).click()
  await expect(agent.getByRole('heading', { level: 1 })).toHaveText('Reconfirmations')
  await waitForHydration(agent)
  const card = agent.getByRole('article', { name })
  const link = new URL((await card.getByRole('link', { name: /^Open WhatsApp/ }).getAttribute('href')) ?? '')
  expect(link.origin + link.pathname).toBe('https://wa.me/8613800138000')
  const text = link.searchParams.get('text') ?? ''
  expect(text).toContain(`${name}，您好！`)
  for (const pickup of pickups) expect(text).toContain(`接送时间：${pickup.time}（迪拜时间）`)
  await card.getByRole('button', { name: `Mark reconfirmed: ${name}` }).click()
  await expect(card.getByText(/^Reconfirmed by agent@example\.com/)).toBeVisible()
  await agent.context().close()

  // The owner: the audit row, the drivers' day sheet, the dashboard's trips ahead.
  const owner = await (await browser.newContext()).newPage()
  await signInAs(owner, server, 'owner')
  await gotoHydrated(owner, `${server.url}/admin/audit?action=trip.reconfirm`)
  await expect(owner.getByRole('row').filter({ hasText: reference }).first()).toContainText('Reconfirmed a trip with the visitor')

  await gotoHydrated(owner, `${server.url}/admin/day-sheet?day=${tomorrow}`)
  for (const pickup of pickups) {
    const van = owner.getByRole('region', { name: `Vehicle: ${pickup.vehicle}` })
    await expect(van.getByRole('row').filter({ hasText: pickup.time })).toContainText(name)
  }

  await gotoHydrated(owner, `${server.url}/admin`)
  const ahead = owner.getByRole('region', { name: 'Trips in the next 7 days', exact: true })
  await expect(ahead.getByRole('img', { name: /Trips in the next 7 days/ })).toBeVisible()
  await ahead.getByText('Show as table', { exact: true }).click()
  // Tomorrow's row: two trips, four people.
  await expect(
    ahead
      .getByRole('row')
      .filter({ hasText: dayWithWeekday(tomorrow, 'en') })
      .getByRole('cell'),
  ).toHaveText(['2', '4'])
  await owner.context().close()
})
