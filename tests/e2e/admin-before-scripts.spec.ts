/**
 * The desk before its scripts have loaded (#25 defect 8): a tap on a button that needs them is
 * never silently lost. Until the scripts run, those buttons are shown as not ready and do not take
 * the tap, and a line says the desk is getting ready; once they run, the line goes and the same
 * button works.
 */
import type { Route } from '@playwright/test'
import { expect, test, type DeskServer } from '../support/desk-fixture'
import { waitForHydration } from '../support/hydration'

let server: DeskServer

test.beforeAll(({ deskServer }) => {
  server = deskServer
})

test('News before the scripts: “New item” says the desk is not ready instead of doing nothing; afterwards it opens the form', async ({ signedInAs }) => {
  const { page } = await signedInAs('editor')
  // Hold the desk's scripts back, as a slow phone connection does.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const hold = async (route: Route) => {
    await held
    await route.continue()
  }
  await page.route('**/assets/**/*.js', hold)
  await page.goto(`${server.url}/admin/news`, { waitUntil: 'commit' })

  const newItem = page.getByRole('button', { name: 'New item' })
  await expect(newItem).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Getting the desk ready' })).toBeVisible()
  // The stylesheet blocks the first paint, so no visitor taps before it applies; the test, reading
  // the page from the first bytes on, waits for it too.
  await expect.poll(() => newItem.evaluate((button) => getComputedStyle(button).pointerEvents)).toBe('none')
  // A tap now is not taken (the button does not receive it), so nothing is lost silently.
  await expect(newItem.click({ timeout: 1_000 })).rejects.toThrow()

  release()
  await waitForHydration(page)
  await expect(page.getByText('Getting the desk ready')).toBeHidden()
  await newItem.click()
  await expect(page.getByRole('textbox', { name: /Title/ }).first()).toBeVisible()
})
