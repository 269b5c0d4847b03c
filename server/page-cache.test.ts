import { createHash } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptedEncodings, inlineScriptHashes, PageCache, preparePage } from './page-cache'

const security = { isHttps: false, isDevelopment: false }
const page = (html: string) => preparePage(Buffer.from(html, 'utf8'), security)
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

describe('page cache', () => {
  it('keeps a page for a minute, then renders it again (fake clock)', () => {
    let now = 0
    const cache = new PageCache(60_000, () => now)
    cache.set('/', page('<html>'))
    now = 59_999
    expect(cache.get('/')?.identity.toString()).toBe('<html>')
    now = 60_001
    expect(cache.get('/')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('is emptied at once by clear (a content save)', () => {
    const cache = new PageCache()
    cache.set('/', page('a'))
    cache.set('/cn', page('b'))
    cache.clear()
    expect(cache.get('/')).toBeUndefined()
    expect(cache.get('/cn')).toBeUndefined()
  })

  it('does not store a page that was rendered before a content save', () => {
    const cache = new PageCache()
    const renderedDuring = cache.generation
    cache.clear()
    expect(cache.set('/', page('stale'), renderedDuring)).toBeUndefined()
    expect(cache.get('/')).toBeUndefined()
    expect(cache.set('/', page('fresh'), cache.generation)).toBeDefined()
  })
})

describe('stored pages', () => {
  it('allow exactly their own inline scripts by hash, and never inline scripts in general', () => {
    const html =
      '<script nonce="x">window.a = 1</script><script type="module" src="/assets/a.js"></script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script><script>console.log("中文")</script>'
    expect(inlineScriptHashes(html)).toEqual([sha256('window.a = 1'), sha256('console.log("中文")')])
    const csp = new Map(page(html).headers).get('Content-Security-Policy') ?? ''
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src ')) ?? ''
    expect(scriptSrc).toBe(`script-src 'self' ${sha256('window.a = 1')} ${sha256('console.log("中文")')}`)
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('keep the exact bytes, a gzip copy of them and a strong ETag', () => {
    const html = '<!DOCTYPE html><html lang="zh-CN"><title>迪拜沙漠冲沙</title></html>'
    const stored = page(html)
    expect(stored.identity.toString('utf8')).toBe(html)
    expect(gunzipSync(stored.gzip).toString('utf8')).toBe(html)
    expect(stored.etag).toMatch(/^"[\w-]{27}"$/)
    expect(page(`${html} `).etag).not.toBe(stored.etag)
    const headers = new Map(stored.headers)
    expect(headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(headers.get('Vary')).toBe('Accept-Encoding')
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
  })
})

describe('accepted encodings', () => {
  it('reads the codings a client accepts, leaving out those with q=0', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(new Set(['gzip', 'deflate', 'br', 'zstd']))
    expect(acceptedEncodings('br;q=0, GZIP;q=0.5')).toEqual(new Set(['gzip']))
    expect(acceptedEncodings('*;q=0.1')).toEqual(new Set(['*']))
    expect(acceptedEncodings(undefined)).toEqual(new Set())
    expect(acceptedEncodings('identity')).toEqual(new Set(['identity']))
  })
})
