/**
 * The audit screen's filters and page position as they stand in its address (`?action=…&person=…
 * &from=…&to=…&older=…`), so a filtered page is a link that works; the screen and the CSV export
 * read them the same way. Dates are Dubai calendar dates, `from` and `to` both included.
 */
export type AuditFilter = { action?: string; person?: string; from?: string; to?: string }

/** Where a page starts: rows older than the id `older`, or newer than the id `newer`; neither, the newest. */
export type AuditCursor = { older?: number; newer?: number }

const filterNames = ['action', 'person', 'from', 'to'] as const

export function auditFilterFrom(url: URL): AuditFilter {
  const get = (name: string) => url.searchParams.get(name)?.trim().slice(0, 200) || undefined
  const date = (name: string) => {
    const value = get(name)
    return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ? value : undefined
  }
  return { action: get('action'), person: get('person'), from: date('from'), to: date('to') }
}

export function auditCursorFrom(url: URL): AuditCursor {
  const id = (name: string) => {
    const value = url.searchParams.get(name)
    return value && /^\d{1,15}$/.test(value) ? Number(value) : undefined
  }
  const older = id('older')
  if (older !== undefined) return { older }
  const newer = id('newer')
  return newer === undefined ? {} : { newer }
}

/** The query string (with its `?`, or '' when empty) of a filter and, optionally, a page position. */
export function auditSearch(filter: AuditFilter, cursor: AuditCursor = {}): string {
  const params = new URLSearchParams()
  for (const name of filterNames) {
    const value = filter[name]
    if (value) params.set(name, value)
  }
  if (cursor.older !== undefined) params.set('older', String(cursor.older))
  else if (cursor.newer !== undefined) params.set('newer', String(cursor.newer))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** One field of a change; the screen names the field and known values in the desk's language. */
export type AuditChange = { field: string; was: string | null; is: string | null }

/** One row as the screen shows it (times as ISO strings). */
export type AuditViewRow = {
  id: number
  at: string
  who: string
  action: string
  target: string
  /** One entry per field changed: the stored field name and its values shown as text (null: absent on that side). */
  changes: AuditChange[]
  ip: string
  /** Refusals like this one from the same client in its 10-minute window, after it. */
  more: number
  /** When the last of those came; null when there were none. */
  lastMoreAt: string | null
}

/** What the audit screen's loader hands the screen. */
export type AuditScreenData = {
  filter: AuditFilter
  actions: string[]
  rows: AuditViewRow[]
  /** The id to read older rows from, when there are any. */
  older?: number
  /** The id to read newer rows from, when there are any. */
  newer?: number
}

/** What the change column needs of the desk copy: field names and value words. */
type ChangeWords = { fields: Record<string, string>; values: Record<string, string> }

/** A stored field name the copy does not know, in words ("originalName" → "original name"). */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()

/** A value as stored, with the known codes (roles, statuses, languages, grants) in words. */
function valueWords(value: string, copy: ChangeWords): string {
  return value
    .split(', ')
    .map((part) => copy.values[part] ?? part)
    .join(', ')
}

/** "Role: Editor → Agent" (角色：编辑 → 客服), or the value alone when only one side has it or it did not change. */
export function changeLine(change: AuditChange, copy: ChangeWords, colon: string): string {
  const field = `${copy.fields[change.field] ?? words(change.field)}${colon}`
  const was = change.was === null ? null : valueWords(change.was, copy)
  const is = change.is === null ? null : valueWords(change.is, copy)
  if (was === null || was === is) return `${field}${is ?? '—'}`
  return `${field}${was} → ${is ?? '—'}`
}
