/**
 * The news and offers board on / and /cn and GET /api/news, against the built
 * server. Most tests use the shared server (seeded with the built-in items); the 'Show all' and
 * fallback journeys start their own server on a database prepared for them: PostgreSQL when
 * TEST_DATABASE_URL is set, otherwise embedded PGlite (started once to migrate and seed, stopped,
 * changed with PGlite from here, started again).
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { expect, test, type Locator, type Page } from '@playwright/test'
import pg from 'pg'
import { createPostgresDatabase } from '../support/databases'
import { gotoHydrated, reloadHydrated, waitForHydration } from '../support/hydration'
import { newDataDir, startServerProcess, type ServerProcess } from '../support/server-process'

const DAY = 24 * 60 * 60 * 1000

const words = {
  en: {
    prefix: '/',
    board: 'News & Offers',
    musandam: /^New city tours, now as far as Musandam/,
    notice: /^Peak holiday dates: surcharges may apply/,
    themeParks: /theme park/i,
    extra: /^Safari times during Ramadan/,
    musandamLink: '/city/city1112',
    extraLink: '/safari',
    offer: 'Offer',
    noticeLabel: 'Notice',
    newsLabel: 'News',
    pinned: 'Pinned',
    collapse: 'Hide news',
    expand: 'Show news',
    showAll: 'Show all (3)',
    showLess: 'Show less',
    dismiss: (title: RegExp) => new RegExp(`^Dismiss: ${title.source.slice(1)}`),
  },
  zh: {
    prefix: '/cn',
    board: '最新动态与优惠',
    musandam: /^城市线路上新：一路玩到阿曼穆桑达姆/,
    notice: /^节假日高峰期价格提示/,
    themeParks: /主题乐园/,
    extra: /^斋月期间沙漠之旅时间调整/,
    musandamLink: '/city/city11121',
    extraLink: '/cn/safari',
    offer: '优惠',
    noticeLabel: '提示',
    newsLabel: '资讯',
    pinned: '置顶',
    collapse: '隐藏动态',
    expand: '显示动态',
    showAll: '查看全部（3）',
    showLess: '收起',
    dismiss: (title: RegExp) => new RegExp(`^不再显示：${title.source.slice(1)}`),
  },
} as const

type Lang = keyof typeof words

function board(page: Page, lang: Lang) {
  return page.getByRole('region', { name: words[lang].board })
}

/** The board shows the two visible built-in items, the pinned offer first, and not the ended 2025 theme-parks offer. */
async function expectVisibleBuiltIns(news: Locator, t: (typeof words)[Lang]) {
  const articles = news.getByRole('article')
  await expect(articles).toHaveCount(2)
  await expect(articles.nth(0)).toHaveAccessibleName(t.musandam)
  await expect(articles.nth(1)).toHaveAccessibleName(t.notice)
  await expect(news.getByRole('article', { name: t.themeParks })).toHaveCount(0)
  return articles
}

