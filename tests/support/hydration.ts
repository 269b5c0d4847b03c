import { expect, type Page } from '@playwright/test'

/**
 * The server sends each page complete; its scripts are fetched after the first paint and make it
 * interactive when they have run (the root then sets data-hydrated). Tests that click controls
 * wait for that, as a visitor waits for a button to respond.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1, { timeout: 15_000 })
}

export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

export async function reloadHydrated(page: Page) {
  const response = await page.reload()
  await waitForHydration(page)
  return response
}

/**
 * After the viewport changed: the page laid out again at its new size and painted (two frames), so
 * what a check reads is the new layout and the images the new width shows have been asked for.
 */
export async function settledAfterResize(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            resolve()
          }),
        ),
      ),
  )
}
