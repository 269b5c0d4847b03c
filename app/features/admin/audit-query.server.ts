/** Reading the audit log for the owner's screen and its CSV export. */
import { and, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm'
import type { Db } from '../../.server/db/client'
import { auditLog, type AuditRow } from '../../.server/db/schema'

export type AuditFilter = { action?: string; person?: string; from?: string; to?: string }

export function auditFilterFrom(url: URL): AuditFilter {
  const get = (name: string) => url.searchParams.get(name)?.trim().slice(0, 200) || undefined
  const date = (name: string) => {
    const value = get(name)
    return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined
  }
  return { action: get('action'), person: get('person'), from: date('from'), to: date('to') }
}

export async function listAudit(db: Db, filter: AuditFilter, limit = 200): Promise<AuditRow[]> {
  const where: SQL[] = []
  if (filter.action) where.push(eq(auditLog.action, filter.action))
  if (filter.person) where.push(ilike(auditLog.actorEmail, `%${filter.person.replace(/[%_\\]/g, (c) => `\\${c}`)}%`))
  if (filter.from) where.push(gte(auditLog.at, new Date(`${filter.from}T00:00:00Z`)))
  if (filter.to) where.push(lt(auditLog.at, new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 86_400_000)))
  return db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(limit)
}

export async function auditActions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action)
  return rows.map((r) => r.action)
}

/** RFC 4180 CSV with a UTF-8 byte-order mark (so spreadsheet programs read Chinese correctly). */
export function auditCsv(rows: AuditRow[]): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)
    // A leading = + - @ would be read as a formula by spreadsheet programs.
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  const header = ['at', 'actor_email', 'actor_name', 'action', 'target', 'before', 'after', 'ip', 'user_agent', 'request_id']
  const lines = rows.map((r) =>
    [r.at.toISOString(), r.actorEmail, r.actorName, r.action, r.target, r.before, r.after, r.ip, r.userAgent, r.requestId].map(cell).join(','),
  )
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`
}
