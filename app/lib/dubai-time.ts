/**
 * Dubai time: UTC+4 all year, no daylight saving. Every date the desk, the mails and the CSV show
 * is Dubai wall-clock time, computed here and nowhere else.
 */
export const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000
export const DAY_MS = 24 * 60 * 60 * 1000

/** An instant as `2026-12-01T09:00` in Dubai time (a date-time input's value); '' when unset or unreadable. */
export function dubaiInput(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const time = new Date(value).getTime()
  if (!Number.isFinite(time)) return ''
  return new Date(time + DUBAI_OFFSET_MS).toISOString().slice(0, 16)
}

/** An instant as `2026-12-01 09:00` in Dubai time; '' when unset or unreadable. */
export function dubaiDateTime(value: string | number | Date | null | undefined): string {
  return dubaiInput(value).replace('T', ' ')
}

/** The Dubai calendar date of an instant, `2026-12-01`; '' when unreadable. */
export function dubaiDay(value: string | number | Date): string {
  return dubaiInput(value).slice(0, 10)
}

/** The instant a Dubai calendar date (`2026-12-01`) begins: its midnight, 20:00 UTC the day before. */
export function dubaiDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DUBAI_OFFSET_MS)
}
