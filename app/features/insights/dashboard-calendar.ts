/**
 * The dashboard's calendar: Dubai weeks (Monday to Sunday) and Dubai days, as `YYYY-MM-DD` strings,
 * and how the desk labels them in each language ("10 Nov" / "11月10日"). Shared by the figures'
 * query (server) and the charts (browser).
 */
import { DAY_MS, dubaiDay } from '../../lib/dubai-time'

/** How many weeks the weekly charts show, the current one last. */
export const DASHBOARD_WEEKS = 12
/** How many days the trips chart shows, today first. */
export const DASHBOARD_DAYS_AHEAD = 7

/** `2026-11-10` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The Monday of the Dubai week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7))
}

/** The Mondays of the last `DASHBOARD_WEEKS` Dubai weeks at `now`, oldest first; the last is this week. */
export function dashboardWeeks(now: Date): string[] {
  const thisMonday = mondayOf(dubaiDay(now))
  return Array.from({ length: DASHBOARD_WEEKS }, (_, i) => addDays(thisMonday, (i - DASHBOARD_WEEKS + 1) * 7))
}

/** Today and the following days in Dubai at `now`. */
export function dashboardDaysAhead(now: Date): string[] {
  const today = dubaiDay(now)
  return Array.from({ length: DASHBOARD_DAYS_AHEAD }, (_, i) => addDays(today, i))
}

const monthsEn = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const weekdaysEn = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const weekdaysZh = ['周日', '周一', '周二', '周三', '周四', '周五', '周六']

/** A calendar date as the desk shows it on an axis: "10 Nov" / "11月10日". */
export function shortDate(day: string, lang: 'en' | 'zh'): string {
  const month = Number(day.slice(5, 7))
  const date = Number(day.slice(8, 10))
  return lang === 'zh' ? `${String(month)}月${String(date)}日` : `${String(date)} ${monthsEn[month - 1] ?? ''}`
}

/** A day with its weekday: "Tue 10 Nov" / "11月10日（周二）". */
export function dayWithWeekday(day: string, lang: 'en' | 'zh'): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  return lang === 'zh' ? `${shortDate(day, lang)}（${weekdaysZh[weekday] ?? ''}）` : `${weekdaysEn[weekday] ?? ''} ${shortDate(day, lang)}`
}
