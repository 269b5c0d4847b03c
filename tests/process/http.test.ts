import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sitePages } from '../../app/features/i18n/site-routes'
import { countInlineScripts, scriptsBlockedByCsp } from '../support/csp'
import { startServerProcess, type ServerProcess } from '../support/server-process'

let server: ServerProcess | undefined
beforeAll(async () => {
  server = await startServerProcess()
})
afterAll(async () => {
  await server?.stop()
})

/** The server of this file (started before the first test). */
function running(): ServerProcess {
  if (!server) throw new Error('the server did not start')
  return server
}

/** GET a path of the server as a client with no cookies, and read the whole answer. */
const request = {
  async get(path: string, options: { headers?: Record<string, string> } = {}) {
    const response = await fetch(new URL(path, running().url), options)
    const body = await response.text()
    const headers: Record<string, string | undefined> = Object.fromEntries(response.headers)
    return { status: response.status, headers, text: async () => body, json: async (): Promise<unknown> => JSON.parse(body) }
  },
}

describe('server responses', () => {
  it('every public route answers 200 with the right lang and a title', async () => {
    for (const page of sitePages) {
      const response = await request.get(page.path)
      expect(response.status, page.path).toBe(200)
      const html = await response.text()
      expect(html, page.path).toContain(`<html lang="${page.lang === 'zh' ? 'zh-CN' : 'en'}"`)
      expect(html, page.path).toMatch(/<title>[^<]{3,}<\/title>/)
    }
  })

  it('/admin without a session answers 401 with the sign-in screen, kept out of search engines and caches', async () => {
    const response = await request.get('/admin')
    expect(response.status).toBe(401)
    expect(response.headers['cache-control']).toBe('no-store')
    const html = await response.text()
    expect(html).toContain('noindex')
    expect(html).toContain('Staff sign-in')
  })

  it('every response carries the security headers, and every inline script is allowed by this response alone', async () => {
    // A rendered page (the query string bypasses the page cache) gets a fresh nonce every time.
    const first = await request.get('/?fresh=1')
    const second = await request.get('/?fresh=2')
    const csp = first.headers['content-security-policy'] ?? ''
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? ''
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/)
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("default-src 'self'")
    expect(second.headers['content-security-policy']).not.toBe(csp)
    expect(first.headers['x-content-type-options']).toBe('nosniff')
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(first.headers['permissions-policy']).toContain('camera=()')
    // Plain http here: no HSTS.
    expect(first.headers['strict-transport-security']).toBeUndefined()
    const html = await first.text()
    expect(countInlineScripts(html)).toBeGreaterThan(0)
    expect(scriptsBlockedByCsp(html, csp)).toEqual([])

    // A page from the cache allows its inline scripts by hash, with the same headers.
    await request.get('/cn')
    const cached = await request.get('/cn')
    expect(cached.headers['x-page-cache']).toBe('hit')
    const cachedCsp = cached.headers['content-security-policy'] ?? ''
    expect(cachedCsp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline')
    expect(cached.headers['x-frame-options']).toBe('DENY')
    expect(scriptsBlockedByCsp(await cached.text(), cachedCsp)).toEqual([])

    const health = await request.get('/healthz')
    expect(health.headers['x-content-type-options']).toBe('nosniff')
  })

  it('unknown paths get the bilingual 404 page with status 404', async () => {
    for (const path of ['/no-such-page', '/cn/no-such-page', '/city/city99']) {
      const response = await request.get(path)
      expect(response.status, path).toBe(404)
      const html = await response.text()
      expect(html).toContain('Page not found')
      expect(html).toContain('页面不存在')
    }
    expect(await (await request.get('/cn/nope')).text()).toContain('<html lang="zh-CN"')
  })

  it('health and readiness checks', async () => {
    const health = await request.get('/healthz')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const ready = await request.get('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ok', database: 'pglite' })
  })

  it('hashed assets are compressed and cached for a year; pages are compressed', async () => {
    const html = await (await request.get('/')).text()
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0]
    expect(asset).toBeTruthy()
    for (const encoding of ['br', 'gzip']) {
      const response = await request.get(asset ?? '', { headers: { 'Accept-Encoding': encoding } })
      expect(response.status).toBe(200)
      expect(response.headers['content-encoding']).toBe(encoding)
      expect(response.headers['cache-control']).toContain('max-age=31536000')
      expect(response.headers['cache-control']).toContain('immutable')
    }
    const page = await request.get('/', { headers: { 'Accept-Encoding': 'br' } })
    expect(page.headers['content-encoding']).toBe('br')
  })
})
