/**
 * The board's rules, pure and shared by the server and the browser:
 * visibility window, order, and the per-browser state (collapsed flag and dismissals). Dates
 * without a time zone are read in Dubai time.
 */
import { DAY_MS, DUBAI_OFFSET_MS } from '../../lib/dubai-time'

/** The board shows two items until 'Show all (n)' is pressed; a dismissal lasts 7 days. */
export const DEFAULT_VISIBLE_COUNT = 2
export const DISMISS_MS = 7 * 24 * 60 * 60 * 1000
export const NEWS_STORAGE_KEY = 'wwd:news:v1'

type Bound = 'start' | 'end'

const dateOnly = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/
const localDateTime = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,3})\d*)?)?$/
const zonedDateTime = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,3})\d*)?)?(Z|[+-]\d{2}(?::?\d{2})?)$/i

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/** Milliseconds of a Dubai wall-clock time, or undefined when a field is out of range. */
function dubaiTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number | undefined {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  if (hour > 23 || minute > 59 || second > 59) return undefined
  return Date.UTC(year, month - 1, day, hour, minute, second, ms) - DUBAI_OFFSET_MS
}

/**
 * Read one bound of a visibility window (stored as a timestamp or a date string).
 * - null, undefined or '' → null: the bound is open.
 * - a Date, epoch milliseconds (number or digits), `{seconds, nanoseconds}` (a document-database
 *   timestamp), an ISO date-time with a zone → that instant.
 * - an ISO date-time without a zone → that Dubai wall-clock time.
 * - a date ('2025-12-31', also with / or .) → the whole Dubai day: its first millisecond for a start,
 *   its last for an end, so "until 31 Dec" includes the 31st.
 * - anything else → undefined: unreadable (the item is then never shown; a typo must not keep an
 *   offer alive forever).
 */
export function parseNewsDate(value: unknown, bound: Bound): number | null | undefined {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : undefined
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'object') {
    const { seconds, nanoseconds } = value as { seconds?: unknown; nanoseconds?: unknown }
    if (typeof seconds !== 'number' || !Number.isFinite(seconds)) return undefined
    const nanos = typeof nanoseconds === 'number' && Number.isFinite(nanoseconds) ? nanoseconds : 0
    return seconds * 1000 + Math.floor(nanos / 1e6)
  }
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (text === '') return null
  if (/^-?\d+$/.test(text)) return Number(text)
  const day = dateOnly.exec(text)
  if (day) {
    const start = dubaiTime(Number(day[1]), Number(day[2]), Number(day[3]))
    if (start === undefined) return undefined
    return bound === 'start' ? start : start + DAY_MS - 1
  }
  const local = localDateTime.exec(text)
  if (local) {
    const [, y, mo, d, h, mi, s, ms] = local
    return dubaiTime(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s ?? 0), Number((ms ?? '0').padEnd(3, '0')))
  }
  const zoned = zonedDateTime.exec(text)
  if (zoned) {
    // Computed by hand, not Date.parse: engines differ on '+0400' and accept oddities such as 24:00.
    const [, y, mo, d, h, mi, s, ms, zone = 'Z'] = zoned
    const dubai = dubaiTime(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s ?? 0), Number((ms ?? '0').padEnd(3, '0')))
    if (dubai === undefined) return undefined
    const offset = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)
    if (!offset) return dubai + DUBAI_OFFSET_MS // 'Z'
    const minutes = Number(offset[2]) * 60 + Number(offset[3] ?? 0)
    if (minutes > 14 * 60) return undefined
    return dubai + DUBAI_OFFSET_MS - (offset[1] === '-' ? -1 : 1) * minutes * 60_000
  }
  return undefined
}

export type NewsWindow = { startAt: unknown; endAt: unknown }

/** Not ended at `now`, with readable bounds (it may not have started yet). */
export function isCurrentAt(item: NewsWindow, now: number): boolean {
  const start = parseNewsDate(item.startAt, 'start')
  const end = parseNewsDate(item.endAt, 'end')
  if (start === undefined || end === undefined) return false
  return end === null || now <= end
}

/** Visible only while now is inside startAt..endAt; a missing bound is open. */
export function isVisibleAt(item: NewsWindow, now: number): boolean {
  if (!isCurrentAt(item, now)) return false
  const start = parseNewsDate(item.startAt, 'start')
  return start === null || (start !== undefined && start <= now)
}

/**
 * The next moment after `now` at which the visible set of these items changes: the earliest start
 * still ahead, or the millisecond after an end still ahead. Undefined when nothing will change.
 * A page showing the board stays right until then (the page cache keeps it no longer).
 */
export function nextVisibilityChange(items: readonly NewsWindow[], now: number): number | undefined {
  let next: number | undefined
  for (const item of items) {
    const start = parseNewsDate(item.startAt, 'start')
    const end = parseNewsDate(item.endAt, 'end')
    for (const at of [start, typeof end === 'number' ? end + 1 : end]) {
      if (typeof at === 'number' && at > now && (next === undefined || at < next)) next = at
    }
  }
  return next
}

