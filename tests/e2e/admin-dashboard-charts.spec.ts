/**
 * The dashboard's charts (#28): on a desk whose database holds a handful of enquiries, their
 * status history and trips, with the server's clock on a Wednesday noon in Dubai, an agent sees
 * every chart drawn (an SVG picture with marks) and each chart's table holds the seeded figures,
 * in English and in Chinese; an editor sees no charts; at 390 px nothing scrolls sideways, even
 * with every table open, and axe finds nothing.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { openDatabase } from '../../app/.server/db/client'
import { migrateDatabase } from '../../app/.server/db/migrate'
import { enquiries, enquiryStatusHistory, trips, type EnquiryStatus } from '../../app/.server/db/schema'
import { deskLangCookie } from '../../app/features/desk/desk-path'
import { addDays, dayWithWeekday, shortDate } from '../../app/features/insights/dashboard-calendar'
import { startDeskServer } from '../support/admin'
import { newDataDir } from '../support/server-process'
import { expect, test as deskTest, type DeskServer } from '../support/desk-fixture'
import { waitForHydration } from '../support/hydration'
import { axeCheck, wcag22 } from '../support/axe'

const DAY_MS = 24 * 3_600_000
const dubaiAt = (day: string, time: string) => new Date(`${day}T${time}:00+04:00`)

/** The server's "now": a Wednesday noon in Dubai, at least a week ahead (the test clock only moves forward). */
function wednesdayAhead(): { now: Date; monday: string } {
  let day = new Date(Date.now() + 8 * DAY_MS + 4 * 3_600_000).toISOString().slice(0, 10)
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 3) day = addDays(day, 1)
  return { now: dubaiAt(day, '12:00'), monday: addDays(day, -2) }
}
const { now, monday } = wednesdayAhead()
const today = addDays(monday, 2)
const lastMonday = addDays(monday, -7)

const transfer = { en: { id: 'transfer-airport', title: 'Airport transfer' }, zh: { id: 'transfer-airport', title: '机场接送' } }
const safari = { en: { id: 'safari-sunset', title: 'Sunset Dunes Safari' }, zh: { id: 'safari-sunset', title: '日落沙漠冲沙' } }
const cruise = { en: { id: 'cruise-lotus', title: 'Lotus Mega Yacht Dinner' } }

type Seed = {
  lang: 'en' | 'zh'
  created: Date
  status: EnquiryStatus
  items: { id: string; title: string }[]
  due?: Date
  answered?: Date
  path?: EnquiryStatus[]
}
const seeds: Seed[] = [
  // This week: answered in time.
  {
    lang: 'en',
    created: dubaiAt(monday, '09:00'),
    status: 'replied',
    items: [transfer.en],
    due: dubaiAt(addDays(monday, 3), '09:00'),
    answered: dubaiAt(monday, '12:00'),
    path: ['new'],
  },
  // Last week's Sunday night: not answered, due yesterday → late.
  { lang: 'zh', created: dubaiAt(addDays(monday, -1), '22:00'), status: 'new', items: [transfer.zh], due: dubaiAt(addDays(monday, 1), '22:00') },
  // Last week: confirmed, answered in time.
  {
    lang: 'zh',
    created: dubaiAt(addDays(lastMonday, 1), '10:00'),
    status: 'confirmed',
    items: [safari.zh],
    due: dubaiAt(addDays(lastMonday, 4), '10:00'),
    answered: dubaiAt(addDays(lastMonday, 1), '15:00'),
    path: ['new', 'replied', 'quoted'],
  },
  // Last week: quoted, answered after its due moment → late.
  {
    lang: 'en',
    created: dubaiAt(lastMonday, '08:00'),
    status: 'quoted',
    items: [transfer.en, safari.en],
    due: dubaiAt(addDays(lastMonday, 3), '08:00'),
    answered: dubaiAt(addDays(lastMonday, 4), '08:00'),
    path: ['new', 'replied'],
  },
  // Two weeks ago: spam, left out.
  { lang: 'en', created: dubaiAt(addDays(monday, -14), '10:00'), status: 'spam', items: [cruise.en] },
  // Three weeks ago: answered in time, then closed.
  {
    lang: 'en',
    created: dubaiAt(addDays(monday, -21), '10:00'),
    status: 'closed',
    items: [cruise.en],
    due: dubaiAt(addDays(monday, -18), '10:00'),
    answered: dubaiAt(addDays(monday, -20), '10:00'),
    path: ['new', 'replied'],
  },
]

