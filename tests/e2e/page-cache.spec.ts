import { mkdtempSync } from 'node:fs'
import { get as httpGet, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'
import { loadConfig } from '../../app/.server/config'
import { countInlineScripts, scriptsBlockedByCsp } from '../support/csp'
import { gotoHydrated } from '../support/hydration'
import { freePort } from '../support/server-process'
import { startServer } from '../../server/index'

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
  await page.getByRole('button', { name: /^Add to WonderCart\s*: / }).first().click()
  await expect(page.getByText('This item has been added to your wonder cart')).toBeVisible()
  expect(violations).toEqual([])
})

test('a content save invalidates cached pages at once', async () => {
  test.setTimeout(90_000)
  const port = await freePort()
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wwd-cache-')),
    LOG_LEVEL: 'silent',
    DATABASE_URL: '',
  })
  const server = await startServer(config)
  try {
    const first = await fetch(`${server.url}/contact`)
    expect(first.headers.get('x-page-cache')).toBe('miss')
    await first.text()
    const second = await fetch(`${server.url}/contact`)
    expect(second.headers.get('x-page-cache')).toBe('hit')
    expect(await second.text()).toContain('href="mailto:info@wanderwonderworlddubai.com"')

    const { content, version } = await server.services.content.getSiteContent()
    await server.services.content.saveSiteContent(
      { settings: { ...content.settings, email: 'desk@wanderwonderworlddubai.com' } },
      { expectedVersion: version, by: 'test' },
    )
    const third = await fetch(`${server.url}/contact`)
    expect(third.headers.get('x-page-cache')).toBe('miss')
    const html = await third.text()
    expect(html).toContain('href="mailto:desk@wanderwonderworlddubai.com"')
    expect(html).not.toContain('href="mailto:info@wanderwonderworlddubai.com"')
  } finally {
    await server.close()
  }
})