for (const lang of ['en', 'zh'] as const) {
  const t = words[lang]

  test(`${lang}: the server renders the board with the visible built-in items, pinned first`, async ({ page, request }) => {
    const html = await (await request.get(t.prefix)).text()
    expect(html).toContain(t.board.replace('&', '&amp;'))
    expect(html).toMatch(new RegExp(t.musandam.source.slice(1)))
    expect(html).toMatch(new RegExp(t.notice.source.slice(1)))
    expect(html).not.toMatch(lang === 'en' ? /AED 50 off/ : /立减 AED 50/)

    await page.goto(t.prefix)
    const news = board(page, lang)
    const articles = await expectVisibleBuiltIns(news, t)
    // Variants are told apart by a text label (and an icon), not by colour alone.
    await expect(articles.nth(0)).toContainText(t.offer)
    await expect(articles.nth(0)).toContainText(t.pinned)
    await expect(articles.nth(1)).toContainText(t.noticeLabel)
    await expect(articles.nth(0).getByRole('link')).toHaveAttribute('href', t.musandamLink)
    await expect(news.getByRole('button', { name: t.showAll })).toHaveCount(0)
    if (lang === 'en') await expect(articles.nth(0)).toContainText('From AED 859 (£186 / €216) per car')
    else await expect(news).not.toContainText(/[£€]/)
  })

  test(`${lang}: hydration moves nothing in the board`, async ({ browser }) => {
    const measure = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } })
      const page = await context.newPage()
      await page.goto(t.prefix)
      if (javaScriptEnabled) await waitForHydration(page)
      const box = await board(page, lang).evaluate((element) => {
        const section = element.closest('section[aria-labelledby="intro"]')
        const own = element.getBoundingClientRect()
        const top = section?.getBoundingClientRect().top ?? 0
        return { top: own.top - top, width: own.width, height: own.height, articles: element.querySelectorAll('article').length }
      })
      await context.close()
      return box
    }
    const withoutScript = await measure(false)
    expect(withoutScript.articles).toBe(2)
    expect(await measure(true)).toEqual(withoutScript)
  })

  test(`${lang}: the board collapses, and stays collapsed after a reload`, async ({ page }) => {
    await gotoHydrated(page, t.prefix)
    const news = board(page, lang)
    const toggle = news.getByRole('button', { name: t.collapse })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const controlled = (await toggle.getAttribute('aria-controls')) ?? ''
    await expect(page.locator(`#${controlled}`)).toBeVisible()
    await toggle.click()
    const expand = news.getByRole('button', { name: t.expand })
    await expect(expand).toHaveAttribute('aria-expanded', 'false')
    await expect(news.getByRole('article')).toHaveCount(0)
    await expect(page.locator(`#${controlled}`)).toBeHidden()

    await reloadHydrated(page)
    await expect(news.getByRole('button', { name: t.expand })).toHaveAttribute('aria-expanded', 'false')
    await expect(news.getByRole('article')).toHaveCount(0)
    await news.getByRole('button', { name: t.expand }).click()
    await expect(news.getByRole('article')).toHaveCount(2)
    await reloadHydrated(page)
    await expect(news.getByRole('button', { name: t.collapse })).toHaveAttribute('aria-expanded', 'true')
    await expect(news.getByRole('article')).toHaveCount(2)
  })

  test(`${lang}: a dismissed item stays hidden after a reload and returns after 7 days`, async ({ page }) => {
    const start = Date.now()
    await page.clock.setFixedTime(start)
    await gotoHydrated(page, t.prefix)
    const news = board(page, lang)
    await news.getByRole('button', { name: t.dismiss(t.musandam) }).click()
    await expect(news.getByRole('article', { name: t.musandam })).toHaveCount(0)
    // Focus moves to the item that took its place.
    await expect(news.getByRole('article', { name: t.notice })).toBeFocused()
    const stored = await page.evaluate(() => window.localStorage.getItem('wwd:news:v1'))
    expect(JSON.parse(stored ?? '{}')).toEqual({ isCollapsed: false, dismissed: { 'builtin-musandam': start } })

    await reloadHydrated(page)
    await expect(news.getByRole('article')).toHaveCount(1)
    await expect(news.getByRole('article', { name: t.notice })).toBeVisible()

    await page.clock.setFixedTime(start + 7 * DAY - 60_000)
    await reloadHydrated(page)
    await expect(news.getByRole('article', { name: t.musandam })).toHaveCount(0)

    await page.clock.setFixedTime(start + 7 * DAY + 60_000)
    await reloadHydrated(page)
    await expect(news.getByRole('article')).toHaveCount(2)
    await expect(news.getByRole('article').first()).toHaveAccessibleName(t.musandam)

    // Dismissing the last item moves focus to the board's heading.
    await news.getByRole('button', { name: t.dismiss(t.musandam) }).click()
    await news.getByRole('button', { name: t.dismiss(t.notice) }).click()
    await expect(news.getByRole('article')).toHaveCount(0)
    await expect(news.getByRole('heading', { name: t.board })).toBeFocused()
  })
}

