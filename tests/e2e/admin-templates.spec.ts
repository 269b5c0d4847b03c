/**
 * The reply-template form as a screen reader meets it (#25, smaller items): the English and the
 * Chinese subject and message are four fields with four different names, each saying its language.
 */
import { expect, test, type DeskServer } from '../support/desk-fixture'
import { waitForHydration } from '../support/hydration'

let server: DeskServer

test.beforeAll(({ deskServer }) => {
  server = deskServer
})

test('each language’s subject and message has a name of its own', async ({ signedInAs }) => {
  const { page } = await signedInAs('editor')
  await page.goto(`${server.url}/admin/templates`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'New template' }).click()
  for (const name of ['Subject · English', 'Subject · 中文', 'Message · English', 'Message · 中文']) {
    await expect(page.getByRole('textbox', { name, exact: true })).toHaveCount(1)
  }
  await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveCount(0)
})
