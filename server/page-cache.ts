/**
 * Rendered public pages, kept in memory per path and content version so that a repeated request
 * does not render again. A content save clears the cache at once (on every instance, through the
 * site-content store's LISTEN/NOTIFY); entries also expire after a minute, because the home page's
 * news board depends on the time.
 *
 * A cached page is served as stored bytes: identity, gzip and (once ready) brotli, with a
 * precomputed ETag and headers. Its inline scripts are allowed by their sha256 hashes instead of
 * a per-response nonce, so the bytes never change between hits (ADR 0007).
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlibConstants, gzipSync } from 'node:zlib'
import type { Request, RequestHandler } from 'express'
import { contentSecurityPolicy, fixedSecurityHeaders, type SecurityOptions } from './security-headers'

const brotli = promisify(brotliCompress)

export type CachedPage = {
  identity: Buffer
  gzip: Buffer
  /** Filled in the background: brotli at its best quality takes tens of milliseconds. */
  br?: Buffer
  etag: string
  /** Every header of a hit except Content-Encoding and Content-Length. */
  headers: [string, string][]
  storedAt: number
}

export class PageCache {
  private pages = new Map<string, CachedPage>()
  private cleared = 0
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

  /** Counts clears: a page rendered before a content save must not be stored after it. */
  get generation(): number {
    return this.cleared
  }

  /** Store a page rendered during `generation`; nothing is stored if the cache was cleared since. */
  set(path: string, page: Omit<CachedPage, 'storedAt'>, generation = this.cleared): CachedPage | undefined {
    if (generation !== this.cleared) return undefined
    const stored = { ...page, storedAt: this.now() }
    this.pages.set(path, stored)
    return stored
  }

  clear(): void {
    this.cleared += 1
    this.pages.clear()
  }

  get size(): number {
    return this.pages.size
  }
}

/** Types of <script> that browsers treat as data, never run, and CSP does not govern. */
const DATA_SCRIPT_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i

/** The CSP source ('sha256-…') of each inline script that a browser would run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    const body = match[2] ?? ''
    if (/\bsrc\s*=/i.test(attributes) || DATA_SCRIPT_TYPE.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** Build the stored form of a rendered page: bytes, gzip, ETag and the headers of a hit. */
export function preparePage(identity: Buffer, security: SecurityOptions): Omit<CachedPage, 'storedAt'> {
  const html = identity.toString('utf8')
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    etag,
    headers: [
      ['Content-Type', 'text/html; charset=utf-8'],
      ['Content-Security-Policy', contentSecurityPolicy(security, inlineScriptHashes(html))],
      ...fixedSecurityHeaders(security),
      ['Vary', 'Accept-Encoding'],
      ['ETag', etag],
      ['X-Page-Cache', 'hit'],
    ],
  }
}

function compressInBackground(page: CachedPage): void {
  brotli(page.identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).then(
    (compressed) => {
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

/** Brotli when the client takes it and it is ready, else gzip, else the plain bytes. */
function pickEncoding(req: Request, page: CachedPage): 'br' | 'gzip' | undefined {
  const accepted = acceptedEncodings(req.headers['accept-encoding'])
  const takes = (coding: string) => accepted.has(coding) || accepted.has('*')
  if (page.br && takes('br')) return 'br'
  if (takes('gzip')) return 'gzip'
  return undefined
}

function isCacheableRequest(req: Request, isCacheable: (path: string) => boolean): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.url.includes('?') && isCacheable(req.path)
}

/**
 * Serve a cached page for an `isCacheable` path (GET/HEAD, no query), ahead of everything but the
 * request log: no nonce, no static-file lookup, no compression or ETag work per hit.
 */
export function servePageCache(cache: PageCache, isCacheable: (path: string) => boolean): RequestHandler {
  return (req, res, next) => {
    const page = isCacheableRequest(req, isCacheable) ? cache.get(req.path) : undefined
    if (!page) {
      next()
      return
    }
    for (const [name, value] of page.headers) res.setHeader(name, value)
    if (req.headers['if-none-match'] === page.etag) {
      res.statusCode = 304
      res.end()
      return
    }
    const encoding = pickEncoding(req, page)
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity
    if (encoding) res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', String(body?.length ?? 0))
    res.statusCode = 200
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}

/**
 * Store fresh 200 HTML responses of `isCacheable` paths. Sits just before the React Router
 * handler, after compression, so it sees the uncompressed HTML.
 */
export function storePageCache(
  cache: PageCache,
  isCacheable: (path: string) => boolean,
  security: SecurityOptions,
): RequestHandler {
  return (req, res, next) => {
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
        const page = cache.set(req.path, preparePage(Buffer.concat(chunks), security), generation)
        if (page) compressInBackground(page)
      }
      return result
    }) as typeof res.end
    next()
  }
}
