/**
 * The shape of stored content units, by version. A unit row records the version its data was
 * written in; at start the server brings every older row forward through these steps, one version
 * at a time, and writes it back. A row written by a newer deploy (a higher version) is read as it
 * is: fields this code does not know are dropped when it is parsed, never an error page.
 */
import { durationMinutesOfLine } from '../duration-minutes'
import { isLang, type Lang } from '../../i18n/lang'
import { reviewedSeedCopy } from './reviewed-seed-copy'
import { seededPriceCopy } from './seeded-price-copy'

/** The kind of a stored unit (content-units.ts lists them: 'settings', 'product', …). */
type UnitKind = string

/** The version this code writes. */
export const CONTENT_SCHEMA_VERSION = 5

type Step = (kind: UnitKind, data: unknown) => unknown

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every string of a value passed through `change`, keys and structure kept. */
function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value)
  if (Array.isArray(value)) return value.map((child) => mapStrings(child, change))
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, mapStrings(child, change)]))
  return value
}

/** Every text of a value passed through `change` with its language (each side of an `{ en, zh }` pair), keys and structure kept. */
function mapLocalized(value: unknown, change: (text: string, lang: Lang) => string): unknown {
  if (Array.isArray(value)) return value.map((child) => mapLocalized(child, change))
  if (!isRecord(value)) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, typeof child === 'string' && isLang(key) ? change(child, key) : mapLocalized(child, change)]),
  )
}

/** `steps[n]` turns data of version n into version n + 1. */
const steps: Record<number, Step> = {
  // 1 → 2: the concierge's hours become a setting (they were only written inside page copy).
  1: (kind, data) =>
    kind === 'settings' && isRecord(data) && !('conciergeHours' in data) ? { ...data, conciergeHours: { from: '08:00', to: '22:00' } } : data,
  // 2 → 3: prices come from the tables only. A product's typed "from" price goes (it is derived),
  // and seeded copy that typed a price out names it through a placeholder.
  2: (kind, data) => {
    const withoutFrom = kind === 'product' && isRecord(data) ? Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'fromAed')) : data
    return mapStrings(withoutFrom, (text) => seededPriceCopy.get(text) ?? text)
  },
  // 3 → 4: seeded copy reworded after the Chinese copy review; only text still as seeded changes.
  3: (_kind, data) => mapLocalized(data, (text, lang) => reviewedSeedCopy[lang]?.get(text) ?? text),
  // 4 → 5: a product's length becomes data (its calendar entry), read once from its English duration line.
  4: (kind, data) => {
    if (kind !== 'product' || !isRecord(data) || 'durationMinutes' in data) return data
    const line = isRecord(data.duration) && typeof data.duration.en === 'string' ? data.duration.en : undefined
    return { ...data, durationMinutes: durationMinutesOfLine(line) }
  },
}

/** Data of `fromVersion` brought to the current version (unchanged when already current or newer). */
export function migrateUnitData(kind: UnitKind, data: unknown, fromVersion: number): unknown {
  let current = data
  for (let version = fromVersion; version < CONTENT_SCHEMA_VERSION; version++) {
    const step = steps[version]
    if (step) current = step(kind, current)
  }
  return current
}
