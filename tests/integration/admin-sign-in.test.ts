/**
 * The desk's sign-in routes (`/auth/start`, `/auth/callback`) against a real OpenID Connect provider
 * on another port (tests/support/external-idp.ts): the popup's result page, its cookies and status
 * codes, the audit rows, and the per-client limit on sign-in starts, keyed like every other limit
 * (hashed, an IPv6 address by its /64). Also what a wrong or hostile provider answer meets: an ID
 * token signed with a key the provider does not publish, and tokens that carry a staff member's
 * address unverified (counted per account and address, so they never lock out the real person).
 * Signing in again ends the session the browser had.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { desc } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../../app/.server/config'
import type { Database } from '../../app/.server/db/client'
import { auditLog, rateLimits, sessions } from '../../app/.server/db/schema'
import { logger } from '../../app/.server/logger'
import { createSiteContentStore } from '../../app/features/content/content-store.server'
import { siteSeed } from '../../app/features/catalog/seed'
import { seedOwners } from '../../app/features/staff/staff.server'
import { listAudit } from '../../app/features/audit/audit-query.server'
import { readSession } from '../../app/features/staff/session.server'
import { signInLimits } from '../../app/features/staff/sign-in.server'
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
        // Someone who registered the owner's address at the provider without proving it.
        { login: 'impostor@example.net', email: 'owner@example.com', emailVerified: false, name: 'Impostor' },
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
    return { request, context, params: {}, url: new URL(url), pattern: '' } as unknown as Parameters<typeof startLoader>[0] &
      Parameters<typeof callbackLoader>[0]
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

  /**
   * A whole sign-in from `clientIp` as the provider's account `login`, the browser sending
   * `cookie` too: the callback's status, its error code, and the session cookie it set.
   */
  async function signIn(login: string, { clientIp, cookie }: { clientIp: string; cookie?: string | undefined }) {
    const start = await startLoader(args(`${publicUrl}/auth/start`, { clientIp }))
    const [flowCookie = ''] = start.headers.getSetCookie()
    const callbackUrl = await throughProvider(start.headers.get('location') ?? '', login)
    const done = await callbackLoader(args(callbackUrl, { clientIp, cookie: [flowCookie.split(';')[0], cookie].filter(Boolean).join('; ') }))
    const code = /<code>([\w-]+)<\/code>/.exec(await done.text())?.[1]
    const session = done.headers
      .getSetCookie()
      .find((set) => set.startsWith('wwd_admin='))
      ?.split(';')[0]
    return { status: done.status, code, session }
  }

  /** The audit rows of refused sign-ins, newest first: who was tried, why, and from where. */
  const refusalsAudited = async () =>
    (await database.db.select().from(auditLog).orderBy(desc(auditLog.id)))
      .filter((row) => row.action === 'auth.sign-in-failed')
      .map((row) => ({ target: row.target, code: row.after?.code, ip: row.ip }))

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
    const started = await database.db.select().from(sessions)
    expect(started).toHaveLength(1)
    // Another provider's sign-in is no confirmation on My account: the desk never saw it ask for a credential.
    expect(started[0]?.reauthenticatedAt).toBeNull()
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

  it('refuses an ID token signed with a key the provider does not publish', async () => {
    const before = (await database.db.select().from(sessions)).length
    idp.signWithUnpublishedKey(true)
    try {
      expect(await signIn('owner@example.com', { clientIp: '198.51.100.20' })).toEqual({ status: 403, code: 'internal-error', session: undefined })
    } finally {
      idp.signWithUnpublishedKey(false)
    }
    expect(await database.db.select().from(sessions)).toHaveLength(before)
    // Signed with its published key again, the same person signs in.
    expect(await signIn('owner@example.com', { clientIp: '198.51.100.20' })).toMatchObject({ status: 200 })
  })

  it('counts only failures, per account and address: tokens carrying the owner’s address unverified lock out the address that sent them, never the owner at theirs', async () => {
    // One fixed moment inside a 10-minute window, so no count straddles two windows.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-27T11:02:00Z'))
    // Sign-ins that succeed are not counted: more of them than the failure limit, all fine.
    for (let attempt = 1; attempt <= 11; attempt++) {
      expect((await signIn('owner@example.com', { clientIp: '198.51.100.10' })).status, `sign-in ${String(attempt)}`).toBe(200)
    }
    // From another address, ten tokens with the owner's address, not verified.
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(await signIn('impostor@example.net', { clientIp: '192.0.2.66' }), `impostor ${String(attempt)}`).toMatchObject({
        status: 403,
        code: 'email-not-verified',
      })
    }
    // That address is now refused for the owner's account, and the audit row names the account.
    expect(await signIn('impostor@example.net', { clientIp: '192.0.2.66' })).toMatchObject({ status: 403, code: 'too-many-attempts' })
    expect(await refusalsAudited()).toContainEqual({ target: 'owner@example.com', code: 'too-many-attempts', ip: '192.0.2.66' })
    // The owner, from their own address, still signs in: the account's failures slow it, never refuse it.
    const began = performance.now()
    expect(await signIn('owner@example.com', { clientIp: '198.51.100.10' })).toMatchObject({ status: 200 })
    expect(performance.now() - began).toBeGreaterThanOrEqual(signInLimits.accountSlowdownMs - 50)
  })

  it('counts failures per client too: past the limit, that address is refused before the provider is asked, and no other address is', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-27T12:02:00Z'))
    // Callbacks with a made-up code and a flow cookie of the sender's own making: each a failure.
    const flow = Buffer.from(JSON.stringify({ state: 'forged', nonce: 'forged', verifier: 'v'.repeat(43), popup: false })).toString('base64url')
    const forged = async (clientIp: string) => {
      const done = await callbackLoader(
        args(`${publicUrl}/auth/callback?code=made-up&state=forged&iss=${encodeURIComponent(idp.issuer)}`, { clientIp, cookie: `wwd_admin_flow=${flow}` }),
      )
      return /<code>([\w-]+)<\/code>/.exec(await done.text())?.[1]
    }
    const [window] = signInLimits.failuresPerClient
    for (let attempt = 1; attempt <= (window?.limit ?? 0); attempt++)
      expect(await forged('192.0.2.91'), `attempt ${String(attempt)}`).toBe('cancelled-popup-request')
    expect(await forged('192.0.2.91')).toBe('too-many-attempts')
    expect(await signIn('owner@example.com', { clientIp: '192.0.2.91' })).toMatchObject({ status: 403, code: 'too-many-attempts' })
    expect(await signIn('owner@example.com', { clientIp: '198.51.100.40' })).toMatchObject({ status: 200 })
  })

  it('signing in again ends the session the browser had, and the new one lives', async () => {
    const first = await signIn('owner@example.com', { clientIp: '198.51.100.30' })
    expect(first.session).toBeDefined()
    const second = await signIn('owner@example.com', { clientIp: '198.51.100.30', cookie: first.session })
    expect(second.status).toBe(200)
    const token = (cookie: string | undefined) => cookie?.split('=')[1]
    const look = (cookie: string | undefined) => readSession(database.db, token(cookie), services.config.adminSession, new Date(), { touch: false })
    expect((await look(first.session)).status).toBe('expired')
    expect((await look(second.session)).status).toBe('active')
  })

  it('300 callbacks without a flow cookie from one address make one audit row, the other 299 counted on it', async () => {
    // One fixed moment, well inside a 10-minute window.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-27T12:03:00Z'))
    const flood = async (clientIp: string, n: number) => {
      for (let i = 0; i < n; i++) {
        const answer = await callbackLoader(args(`${publicUrl}/auth/callback?n=${String(i)}`, { clientIp }))
        expect(answer.status).toBe(403)
      }
    }
    await flood('198.18.7.1', 300)
    await flood('198.18.7.2', 2)
    const rows = (await listAudit(database.db, { action: 'auth.sign-in-failed' }, {}, 1000)).filter((row) => row.ip.startsWith('198.18.7.'))
    expect(rows.map((row) => [row.ip, row.target, row.after, row.more])).toEqual([
      ['198.18.7.2', '', { code: 'web-storage-unsupported' }, 1],
      ['198.18.7.1', '', { code: 'web-storage-unsupported' }, 299],
    ])
  })
})
