/**
 * The owner's audit log in Chromium against the built server: anonymous refusals from one address
 * make one row and a count ("and 39 more like it"), in English and Chinese and in the CSV, within one
 * window of the server's clock (which the test moves rather than waits for); request ids are the
 * server's own; the filters live in the page's address and page through every row, by
 * keyboard; the page is accessible and never scrolls sideways, at phone and desktop widths.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { ownerEmail, signInRequest, startDeskServer } from '../support/admin'
import { expect, test, type DeskServer } from '../support/desk-fixture'
import { gotoHydrated, waitForHydration } from '../support/hydration'
import { axeCheck, wcag21 } from '../support/axe'

test.describe.configure({ mode: 'serial' })

let server: DeskServer
let owner: { page: Page; request: APIRequestContext; email: string }

test.beforeAll(async ({ deskServer, signedInAs }) => {
  server = deskServer
  owner = await signedInAs('owner')
})

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The audit CSV's lines (without the byte-order mark) for a query. */
async function csvLines(query: string, client = owner.request, baseUrl = server.url): Promise<string[]> {
  const answer = await client.get(`${baseUrl}/admin/audit.csv${query}`)
  expect(answer.status()).toBe(200)
  return (await answer.text())
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
}

/** Whether the page is wider than the window (it would scroll sideways). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)

test('a request id is the server’s own: a forged X-Request-Id reaches neither the answer nor the audit row', async ({ request }) => {
  const forged = 'forged-request-id-299'
  const answer = await request.get(`${server.url}/auth/callback?n=1`, { headers: { 'X-Request-Id': forged, 'X-Forwarded-For': '203.0.113.201' } })
  expect(answer.status()).toBe(403)
  const id = answer.headers()['x-request-id'] ?? ''
  expect(id).toMatch(uuid)
  const [row, ...others] = (await csvLines('?action=auth.sign-in-failed')).filter((line) => line.includes('203.0.113.201'))
  expect(others).toEqual([])
  expect(row).not.toContain(forged)
  // The row quotes the id the answer carried, so the two can be matched in the logs.
  expect(row).toContain(`,${id},`)
})

test.describe('on a server whose clock the test moves', () => {
  // Refusals are counted per 10-minute window of the server's clock: forty sent across a boundary
  // rightly make two rows. The shared desk server's clock never moves, so this test has its own.
  let own: Awaited<ReturnType<typeof startDeskServer>> | undefined
  /** `refusalWindowMs` of audit.server.ts (not imported: it would load the database into the runner). */
  const refusalWindowMs = 10 * 60_000

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    own = await startDeskServer({ TRUST_PROXY: 'loopback' }, { clock: true })
  })
  test.afterAll(async () => {
    await own?.stop()
  })

  test('forty anonymous refusals from one address are one row, with the count of the rest, in English, Chinese and the CSV', async ({ browser, request }) => {
    test.setTimeout(240_000)
    if (!own) throw new Error('no server of this test’s own')
    const server = own
    const refuse = async (n: number) => {
      const answer = await request.get(`${server.url}/auth/callback?n=${String(n)}`, { headers: { 'X-Forwarded-For': '203.0.113.202' } })
      expect(answer.status()).toBe(403)
    }
    // A second after a window boundary, instead of waiting for one: the forty (sent in up to ~20 s
    // on a loaded machine) all land in that window.
    const windowStart = (Math.floor(server.now() / refusalWindowMs) + 1) * refusalWindowMs
    server.setTime(windowStart + 1_000)
    for (let i = 0; i < 40; i++) await refuse(i)

    const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.250' } })
    try {
      await signInRequest(context.request, server.url, ownerEmail, server.password)
      const page = await context.newPage()
      await page.setViewportSize({ width: 1280, height: 900 })
      await gotoHydrated(page, `${server.url}/admin/audit?action=auth.sign-in-failed`)
      const row = page.getByRole('row').filter({ hasText: '203.0.113.202' })
      await expect(row).toHaveCount(1)
      await expect(row).toContainText(/And 39 more like it from this address, the last at .+\./)
      await page.getByRole('button', { name: 'Show the desk in Chinese' }).click()
      await expect(page.getByRole('heading', { name: '操作日志' })).toBeVisible()
      await expect(row).toContainText(/此地址另有 39 次同类记录，最后一次在 .+。/)
      await page.getByRole('button', { name: '以英文显示后台' }).click()
      await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible()
      const refusalLines = async () =>
        (await csvLines('?action=auth.sign-in-failed', context.request, server.url)).filter((line) => line.includes('203.0.113.202'))
      const lines = await refusalLines()
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(/,39,\d{4}-\d{2}-\d{2}T[\d:.]+Z$/)

      // The window is the server's: once its clock passes the window's end, the next refusal is a row of its own.
      server.setTime(windowStart + refusalWindowMs + 1_000)
      await refuse(40)
      expect(await refusalLines()).toHaveLength(2)
    } finally {
      await context.close()
    }
  })
})

