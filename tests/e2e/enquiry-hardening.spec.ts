/** Enquiry hardening in the browser: the counter agrees with the rule, a fast device clock can still submit, raw bytes get 400. */
import { expect, test } from '@playwright/test'
import { gotoHydrated } from '../support/hydration'

const inAMonth = () => new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10)

async function openFilledCart(page: import('@playwright/test').Page, message: string) {
  await gotoHydrated(page, '/')
  await page.getByRole('button', { name: 'My WonderCart' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(/Preferred name/).fill('Li Wei')
  await dialog.getByLabel(/E-mail/).fill(`clock-${String(Date.now())}@example.com`)
  await dialog.getByLabel(/Travel date/).fill(inAMonth())
  await dialog.getByLabel(/^Message/).fill(message)
  return dialog
}

test("the counter shows the rule's count: 403 typed characters with spaces around are 400, and Submit is enabled", async ({ page }) => {
  const dialog = await openFilledCart(page, ` ${'a'.repeat(400)}  `)
  await expect(dialog.getByText('400/400')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Send enquiry' })).toBeEnabled()
  await dialog.getByLabel(/^Message/).fill(` ${'🐪'.repeat(401)} `)
  await expect(dialog.getByText('401/400')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Send enquiry' })).toBeDisabled()
})

test('a visitor whose device clock is 10 minutes fast can submit', async ({ page }) => {
  await page.clock.install({ time: new Date(Date.now() + 10 * 60_000 + 5_000) })
  const dialog = await openFilledCart(page, 'Hello, is the sunset safari on Friday still available?')
  await dialog.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page.getByRole('status').getByText('Your enquiry has been submitted. We will get back to you.')).toBeVisible({ timeout: 20_000 })
})

test('a cart item named with emoji is accepted by the server', async ({ page }) => {
  // A name-only item, as older pages and shared links store it: the cart derives its id from the name.
  const name = `${'Desert camp '.repeat(4)}🐪🐪🐪🐪🐪 sunset`
  await page.addInitScript((value) => {
    if (!localStorage.getItem('wondercart:v1')) localStorage.setItem('wondercart:v1', JSON.stringify({ items: [value] }))
  }, name)
  await gotoHydrated(page, '/')
  const dialog = page.getByRole('dialog')
  await page
    .getByRole('button', { name: /WonderCart/ })
    .first()
    .click()
  await expect(dialog.getByRole('listitem')).toHaveCount(1)
  await dialog.getByLabel(/Preferred name/).fill('Li Wei')
  await dialog.getByLabel(/E-mail/).fill(`emoji-${String(Date.now())}@example.com`)
  await dialog.getByLabel(/Travel date/).fill(inAMonth())
  await dialog.getByLabel(/^Message/).fill('Is this camp open in December?')
  await dialog.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page.getByRole('status').getByText('Your enquiry has been submitted. We will get back to you.')).toBeVisible({ timeout: 20_000 })
})

test('a cart saved with an id cut halfway through an emoji is repaired and the enquiry goes through', async ({ page }) => {
  // As the browser stored it before ids were cut by characters: the derived id cut after 60 UTF-16
  // units, which leaves half of a camel at its end (the server refuses such an id).
  const name = `${'a'.repeat(54)}🐪🐪🐪 desert`
  const brokenId = `name:${name.toLowerCase().replace(/\s+/g, '-')}`.slice(0, 60)
  expect(brokenId).toMatch(/[\uD800-\uDBFF]$/)
  await page.addInitScript(
    (item) => {
      if (!localStorage.getItem('wondercart:v1')) localStorage.setItem('wondercart:v1', JSON.stringify({ items: [item] }))
    },
    { id: brokenId, name },
  )
  await gotoHydrated(page, '/')
  const dialog = page.getByRole('dialog')
  await page
    .getByRole('button', { name: /WonderCart/ })
    .first()
    .click()
  await expect(dialog.getByRole('listitem')).toHaveCount(1)
  await dialog.getByLabel(/Preferred name/).fill('Li Wei')
  await dialog.getByLabel(/E-mail/).fill(`stored-${String(Date.now())}@example.com`)
  await dialog.getByLabel(/Travel date/).fill(inAMonth())
  await dialog.getByLabel(/^Message/).fill('Is this camp open in December?')
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/enquiries') && response.request().method() === 'POST')
  await dialog.getByRole('button', { name: 'Send enquiry' }).click()
  expect((await answer).status()).toBe(201)
  await expect(page.getByRole('status').getByText('Your enquiry has been submitted. We will get back to you.')).toBeVisible({ timeout: 20_000 })
})

for (const url of ['/api/enquiries', '/api/enquiry-cn']) {
  test(`${url} answers 400 to a body that is not valid UTF-8`, async ({ request }) => {
    const bytes = Buffer.concat([Buffer.from('{"payload":{"message":"Hello '), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"},"token":"x"}')])
    const response = await request.post(url, { headers: { 'Content-Type': 'application/json' }, data: bytes })
    expect(response.status()).toBe(400)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('bad_encoding')
  })
}
