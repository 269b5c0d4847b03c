/** One news item as the desk's list and editor show it (times as ISO text), and what the desk's news commands answer. */
import type { NewsRow } from '../../.server/db/schema'
import type { DeskResult } from '../desk/desk-result'
import type { NewsText, NewsVariant } from './news-data'
import { newsLanguages } from './news-editor-schema'
import { newsStateAt } from './news-rules'
import type { NewsConflict } from './news-commands.server'

export type DeskNewsItem = {
  id: string
  title: NewsText
  body: NewsText
  ctaText: NewsText
  ctaLink: string
  pin: boolean
  variant: NewsVariant
  priority: number
  startAt: string | null
  endAt: string | null
  extra: Record<string, unknown>
  updatedAt: string
  state: 'live' | 'scheduled' | 'ended' | 'deleted'
  languages: ('en' | 'zh')[]
}

/** The answer to a news command: the item's id, or why not (a stale edit carries the item as saved now). */
export type NewsDeskResult = DeskResult<{ id: string }, NewsConflict<DeskNewsItem>>

export function deskNewsItem(row: NewsRow, now: Date): DeskNewsItem {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    ctaText: row.ctaText ?? { en: '', zh: '' },
    ctaLink: row.ctaLink ?? '',
    pin: row.pin,
    variant: row.variant,
    priority: row.priority,
    startAt: row.startAt?.toISOString() ?? null,
    endAt: row.endAt?.toISOString() ?? null,
    extra: row.extra,
    updatedAt: row.updatedAt.toISOString(),
    state: newsStateAt(row, now),
    languages: newsLanguages(row),
  }
}
