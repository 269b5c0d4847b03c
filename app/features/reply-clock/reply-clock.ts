/**
 * "We reply within 3 business days", counted in Dubai time (UTC+4 all year, no daylight saving).
 *
 * The clock starts at the first Dubai midnight after the enquiry arrives, and it runs only during
 * working days (the configured working week minus the owner's public holidays). It is due at the end
 * of the third working day, so an enquiry sent on Monday at 23:59 is due at the end of Thursday and
 * one sent on Tuesday at 00:01 at the end of Friday. While the enquiry awaits the visitor the clock
 * is paused: working time inside a pause does not count, which moves the due moment later by
 * exactly that much working time.
 *
 * Pure and shared: the desk, the dashboard and the CSV all use these functions.
 */
import { DAY_MS, DUBAI_OFFSET_MS } from '../../lib/dubai-time'
import { uaeHolidays } from './uae-holidays'

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7

export type WorkingCalendar = {
  /** The working week, ISO weekdays. */
  workingDays: readonly IsoWeekday[]
  /** Public holidays as Dubai calendar dates, `YYYY-MM-DD`. */
  holidays: readonly string[]
}

/** Until the owner saves a calendar: Monday to Friday (the UAE's working week) and the UAE's public holidays. */
export const defaultCalendar: WorkingCalendar = { workingDays: [1, 2, 3, 4, 5], holidays: [...uaeHolidays.keys()] }

export const REPLY_BUSINESS_DAYS = 3

/** A stretch of time while the enquiry awaited the visitor; `to: null` means it still does. */
export type Pause = { from: Date; to: Date | null }

export type ClockInput = {
  submittedAt: Date
  /** When the enquiry was first answered (replied, quoted, confirmed or closed); null if not yet. */
  answeredAt: Date | null
  pauses: readonly Pause[]
}

export type ClockState =
  /** Running, and the due day is not today. */
  | 'ok'
  /** Running, and today (Dubai) is the last working day: shown amber. */
  | 'due-today'
  /** Running past its due moment: shown red. */
  | 'overdue'
  /** Running but paused while the enquiry awaits the visitor. */
  | 'paused'
  /** Answered; see `answeredInTime`. */
  | 'answered'

export type ClockReading = {
  state: ClockState
  /** The due moment given the pauses so far (a running pause counts until `now`). */
  dueAt: Date
  /** True/false once answered; null while unanswered. */
  answeredInTime: boolean | null
}

/** Day number of the Dubai calendar date holding `instant` (days since 1970-01-01, Dubai). */
export function dubaiDayNumber(instant: Date): number {
  return Math.floor((instant.getTime() + DUBAI_OFFSET_MS) / DAY_MS)
}

/** The Dubai calendar date of an instant, `YYYY-MM-DD`. */
export function dubaiDate(instant: Date): string {
  return new Date(dubaiDayNumber(instant) * DAY_MS).toISOString().slice(0, 10)
}

/** The instant a Dubai day starts (00:00 Dubai = 20:00 UTC the day before). */
function dayStart(day: number): number {
  return day * DAY_MS - DUBAI_OFFSET_MS
}

function isoWeekday(day: number): IsoWeekday {
  // 1970-01-01 was a Thursday (ISO 4).
  return (((((day + 3) % 7) + 7) % 7) + 1) as IsoWeekday
}

/** Whether a Dubai day (by day number) is a working day of `calendar`. */
export function isWorkingDay(day: number, calendar: WorkingCalendar): boolean {
  if (!calendar.workingDays.includes(isoWeekday(day))) return false
  const date = new Date(day * DAY_MS).toISOString().slice(0, 10)
  return !calendar.holidays.includes(date)
}

/** Milliseconds of `[from, to)` that fall in paused stretches (a running pause lasts until `now`). */
function pausedWithin(from: number, to: number, pauses: readonly Pause[], now: number): number {
  let total = 0
  for (const pause of pauses) {
    const start = Math.max(from, pause.from.getTime())
    const end = Math.min(to, pause.to ? pause.to.getTime() : now)
    if (end > start) total += end - start
  }
  return total
}

/** The longest the clock walks forward: guards against a calendar with no working day at all. */
const MAX_DAYS_WALKED = 3660

/**
 * The due moment: where the counted working time (working days, minus pauses) reaches
 * `businessDays` whole days, starting at the first Dubai midnight after submission.
 */
