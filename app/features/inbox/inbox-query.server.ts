/**
 * The inbox list: server-side paging, sorting, filters and substring search, built so that with
 * 100,000 enquiries every page answers within tens of milliseconds on PGlite and PostgreSQL.
 *
 * - Pages come newest first through `enquiries_created_idx` (or `(status, created_at)`), reading
 *   one row more than the page to know whether another follows (no count over the whole table).
 * - Search reads `inbox_grams(search_text)`, a GIN index of every 3-character window of the
 *   lower-cased text and every 2-character window holding a non-ASCII character, so "smith",
 *   "E-2026-0001" and a two-character Chinese word such as 机场 are all found through the index;
 *   `strpos` then confirms the exact substring. Shorter queries (one character, or two Latin
 *   characters) scan newest first and stop at a full page.
 * - "Overdue" and "due today" read the stored due moment (`reply_due_at`, kept current by every
 *   status change and calendar save) through a partial index of unanswered enquiries.
 * - "Has failed mail" reads a partial index of failed outbox rows.
 */
import { sql, type SQL } from 'drizzle-orm'
import { rowsOf, type Db } from '../../.server/db/client'
import type { EnquiryStatus } from '../../.server/db/schema'
import { inboxQuerySchema, type InboxQuery, type InboxQueryInput } from './inbox-filters'
import { DAY_MS, DUBAI_OFFSET_MS } from '../../lib/dubai-time'
import { dubaiDayNumber, storedClockState, type ClockState } from '../reply-clock/reply-clock'
import { parseInput } from '../desk/desk-command.server'
import type { DeskResult } from '../desk/desk-result'

/** How many of the newest rows a search walks before it asks the search index. */
export const SEARCH_WALK_ROWS = 4000

export type InboxRow = {
  id: number
  reference: string
  name: string
  email: string
  lang: 'en' | 'zh'
  status: EnquiryStatus
  items: { id: string; title: string }[]
  travelDate: string
  createdAt: Date
  replyDueAt: Date | null
  answeredAt: Date | null
  version: number
  hasFailedMail: boolean
  /** The message held blocklist words (ADR 0036). */
  isFlagged: boolean
  flaggedTerms: string[]
  /** The reply clock as stored (the detail view recomputes it from the full history). */
  clock: ClockState | null
}

export type InboxPage = { rows: InboxRow[]; page: number; pageSize: number; hasMore: boolean; query: InboxQuery }

export type InboxQueryResult = DeskResult<{ page: InboxPage }>

type RawRow = {
  id: number | string
  reference: string
  name: string
  email: string
  lang: 'en' | 'zh'
  status: EnquiryStatus
  items: { id: string; title: string }[] | string
  travel_date: string
  created_ms: number | string
  due_ms: number | string | null
  answered_ms: number | string | null
  version: number | string
  has_failed_mail: boolean
  is_flagged: boolean
  flagged_terms: string[] | string | null
}

/** The start of a Dubai date as an instant. */
function dubaiDayStart(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - DUBAI_OFFSET_MS)
}

/** Whether the search string yields index keys (see `inbox_grams` in the migration). */
export function searchUsesIndex(q: string): boolean {
  const chars = Array.from(q.toLowerCase())
  if (chars.length >= 3) return true
  return chars.length === 2 && chars.some((c) => (c.codePointAt(0) ?? 0) > 0x7f)
}

/** Unanswered, not spam, not paused: the enquiries whose reply clock is running. */
const running = sql`e.answered_at is null and e.status not in ('spam', 'awaiting_visitor') and e.reply_due_at is not null`

