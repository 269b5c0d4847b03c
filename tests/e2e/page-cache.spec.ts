import { createHash } from 'node:crypto'
import { createServer, get as httpGet, type IncomingHttpHeaders } from 'node:http'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import type { ServerBuild } from 'react-router'
import { loadConfig } from '../../app/.server/config'
import { countInlineScripts, scriptsBlockedByCsp } from '../support/csp'
import { gotoHydrated } from '../support/hydration'
import { saveSiteContent } from '../support/save-site-content'
import { freePort, newDataDir, repoRoot } from '../support/server-process'
import { createRequestListener } from '../../server/app'
import { openServices, startServer } from '../../server/index'
import { PageCache } from '../../server/page-cache'

test('a repeated request is served from the cache, its inline scripts allowed by hash', async ({ request }) => {
  await request.get('/packages')
  const response = await request.get('/packages')
  expect(response.headers()['x-page-cache']).toBe('hit')
  const csp = response.headers()['content-security-policy'] ?? ''
  const html = await response.text()
  expect(countInlineScripts(html)).toBeGreaterThan(0)
  expect(scriptsBlockedByCsp(html, csp)).toEqual([])
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+;/)
  expect((await request.get('/packages?ref=x')).headers()['x-page-cache']).toBeUndefined()
})

test('a cached page comes compressed as the client asks, revalidates by ETag, and answers HEAD', async () => {
  const url = `${String(test.info().project.use.baseURL)}/cn/safari`
  await (await fetch(url)).text()
  const plain = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } })
  expect(plain.headers.get('x-page-cache')).toBe('hit')
  const html = await plain.text()
  expect(html).toContain('<html lang="zh-CN"')

  const raw = (encoding: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      httpGet(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          resolve({ headers: res.headers, body: Buffer.concat(chunks) })
        })
      }).on('error', reject)
    })
  const gzipped = await raw('gzip')
  expect(gzipped.headers['content-encoding']).toBe('gzip')
  expect(gunzipSync(gzipped.body).toString('utf8')).toBe(html)
  // Brotli is prepared in the background right after the page is stored.
  await expect.poll(async () => (await raw('gzip, deflate, br')).headers['content-encoding']).toBe('br')
  expect(brotliDecompressSync((await raw('br')).body).toString('utf8')).toBe(html)

  const etag = plain.headers.get('etag') ?? ''
  expect(etag).toMatch(/^"[\w-]+"$/)
  const revalidated = await fetch(url, { headers: { 'If-None-Match': etag } })
  expect(revalidated.status).toBe(304)
  // Every promise of a response holds on a hit: security headers, Vary, a fresh request id of the
  // server's own, and 304/HEAD carry the same headers.
  for (const response of [plain, revalidated]) {
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  }
  expect(plain.headers.get('x-request-id')).not.toBe(revalidated.headers.get('x-request-id'))
  const traced = await fetch(url, { headers: { 'X-Request-Id': 'trace-42' } })
  expect(traced.headers.get('x-page-cache')).toBe('hit')
  // A caller's own id is only logged beside the server's: the answer carries the server's.
  expect(traced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  expect((await fetch(url, { headers: { 'If-None-Match': `"other", ${etag}` } })).status).toBe(304)
  const head = await fetch(url, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } })
  expect(head.status).toBe(200)
  expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(html)))
  expect(await head.text()).toBe('')
})

test('a page from the cache hydrates in the browser without any CSP violation', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.request.get('/cruise')
  const response = await gotoHydrated(page, '/cruise')
  expect(response?.headers()['x-page-cache']).toBe('hit')
  await page
    .getByRole('button', { name: /^Add to WonderCart\s*: / })
    .first()
    .click()
  await expect(page.getByText('This item has been added to your wonder cart')).toBeVisible()
  expect(violations).toEqual([])
})

/** The production server in this process, on the embedded database, so a test can save content. */
async function startEmbeddedServer() {
  const port = await freePort()
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: newDataDir(),
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
  })
  return startServer(config)
}

