import { expect, test, type Page } from '@playwright/test'
import { shownSeed } from '../support/seed-content'
import { gotoHydrated } from '../support/hydration'

const content = shownSeed

const faqCounts = { transfers: 4, packages: 4, safari: 4, city: 4, cruise: 5 } as const
const cardCounts = { transfers: 4, packages: 4, safari: 4, city: 12, cruise: 4 } as const
const words = {
  en: {
    faq: 'Frequently asked questions',
    services: 'Our services',
    addons: 'Safari add-ons',
    email: 'Email us',
    chat: 'Chat us',
    wechat: 'WeChat us',
    cart: 'My WonderCart',
    close: 'Close',
  },
  zh: {
    faq: '常见问题',
    services: '精选服务',
    addons: '沙漠加购项目',
    email: '邮件联系我们',
    chat: 'WhatsApp 联系我们',
    wechat: '微信联系我们',
    cart: '万德购物车',
    close: '关闭',
  },
} as const

function faqRegion(page: Page, lang: 'en' | 'zh') {
  return page.getByRole('region', { name: words[lang].faq })
}

for (const lang of ['en', 'zh'] as const) {
  const prefix = lang === 'zh' ? '/cn' : ''

  test(`${lang}: category pages have their card and FAQ counts`, async ({ page }) => {
    for (const [category, cards] of Object.entries(cardCounts)) {
      await gotoHydrated(page, `${prefix}/${category}`)
      await expect(page.getByRole('region', { name: words[lang].services }).getByRole('article')).toHaveCount(cards)
      await expect(faqRegion(page, lang).locator('summary')).toHaveCount(faqCounts[category as keyof typeof faqCounts])
    }
    await gotoHydrated(page, `${prefix}/safari`)
    await expect(page.getByRole('region', { name: words[lang].addons }).getByRole('article')).toHaveCount(4)
  })

  test(`${lang}: home has six slides, five card rows of four and four FAQ items that open`, async ({ page }) => {
    await gotoHydrated(page, prefix || '/')
    await expect(page.getByRole('group', { name: lang === 'en' ? /^Slide \d of 6$/ : /^第\d张，共6张$/ }).first()).toBeVisible()
    for (const section of content.home.sections) {
      await expect(page.getByRole('region', { name: section.title[lang], exact: true }).getByRole('article')).toHaveCount(4)
    }
    const faq = faqRegion(page, lang)
    await expect(faq.locator('summary')).toHaveCount(4)
    const first = faq.locator('details').first()
    await first.locator('summary').click()
    await expect(first).toHaveAttribute('open', '')
  })

  test(`${lang}: the WhatsApp and WeChat QR modals open, show a code and close three ways`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}/cruise`)
    const chat = page.getByRole('button', { name: words[lang].chat, exact: true }).first()
    await chat.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const qr = dialog.getByRole('img', { name: /WhatsApp/ })
    await expect(qr).toBeVisible()
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    const link = dialog.getByRole('link')
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(/^https:\/\/wa\.me\/971589831967\?text=/)
    const greeting = decodeURIComponent(href.split('text=')[1] ?? '')
    if (lang === 'zh') expect(greeting).toMatch(/[\u4e00-\u9fff]/)
    else expect(greeting).toMatch(/^[\x20-\x7e’]+$/)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(chat).toBeFocused()

    const wechat = page.getByRole('button', { name: words[lang].wechat }).first()
    await wechat.click()
    await expect(dialog.getByRole('img', { name: /WeChat/ })).toBeVisible()
    await dialog.getByRole('button', { name: words[lang].close }).click()
    await expect(dialog).toBeHidden()
    await expect(wechat).toBeFocused()

    await wechat.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()
  })

  test(`${lang}: Email us copies the address and the toast shows for 3 s, restarting on a repeat click`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // The page's clock moves only when the test moves it: a busy machine cannot shift the timings.
    await page.clock.install()
    await gotoHydrated(page, `${prefix}/transfers`)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    const button = page.getByRole('button', { name: words[lang].email }).first()
    const toast = page.getByRole('status').getByText('info@wanderwonderworlddubai.com')
    await button.click()
    await expect(toast).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('info@wanderwonderworlddubai.com')
    await page.clock.runFor(2000)
    await expect(toast).toBeVisible()
    // The copy is asynchronous: the repeat's toast is a new one, in place of the first.
    const shown = await toast.elementHandle()
    await button.click()
    await expect.poll(() => shown.evaluate((element) => element.isConnected)).toBe(false)
    await expect(toast).toBeVisible()
    await page.clock.runFor(1800)
    await expect(toast).toBeVisible() // 3.8 s after the first click, 1.8 s after the second
    await page.clock.runFor(1100)
    await expect(toast).toBeVisible() // 2.9 s after the second
    await page.clock.runFor(200)
    await expect(toast).toBeHidden() // 3.1 s after the second
  })

  test(`${lang}: adding a service shows the cart toasts and the badge counts it`, async ({ page }) => {
    await gotoHydrated(page, `${prefix}/safari`)
    const add = page
      .getByRole('region', { name: words[lang].services })
      .getByRole('button', { name: lang === 'en' ? /^Add to WonderCart\s*: / : /^加入万德购物车\s*：/ })
    await add.first().click()
    await expect(page.getByRole('status')).toContainText(lang === 'en' ? 'This item has been added to your wonder cart' : '已加入您的万德购物车')
    await expect(page.getByRole('button', { name: lang === 'en' ? 'WonderCart, 1 item' : '万德购物车，共1项' })).toBeVisible()
    await add.first().click()
    await expect(page.getByRole('status')).toContainText(lang === 'en' ? 'Already in your wonder cart' : '该项目已在您的万德购物车中')
    await page.getByRole('button', { name: words[lang].cart }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
  })
}

test('the e-mail toast still shows when the clipboard refuses', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } })
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the legacy fallback must fail too
    document.execCommand = () => false
  })
  await gotoHydrated(page, '/packages')
  await page.getByRole('button', { name: 'Email us' }).first().click()
  await expect(page.getByRole('status').getByText('info@wanderwonderworlddubai.com')).toBeVisible()
})

test.describe('home banner', () => {
  const current = (page: Page) => page.getByRole('group', { name: /^Slide \d of 6$/ }).and(page.locator('[aria-hidden="false"]'))

  test('advances every 10 seconds and pauses while hovered or paused', async ({ page }) => {
    await page.clock.install()
    await gotoHydrated(page, '/')
    await expect(current(page)).toHaveAttribute('aria-label', 'Slide 1 of 6')
    await page.clock.runFor(10_500)
    await expect(current(page)).toHaveAttribute('aria-label', 'Slide 2 of 6')
    await page.getByRole('region', { name: 'Highlights of Dubai' }).hover()
    await page.clock.runFor(25_000)
    await expect(current(page)).toHaveAttribute('aria-label', 'Slide 2 of 6')
    await page.mouse.move(5, 700)
    await page.getByRole('button', { name: 'Pause the slideshow' }).dispatchEvent('click')
    await page.clock.runFor(25_000)
    await expect(current(page)).toHaveAttribute('aria-label', 'Slide 2 of 6')
    await page.getByRole('button', { name: 'Next slide' }).click()
    await expect(current(page)).toHaveAttribute('aria-label', 'Slide 3 of 6')
    await page.getByRole('button', { name: 'Previous slide' }).click()
    await page.getByRole('button', { name: 'Previous slide' }).click()
    await page.getByRole('button', { name: 'Previous slide' }).click()
    await expect(current(page)).toHaveAttribute('aria-label', 'Slide 6 of 6')
  })

  test('stays still for visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await gotoHydrated(page, '/')
    await page.clock.runFor(30_000)
    await expect(current(page)).toHaveAttribute('aria-label', 'Slide 1 of 6')
  })
})

test('a page asks for its scripts only once its banner is on screen, and still hydrates', async ({ page }) => {
  // Collected from the first moment: when the browser reports each largest-contentful-paint.
  await page.addInitScript(() => {
    const seen: { at: number; src: string }[] = []
    Object.assign(window, { paints: seen })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        seen.push({ at: entry.startTime, src: entry.element?.getAttribute('src') ?? '' })
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  for (const path of ['/safari', '/cn/cruise', '/']) {
    await gotoHydrated(page, path)
    const { banner, paints, scripts } = await page.evaluate(() => ({
      banner: document.querySelector('img[fetchpriority=high]')?.getAttribute('src') ?? '',
      paints: (window as unknown as { paints: { at: number; src: string }[] }).paints,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }))
    expect(banner, path).toMatch(/^\/art\/banner-/)
    // The banner is the only image preloaded from <head>: the header logo waits its turn.
    const preloaded = await page.locator('head link[rel="preload"][as="image"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(preloaded, path).toEqual([banner])
    const bannerPainted = paints.find((paint) => paint.src === banner)
    expect(bannerPainted, `${path}: the banner is reported as painted`).toBeDefined()
    expect(scripts.length, path).toBeGreaterThan(5)
    expect(Math.min(...scripts), `${path}: the first script is asked for after the banner is on screen`).toBeGreaterThanOrEqual(bannerPainted?.at ?? Infinity)
  }
})
