import { expect, test } from '@playwright/test'

/** Assert without printing the whole page when it fails. */
function expectIn(html: string, needle: string | undefined, where: string) {
  expect(needle !== undefined && html.includes(needle), `${where}: ${String(needle)}`).toBe(true)
}
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
import { shownSeed } from '../support/seed-content'
import { detailPath, sitePages } from '../../app/features/i18n/site-routes'
import { formatAed, formatConversion, DEFAULT_RATES } from '../../app/features/pricing/convert'

const content = shownSeed

test('every product price of the catalog is on its detail page, with GBP/EUR only in English', async ({ request }) => {
  for (const lang of ['en', 'zh'] as const) {
    for (const detail of content.details) {
      const html = await (await request.get(detailPath(detail.id, lang))).text()
      for (const product of content.products.filter((p) => p.detailPage === detail.id)) {
        expectIn(html, escapeHtml(product.title[lang]), `${detail.id} ${lang}`)
        for (const row of product.pricing.rows) {
          for (const amount of row.aed) {
            if (amount === null) continue
            expectIn(html, `AED ${formatAed(amount)}`, `${product.id} ${lang}`)
            if (lang === 'en') expectIn(html, formatConversion(amount, DEFAULT_RATES), product.id)
          }
        }
      }
      if (lang === 'zh') expect(/[£€]/.test(html), `${detail.id} shows GBP/EUR in Chinese`).toBe(false)
    }
  }
})

test('category pages show their cards, FAQ and price table from the catalog in both languages', async ({ request }) => {
  for (const page of sitePages.filter((p) => p.kind === 'category')) {
    const category = content.categories.find((c) => c.id === page.id)
    expect(category).toBeDefined()
    if (!category) continue
    const html = await (await request.get(page.path)).text()
    for (const id of [...category.productIds, ...category.addonIds]) {
      const product = content.products.find((p) => p.id === id)
      expectIn(html, product && escapeHtml(product.title[page.lang]), `${page.path} ${id}`)
      if (product?.fromAed) expectIn(html, `AED ${formatAed(product.fromAed)}`, `${page.path} ${id}`)
    }
    for (const item of category.faq) expectIn(html, escapeHtml(item.question[page.lang]), page.path)
    expect(/[£€]/.test(html), `${page.path}: GBP/EUR only in English`).toBe(page.lang === 'en')
  }
})
