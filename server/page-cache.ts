/**
 * Rendered public pages, kept in memory per path and content version so that a repeated request
 * does not render again. A content save clears the cache at once (on every instance, through the
 * site-content store's LISTEN/NOTIFY); entries also expire after a minute, because the home page's
 * news board depends on the time. Each hit gets this response's CSP nonce in place of the one the
 * page was rendered with.
 */
import type { RequestHandler } from 'express'

export type CachedPage = { html: string; nonce: string; storedAt: number }

export class PageCache {
  private pages = new Map<string, CachedPage>()
  constructor(
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(path: string): CachedPage | undefined {
    const page = this.pages.get(path)
    if (page && this.now() - page.storedAt > this.ttlMs) {
      this.pages.delete(path)
      return undefined
    }
    return page
  }

  set(path: string, html: string, nonce: string): void {
    this.pages.set(path, { html, nonce, storedAt: this.now() })
  }

  clear(): void {
    this.pages.clear()
  }

  get size(): number {
    return this.pages.size
  }
}

/** Swap the nonce the page was rendered with for this response's nonce. */
export function withNonce(page: CachedPage, nonce: string): string {
  return page.html.replaceAll(`nonce="${page.nonce}"`, `nonce="${nonce}"`)
}

/**
 * Serve cached pages for `isCacheable` paths (GET/HEAD, no query), and store fresh 200 HTML
 * responses. Sits after the security headers (which set `res.locals.nonce`).
 */
export function pageCacheMiddleware(cache: PageCache, isCacheable: (path: string) => boolean): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url.includes('?') || !isCacheable(req.path)) {
      next()
      return
    }
    const nonce = String(res.locals.nonce)
    const hit = cache.get(req.path)
    if (hit) {
      res.setHeader('X-Page-Cache', 'hit')
      res.type('html').send(withNonce(hit, nonce))
      return
    }
    res.setHeader('X-Page-Cache', 'miss')
    const chunks: Buffer[] = []
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
    }
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0])
      return write(chunk, ...rest)
    }) as typeof res.write
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0])
      const type = String(res.getHeader('content-type') ?? '')
      if (req.method === 'GET' && res.statusCode === 200 && type.startsWith('text/html')) {
        cache.set(req.path, Buffer.concat(chunks).toString('utf8'), nonce)
      }
      return end(chunk, ...rest)
    }) as typeof res.end
    next()
  }
}
