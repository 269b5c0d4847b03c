import { expect, test, type Browser, type Page } from '@playwright/test'
import { sitePages } from '../../app/features/i18n/site-routes'
import { gotoHydrated, settledAfterResize } from '../support/hydration'
import { axeCheck, wcag21 } from '../support/axe'

/**
 * Every public route, in both languages and at phone and desktop widths: no axe violation, and no
 * request to any host but ours (the site must work where foreign services are blocked). One test
 * per page, so a failure names it and the workers share the pages evenly.
 */
const widths = [390, 1280] as const

/**
 * One browser tab per worker for the page scans, as a visitor going from page to page: the scans
 * only read, and the tab's cache spares the browser compiling the same scripts for every page.
 */
let tab: Promise<Page> | undefined
function visitorTab(browser: Browser, baseURL: string | undefined): Promise<Page> {
  tab ??= browser.newContext({ baseURL }).then((context) => context.newPage())
  return tab
}

for (const sitePage of sitePages) {
  test(`${sitePage.path}: accessible and self-hosted at ${widths.join(' and ')} px`, async ({ browser, baseURL }) => {
    const page = await visitorTab(browser, baseURL)
    const ownHost = new URL(baseURL ?? '').host
    const foreign: string[] = []
    const onRequest = (request: { url: () => string }) => {
      const url = new URL(request.url())
      if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.host !== ownHost) foreign.push(request.url())
    }
    page.on('request', onRequest)
    const violations: string[] = []
    try {
      for (const [index, width] of widths.entries()) {
        await page.setViewportSize({ width, height: width < 500 ? 844 : 900 })
        // Loaded once, at phone width, then widened: the server sends the same page at every width and
        // the layout follows the viewport, so a second load would check nothing more.
        if (index === 0) {
          // The page as a visitor meets it: rendered, its scripts run, its images asked for.
          await gotoHydrated(page, sitePage.path)
          await page.waitForLoadState('load')
        } else {
          await settledAfterResize(page)
        }
        const results = await axeCheck(page, { tags: wcag21 })
        for (const violation of results.violations) {
          violations.push(
            `${String(width)} px: ${violation.id} (${violation.impact ?? ''}) ${violation.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
          )
        }
      }
    } finally {
      page.off('request', onRequest)
    }
    expect(violations).toEqual([])
    expect(foreign).toEqual([])
  })
}

test('open dialogs are accessible: the cart with its form, and a QR modal', async ({ page }) => {
  for (const [path, button] of [
    ['/cn/safari', '万德购物车'],
    ['/cruise', 'Chat us'],
  ] as const) {
    await gotoHydrated(page, path)
    await page.getByRole('button', { name: button, exact: true }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.waitForLoadState('networkidle')
    const results = await axeCheck(page, { include: 'dialog' })
    expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
  }
})

test('the checker itself reports what it should: an image without text, an unnamed button, a frame it cannot see into', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></body></html>',
  )
  const { violations } = await axeCheck(page, { tags: wcag21 })
  expect(violations.map((violation) => violation.id).sort()).toEqual(['button-name', 'image-alt'])
  expect(violations.find((violation) => violation.id === 'image-alt')?.nodes.map((node) => node.target.join(' '))).toEqual(['img'])
  expect((await axeCheck(page, { include: 'h1' })).violations).toEqual([])
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Frame</title></head><body><main><h1>Frame</h1><iframe title="Inner" srcdoc="<p>inner</p>"></iframe></main></body></html>',
  )
  await expect(axeCheck(page)).rejects.toThrow(/frame/)
})
