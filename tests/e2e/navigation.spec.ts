import { expect, test } from '@playwright/test'
import { sitePages } from '../../app/features/i18n/site-routes'
import { gotoHydrated } from '../support/hydration'

test.describe('language toggle', () => {
  for (const lang of ['en', 'zh'] as const) {
    test(`every ${lang} route links to its pair and the button lands there`, async ({ page }) => {
      test.setTimeout(240_000)
      for (const sitePage of sitePages.filter((p) => p.lang === lang)) {
        await page.goto(sitePage.path)
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en')
        const toggle = page.getByRole('link', { name: lang === 'zh' ? '切换到英文' : 'Switch language to Chinese' })
        await toggle.click()
        await expect(page).toHaveURL((url) => url.pathname === sitePage.pair)
        const pairLang = sitePage.pair === '/cn' || sitePage.pair.startsWith('/cn/') || /1$/.test(sitePage.pair) ? 'zh-CN' : 'en'
        await expect(page.locator('html')).toHaveAttribute('lang', pairLang)
        // The choice is remembered once the page has hydrated.
        await expect.poll(() => page.evaluate(() => window.localStorage.getItem('wwd:lang-zh'))).toBe(pairLang === 'zh-CN' ? '1' : '0')
      }
    })
  }
})

test('a new page starts at the top and going back restores the position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  await gotoHydrated(page, '/')
  await page.evaluate(() => {
    window.scrollTo(0, Math.round((document.documentElement.scrollHeight - window.innerHeight) / 2))
  })
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
  const before = await page.evaluate(() => window.scrollY)
  // Follow a link without scrolling to it first, so the position we left is the one to restore.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us & Terms and Conditions' }).dispatchEvent('click')
  await expect(page).toHaveURL(/\/contact$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before)
})

test('the page hydrates: the menu toggle opens the navigation on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/cn')
  const toggle = page.getByRole('button', { name: '菜单' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(page.getByRole('button', { name: '关闭菜单' })).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '沙漠冲沙' }).click()
  await expect(page).toHaveURL(/\/cn\/safari$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('页面不存在')
  await expect(page.getByRole('button', { name: '菜单' })).toHaveAttribute('aria-expanded', 'false')
})

test('after hydration, links change pages in the browser and show the right page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await gotoHydrated(page, '/')
  const documents: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url())
  })
  const mainNav = page.getByRole('navigation', { name: 'Main' })
  const steps: [() => Promise<void>, RegExp, RegExp][] = [
    [() => mainNav.getByRole('link', { name: 'Desert Safari' }).click(), /\/safari$/, /safari/i],
    [() => mainNav.getByRole('link', { name: 'Dhow Cruise' }).click(), /\/cruise$/, /cruise/i],
    [
      () =>
        page
          .getByRole('link', { name: /^Learn more/i })
          .first()
          .click(),
      /\/city\/\w+$/,
      /Creek, Marina, Canal and Lotus/,
    ],
    [
      async () => {
        // The header's link follows the page once React has rendered it, not when the address changes.
        const toggle = page.getByRole('link', { name: 'Switch language to Chinese' })
        await expect(toggle).toHaveAttribute('href', /\/city\/\w+1$/)
        await toggle.click()
      },
      /\/city\/\w+1$/,
      /\p{Script=Han}/u,
    ],
  ]
  for (const [go, url, heading] of steps) {
    await go()
    await expect(page).toHaveURL(url)
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveText(heading)
    await expect(h1).not.toHaveText(/Page not found|页面不存在/)
  }
  expect(documents).toEqual([])
})

test('Chinese pages lead to the Chinese terms: from the footer and from the enquiry form', async ({ page }) => {
  await gotoHydrated(page, '/cn/cruise')
  await page.getByRole('contentinfo').getByRole('link', { name: '关于我们与条款' }).click()
  await expect(page).toHaveURL(/\/cn\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('关于我们与条款细则')
  await expect(page.getByRole('heading', { level: 2, name: '条款与细则' })).toBeVisible()

  await gotoHydrated(page, '/safari/regsafari1')
  await page.getByRole('button', { name: '万德购物车', exact: true }).first().click()
  const terms = page.getByRole('dialog').getByRole('link', { name: '查看预订条款与隐私说明' })
  await expect(terms).toHaveAttribute('href', '/cn/contact')
  await terms.click()
  await expect(page).toHaveURL(/\/cn\/contact$/)
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('关于我们与条款细则')
})
