/**
 * Seed the built-in news (news-data.ts) at start: each built-in item is inserted only when no row has its
 * id, so a second start changes nothing and an item the admin deleted (soft delete keeps the row) is
 * never brought back. Seeded rows carry `extra.builtin = true` for the admin desk.
 */
import type { Db } from '../../.server/db/client'
import { news } from '../../.server/db/schema'
import { builtinNews } from './news-data'
import type { NewsLog } from './list-news.server'
import { parseNewsDate } from './news-rules'

function dateOf(value: unknown, bound: 'start' | 'end'): Date | null {
  const time = parseNewsDate(value, bound)
  if (time === undefined) throw new Error(`built-in news has an unreadable ${bound} date: ${String(value)}`)
  return time === null ? null : new Date(time)
}

/** Returns the ids inserted now. A failure is logged, not thrown: the board has its fallback. */
export async function seedNews(db: Db, log: NewsLog): Promise<string[]> {
  try {
    const rows = builtinNews.map((record) => ({
      id: record.id,
      title: record.title,
      body: record.body,
      ctaText: record.ctaText,
      ctaLink: record.ctaLink,
      pin: record.pin,
      variant: record.variant,
      priority: record.priority,
      startAt: dateOf(record.startAt, 'start'),
      endAt: dateOf(record.endAt, 'end'),
      extra: { ...record.extra, builtin: true },
    }))
    const inserted = await db.insert(news).values(rows).onConflictDoNothing({ target: news.id }).returning({ id: news.id })
    return inserted.map((row) => row.id)
  } catch (error) {
    log.warn({ err: error }, 'built-in news could not be seeded')
    return []
  }
}
