import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from '../support/hydration'

/** The text of every script the page fetched from our origin. */
async function scriptsOf(page: Page, path: string): Promise<string> {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text())
  })
  await gotoHydrated(page, path)
  return (await Promise.all(bodies)).join('\n')
}

test('an English page loads only the English dictionary, a Chinese page only the Chinese one', async ({ browser }) => {
  const english = await browser.newPage()
  const enScripts = await scriptsOf(english, '/')
  expect(enScripts).toContain('Skip to main content')
  expect(enScripts).not.toContain('跳到正文')
  await english.close()

  const chinese = await browser.newPage()
  const zhScripts = await scriptsOf(chinese, '/cn')
  expect(zhScripts).toContain('跳到正文')
  expect(zhScripts).not.toContain('Skip to main content')
  // Switching language in the browser fetches the other dictionary and shows the English page.
  await chinese
    .getByRole('link', { name: /切换到英文/ })
    .first()
    .click()
  await expect(chinese.getByRole('link', { name: 'Skip to main content' })).toBeAttached()
  await expect(chinese.locator('html')).toHaveAttribute('lang', 'en')
  await chinese.close()
})
