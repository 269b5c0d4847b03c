/**
 * One truth for prices: the products' price tables. Every other place a price shows is derived
 * from them, so a changed table can never leave the site contradicting itself.
 *
 * - A product's "from" price is not typed: it is the lowest amount of the table's first column
 *   (the adult price where there are adult and child columns, the smallest vehicle otherwise).
 * - Running copy names prices through placeholders that the pages fill from the tables, in every
 *   language: `{{from:safari}}` (the lowest "from" price on the safari page), `{{price:safari-morning}}`
 *   (that product's "from" price) and `{{price:transfer-point-to-point:1:2}}` (row 1, column 2 of its
 *   table). Each becomes "AED 1,234"; an amount on request reads "on request" / "价格面议".
 *   `{{aed:95}}` writes a fixed amount that is no product's price (a cake on a cruise), so the
 *   check below does not take it for an old price.
 * - Two checks keep typed amounts out: a "from" price typed by hand is refused when its text is
 *   published, and a price change is refused while other copy still names the old amount.
 */
import { formatAed } from '../pricing/convert'
import type { Lang } from '../i18n/lang'
import { mapLocalized } from '../i18n/localize'

type PricingLike = { rows: readonly { aed: readonly (number | null)[] }[] }
type ProductLike = { id: string; pricing: PricingLike }
type CategoryLike = { id: string; productIds: readonly string[] }

/** The lowest amount of the table's first column; of any column when the first is all on request; null when nothing has a price. */
export function fromPrice(pricing: PricingLike): number | null {
  const lowest = (amounts: (number | null | undefined)[]) => {
    const priced = amounts.filter((amount): amount is number => typeof amount === 'number')
    return priced.length > 0 ? Math.min(...priced) : null
  }
  return lowest(pricing.rows.map((row) => row.aed[0])) ?? lowest(pricing.rows.flatMap((row) => [...row.aed]))
}

/** `{{from:<page>}}`, `{{price:<product>}}` or `{{price:<product>:<row>:<column>}}` (row and column count from 1). */
const PLACEHOLDER = /\{\{\s*(from|price)\s*:\s*([a-z0-9-]+)\s*(?::\s*(\d+)\s*:\s*(\d+)\s*)?\}\}/g
/** `{{aed:95}}`: a fixed amount written so that it is not taken for a product's price. */
const FIXED_AMOUNT = /\{\{\s*aed\s*:\s*(\d{1,7})\s*\}\}/g
/** Anything that opens like a price placeholder, for naming the ones that are not right. */
const PLACEHOLDER_LIKE = /\{\{\s*(?:from|price|aed)\b[^}]*\}\}/g

const ON_REQUEST: Record<Lang, string> = { en: 'on request', zh: '价格面议' }

export type PriceSource = { products: readonly ProductLike[]; categories: readonly CategoryLike[] }

/** What one placeholder stands for: an amount, null for "on request", or undefined when it names nothing. */
function resolve(source: PriceSource, kind: string, id: string, row?: string, column?: string): number | null | undefined {
  if (kind === 'from') {
    const page = source.categories.find((category) => category.id === id)
    if (!page) return undefined
    const prices = page.productIds
      .map((productId) => source.products.find((product) => product.id === productId))
      .map((product) => (product ? fromPrice(product.pricing) : null))
      .filter((amount): amount is number => amount !== null)
    return prices.length > 0 ? Math.min(...prices) : null
  }
  const product = source.products.find((candidate) => candidate.id === id)
  if (!product) return undefined
  if (row === undefined || column === undefined) return fromPrice(product.pricing)
  const cells = product.pricing.rows[Number(row) - 1]?.aed
  if (!cells || Number(column) < 1 || Number(column) > cells.length) return undefined
  return cells[Number(column) - 1] ?? null
}

/** A text with its price placeholders filled in for one language; a placeholder that names nothing stays as written. */
export function fillPrices(text: string, lang: Lang, source: PriceSource): string {
  if (!text.includes('{{')) return text
  return text
    .replace(PLACEHOLDER, (whole, kind: string, id: string, row?: string, column?: string) => {
      const amount = resolve(source, kind, id, row, column)
      if (amount === undefined) return whole
      return amount === null ? ON_REQUEST[lang] : `AED ${formatAed(amount)}`
    })
    .replace(FIXED_AMOUNT, (_whole, amount: string) => `AED ${formatAed(Number(amount))}`)
}

/** The placeholders in a text that name no page, product or table cell (a publish with one is refused). */
export function unknownPlaceholders(text: string, source: PriceSource): string[] {
  if (!text.includes('{{')) return []
  const unknown: string[] = []
  for (const match of text.matchAll(PLACEHOLDER_LIKE)) {
    if (new RegExp(`^${FIXED_AMOUNT.source}$`).test(match[0])) continue
    const parsed = new RegExp(PLACEHOLDER.source).exec(match[0])
    if (!parsed || parsed[0] !== match[0] || resolve(source, parsed[1] ?? '', parsed[2] ?? '', parsed[3], parsed[4]) === undefined) unknown.push(match[0])
  }
  return unknown
}

/** An amount typed as "AED 1,234" or "1,234 迪拉姆" in a text, with where it stands. */
type TypedAmount = { amount: number; index: number; length: number }

function typedAmounts(text: string): TypedAmount[] {
  const found: TypedAmount[] = []
  for (const match of text.matchAll(/AED\s?(\d{1,3}(?:,\d{3})+|\d+)(?![\d–-])|(\d{1,3}(?:,\d{3})+|\d+)\s?(?:迪拉姆|AED)/gi)) {
    const digits = (match[1] ?? match[2] ?? '').replace(/,/g, '')
    found.push({ amount: Number(digits), index: match.index, length: match[0].length })
  }
  return found
}

/**
 * "from AED 500", "AED 500 起", "起价 AED 500": a "from" price typed by hand, which goes stale with
 * the first price change. Returned as written, for the message that refuses it.
 */
export function typedFromPrices(text: string): { written: string; amount: number }[] {
  const typed: { written: string; amount: number }[] = []
  for (const amount of typedAmounts(text)) {
    const before = text.slice(Math.max(0, amount.index - 12), amount.index)
    const after = text.slice(amount.index + amount.length, amount.index + amount.length + 3)
    if (/\bfrom\s*$/i.test(before) || /起价\s*$/.test(before) || /^\s*起/.test(after))
      typed.push({ written: text.slice(amount.index, amount.index + amount.length).trim(), amount: amount.amount })
  }
  return typed
}

/** Every amount the products' tables show (their "from" prices are among them: each is one of its table's amounts). */
export function catalogAmounts(products: readonly ProductLike[]): Set<number> {
  const amounts = new Set<number>()
  for (const product of products) {
    for (const row of product.pricing.rows) for (const amount of row.aed) if (amount !== null) amounts.add(amount)
  }
  return amounts
}

/** Whether a text names one of `amounts` typed out (not through a placeholder). */
export function namesAmount(text: string, amounts: ReadonlySet<number>): number | undefined {
  return typedAmounts(text).find((typed) => amounts.has(typed.amount))?.amount
}

/** A copy of `value` with every price placeholder of its bilingual texts filled in. */
export function withPricesFilled<T>(value: T, source: PriceSource): T {
  return mapLocalized(value, (text, lang) => fillPrices(text, lang, source))
}
