/**
 * Which Dubai day a screen of the day before travel shows. "Tomorrow" is the Dubai calendar date
 * after today's Dubai date (Dubai keeps UTC+4 all year), whatever the server's time zone: at 00:30
 * in Dubai on 2 December (20:30 UTC on 1 December) tomorrow is 3 December, not 2 December.
 */
import { DAY_MS, dubaiDay } from '../../lib/dubai-time'

/** Today's Dubai date, `YYYY-MM-DD`. */
export function dubaiToday(now: Date): string {
  return dubaiDay(now)
}

/** Tomorrow's Dubai date, `YYYY-MM-DD`. */
export function dubaiTomorrow(now: Date): string {
  return dubaiDay(now.getTime() + DAY_MS)
}

/** A `?day=` value when it is a real calendar date (`2026-12-02`), else `fallback`. */
export function dayOrDefault(value: string | null | undefined, fallback: string): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return fallback
  const time = Date.parse(`${value}T00:00:00Z`)
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value ? value : fallback
}

/** A Dubai date as the desk writes it: '2 December 2026' / '2026年12月2日'. */
export function deskDayText(day: string, lang: 'en' | 'zh'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return day
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay()
  if (lang === 'zh') return `${String(year)}年${String(month)}月${String(date)}日（${['周日', '周一', '周二', '周三', '周四', '周五', '周六'][weekday] ?? ''}）`
  const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
  const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
  return `${weekdays[weekday] ?? ''} ${String(date)} ${months[month - 1] ?? ''} ${String(year)}`
}
