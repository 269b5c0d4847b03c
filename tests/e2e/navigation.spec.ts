import { expect, test } from '@playwright/test'
import { sitePages } from '../../app/features/i18n/site-routes'

test.describe('language toggle', () => {
  for (const lang of ['en', 'zh'] as const) {
    test(`every ${lang} route links to its pair and the button lands there`, async ({ page }) => {
      test.setTimeout(120_000)
      for (const sitePage of sitePages.filter((p) => p.lang === lang)) {
        await page.goto(sitePage.path)
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? 'zh-CN' : 'en')
        const toggle = page.getByRole('link', { name: lang === 'zh' ? '切换到英文' : 'Switch language to Chinese' })
        await toggle.click()
        await expect(page).toHaveURL((url) => url.pathname === sitePage.pair)
        const pairLang = sitePage.pair === '/cn' || sitePage.pair.startsWith('/cn/') || /1$/.test(sitePage.pair) ? 'zh-CN' : 'en'
        await expect(page.locator('html')).toHaveAttribute('lang', pairLang)
        const stored = await page.evaluate(() => window.localStorage.getItem('wwd:lang-zh'))
        expect(stored).toBe(pairLang === 'zh-CN' ? '1' : '0')
      }
    })
  }
})

test('a new page starts at the top and going back restores the position', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  await page.goto('/')
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
  await page.goto('/cn')
  const toggle = page.getByRole('button', { name: '菜单' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(page.getByRole('button', { name: '关闭菜单' })).toHaveAttribute('aria-expanded', 'true')
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '沙漠冲沙' }).click()
  await expect(page).toHaveURL(/\/cn\/safari$/)
  await expect(page.getByRole('button', { name: '菜单' })).toHaveAttribute('aria-expanded', 'false')
})
