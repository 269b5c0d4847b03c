/**
 * Rendered public pages, kept in memory per path and content version so that a repeated request
 * does not render again. A content save clears the cache at once (on every instance, through the
 * site-content store's LISTEN/NOTIFY); entries also expire after a minute, and sooner when the
 * page's loader says when it changes by itself (the home pages' news board: the next start or end
 * of an item, sent as PAGE_CACHE_UNTIL), so a cached board is right to the millisecond.
 *
 * A cached page is served as stored bytes: identity, gzip and (once ready) brotli, with a
 * precomputed ETag and headers. Its inline scripts are allowed by their sha256 hashes instead of
 * a per-response nonce, so the bytes never change between hits (ADR 0007). A hit is answered by
 * `cacheHitHandler` straight from the HTTP server, before Express (ADR 0013): one map lookup, one
 * precomputed header array per encoding, and the request id; no per-request string building.
 */
import { createHash, randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzipSync } from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Request, RequestHandler } from 'express'
import { PAGE_CACHE_UNTIL } from '../app/.server/page-cache-hint'
import { clientRequestId } from './request-line'
import { contentSecurityPolicy, fixedSecurityHeaders, type SecurityOptions } from './security-headers'

const brotli = promisify(brotliCompress)

type Coding = 'identity' | 'gzip' | 'br'

export type CachedPage = {
  identity: Buffer
  gzip: Buffer
  /** Filled in the background: brotli at its best quality takes tens of milliseconds. */
  br?: Buffer
  etag: string
  /** Every header of a hit except Content-Encoding and Content-Length. */
  headers: [string, string][]
  /**
   * The headers of a 200 per coding (and of a 304), flat [name, value, …] as `writeHead` takes
   * them, each ending in an X-Request-Id slot that is filled just before the headers are written.
   */
  raw: { identity: string[]; gzip: string[]; br?: string[]; notModified: string[] }
  storedAt: number
  /** The first moment the page is no longer fresh: a minute after storing, or sooner (see `set`). */
  staleAt: number
  /**
   * When the page changes by itself (a news item starts or ends), or Infinity. From then on it is
   * never served, not even while it renders again: an ended offer must not reach anyone.
   */
  changesAt: number
}

/** A flat header array for `writeHead`, ending in the X-Request-Id slot. */
function rawHeaders(headers: [string, string][], body?: { coding: Coding; length: number }): string[] {
  const flat = headers.flat()
  if (body) {
    if (body.coding !== 'identity') flat.push('Content-Encoding', body.coding)
    flat.push('Content-Length', String(body.length))
  }
  flat.push('X-Request-Id', '')
  return flat
}

export class PageCache {
  private pages = new Map<string, CachedPage>()
  /** When the render that refreshes an expired page started, per path. */
  private refreshing = new Map<string, number>()
  private cleared = 0
  constructor(
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
    private readonly refreshMs = 10_000,
  ) {}

  /** The fresh page of `path`. An expired one stays until replaced, for `previous`. */
  get(path: string): CachedPage | undefined {
    const page = this.pages.get(path)
    if (page && this.now() >= page.staleAt) return undefined
    return page
  }

  /** The last page stored for `path`, fresh or expired: its compressed bytes may be reused. */
  previous(path: string): CachedPage | undefined {
    return this.pages.get(path)
  }

  /**
   * The page to answer a hit with. When the entry has expired, the first GET is let through to
   * render it again (undefined), and until the new page is stored (at most `refreshMs`) the other
   * requests get the expired one: one render per expiry, not one per request waiting at that moment.
   * A page past the moment it changes by itself is never answered with: every request renders.
   */
  forHit(path: string, method: string): CachedPage | undefined {
    const page = this.pages.get(path)
    if (!page) return undefined
    const now = this.now()
    if (now < page.staleAt) return page
    if (now >= page.changesAt) return undefined
    const refreshing = this.refreshing.get(path)
    if (refreshing !== undefined && now - refreshing < this.refreshMs) return page
    if (method !== 'GET') return undefined
    this.refreshing.set(path, now)
    return undefined
  }

  /** Counts clears: a page rendered before a content save must not be stored after it. */
  get generation(): number {
    return this.cleared
  }