/**
 * For items all visible at `now`: the latest of their starts (0 when none has one). The board shows
 * the same items at that moment as at `now`, so a page rendered at it stays the same bytes from one
 * render to the next until the board changes, and keeps its ETag.
 */
export function shownSince(items: readonly NewsWindow[], now: number): number {
  let since = 0
  for (const item of items) {
    const start = parseNewsDate(item.startAt, 'start')
    if (typeof start === 'number' && start <= now && start > since) since = start
  }
  return since
}

export type NewsState = 'live' | 'scheduled' | 'ended' | 'deleted'

/** The desk's state column at `now`: deleted, ended, not started yet, or on the board. */
export function newsStateAt(item: NewsWindow & { deleted: boolean }, now: number | Date): NewsState {
  const at = typeof now === 'number' ? now : now.getTime()
  if (item.deleted) return 'deleted'
  const end = parseNewsDate(item.endAt, 'end')
  if (typeof end === 'number' && end < at) return 'ended'
  const start = parseNewsDate(item.startAt, 'start')
  if (typeof start === 'number' && start > at) return 'scheduled'
  return 'live'
}

export type Orderable = NewsWindow & { id: string; pin: boolean; priority: number }

/**
 * Board order: pinned first, then priority (lower number first), then start date (newest first; no
 * start date counts as oldest), then id so the order never depends on how rows arrive.
 */
export function compareNews(a: Orderable, b: Orderable): number {
  if (a.pin !== b.pin) return a.pin ? -1 : 1
  const priorityA = Number.isFinite(a.priority) ? a.priority : Number.MAX_SAFE_INTEGER
  const priorityB = Number.isFinite(b.priority) ? b.priority : Number.MAX_SAFE_INTEGER
  if (priorityA !== priorityB) return priorityA - priorityB
  const startA = parseNewsDate(a.startAt, 'start') ?? Number.NEGATIVE_INFINITY
  const startB = parseNewsDate(b.startAt, 'start') ?? Number.NEGATIVE_INFINITY
  if (startA !== startB) return startA > startB ? -1 : 1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

export function orderNews<T extends Orderable>(items: readonly T[]): T[] {
  return [...items].sort(compareNews)
}

/** What one browser remembers (localStorage `wwd:news:v1`): collapsed flag, dismissed ids → when. */
export type BoardState = { isCollapsed: boolean; dismissed: Readonly<Record<string, number>> }

export const initialBoardState: BoardState = Object.freeze({ isCollapsed: false, dismissed: Object.freeze({}) })

export function isDismissed(state: BoardState, id: string, now: number): boolean {
  const at = state.dismissed[id]
  return at !== undefined && now - at < DISMISS_MS
}

/** Forget dismissals older than 7 days. */
export function pruneDismissals(state: BoardState, now: number): BoardState {
  const dismissed: Record<string, number> = {}
  for (const [id, at] of Object.entries(state.dismissed)) if (now - at < DISMISS_MS) dismissed[id] = at
  return { isCollapsed: state.isCollapsed, dismissed }
}

export function dismissNews(state: BoardState, id: string, now: number): BoardState {
  const pruned = pruneDismissals(state, now)
  return { isCollapsed: pruned.isCollapsed, dismissed: { ...pruned.dismissed, [id]: now } }
}

export function setCollapsed(state: BoardState, isCollapsed: boolean): BoardState {
  return { isCollapsed, dismissed: state.dismissed }
}

const MAX_REMEMBERED = 200

/** Read stored state; anything corrupt or foreign becomes the initial state, field by field. */
export function parseBoardState(raw: string | null): BoardState {
  if (!raw) return initialBoardState
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return initialBoardState
  }
  if (typeof parsed !== 'object' || parsed === null) return initialBoardState
  const { isCollapsed, dismissed } = parsed as { isCollapsed?: unknown; dismissed?: unknown }
  const result: Record<string, number> = {}
  if (typeof dismissed === 'object' && dismissed !== null && !Array.isArray(dismissed)) {
    for (const [id, at] of Object.entries(dismissed).slice(0, MAX_REMEMBERED)) {
      if (typeof at === 'number' && Number.isFinite(at) && id.length <= 200) result[id] = at
    }
  }
  return { isCollapsed: isCollapsed === true, dismissed: result }
}

export function serializeBoardState(state: BoardState): string {
  return JSON.stringify({ isCollapsed: state.isCollapsed, dismissed: state.dismissed })
}

/** The items the board lists at `now`: visible, not dismissed, in board order. */
export function selectBoardItems<T extends Orderable>(items: readonly T[], now: number, state: BoardState): T[] {
  return orderNews(items.filter((item) => isVisibleAt(item, now) && !isDismissed(state, item.id, now)))
}
