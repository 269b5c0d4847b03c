/**
 * The desk's sign-in routes (`/auth/start`, `/auth/callback`) against a real OpenID Connect provider
 * on another port (tests/support/external-idp.ts): the popup's result page, its cookies and status
 * codes, the audit rows, and the per-client limit on sign-in starts, keyed like every other limit
 * (hashed, an IPv6 address by its /64).
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../app/.server/config'
import type { Database } from '../../app/.server/db/client'
import { auditLog, rateLimits, sessions } from '../../app/.server/db/schema'
import { logger } from '../../app/.server/logger'
import { createSiteContentStore } from '../../app/features/content/content-store.server'
import { siteSeed } from '../../app/features/catalog/seed'
import { seedOwners } from '../../app/features/admin/staff.server'
import { createRequestContext, type Services } from '../../app/load-context'
import { loader as callbackLoader } from '../../app/routes/auth/callback'
import { loader as startLoader } from '../../app/routes/auth/start'
import { databaseTargets } from '../support/databases'
import { startExternalIdp, type ExternalIdp } from '../support/external-idp'
import { systemClock } from '../../app/.server/clock'

const publicUrl = 'http://127.0.0.1:3999'
const nonce = 'nonce-of-this-response'

describe.each(databaseTargets)('staff sign-in routes on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let services: Services
  let idp: ExternalIdp

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    idp = await startExternalIdp({
      accounts: [
        { email: 'owner@example.com', emailVerified: true, name: 'Owner' },
        { email: 'stranger@example.com', emailVerified: true, name: 'Stranger' },
      ],
      redirectUri: `${publicUrl}/auth/callback`,
    })
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wwd-sign-in-')),
      PUBLIC_URL: publicUrl,
      AUTH_ISSUER: idp.issuer,
      AUTH_CLIENT_ID: idp.clientId,
      AUTH_CLIENT_SECRET: idp.clientSecret,
    })
    services = { config, database, content: await createSiteContentStore(database, siteSeed), logger, clock: systemClock }
    await seedOwners(database.db, ['owner@example.com'])
  })
  afterAll(async () => {
    await idp.close()
    await services.content.stop()
    await dispose()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** The arguments React Router hands a loader, for a request from `clientIp`. */
  function args(url: string, { clientIp = '203.0.113.7', cookie }: { clientIp?: string; cookie?: string } = {}) {
    const request = new Request(url, { headers: { 'User-Agent': 'sign-in test', ...(cookie ? { Cookie: cookie } : {}) } })
    const context = createRequestContext({ services, nonce, requestId: 'request-1', clientIp })
    return { request, context, params: {}, url: new URL(url), pattern: '' } as unknown as Parameters<typeof startLoader>[0] & Parameters<typeof callbackLoader>[0]
  }

  /** Goes through the provider's pages as `email` (following its redirects), up to the desk's callback URL. */
  async function throughProvider(location: string, email: string): Promise<string> {
    const jar = new Map<string, string>()
    let url = location
    let body: URLSearchParams | undefined
    for (let hop = 0; hop < 20; hop++) {
      if (url.startsWith(publicUrl)) return url
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        body,
        redirect: 'manual',
        headers: { Cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
      })
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';')
        const [name = '', value = ''] = pair.split(/=(.*)/s)
        if (value) jar.set(name, value)
        else jar.delete(name)
      }
      const next = response.headers.get('location')
      if (next) {
        url = new URL(next, url).href
        body = undefined
        continue
      }
      // The provider's login page: its form takes the e-mail.
      const action = /action="([^"]+)"/.exec(await response.text())?.[1]
      if (!action) throw new Error(`no form at ${url} (${String(response.status)})`)
      url = new URL(action, url).href
      body = new URLSearchParams({ email })
    }
    throw new Error('too many redirects')
  }

  it('a popup sign-in: on to the provider with PKCE and a flow cookie, back with a session and the page that tells the desk', async () => {
    const start = await startLoader(args(`${publicUrl}/auth/start?popup=1`))
    expect(start.status).toBe(303)
    expect(start.headers.get('cache-control')).toBe('no-store')
    const location = new URL(start.headers.get('location') ?? '')
    expect(location.origin).toBe(idp.issuer)
    expect(location.searchParams.get('code_challenge_method')).toBe('S256')
    expect(location.searchParams.get('redirect_uri')).toBe(`${publicUrl}/auth/callback`)
    // An external provider keeps its own sign-in policy.
    expect(location.searchParams.has('prompt')).toBe(false)
    const [flowCookie = ''] = start.headers.getSetCookie()
    expect(flowCookie).toMatch(/^wwd_admin_flow=[\w-]+; Path=\/auth; HttpOnly; SameSite=Lax; Max-Age=600$/)

    const callbackUrl = await throughProvider(location.href, 'owner@example.com')
    const done = await callbackLoader(args(callbackUrl, { cookie: flowCookie.split(';')[0] }))
    expect(done.status).toBe(200)
    expect(done.headers.get('cache-control')).toBe('no-store')
    expect(done.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const [clearedFlow, session] = done.headers.getSetCookie()
    expect(clearedFlow).toBe('wwd_admin_flow=; Path=/auth; HttpOnly; SameSite=Lax; Max-Age=0')
    expect(session).toMatch(/^wwd_admin=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=36000$/)
    const page = await done.text()
    expect(page).toContain('<h1>Signed in · 已登录</h1>')
    // Its one script carries this response's nonce, and tells only the desk's own origin.
    expect(page.match(/<script\b[^>]*>/g)).toEqual([`<script nonce="${nonce}">`])
    expect(page).toContain('window.opener.postMessage(m,o)')
    expect(page).toContain(`var o=${JSON.stringify(publicUrl)}`)
    expect(await database.db.select().from(sessions)).toHaveLength(1)
    const audit = await database.db.select().from(auditLog)
    expect(audit.map((row) => [row.action, row.target, row.ip, row.userAgent, row.requestId])).toEqual([
      ['auth.sign-in', 'owner@example.com', '203.0.113.7', 'sign-in test', 'request-1'],
    ])
  })

  it('refusals end on the result page with their code, 403 and no-store, and are audited', async () => {
    // No flow cookie: the browser kept nothing of the start.
    const lost = await callbackLoader(args(`${publicUrl}/auth/callback?code=x&state=y`))
    expect(lost.status).toBe(403)
    expect(lost.headers.get('cache-control')).toBe('no-store')
    expect(lost.headers.getSetCookie()).toEqual(['wwd_admin_flow=; Path=/auth; HttpOnly; SameSite=Lax; Max-Age=0'])
    expect(await lost.text()).toContain('Code · 代码: <code>web-storage-unsupported</code>')

    // Someone the provider knows, but not on the staff list.
    const start = await startLoader(args(`${publicUrl}/auth/start`))
    const [flowCookie = ''] = start.headers.getSetCookie()
    const callbackUrl = await throughProvider(start.headers.get('location') ?? '', 'stranger@example.com')
    const refused = await callbackLoader(args(callbackUrl, { cookie: flowCookie.split(';')[0] }))
    expect(refused.status).toBe(403)
    expect(refused.headers.getSetCookie()).toHaveLength(1)
    const page = await refused.text()
    expect(page).toContain('Code · 代码: <code>not-on-staff-list</code>')
    // Opened as a full page (no popup), it goes on to the desk, which shows the reason.
    expect(page).toContain('location.replace("/admin?sign_in_error=not-on-staff-list")')
    const failed = await database.db.select().from(auditLog)
    expect(failed.filter((row) => row.action === 'auth.sign-in-failed').map((row) => [row.target, row.after])).toEqual([
      ['', { code: 'web-storage-unsupported' }],
      ['stranger@example.com', { code: 'not-on-staff-list' }],
    ])
  })

  it('counts sign-in starts per client: two addresses in one IPv6 /64 share the limit, another /64 does not, and no address is stored', async () => {
    // One fixed moment, well inside a 10-minute window, so the count never straddles two windows.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-27T10:05:00Z'))
    for (let attempt = 1; attempt <= 30; attempt++) {
      const start = await startLoader(args(`${publicUrl}/auth/start`, { clientIp: '2001:db8:1:2::a' }))
      expect(start.status, `start ${String(attempt)}`).toBe(303)
    }
    const neighbour = await startLoader(args(`${publicUrl}/auth/start?popup=1`, { clientIp: '2001:db8:1:2:ffff::b' }))
    expect(neighbour.status).toBe(403)
    expect(neighbour.headers.get('cache-control')).toBe('no-store')
    expect(neighbour.headers.getSetCookie()).toEqual([])
    expect(await neighbour.text()).toContain('Code · 代码: <code>too-many-attempts</code>')
    const elsewhere = await startLoader(args(`${publicUrl}/auth/start`, { clientIp: '2001:db8:1:3::a' }))
    expect(elsewhere.status).toBe(303)
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key)
    expect(keys.filter((key) => key.startsWith('sign-in:ip:')).length).toBeGreaterThanOrEqual(2)
    expect(keys.filter((key) => key.includes('2001') || key.includes('203.0.113'))).toEqual([])
  })
})