  /**
   * Store a page rendered during `generation`; nothing is stored if the cache was cleared since.
   * `changesAt`: when the page changes by itself (epoch ms); it is not served from here after that.
   */
  set(path: string, page: Omit<CachedPage, 'storedAt' | 'staleAt' | 'changesAt'>, generation = this.cleared, changesAt?: number): CachedPage | undefined {
    if (generation !== this.cleared) return undefined
    const storedAt = this.now()
    const changes = changesAt !== undefined && Number.isFinite(changesAt) ? changesAt : Infinity
    const stored: CachedPage = { ...page, storedAt, staleAt: Math.min(storedAt + this.ttlMs + 1, changes), changesAt: changes }
    this.pages.set(path, stored)
    this.refreshing.delete(path)
    return stored
  }

  /**
   * A content save: nothing stored before it is served again, not even while refreshing. Returns
   * the paths that were stored, so that they can be rendered again before a visitor asks.
   */
  clear(): string[] {
    const paths = [...this.pages.keys()]
    this.cleared += 1
    this.pages.clear()
    this.refreshing.clear()
    return paths
  }

  /** The number of fresh pages. */
  get size(): number {
    return [...this.pages.keys()].filter((path) => this.get(path)).length
  }
}

/** Types of <script> that browsers treat as data, never run, and CSP does not govern. */
const DATA_SCRIPT_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i

/**
 * The CSP source ('sha256-…') of each inline script the renderer itself emitted: those carrying the
 * render's nonce. Any other inline script in the stored HTML (say, one that reached the page through
 * content) is left out, so the browser blocks it on a cached page just as on a fresh one.
 */
export function inlineScriptHashes(html: string, renderNonce: string | undefined): string[] {
  const hashes = new Set<string>()
  if (!renderNonce) return []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    const body = match[2] ?? ''
    if (/\bsrc\s*=/i.test(attributes) || DATA_SCRIPT_TYPE.test(attributes)) continue
    if (/\bnonce\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] !== renderNonce) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * Build the stored form of a rendered page: bytes, gzip, ETag and the headers of a hit. The stored
 * bytes leave out the render's nonce attributes: a hit's policy allows the renderer's scripts by
 * their hashes (taken before), and without the nonce, which is new at every render, a page rendered
 * again with the same content has the same bytes. It then keeps its ETag, so a browser revalidating
 * after the entry expired gets a 304, and it takes over the compressed copies of `previous`.
 */