test('GET /api/news answers with the live items, Cache-Control and an ETag, and 304 on a match', async ({ request }) => {
  const response = await request.get('/api/news?lang=en')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toMatch(/max-age=\d+/)
  const etag = response.headers().etag ?? ''
  expect(etag).toMatch(/^W\/".+"$/)
  const body = (await response.json()) as { source: string; items: { id: string; ctaLink: string | null }[] }
  expect(body.source).toBe('database')
  expect(body.items.map((item) => item.id)).toEqual(['builtin-musandam', 'builtin-peak-surcharge'])
  const again = await request.get('/api/news?lang=en', { headers: { 'If-None-Match': etag } })
  expect(again.status()).toBe(304)
  const zh = await request.get('/api/news?lang=zh')
  expect(zh.headers().etag).not.toBe(etag)
  expect(((await zh.json()) as typeof body).items[0]?.ctaLink).toBe('/city/city11121')
  expect((await request.get('/api/news?lang=xx')).status()).toBe(400)
})

// ——— Journeys on a server of their own, with a prepared database ———

type NewsRow = { id: string; deleted: boolean; end_at: unknown }
/** `before`: the news rows as the first start left them, read before `statements` ran. */
type Prepared = { server: ServerProcess; before: NewsRow[]; dispose: () => Promise<void> }

/**
 * A server whose database was changed by `statements` after its first start (migrations and the
 * built-in news are in place by then).
 */
