/**
 * CSV export of the filtered inbox: one row per enquiry (items joined), streamed page by page
 * (keyset pages of 500 rows, newest first) so memory stays flat however many enquiries match.
 * UTF-8 with a byte-order mark so Excel opens Chinese text correctly; cells that a spreadsheet would
 * read as a formula (starting with = + - @, tab or carriage return) are prefixed with an apostrophe.
 */
import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { sql } from 'drizzle-orm'
import { rowsOf, type Db } from '../../.server/db/client'
import type { ShownPrices } from '../../.server/db/schema'
import { formatAed } from '../pricing/convert'
import { inboxQuerySchema, type InboxQuery, type InboxQueryInput } from './inbox-filters'
import { inboxColumns, inboxConditions } from './inbox-query.server'
import { dubaiDateTime, dubaiDay } from '../../lib/dubai-time'
import { inboxCopy } from './inbox-copy'
import { templateCopy } from '../reply-templates/template-copy'
import type { DeskLang } from '../desk/desk-path'
import { excelSafe } from '../../lib/excel-safe'
import { parseInput } from '../desk/desk-command.server'
import type { DeskResult } from '../desk/desk-result'

export const CSV_PAGE_ROWS = 500

/** The columns in order; their headers are in the inbox copy, in the desk's language. */
export const csvColumns = [
  { key: 'reference' },
  { key: 'received' },
  { key: 'language' },
  { key: 'status' },
  { key: 'name' },
  { key: 'email' },
  { key: 'phone' },
  { key: 'items' },
  { key: 'travelDate' },
  { key: 'message' },
  { key: 'replyDue' },
  { key: 'answered' },
  { key: 'answeredInTime' },
  { key: 'failedMail' },
] as const

export type CsvRecord = Record<(typeof csvColumns)[number]['key'], string>

export { excelSafe }

/** `YYYY-MM-DD HH:mm` in Dubai time, from epoch milliseconds as the query returns them. */
function dubaiTime(ms: number | string | null): string {
  return ms === null ? '' : dubaiDateTime(Number(ms))
}

type CsvRaw = {
  id: number | string
  reference: string
  name: string
  email: string
  phone: string
  lang: string
  status: string
  items: { title: string }[] | string
  /** The "from" prices the site showed for the items when the enquiry was sent (null before they were kept). */
  shown_prices?: ShownPrices | string | null
  travel_date: string
  message: string
  created_ms: number | string
  due_ms: number | string | null
  answered_ms: number | string | null
  has_failed_mail: boolean
  /** created_at as text: the exact keyset cursor (microseconds included). */
  created_key?: string
}

type CsvWords = ReturnType<typeof inboxCopy>

/** "yes" / "no" once answered; "overdue" or "open" while not; empty for spam (in the desk's language). */
function answeredInTime(row: CsvRaw, now: number, t: CsvWords): string {
  if (row.status === 'spam' || row.due_ms === null) return ''
  const due = Number(row.due_ms)
  if (row.answered_ms !== null) return Number(row.answered_ms) <= due ? t.csv.yes : t.csv.no
  return now > due ? t.csv.overdue : t.csv.open
}

const isKey = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key)

/** One enquiry as a spreadsheet row, in the operator's words and language (status and language as the inbox says them). */
export function csvRecord(row: CsvRaw, now: Date, lang: DeskLang = 'en'): CsvRecord {
  const t = inboxCopy(lang)
  const items = typeof row.items === 'string' ? (JSON.parse(row.items) as { title: string }[]) : row.items
  const shown = typeof row.shown_prices === 'string' ? (JSON.parse(row.shown_prices) as ShownPrices) : row.shown_prices
  // Each item with the price the visitor saw beside it: "Sunset Dunes Select (from AED 700)".
  const itemText = (title: string, index: number) => {
    const price = shown?.items[index]
    if (!price) return title
    return `${title}${t.aside(price.fromAed === null ? t.csv.onRequest : templateCopy(lang).priceFrom(`AED ${formatAed(price.fromAed)}`))}`
  }
  const record: CsvRecord = {
    reference: row.reference,
    received: dubaiTime(row.created_ms),
    language: isKey(t.languages, row.lang) ? t.languages[row.lang] : row.lang,
    status: isKey(t.statuses, row.status) ? t.statuses[row.status] : row.status,
    name: row.name,
    email: row.email,
    phone: row.phone,
    items: items.map((item, index) => itemText(item.title, index)).join('; '),
    travelDate: row.travel_date,
    message: row.message,
    // The last day to answer on, as the inbox shows it ("Due 2026-12-02"): the clock runs out at its end.
    replyDue: row.due_ms === null ? '' : dubaiDay(Number(row.due_ms) - 1),
    answered: dubaiTime(row.answered_ms),
    answeredInTime: answeredInTime(row, now.getTime(), t),
    failedMail: row.has_failed_mail ? t.csv.yes : t.csv.no,
  }
  for (const key of Object.keys(record) as (keyof CsvRecord)[]) record[key] = excelSafe(record[key])
  return record
}

/** Every matching enquiry, newest first, read in keyset pages. */
export async function* inboxCsvRecords(db: Db, query: InboxQuery, now: Date, lang: DeskLang = 'en'): AsyncGenerator<CsvRecord> {
  const conditions = inboxConditions(query, now)
  let after: { createdKey: string; id: number } | undefined
  for (;;) {
    const keyset = after ? sql`and (e.created_at, e.id) < (${after.createdKey}::timestamptz, ${after.id}::bigint)` : sql``
    const page = await rowsOf<CsvRaw>(
      db,
      sql`select ${inboxColumns}, e.shown_prices, e.created_at::text as created_key from enquiries e
        where ${conditions} ${keyset}
        order by e.created_at desc, e.id desc
        limit ${CSV_PAGE_ROWS}`,
    )
    for (const row of page) yield csvRecord(row, now, lang)
    const last = page.at(-1)
    if (page.length < CSV_PAGE_ROWS || !last?.created_key) return
    after = { createdKey: last.created_key, id: Number(last.id) }
  }
}

export type InboxCsvResult = DeskResult<{ stream: Readable; filename: string }>

/**
 * The CSV as a byte stream (pipe it to the response, or `Readable.toWeb` it); it pulls the next
 * page only when the reader has taken the previous one.
 */
export function inboxCsv(db: Db, input: InboxQueryInput | InboxQuery, now: Date, lang: DeskLang = 'en'): InboxCsvResult {
  const parsed = parseInput(inboxQuerySchema, input)
  if (!parsed.ok) return parsed
  const headers = inboxCopy(lang).csv.headers
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: csvColumns.map((c) => ({ key: c.key, header: headers[c.key] })),
    record_delimiter: 'windows',
  })
  const source = Readable.from(inboxCsvRecords(db, parsed.data, now, lang), { objectMode: true, highWaterMark: 64 })
  // A failed page ends the download with an error instead of a silently short file.
  source.on('error', (error) => stringifier.destroy(error))
  const stream = source.pipe(stringifier)
  const filename = `enquiries-${dubaiDay(now)}.csv`
  return { ok: true, stream, filename }
}
