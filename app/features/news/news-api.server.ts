/**
 * `GET /api/news?lang=en|zh`: the items on the board now (started, not ended, not deleted), in
 * board order, with `Cache-Control` and an `ETag` over the body (304 when `If-None-Match` matches).
 */
import { createHash } from 'node:crypto'
import type { Db } from '../../.server/db/client'
import { copyFor } from '../i18n/copy'
import { defaultLang, isLang, langs } from '../i18n/lang'
import { listNews, type NewsLog } from './list-news.server'

/**
 * Revalidated on every use (a 304 costs a few bytes): an item the desk changes, deletes or
 * schedules must reach the board at once, not after a browser's minute of caching.
 */
const CACHE_DATABASE = 'public, max-age=0, must-revalidate'
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

export async function newsApiResponse(request: Request, { db, log, now }: { db: Db; log: NewsLog; now: Date }): Promise<Response> {
  // One `lang`, exactly one of the site's; anything else (unknown, repeated, control characters,
  // broken Unicode) is a 400 naming the field, in the shape of every other invalid request.
  const asked = new URL(request.url).searchParams.getAll('lang')
  const lang = asked[0] ?? defaultLang
  if (asked.length > 1 || !isLang(lang)) {
    return Response.json(
      { error: { code: 'invalid', message: copyFor(defaultLang).apiErrors.invalid, fields: { lang: `lang must be ${langs.join(' or ')}` } } },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const listing = await listNews(db, { now, lang, log })
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