/** A desk server whose database was seeded before it started, its clock on `now`. */
const test = deskTest.extend<object, { deskServer: DeskServer }>({
  deskServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const dataDir = newDataDir()
      const database = await openDatabase({ dir: path.join(dataDir, 'db') })
      await migrateDatabase(database)
      let confirmedId = 0
      for (const [n, seed] of seeds.entries()) {
        const [row] = await database.db
          .insert(enquiries)
          .values({
            reference: `E-CHARTS-${String(n + 1)}`,
            lang: seed.lang,
            items: seed.items,
            email: `guest${String(n + 1)}@example.com`,
            travelDate: addDays(today, 30),
            message: 'A trip for the family, please.',
            status: seed.status,
            createdAt: seed.created,
            replyDueAt: seed.due ?? null,
            answeredAt: seed.answered ?? null,
          })
          .returning({ id: enquiries.id })
        if (!row) throw new Error('no enquiry row')
        if (seed.status === 'confirmed') confirmedId = row.id
        const steps = [...(seed.path ?? []), seed.status]
        for (let i = 1; i < steps.length; i++) {
          await database.db.insert(enquiryStatusHistory).values({
            enquiryId: row.id,
            actor: 'agent@example.com',
            at: new Date(seed.created.getTime() + i * 3_600_000),
            fromStatus: steps[i - 1] ?? 'new',
            toStatus: steps[i] ?? 'new',
          })
        }
      }
      const trip = (serviceDate: string, adults: number, children: number, status: 'planned' | 'cancelled' = 'planned') => ({
        enquiryId: confirmedId,
        itemId: 'safari-sunset',
        service: 'Sunset Dunes Safari',
        serviceDate,
        adults,
        children,
        status,
      })
      await database.db.insert(trips).values([trip(today, 2, 1), trip(today, 3, 0), trip(addDays(today, 1), 5, 0, 'cancelled'), trip(addDays(today, 2), 4, 0)])
      await database.close()
      const server = await startDeskServer({ TRUST_PROXY: 'loopback' }, { clock: true, dataDir })
      server.setTime(now.getTime())
      await use(server)
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 240_000 },
  ],
})

type Lang = 'en' | 'zh'
const words = {
  en: {
    weeks: 'Enquiries per week, last 12 weeks',
    onTime: 'Share answered within 3 business days, per week',
    pipeline: 'Pipeline of the last 12 weeks’ enquiries',
    trips: 'Trips in the next 7 days',
    asked: 'Services most asked for, last 12 weeks',
    confirmed: 'Services most confirmed, last 12 weeks',
    showTable: 'Show as table',
    noneDue: 'none due yet',
    stages: ['New', 'Replied', 'Quoted', 'Confirmed'],
    services: { transfer: 'Airport transfer', safari: 'Sunset Dunes Safari', cruise: 'Lotus Mega Yacht Dinner' },
  },
  zh: {
    weeks: '近 12 周每周咨询量',
    onTime: '每周在 3 个工作日内回复的比例',
    pipeline: '近 12 周咨询的跟进进度',
    trips: '未来 7 天的行程',
    asked: '近 12 周咨询最多的服务',
    confirmed: '近 12 周确认最多的服务',
    showTable: '以表格查看',
    noneDue: '暂无到期',
    stages: ['新咨询', '已回复', '已报价', '已确认'],
    services: { transfer: '机场接送', safari: '日落沙漠冲沙', cruise: 'Lotus Mega Yacht Dinner' },
  },
} as const

/** The twelve weeks' Mondays, oldest first. */
const weeks = Array.from({ length: 12 }, (_, i) => addDays(monday, (i - 11) * 7))