test('filters in the address, by keyboard, paging through every row, and a CSV of the same rows', async ({ signedInAs }) => {
  // An owner of this test's own, with 55 rows: each CSV export is audited.
  const person = await signedInAs('owner')
  for (let i = 0; i < 55; i++) await person.request.get(`${server.url}/admin/audit.csv?action=no-such-action`)
  const { page } = person
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, `${server.url}/admin/audit`)
  const form = page.getByRole('form', { name: 'Filter the audit log' })
  await expect(form).toHaveAttribute('method', 'get')
  await page.getByLabel('Action').selectOption('audit.export')
  await page.getByLabel('Person (e-mail)').fill(person.email)
  await page.getByLabel('Person (e-mail)').press('Enter')
  await expect(page).toHaveURL(/\/admin\/audit\?action=audit\.export&person=[^&]+&from=&to=$/)
  await waitForHydration(page)
  const rows = page.getByRole('row').filter({ hasText: person.email })
  await expect(rows).toHaveCount(50)
  const pages = page.getByRole('navigation', { name: 'Pages of the audit log' })
  await expect(pages.getByRole('link', { name: 'Newer entries' })).toHaveCount(0)
  await pages.getByRole('link', { name: 'Older entries' }).click()
  await expect(page).toHaveURL(/[?&]older=\d+/)
  await expect(page).toHaveURL(/action=audit\.export/)
  await expect(rows).toHaveCount(5)
  await expect(pages.getByRole('link', { name: 'Older entries' })).toHaveCount(0)
  await pages.getByRole('link', { name: 'Newer entries' }).click()
  await expect(rows).toHaveCount(50)
  // The address is a link that works: opened afresh, the same filters and the same page.
  await gotoHydrated(page, page.url())
  await expect(page.getByLabel('Action')).toHaveValue('audit.export')
  await expect(page.getByLabel('Person (e-mail)')).toHaveValue(person.email)
  await expect(rows).toHaveCount(50)
  // The CSV honours the same filters and holds every row, past the page.
  const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')
  expect(href).toBe(`/admin/audit.csv?action=audit.export&person=${encodeURIComponent(person.email).replace(/%20/g, '+')}`)
  const lines = await csvLines(href?.replace('/admin/audit.csv', '') ?? '', person.request)
  expect(lines.slice(1).filter((line) => line.includes(person.email))).toHaveLength(55)
  // Dubai dates: from tomorrow there is nothing yet.
  const tomorrow = new Date(Date.now() + 4 * 3_600_000 + 24 * 3_600_000).toISOString().slice(0, 10)
  await gotoHydrated(page, `${server.url}/admin/audit?action=audit.export&from=${tomorrow}`)
  await expect(page.getByText('No entries match.')).toBeVisible()
  await page.getByRole('link', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/\/admin\/audit$/)
})

for (const lang of ['en', 'zh'] as const) {
  test(`accessible and never wider than the window, at 390 and 1280 px, in ${lang === 'en' ? 'English' : 'Chinese'}`, async () => {
    const { page } = owner
    await page.context().addCookies([{ name: 'wwd_desk_lang', value: lang, url: server.url }])
    try {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
        await gotoHydrated(page, `${server.url}/admin/audit`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'Audit log' : '操作日志')
        expect(await scrollsSideways(page), `${String(width)} px`).toBe(false)
        const results = await axeCheck(page, { include: 'main', tags: wcag21 })
        expect(
          results.violations.map(
            (v) =>
              `${String(width)} px: ${v.id} ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(' | ')}`,
          ),
        ).toEqual([])
      }
    } finally {
      await page.context().addCookies([{ name: 'wwd_desk_lang', value: 'en', url: server.url }])
    }
  })
}
