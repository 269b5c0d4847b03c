/**
 * Reading the audit log for the owner's screen and its CSV export: the filters (action, person,
 * Dubai dates), keyset pages by id through every row, and the count of repeated refusals kept with
 * a row (`recordRefusal`).
 */
import { and, asc, desc, eq, getTableColumns, gt, gte, ilike, lt, sql, type SQL } from 'drizzle-orm'
import { rowsOf, type Db } from '../../.server/db/client'
import { auditLog, auditRepeats, type AuditRow } from '../../.server/db/schema'
import { DAY_MS, dubaiDayStart } from '../../lib/dubai-time'
import { auditCursorFrom, auditFilterFrom, type AuditCursor, type AuditChange, type AuditFilter, type AuditScreenData } from './audit-filter'

/** Rows per page of the audit screen. */
export const AUDIT_PAGE_ROWS = 50
/** Rows per read of the CSV export (it reads page after page until the end). */
export const AUDIT_CSV_PAGE_ROWS = 500

/** An audit row and the refusals counted on it: how many more came, and when the last did. */
export type AuditListRow = AuditRow & { more: number; lastMoreAt: Date | null }

function conditions(filter: AuditFilter, cursor: AuditCursor): SQL[] {
  const where: SQL[] = []
  if (filter.action) where.push(eq(auditLog.action, filter.action))
  if (filter.person) where.push(ilike(auditLog.actorEmail, `%${filter.person.replace(/[%_\\]/g, (c) => `\\${c}`)}%`))
  if (filter.from) where.push(gte(auditLog.at, dubaiDayStart(filter.from)))
  if (filter.to) where.push(lt(auditLog.at, new Date(dubaiDayStart(filter.to).getTime() + DAY_MS)))
  if (cursor.older !== undefined) where.push(lt(auditLog.id, cursor.older))
  else if (cursor.newer !== undefined) where.push(gt(auditLog.id, cursor.newer))
  return where
}

/**
 * Up to `limit` rows matching the filter, newest first: the newest, those just older than
 * `cursor.older`, or those just newer than `cursor.newer`.
 */
export async function listAudit(db: Db, filter: AuditFilter, cursor: AuditCursor = {}, limit = AUDIT_PAGE_ROWS): Promise<AuditListRow[]> {
  const newer = cursor.older === undefined && cursor.newer !== undefined
  const rows = await db
    .select({ ...getTableColumns(auditLog), more: auditRepeats.more, repeatedAt: auditRepeats.lastAt })
    .from(auditLog)
    .leftJoin(auditRepeats, eq(auditRepeats.auditId, auditLog.id))
    .where(and(...conditions(filter, cursor)))
    .orderBy(newer ? asc(auditLog.id) : desc(auditLog.id))
    .limit(limit)
  const list = rows.map(({ more, repeatedAt, ...row }) => ({ ...row, more: more ?? 0, lastMoreAt: more ? repeatedAt : null }))
  return newer ? list.reverse() : list
}

/** One page and whether older and newer rows exist beyond it (as the ids to read them from). */
export async function auditPage(
  db: Db,
  filter: AuditFilter,
  cursor: AuditCursor,
  size = AUDIT_PAGE_ROWS,
): Promise<{ rows: AuditListRow[]; older?: number; newer?: number }> {
  // One row more than the page says whether another page follows in the direction read.
  const fetched = await listAudit(db, filter, cursor, size + 1)
  const towardsNewer = cursor.older === undefined && cursor.newer !== undefined
  const beyond = fetched.length > size
  const rows = towardsNewer ? fetched.slice(fetched.length - Math.min(fetched.length, size)) : fetched.slice(0, size)
  const first = rows[0]
  const last = rows.at(-1)
  if (!first || !last) return { rows }
  const exists = async (at: AuditCursor) => (await listAudit(db, filter, at, 1)).length > 0
  const hasOlder = towardsNewer ? await exists({ older: last.id }) : beyond
  const hasNewer = towardsNewer ? beyond : cursor.older !== undefined && (await exists({ newer: first.id }))
  return { rows, ...(hasOlder ? { older: last.id } : {}), ...(hasNewer ? { newer: first.id } : {}) }
}