function expectedTables(lang: Lang): Record<keyof typeof words.en & ('weeks' | 'onTime' | 'pipeline' | 'trips' | 'asked' | 'confirmed'), string[][]> {
  const w = words[lang]
  const byWeek: Record<string, [number, number, number, number]> = {
    [monday]: [1, 0, 1, 0], //                    en, zh, in time, late
    [lastMonday]: [1, 2, 1, 2],
    [addDays(monday, -21)]: [1, 0, 1, 0],
  }
  const figures = (week: string) => byWeek[week] ?? [0, 0, 0, 0]
  return {
    weeks: weeks.map((week) => {
      const [en, zh] = figures(week)
      return [shortDate(week, lang), String(en), String(zh), String(en + zh)]
    }),
    onTime: weeks.map((week) => {
      const [, , onTime, late] = figures(week)
      return [shortDate(week, lang), String(onTime), String(late), onTime + late === 0 ? w.noneDue : `${String(Math.round((onTime / (onTime + late)) * 100))}%`]
    }),
    pipeline: [
      [w.stages[0], '5', '100%'],
      [w.stages[1], '4', '80%'],
      [w.stages[2], '2', '40%'],
      [w.stages[3], '1', '20%'],
    ],
    trips: Array.from({ length: 7 }, (_, i) => {
      const day = addDays(today, i)
      const [count, people] = i === 0 ? [2, 6] : i === 2 ? [1, 4] : [0, 0]
      return [dayWithWeekday(day, lang), String(count), String(people)]
    }),
    asked: [
      [w.services.transfer, '3', '0'],
      [w.services.safari, '2', '1'],
      [w.services.cruise, '1', '0'],
    ],
    confirmed: [[w.services.safari, '2', '1']],
  }
}

/** A chart's section, found by its heading. */
const chart = (page: Page, title: string): Locator => page.getByRole('region', { name: title, exact: true })

/** The figures of the table under "Show as table", row by row (header row left out). */
async function tableOf(section: Locator, showTable: string): Promise<string[][]> {
  await section.getByText(showTable, { exact: true }).click()
  const table = section.getByRole('table')
  await expect(table).toBeVisible()
  return table.evaluate((element) =>
    [...element.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent.trim())),
  )
}

async function openDashboard(page: Page, server: DeskServer, lang: Lang): Promise<void> {
  if (lang === 'zh') await page.context().addCookies([{ name: deskLangCookie, value: 'zh', url: server.url }])
  await page.goto(`${server.url}/admin`)
  await waitForHydration(page)
}

let server: DeskServer
test.beforeAll(({ deskServer }) => {
  server = deskServer
})

for (const lang of ['en', 'zh'] as const) {
  test(`an agent sees every chart drawn, and each table holds the seeded figures (${lang})`, async ({ signedInAs }) => {
    const { page } = await signedInAs('agent')
    await openDashboard(page, server, lang)
    const w = words[lang]
    const expected = expectedTables(lang)
    for (const key of ['weeks', 'onTime', 'pipeline', 'trips', 'asked', 'confirmed'] as const) {
      const section = chart(page, w[key])
      await expect(section.getByRole('heading', { name: w[key] })).toBeVisible()
      // The picture: an SVG with a name, and marks (bars, the line and its dots) drawn in it.
      const picture = section.getByRole('img', { name: w[key] })
      await expect(picture).toBeVisible()
      await expect.poll(() => picture.locator('path, circle').count(), { message: `${key}: marks drawn` }).toBeGreaterThan(0)
      expect(await tableOf(section, w.showTable), `${key} (${lang})`).toEqual(expected[key])
    }
    // The bars of the pipeline: one per stage.
    await expect(chart(page, w.pipeline).getByRole('img', { name: w.pipeline }).locator('path.recharts-rectangle')).toHaveCount(4)
  })
}

test('an editor sees no charts', async ({ signedInAs }) => {
  const { page } = await signedInAs('editor')
  await openDashboard(page, server, 'en')
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'How the business is doing' })).toHaveCount(0)
  await expect(page.getByRole('img', { name: /chart/ })).toHaveCount(0)
})

test('at 390 px the charts and their open tables fit the screen, and axe finds nothing (中文)', async ({ signedInAs }) => {
  const { page } = await signedInAs('agent', { viewport: { width: 390, height: 844 } })
  await openDashboard(page, server, 'zh')
  for (const key of ['weeks', 'onTime', 'pipeline', 'trips', 'asked', 'confirmed'] as const) {
    const section = chart(page, words.zh[key])
    const picture = section.getByRole('img', { name: words.zh[key] })
    await expect.poll(() => picture.locator('path, circle').count()).toBeGreaterThan(0)
    await section.getByText(words.zh.showTable, { exact: true }).click()
    const box = await picture.boundingBox()
    expect(box?.width ?? 0).toBeGreaterThan(200)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390)
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const results = await axeCheck(page, { tags: wcag22 })
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
})
