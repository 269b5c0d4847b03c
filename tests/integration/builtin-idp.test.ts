import { createHash } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ConfigError, loadConfig } from '../../app/.server/config'
import { openMigratedPglite } from '../support/databases'
import { and, eq } from 'drizzle-orm'
import { auditLog, rateLimits } from '../../app/.server/db/schema'
import { issueCredentialLink } from '../../app/features/staff/credentials.server'
import type { Role } from '../../app/features/desk/permissions'
import { inviteStaff } from '../../app/features/team/team-roster.server'
import { siteSeed } from '../../app/features/catalog/index.server'
import { createSiteContentStore } from '../../app/features/content/index.server'
import { createApp } from '../../server/app'
import { assertBuiltinIdpAllowed } from '../../app/features/staff/idp/provider.server'
import { systemClock } from '../../app/.server/clock'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'wwd-auth-'))

describe('built-in sign-in beyond loopback', () => {
  it('starts on loopback, and refuses another address unless AUTH_BUILTIN_ALLOW_REMOTE=1 or AUTH_ISSUER is set', () => {
    expect(() => {
      assertBuiltinIdpAllowed(loadConfig({ DATA_DIR: dataDir(), HOST: '127.0.0.1' }))
    }).not.toThrow()
    expect(() => {
      assertBuiltinIdpAllowed(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }))
    }).toThrow(ConfigError)
    expect(() => {
      assertBuiltinIdpAllowed(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0', AUTH_BUILTIN_ALLOW_REMOTE: '1' }))
    }).not.toThrow()
    expect(() => {
      assertBuiltinIdpAllowed(
        loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0', AUTH_ISSUER: 'https://accounts.google.com', AUTH_CLIENT_ID: 'a', AUTH_CLIENT_SECRET: 'b' }),
      )
    }).not.toThrow()
  })

  it('reads the session lifetimes, and names a bad value', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), ADMIN_SESSION_IDLE_MINUTES: '15', ADMIN_SESSION_MAX_HOURS: '8' })
    expect(config.adminSession).toEqual({ idleMs: 15 * 60_000, maxMs: 8 * 3_600_000 })
    expect(loadConfig({ DATA_DIR: dataDir() }).adminSession).toEqual({ idleMs: 30 * 60_000, maxMs: 10 * 3_600_000 })
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_SESSION_IDLE_MINUTES: '0' })).toThrow(/ADMIN_SESSION_IDLE_MINUTES/)
  })
})

