/** Dubai wall-clock text for the desk's date-time inputs (Dubai is UTC+4 all year, no daylight saving). */
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000

/** An instant as `2026-12-01T09:00` in Dubai time; '' for an open bound. */
export function dubaiInputOf(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const time = new Date(value).getTime()
  if (!Number.isFinite(time)) return ''
  return new Date(time + DUBAI_OFFSET_MS).toISOString().slice(0, 16)
}

/** An instant shown to staff as `2026-12-01 09:00` Dubai time. */
export function dubaiTextOf(value: string | Date | null | undefined): string {
  return dubaiInputOf(value).replace('T', ' ')
}
