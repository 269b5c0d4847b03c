/**
 * The content and price editor in Chromium against the built server: a price changed in the editor
 * shows in the staff preview but not on the public pages until it is published, then on both
 * languages' pages (with the English GBP/EUR conversion); an earlier revision restores it; a
 * publish over someone else's newer one gets the conflict prompt; English added without Chinese
 * is flagged on the field, on the page and in the list; an uploaded photo chosen in the editor
 * shows on the product's card as a <picture> with its AVIF and WebP variants.
 */
import type { Browser, Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { CART_STORAGE_KEY } from '../../app/features/cart/cart-store'
import { expect, test, type DeskServer, type SignedIn, type SignedInAs } from '../support/desk-fixture'
import { waitForHydration } from '../support/hydration'

test.describe.configure({ mode: 'serial' })

let server: DeskServer

/** The Lotus card's original drawing's description, as the seed gives it. */
const LOTUS_ART_ALT = 'A large multi-deck white yacht lit up at night off the Dubai coastline'

test.beforeAll(({ deskServer }) => {
  server = deskServer
})

async function deskPage(signedInAs: SignedInAs, role: 'owner' | 'editor'): Promise<SignedIn> {
  const person = await signedInAs(role)
  person.page.on('dialog', (dialog) => void dialog.accept())
  return person
}

async function openUnit(page: Page, unitId: string, heading: string) {
  await page.goto(`${server.url}/admin/content/${unitId}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
}

/** The middle of an element in the page's coordinates, scrolled into view, for a click as a person makes it. */
async function centreOf(locator: Locator): Promise<[number, number]> {
  await locator.evaluate((element) => {
    element.scrollIntoView({ block: 'center' })
  })
  const box = await locator.boundingBox()
  if (!box) throw new Error('the element is not drawn')
  return [box.x + box.width / 2, box.y + box.height / 2]
}

/** The Lotus card's price line on a public category page, as a visitor without a session sees it. */
async function publicLotusPrice(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${server.url}${path}`)
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: /Lotus/ }) })
    .first()
  const text = (await card.textContent()) ?? ''
  await context.close()
  return text
}

