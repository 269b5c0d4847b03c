/**
 * The desk's news and offers manager (ADR 0021) in Chromium against the built server: an editor
 * creates, edits, schedules, deletes and restores items; the board on / and /cn follows; the pin cap
 * (NEWS_PIN_CAP=1 here) is explained; two open desks see each other's saves without reloading.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { signInAs, startDeskServer } from '../support/admin'
import { gotoHydrated } from '../support/hydration'

test.describe.configure({ mode: 'serial' })

let server: Awaited<ReturnType<typeof startDeskServer>>
let context: BrowserContext
let desk: Page

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000)
  server = await startDeskServer({ NEWS_PIN_CAP: '1' }, { clock: true })
  context = await browser.newContext()
  desk = await context.newPage()
  await signInAs(desk, server, 'editor')
})

test.afterAll(async () => {
  await context.close()
  await server.stop()
})

async function openNews(page: Page) {
  await gotoHydrated(page, `${server.url}/admin/news`)
  await expect(page.getByRole('heading', { name: 'News and offers', level: 1 })).toBeVisible()
}

async function fillItem(page: Page, item: { en: string; zh: string; pin?: boolean; start?: string; end?: string }) {
  await page.getByRole('button', { name: 'New item' }).click()
  const form = page.getByRole('form', { name: 'New item' })
  await form.getByLabel('Title (EN)', { exact: true }).fill(item.en)
  await form.getByLabel('Text (EN)', { exact: true }).fill(`${item.en}: details for visitors.`)
  await form.getByLabel('Title（中文）', { exact: true }).fill(item.zh)
  await form.getByLabel('Text（中文）', { exact: true }).fill(`${item.zh}：详情。`)
  await form.getByLabel('Priority (lower shows first)').fill('-1000')
  if (item.pin) await form.getByLabel('Pin to the top').check()
  if (item.start) await form.getByLabel('Show from (Dubai time)').fill(item.start)
  if (item.end) await form.getByLabel('Show until (Dubai time)').fill(item.end)
  return form
}

const dubaiInput = (offsetMs: number) => new Date(Date.now() + offsetMs + 4 * 3_600_000).toISOString().slice(0, 16)
/** An instant as the Dubai wall-clock value of a date-time field, to the second. */
const dubaiSeconds = (at: number) => new Date(at + 4 * 3_600_000).toISOString().slice(0, 19)

test('an editor creates an item; it is on / at the first load after saving and on /cn; an edit shows there too', async () => {
  const visitor = await context.newPage()
  // The home page is in the page cache before the save.
  await visitor.goto(`${server.url}/`)
  await visitor.goto(`${server.url}/`)
  await openNews(desk)
  const form = await fillItem(desk, { en: 'Desk dune evening', zh: '后台沙漠之夜' })
  // The live preview shows the draft on both boards before saving.
  await expect(desk.getByRole('region', { name: 'English board' }).getByRole('heading', { name: 'Desk dune evening' })).toBeVisible()
  await expect(desk.getByRole('region', { name: 'Chinese board' }).getByRole('heading', { name: '后台沙漠之夜' })).toBeVisible()
  const saved = desk.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/admin/news'))
  await form.getByRole('button', { name: 'Save' }).click()
  expect((await saved).status()).toBe(200)
  // The very first load of / after the save's answer already has the item: nothing waits for a
  // cache to expire (how fast that load is, the bench measures, not this test).
  const reloaded = await visitor.goto(`${server.url}/`)
  expect(await reloaded?.text()).toContain('Desk dune evening')
  await expect(visitor.getByText('Desk dune evening', { exact: true })).toBeVisible()
  await expect(form).toBeHidden()
  const row = desk.getByRole('row', { name: /Desk dune evening/ })
  await expect(row).toContainText('Live')
  await expect(row).toContainText('EN · 中文')
  await visitor.goto(`${server.url}/cn`)
  await expect(visitor.getByText('后台沙漠之夜', { exact: true })).toBeVisible()

  await desk.getByRole('button', { name: 'Edit: Desk dune evening' }).click()
  const edit = desk.getByRole('form', { name: 'Edit item' })
  await edit.getByLabel('Title (EN)', { exact: true }).fill('Desk dune evening, now with dinner')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(desk.getByRole('row', { name: /Desk dune evening, now with dinner/ })).toBeVisible()
  await visitor.goto(`${server.url}/`)
  await expect(visitor.getByText('Desk dune evening, now with dinner', { exact: true })).toBeVisible()
  await visitor.close()
})

test('a form error and the pin cap are explained in words', async () => {
  await openNews(desk)
  await desk.getByRole('button', { name: 'New item' }).click()
  const empty = desk.getByRole('form', { name: 'New item' })
  await empty.getByRole('button', { name: 'Save' }).click()
  await expect(empty.getByText('Write the item in at least one language (title and text).')).toBeVisible()
  await empty.getByRole('button', { name: 'Close form' }).click()

  // The seeded board already has one pinned item, and this server allows one (NEWS_PIN_CAP=1).
  const pinned = await fillItem(desk, { en: 'Pinned two', zh: '置顶二', pin: true })
  await pinned.getByRole('button', { name: 'Save' }).click()
  await expect(pinned.getByRole('alert')).toContainText('Only 1 pinned items may be on the board at the same time')
  await expect(pinned.getByRole('alert')).toContainText('New city tours, now as far as Musandam')
  await expect(desk.getByRole('row', { name: /Pinned two/ })).toHaveCount(0)
})

