import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { loadConfig } from '../../app/.server/config'
import { freePort } from '../support/server-process'
import { startServer } from '../../server/index'

const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''

test('a repeated request is served from the cache with a fresh nonce', async ({ request }) => {
  await request.get('/packages')
  const response = await request.get('/packages')
  expect(response.headers()['x-page-cache']).toBe('hit')
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1]
  const html = await response.text()
  // Executable scripts only: JSON-LD blocks are data, never run, and need no nonce.
  const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'))
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce ?? ''}"`)
  expect((await request.get('/packages?ref=x')).headers()['x-page-cache']).toBeUndefined()
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
    expect(nonceOf(second)).not.toBe(nonceOf(first))
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
