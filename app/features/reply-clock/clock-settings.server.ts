/**
 * The reply clock's working calendar, stored in `inbox_settings` (one row). Saving validates with
 * the shared schema, refuses a stale version, and recomputes the due moment of every unanswered
 * enquiry so the overdue filter and the dashboard follow the new calendar at once.
 */
import { eq, sql } from 'drizzle-orm'
import { rowsOf, type Db } from '../../.server/db/client'
import { inboxSettings } from '../../.server/db/schema'
import { invalidInput, refuse, type DeskResult } from '../desk/desk-result'
import { workingCalendarSchema } from './calendar-schema'
import { clockInputFromHistory, defaultCalendar, replyDueAt, type StatusChange, type WorkingCalendar } from './reply-clock'
import type { AuditWrite } from '../audit/audit.server'
import { uaeHolidays, type HolidayName } from './uae-holidays'

export const CLOCK_SETTINGS_ID = 'reply-clock'

export type StoredCalendar = WorkingCalendar & { names: Record<string, HolidayName>; version: number }

/** Names for the listed dates: the stored ones, else the built-in UAE holiday's on that date. */
function namesFor(holidays: readonly string[], stored: Record<string, HolidayName>): Record<string, HolidayName> {
  const names: Record<string, HolidayName> = {}
  for (const date of holidays) {
    const name = stored[date] ?? uaeHolidays.get(date)
    if (name) names[date] = name
  }
  return names
}

/**
 * The stored calendar, or at version 0 when never saved the default: Monday to Friday and the UAE's
 * public holidays of this year and the next (`uae-holidays.ts`).
 */
export async function readWorkingCalendar(db: Db): Promise<StoredCalendar> {
  const [row] = await db.select().from(inboxSettings).where(eq(inboxSettings.id, CLOCK_SETTINGS_ID))
  if (!row) return { ...defaultCalendar, names: namesFor(defaultCalendar.holidays, {}), version: 0 }
  const parsed = workingCalendarSchema.safeParse({ workingDays: row.workingDays, holidays: row.holidays, names: row.holidayNames })
  return parsed.success
    ? { ...parsed.data, names: namesFor(parsed.data.holidays, parsed.data.names), version: row.version }
    : { ...defaultCalendar, names: namesFor(defaultCalendar.holidays, {}), version: row.version }
}

/** How long an instance keeps the calendar it read (another instance's save shows within this). */
const CACHE_MS = 60_000
const cache = new WeakMap<Db, { readAt: number; calendar: Promise<StoredCalendar> }>()

/** The calendar, read at most once a minute per database: for the enquiry form's hot path. */
export function cachedWorkingCalendar(db: Db, now: number): Promise<StoredCalendar> {
  const hit = cache.get(db)
  if (hit && now - hit.readAt < CACHE_MS) return hit.calendar
  const calendar = readWorkingCalendar(db)
  cache.set(db, { readAt: now, calendar })
  calendar.catch(() => cache.delete(db))
  return calendar
}

/** The calendar as saved; or why not (`stale` with the version stored now, `invalid` naming the fields). */
export type SaveCalendarResult = DeskResult<{ calendar: StoredCalendar }, { version: number }>

/**
 * Save the calendar when `expectedVersion` is the stored one (0 when none is stored yet), then
 * recompute the open enquiries' due moments, in one transaction.
 */
export async function saveWorkingCalendar(
  db: Db,
  input: unknown,
  options: {
    expectedVersion: number
    by: string
    now: Date
    /** The audit log's writer, inside the save's transaction. */
    audit?: AuditWrite
  },
): Promise<SaveCalendarResult> {
  const parsed = workingCalendarSchema.safeParse(input)
  if (!parsed.success) {
    return invalidInput(parsed.error.issues.map((i) => ({ path: i.path.join('.') || 'form', message: i.message })))
  }
  const calendar = parsed.data
  const result: SaveCalendarResult = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ version: inboxSettings.version, workingDays: inboxSettings.workingDays, holidays: inboxSettings.holidays })
      .from(inboxSettings)
      .where(eq(inboxSettings.id, CLOCK_SETTINGS_ID))
      .for('update')
    const currentVersion = current?.version ?? 0
    if (currentVersion !== options.expectedVersion) return refuse('stale', { current: { version: currentVersion } })
    const version = currentVersion + 1
    await tx
      .insert(inboxSettings)
      .values({
        id: CLOCK_SETTINGS_ID,
        workingDays: calendar.workingDays,
        holidays: calendar.holidays,
        holidayNames: calendar.names,
        version,
        updatedBy: options.by,
      })
      .onConflictDoUpdate({
        target: inboxSettings.id,
        set: {
          workingDays: calendar.workingDays,
          holidays: calendar.holidays,
          holidayNames: calendar.names,
          version,
          updatedBy: options.by,
          updatedAt: sql`now()`,
        },
      })
    await recomputeOpenDueDates(tx, calendar, options.now)
    await options.audit?.(tx, {
      action: 'calendar.update',
      target: CLOCK_SETTINGS_ID,
      before: current ? { workingDays: current.workingDays, holidays: current.holidays } : null,
      after: { workingDays: calendar.workingDays, holidays: calendar.holidays },
    })
    return { ok: true as const, calendar: { ...calendar, names: namesFor(calendar.holidays, calendar.names), version } }
  })
  if (result.ok) cache.delete(db)
  return result
}

/** Due moment of one enquiry from its status history (oldest first). */
export function dueAtFromHistory(submittedAt: Date, history: readonly StatusChange[], calendar: WorkingCalendar, now: Date): Date {
  return replyDueAt(clockInputFromHistory(submittedAt, history), calendar, now)
}

/** Recompute `reply_due_at` of every unanswered, non-spam enquiry (in pages, bounded memory). */
export async function recomputeOpenDueDates(db: Db, calendar: WorkingCalendar, now: Date): Promise<number> {
  let afterId = 0
  let updated = 0
  for (;;) {
    const page = await rowsOf<{ id: number; created_at: string; history: { at: string; from: string; to: string }[] | null }>(
      db,
      sql`select e.id::int as id, e.created_at::text as created_at,
          (select json_agg(json_build_object('at', h.at, 'from', h.from_status, 'to', h.to_status) order by h.at, h.id)
             from enquiry_status_history h where h.enquiry_id = e.id) as history
        from enquiries e
        where e.answered_at is null and e.status <> 'spam' and e.id > ${afterId}
        order by e.id limit 1000`,
    )
    if (page.length === 0) return updated
    const ids: number[] = []
    const dues: string[] = []
    for (const row of page) {
      const history = (row.history ?? []).map((h) => ({ at: new Date(h.at), from: h.from, to: h.to }))
      ids.push(row.id)
      dues.push(dueAtFromHistory(new Date(row.created_at), history, calendar, now).toISOString())
    }
    await db.execute(sql`update enquiries set reply_due_at = d.due
      from unnest(${`{${ids.join(',')}}`}::bigint[], ${`{${dues.join(',')}}`}::timestamptz[]) as d(id, due)
      where enquiries.id = d.id`)
    updated += page.length
    afterId = page[page.length - 1]?.id ?? afterId
  }
}
