/**
 * `GET /api/news?lang=en|zh` (DESIGN §7): items not deleted and not ended, in board order, with
 * `Cache-Control` and an `ETag` over the body (304 when `If-None-Match` matches).
 */
import { createHash } from 'node:crypto'
import type { Db } from '../../.server/db/client'
import type { Lang } from '../i18n/site-routes'
import { listNews, type NewsLog } from './list-news.server'

/** Stored news may be cached briefly; the built-in fallback is revalidated on every use. */
const CACHE_DATABASE = 'public, max-age=60, stale-while-revalidate=300'
const CACHE_BUILTIN = 'no-cache'

/** Weak: the same body is sent gzip, br or plain. */
export function etagOf(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

/** RFC 9110 weak comparison against an If-None-Match list (or '*'). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

export async function newsApiResponse(request: Request, { db, log, now = new Date() }: { db: Db; log: NewsLog; now?: Date }): Promise<Response> {
  const lang = new URL(request.url).searchParams.get('lang') ?? 'en'
  if (lang !== 'en' && lang !== 'zh') {
    return Response.json(
      { error: { code: 'invalid_lang', message: 'lang must be en or zh' } },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const listing = await listNews(db, { now, lang: lang satisfies Lang, log })
  const body = JSON.stringify({ lang, source: listing.source, items: listing.items })
  const etag = etagOf(body)
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': listing.source === 'database' ? CACHE_DATABASE : CACHE_BUILTIN,
    ETag: etag,
  }
  if (matchesEtag(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers })
  return new Response(body, { status: 200, headers })
}
