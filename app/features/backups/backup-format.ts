/** How the Backups page writes a snapshot's size and age, in the desk's language. */
import type { DeskLang } from '../desk/desk-path'

const localeOf: Record<DeskLang, string> = { en: 'en-GB', zh: 'zh-CN' }

/** `532 B`, `845 KB`, `1.3 MB`, `12 MB`: binary units, one decimal for values under 10. */
export function formatBytes(bytes: number, lang: DeskLang): string {
  const units = ['B', 'KB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit += 1
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1
  return `${new Intl.NumberFormat(localeOf[lang], { maximumFractionDigits: digits }).format(value)} ${units[unit] ?? 'B'}`
}

/** How long before `now` a snapshot was taken: "3 hours ago", "yesterday", "3小时前", "昨天". */
export function formatAge(takenAt: string, now: string, lang: DeskLang): string {
  const seconds = Math.max(0, Math.round((Date.parse(now) - Date.parse(takenAt)) / 1000))
  const format = new Intl.RelativeTimeFormat(localeOf[lang], { numeric: 'auto' })
  if (seconds < 60) return format.format(-seconds, 'second')
  if (seconds < 3600) return format.format(-Math.floor(seconds / 60), 'minute')
  if (seconds < 86_400) return format.format(-Math.floor(seconds / 3600), 'hour')
  return format.format(-Math.floor(seconds / 86_400), 'day')
}
