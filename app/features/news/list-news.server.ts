/**
 * Reading the news for the board and `GET /api/news`.
 *
 * The public read takes only the rows on the board now (not deleted, started, not ended), in board
 * order: a scheduled offer's text is public from its start, not before. When the read throws, or no
 * row is visible now, a warning goes to the server log and the built-in items (news-data.ts) stand
 * in, filtered by the same rules, so the board is never empty because of the database. The desk
 * reads its own list (`readCurrentNews` and news-commands.server.ts), scheduled items included.
 */
import { and, asc, desc, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../.server/db/client'
import { news, type NewsRow } from '../../.server/db/schema'
import { perLang, type Lang } from '../i18n/lang'
import { builtinNews, newsVariants, type NewsEntry, type NewsRecord } from './news-data'
import { localizeNews } from './news-localize'
import { isCurrentAt, isVisibleAt, nextVisibilityChange, orderNews, shownSince } from './news-rules'

/** The desk list's default size; the public board never needs more. */
export const NEWS_READ_LIMIT = 100

export type NewsLog = { warn: (details: Record<string, unknown>, message: string) => void }

export type NewsListing = {
  /** 'builtin' when the read failed or returned nothing visible. */
  source: 'database' | 'builtin'
  /** The items on the board now, in one language. */
  items: NewsEntry[]
  /** The next moment the board changes by itself (epoch ms): an item starts or ends. Undefined: none ahead. */
  changesAt: number | undefined
  /** The moment the board has shown these items since, as far as they tell (see `shownSince`): the board's clock when rendered. */
  shownSince: number
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

/**
 * Rows not deleted and not ended at `now`, in board order: the desk's preview of the board, scheduled
 * items included. Never for a public path. Throws when the database does.
 */
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

/**
 * Rows on the board at `now`: not deleted, started and not ended, in board order. The only read of
 * the table for public pages and the API: an item outside its window never leaves the server.
 * Throws when the database does.
 */
export async function readVisibleNews(db: Db, now: Date): Promise<NewsRecord[]> {
  const rows = await db
    .select()
    .from(news)
    .where(and(eq(news.deleted, false), or(isNull(news.endAt), gte(news.endAt, now)), or(isNull(news.startAt), lte(news.startAt, now))))
    .orderBy(desc(news.pin), asc(news.priority), sql`${news.startAt} desc nulls last`, asc(news.id))
    .limit(NEWS_READ_LIMIT)
  const records = rows.map(recordOfRow).filter((record) => record !== undefined)
  return orderNews(records.filter((record) => isVisibleAt(record, now.getTime())))
}

/**
 * The next moment after `now` at which a stored item (not deleted) starts, or the millisecond after
 * one ends: when the board changes by itself. Undefined when no such moment is ahead.
 */
export async function readNextNewsChange(db: Db, now: Date): Promise<number | undefined> {
  const [next] = await db
    .select({
      startAt: sql`min(${news.startAt}) filter (where ${gt(news.startAt, now)})`.mapWith(news.startAt),
      endAt: sql`min(${news.endAt}) filter (where ${gte(news.endAt, now)})`.mapWith(news.endAt),
    })
    .from(news)
    .where(eq(news.deleted, false))
  return next ? nextVisibilityChange([next], now.getTime()) : undefined
}

function earliest(...moments: (number | undefined)[]): number | undefined {
  const known = moments.filter((moment) => moment !== undefined)
  return known.length > 0 ? Math.min(...known) : undefined
}

/**
 * The items on the board at `now` (not deleted, started, not ended), in board order, in one
 * language: what the API returns and the home pages render. Items outside their window are not
 * read at all; `changesAt` says when the next one starts or ends, so that a page showing the board
 * is kept no longer. Falls back to the built-in items (with a warning) when the read fails or
 * nothing stored is visible now.
 */
export async function listNews(db: Db, { now, lang, log }: { now: Date; lang: Lang; log: NewsLog }): Promise<NewsListing> {
  let records: NewsRecord[] | undefined
  let storedChange: number | undefined
  try {
    const [visible, changesAt] = await Promise.all([readVisibleNews(db, now), readNextNewsChange(db, now)])
    storedChange = changesAt
    if (visible.length > 0) records = visible
    else log.warn({ lang }, 'news read returned no visible item; showing the built-in news')
  } catch (error) {
    log.warn({ err: error, lang }, 'news read failed; showing the built-in news')
  }
  const chosen = records ?? orderNews(builtinNews.filter((record) => isVisibleAt(record, now.getTime())))
  return {
    source: records ? 'database' : 'builtin',
    items: chosen.map((record) => localizeNews(record, lang)).filter((entry) => entry !== undefined),
    // A stored item that starts later replaces the built-in ones then: that is a change too.
    changesAt: records ? storedChange : earliest(storedChange, nextVisibilityChange(builtinNews, now.getTime())),
    shownSince: shownSince(chosen, now.getTime()),
  }
}
