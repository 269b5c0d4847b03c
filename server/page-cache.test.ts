import { createHash } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { acceptedEncodings, inlineScriptHashes, PageCache, preparePage } from './page-cache'

const security = { isHttps: false, isDevelopment: false }
const page = (html: string) => preparePage(Buffer.from(html, 'utf8'), security, 'render-nonce')
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
  it('allow by hash only the inline scripts the renderer emitted, never other inline scripts', () => {
    const html =
      '<script nonce="render-nonce">window.a = 1</script><script type="module" src="/assets/a.js"></script>' +
      '<script type="application/ld+json">{"@type":"Thing"}</script><script nonce="render-nonce">console.log("中文")</script>' +
      '<p><script>alert("injected")</script><script nonce="guess">alert("injected")</script></p>'
    expect(inlineScriptHashes(html, 'render-nonce')).toEqual([sha256('window.a = 1'), sha256('console.log("中文")')])
    const csp = new Map(page(html).headers).get('Content-Security-Policy') ?? ''
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src ')) ?? ''
    expect(scriptSrc).toBe(`script-src 'self' ${sha256('window.a = 1')} ${sha256('console.log("中文")')}`)
    expect(scriptSrc).not.toContain(sha256('alert("injected")'))
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('allow no inline script at all when the render nonce is unknown', () => {
    expect(inlineScriptHashes('<script nonce="x">window.a = 1</script>', undefined)).toEqual([])
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

  it('keep a page rendered again with the same content as the same bytes, ETag and compressed copies, though its nonce is new', () => {
    const render = (nonce: string) =>
      Buffer.from(`<link nonce="${nonce}" rel="stylesheet" href="/a.css"><script nonce="${nonce}">window.a = 1</script>`, 'utf8')
    const first = preparePage(render('first-render'), security, 'first-render')
    const again = preparePage(render('second-render'), security, 'second-render', { ...first, storedAt: 0, staleAt: 0, changesAt: Infinity })
    expect(first.identity.toString('utf8')).toBe('<link rel="stylesheet" href="/a.css"><script>window.a = 1</script>')
    expect(again.identity.equals(first.identity)).toBe(true)
    expect(again.etag).toBe(first.etag)
    expect(again.gzip).toBe(first.gzip)
    // The hit's policy still allows the renderer's script, by its hash.
    expect(new Map(again.headers).get('Content-Security-Policy')).toContain(sha256('window.a = 1'))
  })

  it('take out only the attributes carrying the render nonce: text (escaped as React escapes it) and other nonces stay', () => {
    const html = '<script nonce="n1">window.a = 1</script><p>Write nonce=&quot;n1&quot; in the form</p><script nonce="n2">b()</script>'
    expect(preparePage(Buffer.from(html, 'utf8'), security, 'n1').identity.toString('utf8')).toBe(
      '<script>window.a = 1</script><p>Write nonce=&quot;n1&quot; in the form</p><script nonce="n2">b()</script>',
    )
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

describe('a page whose content changes at a known moment', () => {
  it('is fresh only until that moment, even inside the minute (a news item starts or ends)', () => {
    let now = 0
    const cache = new PageCache(60_000, () => now)
    cache.set('/', page('<p>before the start</p>'), cache.generation, 20_000)
    now = 19_999
    expect(cache.get('/')?.identity.toString()).toBe('<p>before the start</p>')
    expect(cache.forHit('/', 'GET')?.identity.toString()).toBe('<p>before the start</p>')
    now = 20_000
    expect(cache.get('/')).toBeUndefined()
    expect(cache.forHit('/', 'GET')).toBeUndefined()
    // A moment later than the minute changes nothing: the minute still applies.
    cache.set('/cn', page('<p>zh</p>'), cache.generation, 600_000)
    now = 80_001
    expect(cache.get('/cn')).toBeUndefined()
  })

  it('is never served after that moment, not even to requests arriving while it renders again', () => {
    let now = 0
    const cache = new PageCache(60_000, () => now, 10_000)
    cache.set('/', page('<p>the offer ends at 20 s</p>'), cache.generation, 20_000)
    now = 20_000
    // An ended offer must not reach anyone: every request renders until the new page is stored.
    expect(cache.forHit('/', 'GET')).toBeUndefined()
    expect(cache.forHit('/', 'GET')).toBeUndefined()
    expect(cache.forHit('/', 'HEAD')).toBeUndefined()
    cache.set('/', page('<p>after the end</p>'))
    expect(cache.forHit('/', 'GET')?.identity.toString()).toBe('<p>after the end</p>')
  })
})

describe('an expired page', () => {
  it('is rendered again by one request while the others still get it, and never after a content save', () => {
    let now = 0
    const cache = new PageCache(60_000, () => now, 10_000)
    cache.set('/', page('<p>old</p>'))
    now = 60_001
    // The first GET after expiry renders; the requests arriving meanwhile get the expired page.
    expect(cache.forHit('/', 'GET')).toBeUndefined()
    expect(cache.forHit('/', 'GET')?.identity.toString()).toBe('<p>old</p>')
    expect(cache.forHit('/', 'HEAD')?.identity.toString()).toBe('<p>old</p>')
    cache.set('/', page('<p>new</p>'))
    expect(cache.forHit('/', 'GET')?.identity.toString()).toBe('<p>new</p>')

    // A render that never stores (it failed) lets another request try after 10 s.
    now = 130_000
    expect(cache.forHit('/', 'GET')).toBeUndefined()
    now = 139_000
    expect(cache.forHit('/', 'GET')?.identity.toString()).toBe('<p>new</p>')
    now = 140_001
    expect(cache.forHit('/', 'GET')).toBeUndefined()

    // After a content save nothing old is served, refreshing or not.
    cache.clear()
    expect(cache.forHit('/', 'GET')).toBeUndefined()
    expect(cache.forHit('/', 'GET')).toBeUndefined()
  })
})
