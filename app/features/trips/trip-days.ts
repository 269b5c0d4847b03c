/** Day and month arithmetic on Dubai calendar dates written `YYYY-MM-DD` and months `YYYY-MM`. */

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + n)
  return date.toISOString().slice(0, 10)
}

/** The month `n` months after `month`. */
export function addMonths(month: string, n: number): string {
  const [year = 0, index = 1] = month.split('-').map(Number)
  return new Date(Date.UTC(year, index - 1 + n, 1)).toISOString().slice(0, 7)
}

/** The first and last day of a month. */
export function monthRange(month: string): { from: string; to: string } {
  return { from: `${month}-01`, to: addDays(`${addMonths(month, 1)}-01`, -1) }
}

/** The days of a month as weeks from Monday, with null for the days of those weeks outside it. */
export function monthWeeks(month: string): (string | null)[][] {
  const { from, to } = monthRange(month)
  const lead = (new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7
  const days: (string | null)[] = Array.from({ length: lead }, () => null)
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  while (days.length % 7 !== 0) days.push(null)
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7))
}
