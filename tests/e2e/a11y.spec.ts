import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { sitePages } from '../../app/features/i18n/site-routes'
import { gotoHydrated } from '../support/hydration'

/**
 * Every public route, in both languages and at phone and desktop widths: no axe violation, and no
 * request to any host but ours (the site must work where foreign services are blocked). One test
 * per page, so a failure names it and the workers share the pages evenly.
 */
const widths = [390, 1280] as const
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

for (const sitePage of sitePages) {
  test(`${sitePage.path}: accessible and self-hosted at ${widths.join(' and ')} px`, async ({ page, baseURL }) => {
    const ownHost = new URL(baseURL ?? '').host
    const foreign: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.host !== ownHost) foreign.push(request.url())
    })
    const violations: string[] = []
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
      // The page as a visitor meets it: rendered, its scripts run, its images asked for.
      await gotoHydrated(page, sitePage.path)
      await page.waitForLoadState('load')
      const results = await new AxeBuilder({ page }).withTags(tags).options({ resultTypes: ['violations'] }).analyze()
      for (const violation of results.violations) {
        violations.push(`${String(width)} px: ${violation.id} (${violation.impact ?? ''}) ${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`)
      }
    }
    expect(violations).toEqual([])
    expect(foreign).toEqual([])
  })
}

test('open dialogs are accessible: the cart with its form, and a QR modal', async ({ page }) => {
  for (const [path, button] of [['/cn/safari', '万德购物车'], ['/cruise', 'Chat us']] as const) {
    await gotoHydrated(page, path)
    await page.getByRole('button', { name: button, exact: true }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.waitForLoadState('networkidle')
    const results = await new AxeBuilder({ page }).include('dialog').analyze()
    expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
  }
})
