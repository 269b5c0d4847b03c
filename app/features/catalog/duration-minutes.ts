/**
 * How long a service lasts from pickup, read once from its English duration line ("6 hours
 * (15:00–21:00)", "About 1.5–2 hours on the water", "Overnight (15:00 to 09:00 next day)",
 * "30 minutes"): what a product's `durationMinutes` was first set to (content migration 4 → 5).
 * After that the number is data, edited with the product; the line stays copy. Null when the line
 * names no length (a package's "4 days / 3 nights" is not one event).
 */
const MAX_DURATION_MINUTES = 24 * 60

const minutesOf = (hours: string, minutes: string) => Number(hours) * 60 + Number(minutes)

export function durationMinutesOfLine(line: string | undefined): number | null {
  if (!line) return null
  const hours = /(\d+(?:\.\d+)?)(?:\s*[–-]\s*(\d+(?:\.\d+)?))?\s*hours?\b/i.exec(line)
  if (hours?.[1]) return Math.min(Math.round(Number(hours[2] ?? hours[1]) * 60), MAX_DURATION_MINUTES)
  const range = /(\d{2}):(\d{2})\s*(?:[–-]|to)\s*(\d{2}):(\d{2})/.exec(line)
  if (range?.[1] && range[2] && range[3] && range[4]) {
    const start = minutesOf(range[1], range[2])
    const end = minutesOf(range[3], range[4])
    return end > start ? end - start : end + MAX_DURATION_MINUTES - start
  }
  const minutes = /(\d+)\s*minutes?\b/i.exec(line)
  if (minutes?.[1]) return Math.min(Number(minutes[1]), MAX_DURATION_MINUTES)
  return null
}
