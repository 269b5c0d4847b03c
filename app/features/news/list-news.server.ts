/**
 * Reading the news for the board and `GET /api/news`.
 *
 * The read takes rows that are not deleted and not ended, in board order. When it throws, or no row
 * is visible now, a warning goes to the server log and the built-in items (news-data.ts) stand in,
 * filtered by the same rules, so the board is never empty because of the database.
 */
import { and, asc, desc, eq, gte, isNull, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../.server/db/client'
import { news, type NewsRow } from '../../.server/db/schema'
import { perLang, type Lang } from '../i18n/lang'
import { builtinNews, newsVariants, type NewsEntry, type NewsRecord } from './news-data'
import { localizeNews } from './news-localize'
import { isCurrentAt, isVisibleAt, orderNews } from './news-rules'

/** The desk list's default size; the public board never needs more. */
export const NEWS_READ_LIMIT = 100

export type NewsLog = { warn: (details: Record<string, unknown>, message: string) => void }

export type NewsListing = {
  /** 'builtin' when the read failed or returned nothing visible. */
  source: 'database' | 'builtin'
  items: NewsEntry[]
}

/** A text in every language; a language missing from a stored row reads as '' (the item is then left out in it). */
const textSchema = z.object(perLang(() => z.string().catch('')))
const storedNewsSchema = z.object({
  title: textSchema,
  body: textSchema,
  ctaText: textSchema.nullable().catch(null),
  variant: z.enum(newsVariants).catch('info'),
  extra: z.record(z.string(), z.unknown()).catch({}),
})

/** A stored row as a record; undefined when its JSON texts are unreadable. */
export function recordOfRow(row: NewsRow): NewsRecord | undefined {
  const parsed = storedNewsSchema.safeParse(row)
  if (!parsed.success) return undefined
  return {
    id: row.id,
    title: parsed.data.title,
    body: parsed.data.body,
    ctaText: parsed.data.ctaText,
    ctaLink: row.ctaLink,
    pin: row.pin,
    variant: parsed.data.variant,
    priority: row.priority,
    startAt: row.startAt,
    endAt: row.endAt,
    extra: parsed.data.extra,
  }
}

/** Rows not deleted and not ended at `now`, in board order. Throws when the database does. */
export async function readCurrentNews(db: Db, now: Date): Promise<NewsRecord[]> {
  const rows = await db
    .select()
    .from(news)
    .where(and(eq(news.deleted, false), or(isNull(news.endAt), gte(news.endAt, now))))
    .orderBy(desc(news.pin), asc(news.priority), sql`${news.startAt} desc nulls last`, asc(news.id))
    .limit(NEWS_READ_LIMIT)
  const records = rows.map(recordOfRow).filter((record) => record !== undefined)
  return orderNews(records.filter((record) => isCurrentAt(record, now.getTime())))
}

/** The built-in items that have not ended at `now`, in board order. */
export function builtinCurrentNews(now: Date): NewsRecord[] {
  return orderNews(builtinNews.filter((record) => isCurrentAt(record, now.getTime())))
}

/**
 * Items not deleted and not ended, in board order, in one language: what the API returns and the
 * board filters further with the visibility rule. Falls back to the built-in items (with a warning)
 * when the read fails or nothing stored is visible now.
 */
export async function listNews(db: Db, { now, lang, log }: { now: Date; lang: Lang; log: NewsLog }): Promise<NewsListing> {
  let records: NewsRecord[] | undefined
  try {
    const stored = await readCurrentNews(db, now)
    if (stored.some((record) => isVisibleAt(record, now.getTime()))) records = stored
    else log.warn({ lang, stored: stored.length }, 'news read returned no visible item; showing the built-in news')
  } catch (error) {
    log.warn({ err: error, lang }, 'news read failed; showing the built-in news')
  }
  const chosen = records ?? builtinCurrentNews(now)
  return {
    source: records ? 'database' : 'builtin',
    items: chosen.map((record) => localizeNews(record, lang)).filter((entry) => entry !== undefined),
  }
}

/** The items the board shows at `now` on the server (before any browser dismissals). */
export async function listVisibleNews(db: Db, options: { now: Date; lang: Lang; log: NewsLog }): Promise<NewsListing> {
  const listing = await listNews(db, options)
  return { ...listing, items: listing.items.filter((item) => isVisibleAt(item, options.now.getTime())) }
}
