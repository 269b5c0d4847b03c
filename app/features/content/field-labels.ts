/**
 * A data path said in the operator's words: "pricing.rows[0].aed[1]" becomes "Prices · Private 4x4 ·
 * Van (7–10 pax)", "items[4].answer.zh" becomes "Questions 5 (“What does the sunset safari cost?”) ›
 * Answer › 中文". Used wherever the desk names a field: history, publish warnings, price history.
 */
import type { ContentNames } from './content-names'
import { pathParts } from './content-units'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Lowercase words from a key the copy has no label for ("chatGreeting" → "chat greeting"). */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

/** What an item of a list is called by its content (a title, a question, a label), shortened. */
function itemName(item: unknown, lang: 'en' | 'zh'): string | undefined {
  if (!isRecord(item)) return undefined
  for (const key of ['title', 'question', 'label', 'text']) {
    const value = item[key]
    if (isRecord(value) && typeof value[lang] === 'string' && value[lang] !== '') {
      const text = value[lang]
      return text.length > 40 ? `${text.slice(0, 39)}…` : text
    }
  }
  return undefined
}

export function fieldLabel(path: string, copy: ContentNames, lang: 'en' | 'zh', data?: unknown): string {
  const parts = pathParts(path)
  // A price cell: the row's and the column's own names.
  if (
    parts[0] === 'pricing' &&
    parts[1] === 'rows' &&
    typeof parts[2] === 'number' &&
    parts[3] === 'aed' &&
    typeof parts[4] === 'number' &&
    isRecord(data) &&
    isRecord(data.pricing)
  ) {
    const pricing = data.pricing as { rows?: { label?: Record<string, string> }[]; columns?: Record<string, string>[] }
    const row = pricing.rows?.[parts[2]]?.label?.[lang] ?? String(parts[2] + 1)
    const column = pricing.columns?.[parts[4]]?.[lang] ?? String(parts[4] + 1)
    return `${copy.fields.pricing ?? 'Prices'} · ${row} · ${column}`
  }
  const labels: string[] = []
  let node: unknown = data
  for (const part of parts) {
    if (typeof part === 'number') {
      const name = itemName(Array.isArray(node) ? node[part] : undefined, lang)
      const last = labels.pop() ?? ''
      labels.push(`${last} ${String(part + 1)}${name ? ` (“${name}”)` : ''}`.trim())
      node = Array.isArray(node) ? node[part] : undefined
      continue
    }
    const key = String(part)
    labels.push(key === 'en' ? copy.languageNames.en : key === 'zh' ? copy.languageNames.zh : (copy.fields[key] ?? words(key)))
    node = isRecord(node) ? node[key] : undefined
  }
  return labels.join(' › ')
}