test('a price changes in the preview only, then on both languages’ pages when published, and an earlier revision brings it back', async ({
  browser,
  signedInAs,
}) => {
  // A long journey (edit, preview in two languages, publish, check both languages, restore): on a
  // busy 2-core machine it has taken 25–30 s, too close to the default 30 s.
  test.setTimeout(240_000)
  const { page: editor, email } = await deskPage(signedInAs, 'editor')
  await openUnit(editor, 'product:cruise-lotus', 'Lotus Mega Yacht Dinner')
  // Its detail page is named by the page's title, not its id.
  await expect(editor.getByLabel('Detail page', { exact: true }).locator('option:checked')).toHaveText(
    'Dhow & Yacht Dinner Cruises: Creek, Marina, Canal and Lotus',
  )
  // The "from" price is not typed: it follows the adult price of the table.
  await expect(editor.getByText('“From” price on the site: AED 239')).toBeVisible()
  // Prices are a grid: each amount is named by its row and column.
  const adult = editor.getByRole('spinbutton', { name: /\(AED\)$/ }).first()
  await expect(adult).toHaveValue('239')
  await adult.fill('259')
  await expect(editor.getByText('“From” price on the site: AED 259')).toBeVisible({ timeout: 10_000 })
  await expect(editor.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible({ timeout: 10_000 })

  // Staff see the draft in the preview; visitors, even with the preview address, see the live price.
  await editor.getByRole('button', { name: 'Preview' }).click()
  const phone = editor.frameLocator('iframe[title="Preview · English · Phone · detail page, at this product"]')
  await expect(phone.getByText('AED 259').first()).toBeVisible({ timeout: 15_000 })
  // The category page is previewed too, opened at the product's card (where the "from" price shows).
  const card = editor.frameLocator('iframe[title="Preview · English · Phone · category page, at its card"]').locator('#card-cruise-lotus')
  await expect(card).toContainText('AED 259', { timeout: 15_000 })
  await expect(editor.locator('iframe[title="Preview · English · Phone · category page, at its card"]')).toHaveAttribute(
    'src',
    /\?preview=1#card-cruise-lotus$/,
  )
  // The desktop width is drawn at its real size, not as a thumbnail.
  await editor.getByRole('button', { name: 'Desktop · 1280 px' }).click()
  await expect(editor.locator('iframe[title="Preview · 中文 · Desktop · detail page, at this product"]')).toHaveAttribute('width', '1280')
  await expect(editor.locator('iframe[title^="Preview · 中文 · Desktop"]').first()).toHaveJSProperty('offsetWidth', 1280)
  const staffPreview = await editor.context().newPage()
  await staffPreview.goto(`${server.url}/cruise?preview=1`)
  await expect(staffPreview.getByRole('article').filter({ hasText: 'Lotus' }).first()).toContainText('AED 259')
  expect(await publicLotusPrice(browser, '/cruise?preview=1')).toContain('AED 239')
  expect(await publicLotusPrice(browser, '/cruise')).toContain('AED 239')

  await editor.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(editor.getByRole('status').filter({ hasText: 'Published: version 2' })).toBeVisible()
  const english = await publicLotusPrice(browser, '/cruise')
  expect(english).toContain('AED 259')
  // 259 × 0.216 = £56, 259 × 0.251 = €65 (the default rates, rounded).
  expect(english).toContain('£56 / €65')
  expect(await publicLotusPrice(browser, '/cn/cruise')).toContain('AED 259')

  // The price history says who changed what.
  await expect(editor.getByRole('region', { name: 'Price history' })).toContainText('From price (AED): AED 239 → AED 259')
  await expect(editor.getByRole('region', { name: 'Price history' })).toContainText(email)

  const history = editor.getByRole('region', { name: 'History', exact: true })
  await history.getByRole('button', { name: 'Restore this version: v1' }).click()
  await expect(editor.getByRole('status').filter({ hasText: 'Published: version 3' })).toBeVisible()
  await expect(editor.getByRole('spinbutton', { name: /\(AED\)$/ }).first()).toHaveValue('239')
  expect(await publicLotusPrice(browser, '/cruise')).toContain('AED 239')
  await expect(history).toContainText('restored version 1')
  await editor.context().close()
})

test('the content list shows each product’s live “from” price, and who published each page when', async ({ signedInAs }) => {
  const { page } = await deskPage(signedInAs, 'editor')
  await page.goto(`${server.url}/admin/content`)
  const lotus = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Lotus Mega Yacht Dinner', exact: true }) })
  // After the journey above: restored to AED 239 as version 3, by that editor, at a Dubai time.
  await expect(lotus).toContainText('from AED 239')
  await expect(lotus).toContainText(/v3 · editor-\d+-\d+@example\.com · \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
  await page.context().close()
})

test('publishing over a version someone else published meanwhile is refused, with their change to see', async ({ browser, signedInAs }) => {
  const { page: first } = await deskPage(signedInAs, 'editor')
  const { page: second, email: ownerEmail } = await deskPage(signedInAs, 'owner')
  await openUnit(first, 'product:safari-sunset', 'Sunset Dunes Select')
  await openUnit(second, 'product:safari-sunset', 'Sunset Dunes Select')

  const cell = second.getByRole('spinbutton', { name: '15:00–21:00 (6 hours) · Private 4x4 (AED)' })
  await cell.fill('720')
  // Pounds and euros beside it, at the site's rates (720 × 0.216 = £156, 720 × 0.251 = €181).
  await expect(second.locator('[data-price-row]').first()).toContainText('≈ £156 / €181')
  await second.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(second.getByRole('status').filter({ hasText: /Published: version \d+/ })).toBeVisible()

  await first.getByLabel('Duration · English').fill('6 hours (15:00–21:00), camp dinner included')
  await first.getByRole('button', { name: 'Publish', exact: true }).click()
  const conflict = first.getByRole('alert').filter({ hasText: 'after you started' })
  await expect(conflict).toContainText(ownerEmail)
  await conflict.getByRole('button', { name: 'See their change' }).click()
  // Said in the operator's words: the table's row and column, not a data path.
  await expect(conflict).toContainText('Prices · 15:00–21:00 (6 hours) · Private 4x4')
  await expect(conflict).not.toContainText('null')
  await expect(conflict).toContainText('700')
  await expect(conflict).toContainText('720')
  // Nothing of the stale version went live.
  const page = await (await browser.newContext()).newPage()
  await page.goto(`${server.url}/safari/regsafari`)
  await expect(page.getByText('camp dinner included')).toHaveCount(0)
  await conflict.getByRole('button', { name: 'Reload: take the live version and drop my draft' }).click()
  await expect(first.getByRole('spinbutton', { name: '15:00–21:00 (6 hours) · Private 4x4 (AED)' })).toHaveValue('720')
  await first.context().close()
  await second.context().close()
})

test('English added without Chinese is flagged on the field, on the page and in the “needs 中文” list', async ({ signedInAs }) => {
  const { page: editor } = await deskPage(signedInAs, 'editor')
  await openUnit(editor, 'faq:cruise', 'FAQ: Dhow Cruise')
  await editor.getByRole('button', { name: 'Add: Questions' }).click()
  const question = editor.getByLabel('Question · English').last()
  await question.fill('Can we bring a birthday cake on board?')
  await expect(editor.getByText('No Chinese yet').first()).toBeVisible()
  await editor.getByLabel('Answer · English').last().fill('Yes: tell us when you enquire and the crew will keep it cool.')
  await expect(editor.getByText('2 fields without Chinese')).toBeVisible({ timeout: 10_000 })
  await expect(editor.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible({ timeout: 10_000 })
  // Publishing is refused while a page would show an empty Chinese answer.
  await editor.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(editor.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible()

  await editor.goto(`${server.url}/admin/content`)
  await waitForHydration(editor)
  await editor.getByLabel('Needs 中文 only').check()
  const listed = editor.getByRole('listitem').filter({ hasText: 'FAQ: Dhow Cruise' })
  await expect(listed).toContainText('without Chinese')
  await expect(editor.getByRole('listitem').filter({ hasText: 'Lotus Mega Yacht Dinner' })).toHaveCount(0)

  // Copy from English fills the Chinese, and the flag goes.
  await openUnit(editor, 'faq:cruise', 'FAQ: Dhow Cruise')
  await editor.getByRole('group', { name: 'Questions · item 6' }).getByRole('button', { name: 'Copy from English: Question' }).click()
  await expect(editor.getByText('1 field without Chinese')).toBeVisible({ timeout: 10_000 })
  await editor.context().close()
})

test('Chinese left behind by the English is raised at Publish, and a restore to a matching version leaves no flag', async ({ signedInAs }) => {
  test.setTimeout(240_000)
  const { page: editor } = await deskPage(signedInAs, 'editor')
  await openUnit(editor, 'product:safari-extended', 'Extended Dunes Thrill')
  await editor.getByLabel('Subtitle · English').fill('Private 4x4 with a senior desert driver')
  await expect(editor.getByText('1 field whose English changed after the Chinese')).toBeVisible({ timeout: 10_000 })
  await editor.getByRole('button', { name: 'Publish', exact: true }).click()
  const warning = editor.getByRole('alert').filter({ hasText: 'check these first' })
  await expect(warning).toContainText('The English changed after the Chinese')
  await expect(editor.getByText(/Live: version 1\b/)).toBeVisible()
  await warning.getByRole('button', { name: 'Publish anyway' }).click()
  await expect(editor.getByRole('status').filter({ hasText: 'Published: version 2' })).toBeVisible()
  await expect(editor.getByText('1 field whose English changed after the Chinese')).toBeVisible()

  // Version 1's English and Chinese matched: restoring it clears the flag.
  await editor.getByRole('region', { name: 'History', exact: true }).getByRole('button', { name: 'Restore this version: v1' }).click()
  await expect(editor.getByRole('status').filter({ hasText: 'Published: version 3' })).toBeVisible()
  await expect(editor.getByLabel('Subtitle · English')).toHaveValue('Private 4x4 with senior driver')
  await expect(editor.getByText(/whose English changed after the Chinese/)).toHaveCount(0)
  await editor.context().close()
})

test('a second editor opening a page learns at once that someone else has a draft on it', async ({ signedInAs }) => {
  const { page: first, email: firstEmail } = await deskPage(signedInAs, 'editor')
  await openUnit(first, 'product:safari-royal', 'Royal Dunes Safari')
  await first.getByLabel('Tour · English').fill('Overnight in a private desert camp with dinner, breakfast and a dune drive')
  await expect(first.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible({ timeout: 10_000 })
  await expect(first.getByRole('note')).toHaveCount(0)

  const { page: second } = await deskPage(signedInAs, 'owner')
  await openUnit(second, 'product:safari-royal', 'Royal Dunes Safari')
  await expect(second.getByRole('note')).toContainText(`${firstEmail} has a draft of this page that is not published yet`)
  await first.context().close()
  await second.context().close()
})

test('an editor opening a page sees who else has it open, and not once they have gone to another screen', async ({ signedInAs }) => {
  const { page: first, email: firstEmail } = await deskPage(signedInAs, 'editor')
  await openUnit(first, 'faq:safari', 'FAQ: Desert Safari')
  await expect(first.getByRole('status').filter({ hasText: 'Also editing this page now' })).toHaveCount(0)

  const { page: second, email: secondEmail } = await deskPage(signedInAs, 'owner')
  await openUnit(second, 'faq:safari', 'FAQ: Desert Safari')
  await expect(second.getByRole('status').filter({ hasText: 'Also editing this page now' })).toContainText(firstEmail)
  // The first learns of the second at their page's next mark (every 20 s, and whenever the tab is shown again).
  await first.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  await expect(first.getByRole('status').filter({ hasText: 'Also editing this page now' })).toContainText(secondEmail)

  // The first goes back to the list: the page marks that they left, and the next visit names no one.
  const left = first.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/admin/content/faq:safari/presence'))
  await first.getByRole('link', { name: '← All content' }).click()
  expect((await left).status()).toBe(200)
  await openUnit(second, 'faq:safari', 'FAQ: Desert Safari')
  await expect(second.getByRole('status').filter({ hasText: 'Also editing this page now' })).toHaveCount(0)
  await first.context().close()
  await second.context().close()
})

test('the product’s card beside the editor follows what is typed, in English and 中文, and does nothing when clicked', async ({ signedInAs }) => {
  const { page: editor } = await deskPage(signedInAs, 'editor')
  await openUnit(editor, 'product:transfer-airport', 'Airport Transfers')
  const card = editor.getByRole('img', { name: 'The card of Airport Transfers as the category page shows it' })
  await expect(card).toBeVisible()
  const amount = editor.getByRole('spinbutton', { name: /\(AED\)$/ }).first()
  const before = await amount.inputValue()
  await expect(card).toContainText(`from AED ${before}`)
  await editor.getByLabel('Title · English', { exact: true }).fill('Airport Transfers, met at arrivals')
  await amount.fill('95')
  const renamed = editor.getByRole('img', { name: 'The card of Airport Transfers, met at arrivals as the category page shows it' })
  await expect(renamed).toContainText('from AED 95', { timeout: 10_000 })
  await expect(renamed.getByRole('heading', { name: 'Airport Transfers, met at arrivals' })).toBeAttached()
  // The card is a picture: its buttons are out of the tab order and add nothing to a WonderCart.
  const addToCart = renamed.getByRole('button', { name: /WonderCart/ })
  await addToCart.focus()
  await expect(addToCart).not.toBeFocused()
  await editor.mouse.click(...(await centreOf(addToCart)))
  expect(await editor.evaluate((key) => window.localStorage.getItem(key), CART_STORAGE_KEY)).toBeNull()
  await editor.getByRole('button', { name: '中文', exact: true }).click()
  await expect(editor.getByRole('img', { name: /机场接送/ })).toContainText('AED 95 起')
  await editor.context().close()
})

test('a photo uploaded to the library and chosen in the editor shows on the product card, in both languages', async ({ browser, signedInAs }) => {
  test.setTimeout(240_000)
  const { page: editor } = await deskPage(signedInAs, 'editor')
  const jpeg = await sharp({ create: { width: 1600, height: 1050, channels: 3, background: '#c98a4b', noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
    .jpeg({ quality: 80 })
    .toBuffer()
  await editor.goto(`${server.url}/admin/media`)
  await waitForHydration(editor)
  await editor.getByLabel('Choose photos').setInputFiles([{ name: 'Lotus Deck.jpg', mimeType: 'image/jpeg', buffer: jpeg }])
  const card = editor.getByRole('article', { name: 'Lotus Deck.jpg' })
  await expect(card).toBeVisible({ timeout: 60_000 })
  await card.getByLabel('Alt text (EN)').fill('The upper deck of the Lotus yacht at dusk')
  await card.getByLabel('Alt text（中文）').fill('黄昏时分的 Lotus 游艇上层甲板')
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(card.getByRole('status')).toHaveText('Saved.')

  await openUnit(editor, 'product:cruise-lotus', 'Lotus Mega Yacht Dinner')
  await editor.getByRole('button', { name: 'Choose image' }).first().click()
  const dialog = editor.getByRole('dialog', { name: 'Choose a photo' })
  await dialog.getByRole('button', { name: 'Use Lotus Deck.jpg' }).click()
  await expect(dialog).toBeHidden()
  await expect(editor.getByLabel('Image description · English')).toHaveValue('The upper deck of the Lotus yacht at dusk')
  await expect(editor.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible({ timeout: 10_000 })
  await editor.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(editor.getByRole('status').filter({ hasText: /Published: version \d+/ })).toBeVisible()

  const visitor = await (await browser.newContext()).newPage()
  for (const [path, alt] of [
    ['/cruise', 'The upper deck of the Lotus yacht at dusk'],
    ['/cn/cruise', '黄昏时分的 Lotus 游艇上层甲板'],
  ] as const) {
    await visitor.goto(`${server.url}${path}`)
    const image = visitor.getByRole('img', { name: alt })
    await expect(image).toBeVisible()
    await expect(image).toHaveAttribute('src', /^\/media\/images\/site\/lotus-deck-[0-9a-f]{8}\.jpg$/)
    const sources = visitor.locator('picture', { has: image }).locator('source')
    await expect(sources.first()).toHaveAttribute('type', 'image/avif')
    // A card photo loads lazily, after the page: a CI run read it still loading. Look at it and wait.
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true)
  }

  // The site's own artwork is in the picker too: the card gets its original drawing back.
  await openUnit(editor, 'product:cruise-lotus', 'Lotus Mega Yacht Dinner')
  await editor.getByRole('button', { name: 'Choose image' }).first().click()
  await dialog.getByText('The site’s own artwork').click()
  await dialog.getByRole('button', { name: 'Use the artwork card-cruise-lotus.svg' }).click()
  await expect(dialog).toBeHidden()
  await expect(editor.getByLabel('Image description · English')).toHaveValue(LOTUS_ART_ALT)
  await expect(editor.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible({ timeout: 10_000 })
  await editor.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect(editor.getByRole('status').filter({ hasText: /Published: version \d+/ })).toBeVisible()
  await visitor.goto(`${server.url}/cruise`)
  await expect(visitor.getByRole('img', { name: LOTUS_ART_ALT })).toHaveAttribute('src', '/art/card-cruise-lotus.svg')
  await visitor.context().close()
  await editor.context().close()
})
