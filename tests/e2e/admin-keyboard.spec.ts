/**
 * The desk without a mouse: an agent skips to the screen, goes to the inbox, opens an enquiry,
 * writes a note, changes its status and sends a reply, and an editor opens and closes the news form
 * and the media picker, with the Tab key, Enter, Space and typing only. Every control reached shows
 * its focus, and focus comes back to the button that opened a form or dialog once it closes.
 */
import type { Locator, Page } from '@playwright/test'
import { newVisitor, sendEnquiry, solvedTokenFrom } from '../faults/support/visitors'
import { expect, test } from '../support/desk-fixture'
import { waitForHydration } from '../support/hydration'

/** Press Tab until `target` has the focus (as a keyboard user would), then check the focus shows. */
async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
  const shows = await target.evaluate((element) => {
    const style = getComputedStyle(element)
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none'
  })
  expect(shows, 'the focused control shows its focus').toBe(true)
}

test('an agent answers an enquiry with the keyboard only', async ({ deskServer, signedInAs }) => {
  const visitor = newVisitor()
  const answer = await sendEnquiry(deskServer.url, visitor, await solvedTokenFrom(deskServer.url, visitor), {
    payload: {
      contact: { name: 'Karim Nassar', email: 'karim.nassar@example.com', phone: '+971 55 765 4321' },
      message: 'An airport transfer for three on the 12th, please.',
    },
  })
  expect(answer.status).toBe(201)
  const reference = answer.reference ?? ''

  const { page } = await signedInAs('agent')
  await page.goto('/admin')
  await waitForHydration(page)

  // The first Tab reaches the skip link; it moves past the header and the menu.
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to the screen' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main')).toBeFocused()

  // To the inbox by the menu: the new screen's heading takes the focus.
  await page.keyboard.press('Shift+Tab')
  await tabTo(page, page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Enquiries' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Enquiries', level: 1 })).toBeFocused()

  await tabTo(page, page.getByRole('link', { name: reference }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: reference, level: 1 })).toBeFocused()

  // A note.
  await tabTo(page, page.getByRole('textbox', { name: 'Add note' }))
  await page.keyboard.type('Called back: three adults, flight EK 303 lands 07:40.')
  await tabTo(page, page.getByRole('button', { name: 'Add note' }))
  await page.keyboard.press('Enter')
  const notes = page.getByRole('region', { name: 'Internal notes' })
  await expect(notes.getByText('Called back: three adults, flight EK 303 lands 07:40.')).toBeVisible()

  // A reply from the composer, its body typed.
  await tabTo(page, page.getByRole('textbox', { name: 'Message' }))
  await page.keyboard.press('Control+A')
  await page.keyboard.type('Dear Karim, a private car for three from DXB costs AED 250. Shall we book it?')
  await tabTo(page, page.getByRole('button', { name: 'Send reply' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Queued: the mail leaves within a minute')).toBeVisible()
})

test('an editor opens and closes the news form and the media picker with the keyboard; focus comes back', async ({ signedInAs }) => {
  const { page } = await signedInAs('editor')
  await page.goto('/admin/news')
  await waitForHydration(page)
  const create = page.getByRole('button', { name: 'New item' })
  await tabTo(page, create)
  await page.keyboard.press('Enter')
  const form = page.getByRole('form', { name: 'New item' })
  await tabTo(page, form.getByLabel('Title (EN)', { exact: true }))
  await page.keyboard.type('Keyboard-only check')
  await tabTo(page, form.getByRole('button', { name: 'Close form' }))
  await page.keyboard.press('Enter')
  await expect(form).toHaveCount(0)
  await expect(create).toBeFocused()

  await page.goto('/admin/content/product:safari-morning')
  await waitForHydration(page)
  const choose = page.getByRole('button', { name: 'Choose image' }).first()
  await tabTo(page, choose, 200)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(choose).toBeFocused()
})
