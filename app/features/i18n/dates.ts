/** Dates written out for visitors, in their language. */
import type { Lang } from './lang'

const monthsEn = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

const longDate: Record<Lang, (year: number, month: number, day: number) => string> = {
  en: (year, month, day) => `${String(day)} ${monthsEn[month - 1] ?? ''} ${String(year)}`,
  zh: (year, month, day) => `${String(year)}年${String(month)}月${String(day)}日`,
}

/** A travel date `2026-12-05` as '5 December 2026' / '2026年12月5日'; anything else is shown as given (trimmed). */
export function travelDateText(value: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  if (!match) return value.trim()
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1 || day > 31) return value.trim()
  return longDate[lang](year, month, day)
}