/**
 * Every action that occurs in the log, in order. Reads one index entry per action (a loose index
 * scan on `audit_log_action_idx`), however many rows each has.
 */
export async function auditActions(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ action: string }>(
    db,
    sql`with recursive found as (
      select min(action) as action from audit_log
      union all
      select (select min(action) from audit_log where action > found.action) from found where found.action is not null
    )
    select action from found where action is not null`,
  )
  return rows.map((r) => r.action)
}

/** One value of a change as words: a list joined, nothing as a dash, a nested record compact. */
function shown(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—'
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return value.map(shown).join(', ')
  return JSON.stringify(value)
}

/** The change of a row, field by field: values shown as text, a side without the field as null. */
function changesOf(row: AuditRow): AuditChange[] {
  if (!row.before && !row.after) return []
  const before = row.before ?? {}
  const after = row.after ?? {}
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
  return fields.map((field) => ({ field, was: field in before ? shown(before[field]) : null, is: field in after ? shown(after[field]) : null }))
}

/** The audit screen's data for a request's address: its filters, one page, and the actions to filter by. */
export async function auditScreenData(db: Db, url: URL): Promise<AuditScreenData> {
  const filter = auditFilterFrom(url)
  const [page, actions] = await Promise.all([auditPage(db, filter, auditCursorFrom(url)), auditActions(db)])
  return {
    filter,
    actions,
    rows: page.rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      who: r.actorName ? `${r.actorName} <${r.actorEmail}>` : r.actorEmail,
      action: r.action,
      target: r.target,
      changes: changesOf(r),
      ip: r.ip,
      more: r.more,
      lastMoreAt: r.lastMoreAt?.toISOString() ?? null,
    })),
    ...(page.older === undefined ? {} : { older: page.older }),
    ...(page.newer === undefined ? {} : { newer: page.newer }),
  }
}

const csvHeader = [
  'at',
  'actor_email',
  'actor_name',
  'action',
  'target',
  'before',
  'after',
  'ip',
  'user_agent',
  'request_id',
  'repeats',
  'repeats_last_at',
].join(',')

/** One CSV record per row (each ending in CRLF); `repeats` is how many more like it came (see `recordRefusal`). */
function csvRecords(rows: (AuditRow & Partial<Pick<AuditListRow, 'more' | 'lastMoreAt'>>)[]): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)
    // A leading = + - @ would be read as a formula by spreadsheet programs.
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  return rows
    .map(
      (r) =>
        `${[
          r.at.toISOString(),
          r.actorEmail,
          r.actorName,
          r.action,
          r.target,
          r.before,
          r.after,
          r.ip,
          r.userAgent,
          r.requestId,
          r.more ?? 0,
          r.lastMoreAt?.toISOString() ?? '',
        ]
          .map(cell)
          .join(',')}\r\n`,
    )
    .join('')
}

/** RFC 4180 CSV with a UTF-8 byte-order mark (so spreadsheet programs read Chinese correctly). */
export function auditCsv(rows: (AuditRow & Partial<Pick<AuditListRow, 'more' | 'lastMoreAt'>>)[]): string {
  return `\uFEFF${csvHeader}\r\n${csvRecords(rows)}`
}

/**
 * Every row matching the filter as CSV, newest first, read page by page while the download is
 * taken (memory stays flat however long the log). The first page is read at once, so rows written
 * after the export began (its own audit row) are not in it. A failed read ends the download with
 * an error rather than a silently short file.
 */
export async function auditCsvStream(db: Db, filter: AuditFilter): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder()
  let page = await listAudit(db, filter, {}, AUDIT_CSV_PAGE_ROWS)
  let started = false
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true
        controller.enqueue(encoder.encode(`\uFEFF${csvHeader}\r\n`))
      }
      if (page.length > 0) controller.enqueue(encoder.encode(csvRecords(page)))
      const last = page.at(-1)
      if (!last || page.length < AUDIT_CSV_PAGE_ROWS) {
        controller.close()
        return
      }
      page = await listAudit(db, filter, { older: last.id }, AUDIT_CSV_PAGE_ROWS)
    },
  })
}