/** WHERE conditions for the query's filters and search (without paging or order). */
export function inboxConditions(query: InboxQuery, now: Date): SQL {
  const parts: SQL[] = []
  // Spam is kept but hidden unless asked for; "not spam" reads no index (nearly every row passes).
  if (query.status)
    parts.push(
      sql`e.status in (${sql.join(
        query.status.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    )
  else parts.push(sql`e.status <> 'spam'`)
  if (query.lang) parts.push(sql`e.lang = ${query.lang}`)
  if (query.from) parts.push(sql`e.created_at >= ${dubaiDayStart(query.from).toISOString()}::timestamptz`)
  if (query.to) parts.push(sql`e.created_at < ${new Date(dubaiDayStart(query.to).getTime() + DAY_MS).toISOString()}::timestamptz`)
  if (query.overdue) parts.push(sql`${running} and e.reply_due_at <= ${now.toISOString()}::timestamptz`)
  if (query.dueToday) {
    const endOfToday = new Date((dubaiDayNumber(now) + 1) * DAY_MS - DUBAI_OFFSET_MS)
    parts.push(sql`${running} and e.reply_due_at > ${now.toISOString()}::timestamptz and e.reply_due_at <= ${endOfToday.toISOString()}::timestamptz`)
  }
  // Few mails fail: fetch their enquiries by id (an array the primary key is probed with) rather
  // than checking each row walked.
  if (query.failedMail) parts.push(sql`e.id = any(array(select m.enquiry_id from mail_outbox m where m.status = 'ERROR'))`)
  if (query.flagged) parts.push(sql`e.is_flagged`)
  if (query.q) {
    const q = query.q
    if (searchUsesIndex(q)) parts.push(sql`inbox_grams(e.search_text) @> inbox_grams(lower(${q}))`)
    parts.push(sql`strpos(e.search_text, lower(${q})) > 0`)
  }
  return sql.join(parts, sql` and `)
}

function orderBy(query: InboxQuery): SQL {
  const dir = query.dir === 'asc' ? sql`asc` : sql`desc`
  switch (query.sort) {
    case 'due':
      return sql`e.reply_due_at ${dir} nulls last, e.id ${dir}`
    case 'travel':
      return sql`e.travel_date ${dir}, e.id ${dir}`
    case 'created':
      return sql`e.created_at ${dir}, e.id ${dir}`
  }
}

const toDate = (ms: number | string | null): Date | null => (ms === null ? null : new Date(Number(ms)))

/** The columns a list row and a CSV row need. */
export const inboxColumns = sql`e.id::int as id, e.reference, e.name, e.email, e.lang, e.status, e.items, e.travel_date,
  e.message, e.phone,
  (extract(epoch from e.created_at) * 1000)::float8 as created_ms,
  (extract(epoch from e.reply_due_at) * 1000)::float8 as due_ms,
  (extract(epoch from e.answered_at) * 1000)::float8 as answered_ms,
  e.version, e.is_flagged, e.flagged_terms,
  exists (select 1 from mail_outbox m where m.enquiry_id = e.id and m.status = 'ERROR') as has_failed_mail`

/** A text[] column as the drivers hand it over (an array, or PostgreSQL's literal `{a,"b c"}`). */
export function textArrayOf(value: string[] | string | null): string[] {
  if (value === null) return []
  if (Array.isArray(value)) return value
  const inner = value.replace(/^\{|\}$/g, '')
  if (inner === '') return []
  return Array.from(inner.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g), (m) => (m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : (m[2] ?? '')))
}

export function toInboxRow(raw: RawRow, now: Date): InboxRow {
  const row = {
    id: Number(raw.id),
    reference: raw.reference,
    name: raw.name,
    email: raw.email,
    lang: raw.lang,
    status: raw.status,
    items: typeof raw.items === 'string' ? (JSON.parse(raw.items) as InboxRow['items']) : raw.items,
    travelDate: raw.travel_date,
    createdAt: new Date(Number(raw.created_ms)),
    replyDueAt: toDate(raw.due_ms),
    answeredAt: toDate(raw.answered_ms),
    version: Number(raw.version),
    hasFailedMail: raw.has_failed_mail,
    isFlagged: raw.is_flagged,
    flaggedTerms: textArrayOf(raw.flagged_terms),
  }
  return { ...row, clock: storedClockState(row, now) }
}

/** One page of the inbox. `input` is parsed with the shared schema (the `invalid` refusal naming each field when it does not fit). */
export async function queryInbox(db: Db, input: InboxQueryInput | InboxQuery, now: Date): Promise<InboxQueryResult> {
  const parsed = parseInput(inboxQuerySchema, input)
  if (!parsed.ok) return parsed
  const query = parsed.data
  const offset = (query.page - 1) * query.pageSize
  const page = (raw: RawRow[]): InboxQueryResult => ({
    ok: true,
    page: {
      rows: raw.slice(0, query.pageSize).map((r) => toInboxRow(r, now)),
      page: query.page,
      pageSize: query.pageSize,
      hasMore: raw.length > query.pageSize,
      query,
    },
  })
  // A common word (机场, a frequent name) matches thousands of rows: reading them all through the
  // search index and sorting them costs more than walking the newest rows until a page is full.
  // So first walk at most SEARCH_WALK_ROWS of the newest filtered rows; only when that does not fill
  // the page (a rare word) ask the search index, which then returns few rows.
  if (query.q && query.sort === 'created' && offset + query.pageSize < SEARCH_WALK_ROWS) {
    const walked = await rowsOf<RawRow>(
      db,
      sql`select ${inboxColumns} from (
          select * from enquiries e where ${inboxConditions({ ...query, q: undefined }, now)}
          order by ${orderBy(query)} limit ${SEARCH_WALK_ROWS}
        ) e
        where strpos(e.search_text, lower(${query.q})) > 0
        order by ${orderBy(query)}
        limit ${query.pageSize + 1} offset ${offset}`,
    )
    if (walked.length > query.pageSize) return page(walked)
  }
  const raw = await rowsOf<RawRow>(
    db,
    sql`select ${inboxColumns} from enquiries e
      where ${inboxConditions(query, now)}
      order by ${orderBy(query)}
      limit ${query.pageSize + 1} offset ${offset}`,
  )
  return page(raw)
}

export type ClockCounts = { dueToday: number; overdue: number }

/** For the dashboard: how many running clocks are due today and how many are overdue. */
export async function clockCounts(db: Db, now: Date): Promise<ClockCounts> {
  const endOfToday = new Date((dubaiDayNumber(now) + 1) * DAY_MS - DUBAI_OFFSET_MS)
  const [row] = await rowsOf<{ due_today: number | string; overdue: number | string }>(
    db,
    sql`select count(*) filter (where e.reply_due_at > ${now.toISOString()}::timestamptz)::int as due_today,
        count(*) filter (where e.reply_due_at <= ${now.toISOString()}::timestamptz)::int as overdue
      from enquiries e
      where ${running} and e.reply_due_at <= ${endOfToday.toISOString()}::timestamptz`,
  )
  return { dueToday: Number(row?.due_today ?? 0), overdue: Number(row?.overdue ?? 0) }
}

/** For the dashboard: flagged enquiries ("possibly offensive", ADR 0036) the inbox shows (spam hidden). */
export async function countFlaggedEnquiries(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, sql`select count(*)::int as n from enquiries e where e.is_flagged and e.status <> 'spam'`)
  return Number(row?.n ?? 0)
}
