/**
 * The dashboard by role (#25, smaller items): an editor sees what they have waiting (drafts, pages
 * whose Chinese needs a look, offers waiting to start or ending soon) beside the mail counters;
 * an agent sees the inbox's counters and none of the editor's. Each figure links to its list.
 */
import { expect, test, type DeskServer } from '../support/desk-fixture'
import { waitForHydration } from '../support/hydration'

let server: DeskServer

test.beforeAll(({ deskServer }) => {
  server = deskServer
})

test('an editor’s dashboard shows their work waiting, and the Chinese figure opens the filtered list', async ({ signedInAs }) => {
  const { page } = await signedInAs('editor')
  await page.goto(`${server.url}/admin`)
  await waitForHydration(page)
  for (const label of [
    'Drafts not yet published',
    'Pages whose Chinese needs a look',
    'News and offers waiting to start',
    'News and offers ending within 7 days',
    'Failed mail',
  ]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible()
  }
  await expect(page.getByText('New enquiries', { exact: true })).toHaveCount(0)
  const card = page
    .locator('div')
    .filter({ has: page.getByText('Pages whose Chinese needs a look', { exact: true }) })
    .last()
  await card.getByRole('link').click()
  await expect(page).toHaveURL(/\/admin\/content\?chinese=1$/)
  await expect(page.getByLabel('Needs 中文 only')).toBeChecked()
})

test('an agent’s dashboard shows the inbox and no editor figures', async ({ signedInAs }) => {
  const { page } = await signedInAs('agent')
  await page.goto(`${server.url}/admin`)
  await waitForHydration(page)
  await expect(page.getByText('New enquiries', { exact: true })).toBeVisible()
  await expect(page.getByText('Drafts not yet published')).toHaveCount(0)
  await expect(page.getByText('News and offers waiting to start')).toHaveCount(0)
})