export function replyDueAt(
  input: Pick<ClockInput, 'submittedAt' | 'pauses'>,
  calendar: WorkingCalendar,
  now: Date,
  businessDays: number = REPLY_BUSINESS_DAYS,
): Date {
  if (calendar.workingDays.length === 0) throw new Error('the working week has no working day')
  let remaining = businessDays * DAY_MS
  const nowMs = now.getTime()
  let day = dubaiDayNumber(input.submittedAt) + 1
  for (let walked = 0; walked < MAX_DAYS_WALKED; walked++, day++) {
    if (!isWorkingDay(day, calendar)) continue
    const start = dayStart(day)
    const end = start + DAY_MS
    const counted = DAY_MS - pausedWithin(start, end, input.pauses, nowMs)
    if (counted >= remaining) {
      // Walk the day to find where the remaining working time runs out (pauses may cut it).
      return new Date(findWithinDay(start, end, remaining, input.pauses, nowMs))
    }
    remaining -= counted
  }
  throw new Error('no due moment within ten years: check the working calendar')
}

/** Within one working day, the instant where `remaining` unpaused milliseconds have passed. */
function findWithinDay(start: number, end: number, remaining: number, pauses: readonly Pause[], now: number): number {
  // Collect the paused stretches that cut this day, in order, then walk the unpaused gaps.
  const cuts = pauses
    .map((p) => ({ from: Math.max(start, p.from.getTime()), to: Math.min(end, p.to ? p.to.getTime() : now) }))
    .filter((c) => c.to > c.from)
    .sort((a, b) => a.from - b.from)
  let cursor = start
  let left = remaining
  for (const cut of cuts) {
    if (cut.to <= cursor) continue
    const gap = Math.max(0, cut.from - cursor)
    if (gap >= left) return cursor + left
    left -= gap
    cursor = Math.max(cursor, cut.to)
  }
  return cursor + left
}

/**
 * Read the clock at `now`. The amber state covers the whole Dubai day on which the due moment falls
 * (the last working day); red starts at the due moment.
 */
export function readClock(input: ClockInput, calendar: WorkingCalendar, now: Date): ClockReading {
  const at = input.answeredAt && input.answeredAt.getTime() <= now.getTime() ? input.answeredAt : now
  const dueAt = replyDueAt(input, calendar, at)
  if (input.answeredAt && input.answeredAt.getTime() <= now.getTime()) {
    return { state: 'answered', dueAt, answeredInTime: input.answeredAt.getTime() <= dueAt.getTime() }
  }
  const paused = input.pauses.some((p) => p.from.getTime() <= now.getTime() && (p.to === null || p.to.getTime() > now.getTime()))
  if (now.getTime() >= dueAt.getTime()) return { state: paused ? 'paused' : 'overdue', dueAt, answeredInTime: null }
  if (paused) return { state: 'paused', dueAt, answeredInTime: null }
  // The due moment is the end of a Dubai day, so that day is the one ending at dueAt.
  const dueDay = dubaiDayNumber(new Date(dueAt.getTime() - 1))
  return { state: dubaiDayNumber(now) === dueDay ? 'due-today' : 'ok', dueAt, answeredInTime: null }
}

/** Statuses that count as the enquiry having been answered. */
export const ANSWERED_STATUSES: readonly string[] = ['replied', 'quoted', 'confirmed', 'closed']

export type StatusChange = { at: Date; from: string | null; to: string }

/**
 * Clock input from the enquiry's status history (oldest first): pauses are the stretches spent in
 * `awaiting_visitor`; answered is the first change into an answering status.
 */
export function clockInputFromHistory(submittedAt: Date, history: readonly StatusChange[]): ClockInput {
  const pauses: Pause[] = []
  let answeredAt: Date | null = null
  let pausedSince: Date | null = null
  for (const change of history) {
    if (pausedSince && change.to !== 'awaiting_visitor') {
      pauses.push({ from: pausedSince, to: change.at })
      pausedSince = null
    }
    if (change.to === 'awaiting_visitor' && !pausedSince) pausedSince = change.at
    if (!answeredAt && ANSWERED_STATUSES.includes(change.to)) answeredAt = change.at
  }
  if (pausedSince) pauses.push({ from: pausedSince, to: null })
  return { submittedAt, answeredAt, pauses }
}

/**
 * The clock state from the stored due moment (exact while the enquiry is not paused): what the list
 * shows, computed where it is shown so that an open desk turns amber and red by itself.
 */
export function storedClockState(row: { status: string; replyDueAt: Date | null; answeredAt: Date | null }, now: Date): ClockState | null {
  if (row.answeredAt) return 'answered'
  if (row.status === 'spam' || !row.replyDueAt) return null
  if (row.status === 'awaiting_visitor') return 'paused'
  if (now.getTime() >= row.replyDueAt.getTime()) return 'overdue'
  return dubaiDayNumber(now) === dubaiDayNumber(new Date(row.replyDueAt.getTime() - 1)) ? 'due-today' : 'ok'
}
