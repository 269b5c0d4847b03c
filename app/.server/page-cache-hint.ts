/**
 * How a page's loader tells the page cache (server/page-cache.ts) that the page changes by itself
 * at a known moment, such as a news item's start or end: this response header, holding epoch
 * milliseconds. The cache keeps the page no longer than that, and removes the header before the
 * response leaves the server.
 */
export const PAGE_CACHE_UNTIL = 'X-Page-Cache-Until'

/** The loader headers for a page that changes at `at` (none when it never does by itself). */
export function pageCacheUntil(at: number | undefined): Record<string, string> {
  return at === undefined ? {} : { [PAGE_CACHE_UNTIL]: String(at) }
}