/** The real app in built-in sign-in mode (no pages are requested, so no build is loaded). */
async function startBuiltin() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`
  const database = await openMigratedPglite()
  const content = await createSiteContentStore(database, siteSeed)
  // Behind a proxy on this machine: the test names the client's address in X-Forwarded-For.
  const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: url, TRUST_PROXY: 'loopback', LOG_LEVEL: 'silent' })
  const app = createApp({
    services: { config, database, content, logger: pino({ level: 'silent' }), clock: systemClock },
    build: () => Promise.reject(new Error('pages are not requested in this test')),
  })
  server.on('request', app)
  return {
    url,
    database,
    async stop() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await content.stop()
      await database.close()
    },
  }
}

/** A browser's cookies for one site, sent on every request (paths aside). */
function cookieJar() {
  const jar = new Map<string, string>()
  return {
    header: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    take(response: Response) {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';')
        const [name = '', value = ''] = pair.split(/=(.*)/s)
        if (value) jar.set(name, value)
        else jar.delete(name)
      }
    },
  }
}

describe('built-in provider: the login limit per client', () => {
  let app: Awaited<ReturnType<typeof startBuiltin>>
  beforeAll(async () => {
    app = await startBuiltin()
  })
  afterAll(async () => {
    await app.stop()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** A sign-in as the desk starts it, up to the provider's login form: its address and cookies. */
  async function interaction() {
    const cookies = cookieJar()
    const query = new URLSearchParams({
      client_id: 'wwd-desk',
      redirect_uri: `${app.url}/auth/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge: createHash('sha256').update('a-verifier-long-enough-for-pkce-0123456789').digest('base64url'),
      code_challenge_method: 'S256',
      state: 'state',
      nonce: 'nonce',
      prompt: 'login',
    })
    const authorize = await fetch(`${app.url}/idp/auth?${query.toString()}`, { redirect: 'manual' })
    cookies.take(authorize)
    const form = authorize.headers.get('location') ?? ''
    expect(form).toMatch(/^\/interaction\/[\w-]+$/)
    return { form, cookies }
  }

  /** One login attempt (a wrong password unless told) from `ip`: where the provider sends the browser next. */
  async function attempt(
    { form, cookies }: Awaited<ReturnType<typeof interaction>>,
    ip: string,
    email: string,
    password = 'not-the-password',
  ): Promise<string> {
    const response = await fetch(`${app.url}${form}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookies.header(), 'X-Forwarded-For': ip, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }),
    })
    cookies.take(response)
    expect(response.status).toBe(303)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const next = response.headers.get('location') ?? ''
    if (next.startsWith(form)) return next
    // The provider finished the interaction: follow it (through the granted consent) back to the desk.
    let location = next
    for (let hop = 0; hop < 6 && !location.startsWith(`${app.url}/auth/callback`); hop++) {
      const resumed = await fetch(new URL(location, app.url), { redirect: 'manual', headers: { Cookie: cookies.header() } })
      cookies.take(resumed)
      location = resumed.headers.get('location') ?? ''
    }
    return location
  }

  it('two addresses in one IPv6 /64 share the limit of 30 attempts; another /64 does not; no address is stored', async () => {
    // One fixed moment, well inside a 10-minute window, so the count never straddles two windows.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-27T10:05:00Z'))
    const first = await interaction()
    // A different e-mail each time, so that only the limit per client can be reached.
    for (let n = 1; n <= 30; n++)
      expect(await attempt(first, '2001:db8:1:2::a', `person${String(n)}@example.com`), `attempt ${String(n)}`).toBe(`${first.form}?error=1`)
    const refused = await attempt(first, '2001:db8:1:2:ffff::b', 'another@example.com')
    expect(refused.startsWith(`${app.url}/auth/callback?`)).toBe(true)
    expect(new URL(refused).searchParams.get('error')).toBe('access_denied')
    expect(new URL(refused).searchParams.get('error_description')).toBe('too-many-attempts')
    expect(await attempt(await interaction(), '2001:db8:1:3::a', 'another@example.com')).toMatch(/^\/interaction\/[\w-]+\?error=1$/)
    const keys = (await app.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key)
    expect(keys.filter((key) => /^idp:fail:[^:]+:600$/.test(key))).toHaveLength(2)
    expect(keys.filter((key) => key.includes('2001'))).toEqual([])
  })

  /** Puts `email` on the staff list and sets their own password through the link's page. */
  async function personWithPassword(email: string, role: Role, password: string) {
    const invited = await inviteStaff(app.database.db, { actor: null, ip: '', userAgent: '', requestId: '' }, { email, role })
    if (!invited.ok) throw new Error('invitation refused')
    const { token } = await app.database.db.transaction((tx) =>
      issueCredentialLink(tx, { userId: invited.staff.id, purpose: 'invite', createdBy: null, now: new Date() }),
    )
    const url = `${app.url}/interaction/setup/${token}`
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(email)
    const set = await fetch(url, { method: 'POST', body: new URLSearchParams({ password, repeat: password }) })
    expect(set.status).toBe(200)
    return { url }
  }

  const signedIn = (next: string) => next.startsWith(`${app.url}/auth/callback?`) && new URL(next).searchParams.has('code')

  it("signs each person in with their own password only: an agent's password never signs in as the owner", async () => {
    await personWithPassword('boss@example.com', 'owner', 'owner words for the desk')
    const agent = await personWithPassword('helper@example.com', 'agent', 'agent words for the desk')
    expect(signedIn(await attempt(await interaction(), '198.51.100.1', 'helper@example.com', 'agent words for the desk'))).toBe(true)
    expect(signedIn(await attempt(await interaction(), '198.51.100.1', 'boss@example.com', 'owner words for the desk'))).toBe(true)
    expect(await attempt(await interaction(), '198.51.100.1', 'boss@example.com', 'agent words for the desk')).toMatch(/\?error=1$/)
    // The link worked once.
    const again = await fetch(agent.url, { method: 'POST', body: new URLSearchParams({ password: 'another long password', repeat: 'another long password' }) })
    expect(again.status).toBe(410)
  })

  it("the link's page refuses an easy password and says why in both languages, as My account does (R3)", async () => {
    const invited = await inviteStaff(app.database.db, { actor: null, ip: '', userAgent: '', requestId: '' }, { email: 'picky@example.com', role: 'agent' })
    if (!invited.ok) throw new Error('invitation refused')
    const { token } = await app.database.db.transaction((tx) =>
      issueCredentialLink(tx, { userId: invited.staff.id, purpose: 'invite', createdBy: null, now: new Date() }),
    )
    const url = `${app.url}/interaction/setup/${token}`
    const post = (password: string) =>
      fetch(url, { method: 'POST', headers: { 'X-Forwarded-For': '198.51.100.40' }, body: new URLSearchParams({ password, repeat: password }) })
    for (const [password, english, chinese] of [
      ['aaaaaaaaaaaa', 'This is one character repeated', '同一个字符反复出现'],
      [' '.repeat(12), 'This is one character repeated', '同一个字符反复出现'],
      ['qwertyuiopasdfgh', 'a run of keys or letters, such as qwerty or abcdef', '连续的按键或字母'],
      ['picky@example.com1', 'This contains your e-mail address', '包含了您的邮箱地址'],
      ['WanderWonderWorld2026', 'This contains the company’s name', '包含了公司名称'],
      ['letmein12345', 'Too easy to guess: add a few unrelated words.', '密码太容易被猜到'],
    ]) {
      const refused = await post(password ?? '')
      expect(refused.status, password).toBe(400)
      const page = await refused.text()
      expect(page, password).toContain(english)
      expect(page, password).toContain(chinese)
      expect(page).toContain('aria-invalid="true"')
    }
    expect((await post('Dhow-cruise 4 Lotus at 19:30')).status).toBe(200)
  })

  it("a stranger's wrong passwords from elsewhere never lock the owner out; from their own address they are stopped", async () => {
    await personWithPassword('lead@example.com', 'owner', 'lead owner passphrase')
    const flow = await interaction()
    for (let n = 1; n <= 10; n++) expect(await attempt(flow, '198.51.100.66', 'lead@example.com'), `attempt ${String(n)}`).toMatch(/\?error=1$/)
    const stopped = await attempt(flow, '198.51.100.66', 'lead@example.com', 'lead owner passphrase')
    expect(new URL(stopped).searchParams.get('error_description')).toBe('too-many-attempts')
    // The owner can see who is targeted: the refusals name the account; the ten wrong tries are one row and a count.
    const rows = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, 'lead@example.com'), eq(auditLog.action, 'auth.idp-password-refused')))
    expect(rows.map((row) => [row.action, row.after?.code])).toEqual([
      ['auth.idp-password-refused', 'wrong-password'],
      ['auth.idp-password-refused', 'too-many-attempts'],
    ])
    expect(signedIn(await attempt(await interaction(), '198.51.100.7', 'lead@example.com', 'lead owner passphrase'))).toBe(true)
  })
})

describe('built-in provider: a server stopped while the provider starts', () => {
  /** An app whose server is shutting down, its provider starting; the log lines it writes. */
  async function stoppingApp() {
    const database = await openMigratedPglite()
    const content = await createSiteContentStore(database, siteSeed)
    const lines: { level: number; msg: string }[] = []
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) })
    const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'http://127.0.0.1:9', LOG_LEVEL: 'info' })
    await content.stop()
    const app = createApp({
      services: { config, database, content, logger, clock: systemClock },
      build: () => Promise.reject(new Error('pages are not requested in this test')),
      isShuttingDown: () => true,
    })
    const toldNotStarted = async () => {
      await vi.waitFor(() => {
        expect(lines.map((line) => line.msg)).toContain('built-in identity provider not started: the server is shutting down')
      })
    }
    return { app, database, errors: () => lines.filter((line) => line.level >= 50), toldNotStarted }
  }

  it('says the provider was not started, at info level, and logs no error', async () => {
    const { database, errors, toldNotStarted } = await stoppingApp()
    // SIGTERM has come: the database closes while the provider is still making its keys.
    await database.close()
    await toldNotStarted()
    expect(errors()).toEqual([])
  })

  it('answers a request to the provider that was waiting for it with 503, and logs no error', async () => {
    const { app, database, errors, toldNotStarted } = await stoppingApp()
    const server = createServer(app).listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    try {
      const { port } = server.address() as AddressInfo
      // The discovery request waits for the provider, whose start then meets the closed database.
      const answer = fetch(`http://127.0.0.1:${String(port)}/idp/.well-known/openid-configuration`)
      await database.close()
      const response = await answer
      expect(response.status).toBe(503)
      expect(await response.text()).toBe('Sign-in is not available right now.')
      await toldNotStarted()
      expect(errors()).toEqual([])
    } finally {
      server.close()
    }
  })
})
