/** AED → GBP/EUR conversion shown on English pages: whole pounds and euros, `£– / €–` when unreadable. */
import type { Lang } from '../i18n/lang'

export type Rates = { gbp: number; eur: number }

/** Whether a language's pages add the GBP/EUR conversion to AED prices (Chinese pages show AED only). */
export const showsConversion: Record<Lang, boolean> = { en: true, zh: false }

export const DEFAULT_RATES: Rates = { gbp: 0.216, eur: 0.251 }

const arabicIndic = /[\u0660-\u0669]/g
const easternArabicIndic = /[\u06F0-\u06F9]/g

/** Replace Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits with 0–9, and Arabic separators. */
export function toLatinDigits(text: string): string {
  return text
    .replace(arabicIndic, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(easternArabicIndic, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066B/g, '.') // Arabic decimal separator
    .replace(/\u066C/g, ',') // Arabic thousands separator
}

/**
 * Parse an amount such as "1,099", "1.099", "٨٤٩", "85.5" or "AED 1 349". A comma or dot followed by
 * exactly three digits groups thousands; otherwise it is the decimal mark. Returns undefined when
 * the text holds no single readable number.
 */
export function parseAmount(input: string | number): number | undefined {
  if (typeof input === 'number') return Number.isFinite(input) && input >= 0 ? input : undefined
  const text = toLatinDigits(input)
    .replace(/AED|د\.إ|dhs?/gi, '')
    .trim()
  if (!/^\d{1,3}([ ,.\u00A0\u202F]?\d{3})*([.,]\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(text)) return undefined
  const decimal = /[.,](\d{1,2})$/.exec(text)
  const whole = (decimal ? text.slice(0, -decimal[0].length) : text).replace(/[ ,.\u00A0\u202F]/g, '')
  const value = Number(decimal ? `${whole}.${decimal[1] ?? ''}` : whole)
  return Number.isFinite(value) ? value : undefined
}

/** "£41 / €48" for AED 190, or the placeholder "£– / €–" when the amount cannot be read. */
export function formatConversion(amount: string | number | null | undefined, rates: Rates): string {
  const aed = amount === null || amount === undefined ? undefined : parseAmount(amount)
  if (aed === undefined) return '£– / €–'
  return `£${String(Math.round(aed * rates.gbp))} / €${String(Math.round(aed * rates.eur))}`
}

/** "£9–13 / €10–15" for an AED range such as 40–60. */
export function formatRangeConversion(low: number, high: number, rates: Rates): string {
  const gbp = `${String(Math.round(low * rates.gbp))}–${String(Math.round(high * rates.gbp))}`
  const eur = `${String(Math.round(low * rates.eur))}–${String(Math.round(high * rates.eur))}`
  return `£${gbp} / €${eur}`
}

/**
 * Thousands with a comma: 1599 → "1,599", 12345.678 → "12,345.68", as `toLocaleString('en-US',
 * { maximumFractionDigits: 2 })` gives it, but by plain arithmetic: Intl's first use on a page
 * loads its locale data, which was the costliest single step of hydrating a page with prices.
 * Rounded as Intl rounds: the shortest decimal that reads back as the number ("13954.105"), half
 * away from zero ("13,954.11").
 */
export function formatAed(amount: number): string {
  const decimal = /^(\d+)(?:\.(\d+))?$/.exec(String(amount))
  // Exponent forms (below 0.000001 or from 10^21 on): never a price; Intl handles them.
  if (!decimal) return amount.toLocaleString('en-US', { maximumFractionDigits: 2 })
  const digits = decimal[2] ?? ''
  let whole = Number(decimal[1])
  let cents = Number(digits.slice(0, 2).padEnd(2, '0'))
  if ((digits[2] ?? '0') >= '5') cents += 1
  if (cents === 100) {
    whole += 1
    cents = 0
  }
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, ',')
  const fraction = String(cents).padStart(2, '0').replace(/0+$/, '')
  return fraction ? `${grouped}.${fraction}` : grouped
}