export function preparePage(
  rendered: Buffer,
  security: SecurityOptions,
  renderNonce: string | undefined,
  previous?: CachedPage,
): Omit<CachedPage, 'storedAt' | 'staleAt' | 'changesAt'> {
  const html = rendered.toString('utf8')
  const scriptHashes = inlineScriptHashes(html, renderNonce)
  const identity = renderNonce ? Buffer.from(html.replaceAll(` nonce="${renderNonce}"`, ''), 'utf8') : rendered
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`
  const same = previous?.etag === etag ? previous : undefined
  const headers: [string, string][] = [
    ['Content-Type', 'text/html; charset=utf-8'],
    ['Content-Security-Policy', contentSecurityPolicy(security, scriptHashes)],
    ...fixedSecurityHeaders(security),
    ['Vary', 'Accept-Encoding'],
    ['ETag', etag],
    ['X-Page-Cache', 'hit'],
  ]
  const gzip = same?.gzip ?? gzipSync(identity, { level: 9 })
  return {
    identity,
    gzip,
    br: same?.br,
    etag,
    headers,
    raw: {
      identity: rawHeaders(headers, { coding: 'identity', length: identity.length }),
      gzip: rawHeaders(headers, { coding: 'gzip', length: gzip.length }),
      br: same?.br ? rawHeaders(headers, { coding: 'br', length: same.br.length }) : undefined,
      notModified: rawHeaders(headers),
    },
  }
}

function compressInBackground(page: CachedPage): void {
  if (page.br) return
  brotli(page.identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).then(
    (compressed) => {
      page.raw.br = rawHeaders(page.headers, { coding: 'br', length: compressed.length })
      page.br = compressed
    },
    () => undefined,
  )
}

/** The codings the client accepts (q > 0), lower-cased; `*` stands for any other. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name)
  }
  return accepted
}

/** The best coding a client takes of those we store: brotli, else gzip, else the plain bytes. */
export function preferredCoding(header: string | undefined): { br: boolean; gzip: boolean } {
  const accepted = acceptedEncodings(header)
  const takes = (coding: string) => accepted.has(coding) || accepted.has('*')
  return { br: takes('br'), gzip: takes('gzip') }
}

/** Browsers send a handful of distinct Accept-Encoding values: parse each once. */
const codingsByHeader = new Map<string, { br: boolean; gzip: boolean }>()
function codingsFor(header: string | undefined): { br: boolean; gzip: boolean } {
  const key = header ?? ''
  let codings = codingsByHeader.get(key)
  if (!codings) {
    codings = preferredCoding(header)
    if (codingsByHeader.size >= 256) codingsByHeader.clear()
    codingsByHeader.set(key, codings)
  }
  return codings
}

export type HitLog = {
  /** Called for every hit after it is answered, with its duration in ms (and the client's own request id, if it sent one). */
  hit: (path: string, ms: number, requestId: string, method: string, status: number, clientRequestId?: string) => void
}

/**
 * Answer a request from the cache if it is a GET or HEAD of a stored page without a query, and
 * say whether it did. Runs before Express: the stored page carries every header of a response
 * (security headers, CSP, Vary, ETag) and the request gets its id as on any other path.
 */
export function cacheHitHandler(cache: PageCache, log: HitLog): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const method = req.method
    if (method !== 'GET' && method !== 'HEAD') return false
    const url = req.url ?? ''
    const page = cache.forHit(url, method)
    if (!page) return false
    const started = performance.now()
    // The server's own id, as on every other path; the client's is only logged beside it.
    const requestId = randomUUID()
    const match = req.headers['if-none-match']
    let headers: string[]
    let body: Buffer | undefined
    let status = 200
    if (match !== undefined && (match === page.etag || match.includes(page.etag))) {
      headers = page.raw.notModified
      status = 304
    } else {
      const codings = codingsFor(req.headers['accept-encoding'])
      if (codings.br && page.br && page.raw.br) {
        headers = page.raw.br
        body = page.br
      } else if (codings.gzip) {
        headers = page.raw.gzip
        body = page.gzip
      } else {
        headers = page.raw.identity
        body = page.identity
      }
    }
    // The headers are serialised synchronously by writeHead: the shared slot is safe to fill.
    headers[headers.length - 1] = requestId
    res.writeHead(status, headers)
    res.end(method === 'HEAD' ? undefined : body)
    const given = req.headers['x-request-id']
    log.hit(url, performance.now() - started, requestId, method, status, given === undefined ? undefined : clientRequestId(given))
    return true
  }
}

/**
 * Store fresh 200 HTML responses of `isCacheable` paths. Sits just before the React Router
 * handler, after compression, so it sees the uncompressed HTML.
 */
export function storePageCache(cache: PageCache, isCacheable: (path: string) => boolean, security: SecurityOptions): RequestHandler {
  return (req, res, next) => {
    // The loader's hint is for this cache only: read it, and never send it.
    let changesAt: number | undefined
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res
    res.writeHead = ((...args: unknown[]) => {
      const hint = res.getHeader(PAGE_CACHE_UNTIL)
      if (hint !== undefined) {
        changesAt = Number(hint)
        res.removeHeader(PAGE_CACHE_UNTIL)
      }
      return writeHead(...args)
    }) as typeof res.writeHead
    if (req.method !== 'GET' || !isCacheableRequest(req, isCacheable)) {
      next()
      return
    }
    res.setHeader('X-Page-Cache', 'miss')
    const generation = cache.generation
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
      const result = end(chunk, ...rest)
      if (res.statusCode === 200 && type.startsWith('text/html') && generation === cache.generation) {
        const nonce = typeof res.locals.nonce === 'string' ? res.locals.nonce : undefined
        const page = cache.set(req.path, preparePage(Buffer.concat(chunks), security, nonce, cache.previous(req.path)), generation, changesAt)
        if (page) compressInBackground(page)
      }
      return result
    }) as typeof res.end
    next()
  }
}

function isCacheableRequest(req: Request, isCacheable: (path: string) => boolean): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.url.includes('?') && isCacheable(req.path)
}