async function startPreparedServer(statements: string[]): Promise<Prepared> {
  const serverUrl = process.env.TEST_DATABASE_URL
  const newsQuery = 'select id, deleted, end_at from news order by id'
  if (serverUrl) {
    const created = await createPostgresDatabase()
    const url = new URL(created.url)
    const server = await startServerProcess({ env: { DATABASE_URL: url.toString() } })
    const client = new pg.Client({ connectionString: url.toString() })
    await client.connect()
    const before = (await client.query<NewsRow>(newsQuery)).rows
    for (const statement of statements) await client.query(statement)
    await client.end()
    return {
      server,
      before,
      async dispose() {
        await server.stop()
        await created.drop()
      },
    }
  }
  const dataDir = newDataDir()
  const first = await startServerProcess({ dataDir })
  expect(await first.stop()).toBe(0)
  // The server is stopped: this process may open its database directory now, and only now.
  const database = new PGlite(path.join(dataDir, 'db'))
  let before: NewsRow[]
  try {
    await database.waitReady
    before = (await database.query<NewsRow>(newsQuery)).rows
    for (const statement of statements) await database.exec(statement)
  } finally {
    await database.close()
  }
  const server = await startServerProcess({ dataDir })
  return {
    server,
    before,
    async dispose() {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

const extraNews = `
  insert into news (id, title, body, cta_text, cta_link, pin, variant, priority, start_at, end_at, deleted, deleted_at) values
  ('e2e-info',
   '{"en":"Safari times during Ramadan","zh":"斋月期间沙漠之旅时间调整"}',
   '{"en":"Evening safaris start an hour later during Ramadan, after sunset.","zh":"斋月期间傍晚沙漠之旅推迟一小时，日落后出发。"}',
   '{"en":"See the safaris","zh":"查看沙漠之旅"}', '/safari', false, 'info', 2, now() - interval '1 day', null, false, null),
  ('e2e-deleted', '{"en":"Deleted item","zh":"已删除"}', '{"en":"Gone","zh":"已删除"}', null, null, true, 'info', 0, null, null, true, now()),
  ('e2e-ended', '{"en":"Ended item","zh":"已结束"}', '{"en":"Over","zh":"已结束"}', null, null, true, 'info', 0, null, now() - interval '1 hour', false, null),
  ('e2e-future', '{"en":"Future item","zh":"未开始"}', '{"en":"Soon","zh":"未开始"}', null, null, true, 'info', 0, now() + interval '3 days', null, false, null)`

test.describe('with more than two live items', () => {
  test.describe.configure({ mode: 'serial' })
  let prepared: Prepared

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    prepared = await startPreparedServer([extraNews])
  })
  test.afterAll(async () => {
    await prepared.dispose()
  })

  for (const lang of ['en', 'zh'] as const) {
    const t = words[lang]
    test(`${lang}: shows two items until 'Show all (n)', then 'Show less'`, async ({ page }) => {
      await page.goto(`${prepared.server.url}${t.prefix}`)
      await waitForHydration(page)
      const news = board(page, lang)
      const articles = news.getByRole('article')
      await expect(articles).toHaveCount(2)
      await expect(articles.nth(0)).toHaveAccessibleName(t.musandam)
      await expect(articles.nth(1)).toHaveAccessibleName(t.extra)
      await expect(articles.nth(1)).toContainText(t.newsLabel)
      await expect(articles.nth(1).getByRole('link')).toHaveAttribute('href', t.extraLink)

      const showAll = news.getByRole('button', { name: t.showAll })
      await showAll.click()
      await expect(articles).toHaveCount(3)
      await expect(articles.nth(2)).toHaveAccessibleName(t.notice)
      const showLess = news.getByRole('button', { name: t.showLess, exact: true })
      await expect(showLess).toBeFocused()
      await showLess.click()
      await expect(articles).toHaveCount(2)
      await expect(news.getByRole('button', { name: t.showAll })).toBeVisible()
      // Deleted, ended and not-yet-started items never show; neither does the 2025 offer.
      await expect(news).not.toContainText(/Deleted item|Ended item|Future item|已删除|已结束|未开始/)
      await expect(news.getByRole('article', { name: t.themeParks })).toHaveCount(0)
    })
  }

  test('the ended 2025 theme-parks offer is in the table, not in the API, and neither is a scheduled item', async ({ request }) => {
    expect(prepared.before.map((row) => row.id)).toEqual(['builtin-musandam', 'builtin-peak-surcharge', 'builtin-theme-parks'])
    const themeParks = prepared.before.find((row) => row.id === 'builtin-theme-parks')
    expect(themeParks?.deleted).toBe(false)
    expect(new Date(String(themeParks?.end_at)).toISOString()).toBe('2025-12-31T19:59:59.000Z')
    const body = (await (await request.get(`${prepared.server.url}/api/news?lang=en`)).json()) as { items: { id: string }[] }
    // Nor is the item that starts in three days: its text leaves the server at its start, not before.
    expect(body.items.map((item) => item.id)).toEqual(['builtin-musandam', 'e2e-info', 'builtin-peak-surcharge'])
    for (const lang of ['en', 'zh']) {
      const raw = await (await request.get(`${prepared.server.url}/api/news?lang=${lang}`)).text()
      expect(raw).not.toMatch(/Future item|未开始|e2e-future/)
    }
  })
})

test.describe('when the news read fails', () => {
  test.describe.configure({ mode: 'serial' })
  let prepared: Prepared

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    prepared = await startPreparedServer(['drop table news'])
  })
  test.afterAll(async () => {
    await prepared.dispose()
  })

  for (const lang of ['en', 'zh'] as const) {
    const t = words[lang]
    test(`${lang}: the page still renders the visible built-in items and the server logs a warning`, async ({ page }) => {
      const response = await page.goto(`${prepared.server.url}${t.prefix}`)
      expect(response?.status()).toBe(200)
      await expectVisibleBuiltIns(board(page, lang), t)
      await expect.poll(() => prepared.server.output()).toContain('news read failed; showing the built-in news')
      const api = await page.request.get(`${prepared.server.url}/api/news?lang=${lang}`)
      expect(api.status()).toBe(200)
      expect(((await api.json()) as { source: string }).source).toBe('builtin')
    })
  }
})
