/**
 * The desk in Chinese, as an owner sees it: every screen of the route table (so a new screen is read
 * without anyone adding it here), and the news form open, rendered by the server and read the way
 * staff and their screen readers read it (visible text, accessible names, titles). The glossary's
 * rules apply to all of it: text the screens build in code escapes the dictionaries' unit test.
 * The desk's own spacing of digits (第 3 页) is checked on its dictionaries by `glossary.test.ts`;
 * the screens also show the site's content, which follows the public convention.
 *
 * The desk runs on a server of its own (nothing other specs left there is read), whose database holds
 * a Chinese visitor's confirmed enquiry with two trips tomorrow, so the trips, reconfirmation, day
 * sheet and dashboard screens show their cards, calendar badges and charts, not only empty states.
 *
 * What the screens show as stored is data, not copy, and is blanked before the check: the English
 * side of the built-in news, the operator's notice (English by design), people's names, ids, the
 * browser's name, the server's directory; and the blocked-words screen's examples of disguised
 * swear words, which it gives in Latin letters on purpose. The audit log's 变更 column names fields
 * and known values in words (角色：编辑 → 客服); what it quotes as stored (an e-mail, a title) is data.
 */
import { rmSync } from 'node:fs'
import { adminRoutes, type AdminRoute } from '../../app/features/desk/admin-routes'
import { zh as deskZh } from '../../app/features/desk/copy/zh'
import { builtinNews } from '../../app/features/news/news-data'
import { deskLangCookie } from '../../app/features/desk/desk-path'
import { expect, test } from '@playwright/test'
import { signInAs, startDeskServer } from '../support/admin'
import { chineseProblems, readableTexts } from '../support/chinese-texts'
import { dataDirWithTrips, dubaiTomorrow } from '../support/confirmed-trips'
import { waitForHydration } from '../support/hydration'

test.describe.configure({ mode: 'serial' })

const screens = adminRoutes.filter((route) => route.file.endsWith('.tsx'))

const storedEnglish = builtinNews.flatMap((item) => [item.title.en, item.body.en, item.ctaText?.en ?? '']).filter(Boolean)
const dataPatterns = [
  /(?:\/[\w.-]+){2,}/g, // the backups' directory on the server
  /New enquiry — .*? — \d+ item\(s\)/g, // the operator's notice, as the mail list and enquiry show its subject
  /\b(?:owner|editor|agent)(?:-\d+-\d+)?\b|\bseed\b/g, // the people of the test server, and the seeded content's author
  /\b[a-z][a-z0-9]*(?:[-:][a-z0-9]+)+\b/g, // ids: safari-sunset, first-reply, product:safari-sunset
  /\b(?:HeadlessChrome|Chrome|Firefox|Safari|Edge|Linux|macOS|Windows|Android|iOS)\b/g, // a session's device
  /sh1t|f\*ck|fuck\*|fuckface/g, // the blocked-words screen's examples
  /Atlantis The Palm|Van [12]/g, // the trips' pickup place and vehicles, typed by the agent
]
/** The text with its data replaced by a placeholder, which the checker reads as neither words nor spacing. */
function withoutData(text: string): string {
  let plain = text
  for (const english of storedEnglish) plain = plain.split(english).join('{{data}}')
  for (const pattern of dataPatterns) plain = plain.replace(pattern, '{{data}}')
  return plain
}

let server: Awaited<ReturnType<typeof startDeskServer>>
let dataDir: string
let enquiryId = 0

test.beforeAll(async () => {
  test.setTimeout(180_000)
  const filled = await dataDirWithTrips('wwd-e2e-desk-zh-', dubaiTomorrow(), [
    {
      reference: 'E-2026-770001',
      name: '王芳',
      phone: '+86 139 0013 9000',
      items: [{ id: 'safari-sunset', title: '日落沙丘优选' }],
      message: '我们一家三口，想在日落时分去沙漠。',
      trips: [
        { service: '迪拜经典城市游', pickupTime: '09:00', vehicle: 'Van 1' },
        { service: '沙漠冲沙（私享四驱车）', pickupTime: '15:30', vehicle: 'Van 2' },
      ],
    },
  ])
  dataDir = filled.dataDir
  enquiryId = filled.enquiryIds[0] ?? 0
  server = await startDeskServer({}, { dataDir })
})

test.afterAll(async () => {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

const samples: Record<string, () => string> = {
  'admin/content/:unit': () => 'admin/content/product:safari-sunset',
  'admin/enquiries/:id': () => `admin/enquiries/${String(enquiryId)}`,
}

function pathOf(route: AdminRoute): string {
  if (!route.path.includes(':')) return `/${route.path}`
  const sample = samples[route.path]
  if (!sample) throw new Error(`${route.path} has a parameter and no sample in chinese-desk-copy.spec.ts: add one so the screen is read`)
  return `/${sample()}`
}

test('every desk screen in Chinese follows the glossary, accessible names included', async ({ page }) => {
  test.setTimeout(240_000)
  await signInAs(page, server, 'owner')
  await page.context().addCookies([{ name: deskLangCookie, value: 'zh', url: server.url }])
  const problems: string[] = []
  for (const screen of screens) {
    const path = pathOf(screen)
    const response = await page.goto(`${server.url}${path}`)
    expect(response?.status(), path).toBe(200)
    await waitForHydration(page)
    await expect(page.locator('div[lang="zh-CN"]').first(), path).toBeAttached()
    problems.push(...chineseProblems(path, await readableTexts(page), withoutData))
  }
  // The news form, whose labels name their language.
  await page.goto(`${server.url}/admin/news`)
  await waitForHydration(page)
  await page.getByRole('button', { name: deskZh.news.create }).first().click()
  await expect(page.getByLabel(deskZh.news.inEnglish(deskZh.news.fieldTitle), { exact: true })).toBeVisible()
  problems.push(...chineseProblems('/admin/news (form)', await readableTexts(page), withoutData))
  expect(problems).toEqual([])
})

test('an English desk names a Chinese visitor’s basket in English beside the visitor’s words, and shows no ids', async ({ page }) => {
  await signInAs(page, server, 'owner')
  await page.goto(`${server.url}/admin/enquiries/${String(enquiryId)}`)
  const basket = page.getByRole('list').filter({ hasText: '日落沙丘优选' }).first()
  await expect(basket).toContainText('日落沙丘优选 (Sunset Dunes Select)')
  await expect(basket).not.toContainText('safari-sunset')
})

test('blanking the data leaves a copy mistake for the check to find', () => {
  const texts = [
    { source: 'text', text: '由 seed 于 2026-11-28 08:37 发布：新闻 Offers' },
    { source: 'button[aria-label]', text: `编辑: ${builtinNews[0]?.title.en ?? ''}` },
    { source: 'text', text: '日落沙丘优选 (safari-sunset)，加载中…' },
  ]
  const found = chineseProblems('sample', texts, withoutData).join('\n')
  expect(found).toContain('[latin] Offers')
  expect(found).toContain('button[aria-label]: [punctuation]')
  expect(found).toMatch(/text: \[punctuation\] .*\(/)
  expect(found).toContain('加载中…')
  expect(found).not.toContain('[latin] seed')
})