test('a content save invalidates cached pages at once', async () => {
  test.setTimeout(240_000)
  const server = await startEmbeddedServer()
  try {
    const first = await fetch(`${server.url}/contact`)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    await first.text()
    const second = await fetch(`${server.url}/contact`)
    expect(second.headers.get('x-page-cache')).toBe('hit')
    expect(await second.text()).toContain('href="mailto:info@wanderwonderworlddubai.com"')

    const { content, version } = await server.services.content.getSiteContent()
    await saveSiteContent(
      server.services.database,
      server.services.content,
      { settings: { ...content.settings, email: 'desk@wanderwonderworlddubai.com' } },
      { expectedVersion: version, by: 'test' },
    )
    // Rendered now, or already rendered again in the background: the new address either way.
    const third = await fetch(`${server.url}/contact`)
    expect(['miss', 'hit']).toContain(third.headers.get('x-page-cache'))
    const html = await third.text()
    expect(html).toContain('href="mailto:desk@wanderwonderworlddubai.com"')
    expect(html).not.toContain('href="mailto:info@wanderwonderworlddubai.com"')
  } finally {
    await server.close()
  }
})

test('after a content save, the pages that were cached are rendered again before a visitor asks', async () => {
  test.setTimeout(240_000)
  const server = await startEmbeddedServer()
  // HEAD is answered from the cache when the page is there, and never stores one.
  const cacheState = async (page: string) => (await fetch(`${server.url}${page}`, { method: 'HEAD' })).headers.get('x-page-cache')
  try {
    for (const page of ['/contact', '/cn/cruise']) await (await fetch(`${server.url}${page}`)).text()
    expect(await cacheState('/contact')).toBe('hit')
    expect(await cacheState('/cn/city')).toBeNull()

    const { content, version } = await server.services.content.getSiteContent()
    await saveSiteContent(
      server.services.database,
      server.services.content,
      { settings: { ...content.settings, email: 'desk@wanderwonderworlddubai.com' } },
      { expectedVersion: version, by: 'test' },
    )
    await expect.poll(() => cacheState('/contact'), { timeout: 20_000 }).toBe('hit')
    await expect.poll(() => cacheState('/cn/cruise'), { timeout: 20_000 }).toBe('hit')
    const visitor = await fetch(`${server.url}/contact`)
    expect(visitor.headers.get('x-page-cache')).toBe('hit')
    expect(await visitor.text()).toContain('href="mailto:desk@wanderwonderworlddubai.com"')
    // Only what visitors had asked for is rendered again.
    expect(await cacheState('/cn/city')).toBeNull()
  } finally {
    await server.close()
  }
})

test('an inline script in the rendered bytes that the renderer did not emit does not run on a cached page, while the page hydrates', async ({ browser }) => {
  // React escapes whatever content holds, so no saved text reaches the page as a script. To prove
  // the cache's rule (only scripts carrying the render's nonce are allowed by hash), the production
  // app is assembled here around a render that adds one: what a compromised dependency or template
  // could emit. Everything else is the production code path: page cache, hit handler, headers.
  test.setTimeout(240_000)
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: newDataDir(),
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
  })
  const injected = 'document.documentElement.dataset.injected = "ran"'
  const real = (await import(pathToFileURL(path.join(repoRoot, 'build/server/index.js')).href)) as ServerBuild
  const renderWithInjection: ServerBuild['entry']['module']['default'] = async (...args) => {
    const response = await real.entry.module.default(...args)
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response
    const html = (await response.text()).replace('</body>', `<script>${injected}</script></body>`)
    return new Response(html, { status: response.status, headers: response.headers })
  }
  const build: ServerBuild = { ...real, entry: { module: { ...real.entry.module, default: renderWithInjection } } }
  const services = await openServices(config)
  const app = createRequestListener({ services, build, clientDir: path.join(repoRoot, 'build/client'), pageCache: new PageCache() })
  const listening = createServer(app.listener)
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve))
  const address = listening.address()
  const url = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`
  const page = await browser.newPage({ baseURL: url })
  try {
    const miss = await page.request.get('/contact')
    expect(miss.headers()['x-page-cache']).toBe('miss')
    const response = await gotoHydrated(page, '/contact')
    expect(response?.headers()['x-page-cache']).toBe('hit')
    // The cached bytes hold the script …
    expect(await response?.text()).toContain(`<script>${injected}</script>`)
    // … the page's own scripts ran (it hydrated), and that one did not.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(await page.locator('html').getAttribute('data-injected')).toBeNull()
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+;/)
    expect(csp).not.toContain(`'sha256-${createHash('sha256').update(injected, 'utf8').digest('base64')}'`)
  } finally {
    await page.close()
    await new Promise((resolve) => listening.close(resolve))
    app.flushLogs()
    await services.content.stop()
    await services.database.close()
  }
})