test('an item scheduled for later is listed as scheduled and not on the board', async () => {
  await openNews(desk)
  const form = await fillItem(desk, { en: 'Later offer', zh: '稍后优惠', start: dubaiInput(2 * 24 * 3_600_000) })
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(desk.getByRole('row', { name: /Later offer/ })).toContainText('Scheduled')
  const visitor = await context.newPage()
  await visitor.goto(`${server.url}/`)
  await expect(visitor.getByText('Desk dune evening, now with dinner', { exact: true })).toBeVisible()
  await expect(visitor.getByText('Later offer', { exact: true })).toHaveCount(0)
  await visitor.close()
})

test('the desk list’s state turns from Scheduled to Live by itself when the start comes', async ({ browser }) => {
  // A context of its own (a page's clock is its context's), signed in as the same editor.
  const timed = await browser.newContext({ storageState: await context.storageState() })
  const page = await timed.newPage()
  await page.clock.install()
  await openNews(page)
  const row = page.getByRole('row', { name: /Later offer/ })
  await expect(row).toContainText('Scheduled')
  // Two days later in this tab, without reloading.
  await page.clock.fastForward('48:02:00')
  await expect(row).toContainText('Live')
  await timed.close()
})

test('a scheduled item is on / and /cn only inside its window, to the second, also from the page cache', async ({ browser }) => {
  test.setTimeout(240_000)
  await openNews(desk)
  // A start some seconds ahead of the server's clock and an end some seconds after it, as whole seconds.
  const startAt = Math.ceil((server.now() + 30_000) / 1000) * 1000
  const endAt = startAt + 15_000
  const form = await fillItem(desk, { en: 'Flash sunset offer', zh: '限时日落优惠', start: dubaiSeconds(startAt), end: dubaiSeconds(endAt) })
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(desk.getByRole('row', { name: /Flash sunset offer/ })).toContainText('Scheduled')

  // What the server renders (no JavaScript: no board re-evaluated in the browser).
  const plain = await browser.newContext({ javaScriptEnabled: false })
  const visitor = await plain.newPage()
  const shows = async (path: string, text: string) => {
    const response = await visitor.goto(`${server.url}${path}`)
    // The loader's hint to the page cache never reaches the visitor.
    expect(response?.headers()['x-page-cache-until']).toBeUndefined()
    return { cache: response?.headers()['x-page-cache'], count: await visitor.getByText(text, { exact: true }).count() }
  }
  expect(await shows('/', 'Flash sunset offer')).toMatchObject({ count: 0 })
  expect(await shows('/cn', '限时日落优惠')).toMatchObject({ count: 0 })
  // Both pages are now in the page cache, and served from it.
  expect(await shows('/', 'Flash sunset offer')).toEqual({ cache: 'hit', count: 0 })
  expect(await shows('/cn', '限时日落优惠')).toEqual({ cache: 'hit', count: 0 })

  // A browser whose clock runs ahead cannot show it early either: its text never left the server.
  const ahead = await browser.newContext()
  const early = await ahead.newPage()
  await early.clock.setFixedTime(startAt + 1_000)
  await gotoHydrated(early, `${server.url}/`)
  await expect(early.getByText('Flash sunset offer', { exact: true })).toHaveCount(0)
  expect(await early.content()).not.toContain('Flash sunset offer')
  await ahead.close()

  // The server's clock moves to just after the start, then just after the end: nothing waits.
  server.setTime(startAt + 300)
  expect(await shows('/', 'Flash sunset offer')).toMatchObject({ count: 1 })
  expect(await shows('/cn', '限时日落优惠')).toMatchObject({ count: 1 })
  expect(await shows('/', 'Flash sunset offer')).toEqual({ cache: 'hit', count: 1 })
  server.setTime(endAt + 300)
  expect(await shows('/', 'Flash sunset offer')).toMatchObject({ count: 0 })
  expect(await shows('/cn', '限时日落优惠')).toMatchObject({ count: 0 })
  await plain.close()
})

test('soft delete hides an item from the board and restore brings it back', async () => {
  await openNews(desk)
  desk.once('dialog', (dialog) => void dialog.accept())
  await desk.getByRole('button', { name: 'Delete: Desk dune evening, now with dinner' }).click()
  await expect(desk.getByRole('row', { name: /Desk dune evening/ })).toHaveCount(0)
  const visitor = await context.newPage()
  await visitor.goto(`${server.url}/`)
  await expect(visitor.getByText('Desk dune evening, now with dinner', { exact: true })).toHaveCount(0)

  await desk.getByLabel('Show deleted').check()
  await desk.getByRole('button', { name: 'Apply', exact: true }).click()
  await expect(desk.getByRole('row', { name: /Desk dune evening/ })).toContainText('Deleted')
  await desk.getByRole('button', { name: 'Restore: Desk dune evening, now with dinner' }).click()
  await expect(desk.getByRole('row', { name: /Desk dune evening/ })).toContainText('Live')
  await visitor.goto(`${server.url}/`)
  await expect(visitor.getByText('Desk dune evening, now with dinner', { exact: true })).toBeVisible()
  await visitor.close()
})

test('two open desks see each other’s saves without reloading', async () => {
  await openNews(desk)
  const other = await context.newPage()
  await openNews(other)
  const form = await fillItem(desk, { en: 'Seen on the other desk', zh: '另一台后台可见' })
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(other.getByRole('row', { name: /Seen on the other desk/ })).toBeVisible()
  await other.close()
})
