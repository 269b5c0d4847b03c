/**
 * Every desk screen in the route table, as each role sees it, in English and Chinese, at 390 and
 * 1280 px: no axe violation of WCAG 2.2 A/AA (target size included) or best practice, a document
 * title that names the screen's heading, and every control at least 24 × 24 px. The screens come
 * from `adminRoutes`, so a new screen is scanned without anyone adding it here; a screen with a
 * parameter in its path needs a sample below, or the suite fails saying so.
 *
 * The open states (reply composer, preview, media picker, news form) and the Trips month calendar
 * (the route table's /admin/trips opens on a day) are scanned in their own tests.
 * Confirmations are the browser's own `window.confirm`, which the browser makes accessible.
 */
import { rmSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { adminRoutes, type AdminRoute } from '../../app/features/desk/admin-routes'
import { deskLangCookie } from '../../app/features/desk/desk-path'
import { can, roles, type Role } from '../../app/features/desk/permissions'
import { newVisitor, sendEnquiry, solvedTokenFrom } from '../faults/support/visitors'
import { signInAs, startDeskServer } from '../support/admin'
import { axeCheck, wcag22 } from '../support/axe'
import { dataDirWithTrips, dubaiTomorrow } from '../support/confirmed-trips'
import { expect, test, type DeskServer, type SignedIn, type SignedInAs } from '../support/desk-fixture'
import { settledAfterResize, waitForHydration } from '../support/hydration'

const widths = [390, 1280] as const
const langs = ['en', 'zh'] as const

/** The screens: routes with a page (a .tsx module); the others answer data, streams or files. */
const screens = adminRoutes.filter((route) => route.file.endsWith('.tsx'))

/** An enquiry to open, sent once per worker the way the site's form sends it. */
let enquiryId: Promise<string> | undefined
function sampleEnquiry(server: DeskServer): Promise<string> {
  enquiryId ??= (async () => {
    const visitor = newVisitor()
    const answer = await sendEnquiry(server.url, visitor, await solvedTokenFrom(server.url, visitor), {
      payload: {
        contact: { name: 'Aisha Rahman', email: 'aisha.rahman@example.com', phone: '+971 50 123 4567' },
        message: 'A sunset safari for two adults, with the quad bike, please.',
      },
    })
    const id = (answer.body as { id?: unknown }).id
    if (answer.status !== 201 || typeof id !== 'number') throw new Error(`the sample enquiry answered ${String(answer.status)}`)
    return String(id)
  })()
  return enquiryId
}

/** What fills a screen's path parameter. */
const samples: Record<string, (server: DeskServer) => Promise<string>> = {
  'admin/content/:unit': () => Promise.resolve('admin/content/product:safari-sunset'),
  'admin/enquiries/:id': async (server) => `admin/enquiries/${await sampleEnquiry(server)}`,
}

async function pathOf(route: AdminRoute, server: DeskServer): Promise<string> {
  if (!route.path.includes(':')) return `/${route.path}`
  const sample = samples[route.path]
  if (!sample) throw new Error(`${route.path} has a parameter and no sample in admin-a11y.spec.ts: add one so the screen is scanned`)
  return `/${await sample(server)}`
}

/**
 * What a page shows a person who cannot see it or cannot aim finely: problems, in words. The
 * preview's frames hold public pages (scanned on their own by a11y.spec.ts); axe would count their
 * header and footer as the desk's second ones.
 */
async function problemsOn(page: Page, where: string, include?: string, enable?: readonly string[]): Promise<string[]> {
  const problems: string[] = []
  const results = await axeCheck(page, { tags: wcag22, include, exclude: 'iframe', enable })
  for (const violation of results.violations) {
    problems.push(
      `${where}: ${violation.id} (${violation.impact ?? ''}) ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 4)
        .join(' | ')}`,
    )
  }
  // The title names the screen: its heading, then the desk's name.
  const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? ''
  const title = await page.title()
  if (heading === '' || !title.startsWith(`${heading} · `)) problems.push(`${where}: the title "${title}" does not name the heading "${heading}"`)
  // Every visible control is at least 24 × 24 px (WCAG 2.2 target size, without its exceptions).
  const small = await page.evaluate((scope) => {
    const root = scope ? document.querySelector(scope) : document
    if (!root) return []
    const controls = root.querySelectorAll<HTMLElement>(
      'button, [role="button"], input:not([type="hidden"]), select, textarea, summary, [role="checkbox"], [role="switch"], [role="tab"]',
    )
    return [...controls]
      .filter((element) => {
        const box = element.getBoundingClientRect()
        const style = getComputedStyle(element)
        // Hidden, or visually hidden behind its label (a file input): the label is the target.
        if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') return false
        return box.width < 24 || box.height < 24
      })
      .map((element) => {
        const box = element.getBoundingClientRect()
        const name = (element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 30)
        return `${element.tagName.toLowerCase()} "${name}" ${String(Math.round(box.width))}×${String(Math.round(box.height))}`
      })
  }, include ?? null)
  if (small.length > 0)
    problems.push(`${where}: controls under 24 × 24 px: ${small.slice(0, 6).join(', ')}${small.length > 6 ? ` and ${String(small.length - 6)} more` : ''}`)
  return problems
}

/**
 * One person per role and worker, signed in at the worker's first screen for that role: the scans
 * only read, and each test sets its own language and width before it loads its screen.
 */
const people = new Map<Role, Promise<SignedIn>>()
function personFor(role: Role, signedInAs: SignedInAs): Promise<SignedIn> {
  let person = people.get(role)
  if (!person) {
    person = signedInAs(role)
    people.set(role, person)
  }
  return person
}

async function setDeskLang(page: Page, server: DeskServer, lang: (typeof langs)[number]) {
  await page.context().addCookies([{ name: deskLangCookie, value: lang, url: server.url }])
}

for (const role of roles) {
  for (const screen of screens.filter((route) => can(role, route.permission))) {
    test(`${role}: /${screen.path} is accessible in both languages at ${widths.join(' and ')} px`, async ({ deskServer, signedInAs }) => {
      // The content editor is the desk's longest page (every field of a product, its price grid and
      // history): four axe scans of it take more than a minute on a busy 2-core machine.
      if (screen.path === 'admin/content/:unit') test.slow()
      const { page } = await personFor(role, signedInAs)
      const path = await pathOf(screen, deskServer)
      const problems: string[] = []
      for (const lang of langs) {
        await setDeskLang(page, deskServer, lang)
        for (const [index, width] of widths.entries()) {
          await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
          // Loaded once per language at phone width, then widened (the same page at every width).
          if (index === 0) {
            const response = await page.goto(path)
            expect(response?.status(), `${path} for ${role}`).toBe(200)
            await waitForHydration(page)
          } else {
            await settledAfterResize(page)
          }
          problems.push(...(await problemsOn(page, `${lang} ${String(width)} px`)))
        }
      }
      expect(problems).toEqual([])
    })
  }
}

const openStates = {
  en: { preview: 'Preview', chooseImage: 'Choose image', newItem: 'New item' },
  zh: { preview: '预览', chooseImage: '选择图片', newItem: '新建条目' },
} as const

for (const [lang, width] of [
  ['en', 1280],
  ['zh', 390],
] as const) {
  test(`open states in ${lang} at ${String(width)} px: the preview, the media picker (focus comes back) and the news form`, async ({
    deskServer,
    signedInAs,
  }) => {
    test.slow() // the content editor with its preview frames open, scanned twice, then the news form
    const { page } = await signedInAs('owner')
    await setDeskLang(page, deskServer, lang)
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
    const words = openStates[lang]
    const problems: string[] = []

    await page.goto('/admin/content/product:safari-sunset')
    await waitForHydration(page)
    await page.getByRole('button', { name: words.preview, exact: true }).click()
    await expect(page.locator('iframe').first()).toBeVisible()
    problems.push(...(await problemsOn(page, 'preview open')))

    const choose = page.getByRole('button', { name: words.chooseImage }).first()
    await choose.click()
    await expect(page.getByRole('dialog')).toBeVisible()
    problems.push(...(await problemsOn(page, 'media picker', 'dialog[open]')))
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(choose).toBeFocused()

    await page.goto('/admin/news')
    await waitForHydration(page)
    await page.getByRole('button', { name: words.newItem }).click()
    await expect(page.getByRole('textbox').first()).toBeVisible()
    problems.push(...(await problemsOn(page, 'news form')))
    expect(problems).toEqual([])
  })
}

/**
 * The Trips month calendar with trips on it, so its day links carry a count beside the day's number:
 * on a desk server of its own, whose database holds two trips today (the shared server's data is
 * other specs'). Each day link's name starts with what the link shows (WCAG 2.5.3, label in name);
 * axe's rule for it is asked for by id, so the scan keeps it should axe mark it experimental again.
 */
test('the Trips month calendar with a day of trips is accessible in both languages at 390 and 1280 px', async ({ browser }) => {
  test.slow() // a desk server of its own, and four scans of a month
  const today = dubaiTomorrow(Date.now() - 24 * 3_600_000)
  const filled = await dataDirWithTrips('wwd-e2e-a11y-month-', today, [
    {
      reference: 'E-2026-780001',
      name: '李娜',
      phone: '+86 138 0013 8000',
      trips: [
        { service: '迪拜经典城市游', pickupTime: '09:00', vehicle: 'Van 1' },
        { service: '沙漠冲沙（私享四驱车）', pickupTime: '15:30', vehicle: 'Van 2' },
      ],
    },
  ])
  const server = await startDeskServer({}, { dataDir: filled.dataDir })
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await signInAs(page, server, 'owner')
    const problems: string[] = []
    for (const lang of langs) {
      await setDeskLang(page, server, lang)
      for (const [index, width] of widths.entries()) {
        await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
        if (index === 0) {
          const response = await page.goto(`${server.url}/admin/trips?month=${today.slice(0, 7)}`)
          expect(response?.status()).toBe(200)
          await waitForHydration(page)
          // Today's link shows its number and its count: the case a name has to start with.
          await expect(page.getByRole('table').locator(`a[href$="day=${today}"]`)).toHaveText(new RegExp(`^${String(Number(today.slice(8)))}\\s*2$`))
        } else {
          await settledAfterResize(page)
        }
        problems.push(...(await problemsOn(page, `month ${lang} ${String(width)} px`, undefined, ['label-content-name-mismatch'])))
      }
    }
    expect(problems).toEqual([])
  } finally {
    await context.close()
    await server.stop()
    rmSync(filled.dataDir, { recursive: true, force: true })
  }
})

test('the sign-in screen and the built-in sign-in page are accessible in both languages at 390 and 1280 px', async ({ browser, deskServer }) => {
  const context = await browser.newContext({ baseURL: deskServer.url })
  const page = await context.newPage()
  const problems: string[] = []
  for (const lang of langs) {
    await setDeskLang(page, deskServer, lang)
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
      await page.goto('/admin')
      await waitForHydration(page)
      problems.push(...(await problemsOn(page, `sign-in ${lang} ${String(width)} px`)))
    }
  }
  await context.close()
  expect(problems).toEqual([])
})
