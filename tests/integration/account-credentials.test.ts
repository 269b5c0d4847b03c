/**
 * My account's credentials through its routes, on a real database, with a software passkey
 * authenticator (the audit of 2026-12-02, R4, R6, N3 and the passkey answer's cap):
 *
 * - wrong current passwords are counted per person: five are answered 400, then 429 with
 *   Retry-After, and the session that kept guessing ends (25 in a row were 25 × 400 before);
 * - a session alone no longer adds a passkey nor sets a first password: the current password, or
 *   a fresh answer of one of the person's own passkeys (user verification, a challenge of theirs,
 *   used once), confirms it is them, and for five minutes nothing is asked again; a sign-in counts
 *   the same way for its first five minutes; the person is mailed about every credential added;
 * - a password change ends the person's other sessions unless they untick it, and says how many;
 * - nobody removes their last credential;
 * - a passkey answer larger than the sign-in window's cap is refused with 413, unread.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Clock } from '../../app/.server/clock'
import { loadConfig } from '../../app/.server/config'
import type { Database } from '../../app/.server/db/client'
import { auditLog, auditRepeats, mailOutbox } from '../../app/.server/db/schema'
import { logger } from '../../app/.server/logger'
import { deskActorContext, type DeskActor } from '../../app/features/desk/context'
import { checkPassword, issueCredentialLink, setPasswordWithLink } from '../../app/features/staff/credentials.server'
import type { DeskLang } from '../../app/features/desk/desk-path'
import { addPasskey, listPasskeys, registrationOptions, relyingPartyOf, signInOptions } from '../../app/features/staff/passkeys.server'
import { wrongCurrentPasswordLimits } from '../../app/features/account/reauth.server'
import { createSession, hashToken, readSession } from '../../app/features/staff/session.server'
import type { StaffMember } from '../../app/features/desk/context'
import { inviteStaff } from '../../app/features/team/team-roster.server'
import { createRequestContext, type Services } from '../../app/load-context'
import { action as accountAction, loader as accountLoader } from '../../app/routes/admin/account'
import { action as passkeyAction } from '../../app/routes/admin/account-passkey'
import { databaseTargets } from '../support/databases'
import { softAuthenticator } from '../support/soft-authenticator'

const origin = 'http://localhost:3000'
const minutes = (n: number) => n * 60_000
const client = {
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
}

type Signed = { actor: DeskActor; token: string }
type Answer = { status: number; body: Record<string, unknown>; headers: Headers }

describe.each(databaseTargets)('My account’s credentials on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let services: Services
  // The service clock, moved by the tests: half a minute into a quarter hour, so no count straddles two windows.
  let now = new Date('2026-12-03T10:00:30Z')
  const clock: Clock = { now: () => now }
  const rp = relyingPartyOf(origin, 'WanderWonderWorld Dubai')
  const anonymous = { actor: null, ip: client.ip, userAgent: client.userAgent, requestId: 'r' }

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wwd-account-')), PUBLIC_URL: origin })
    // My account reads no site content.
    services = { config, database, content: {} as Services['content'], logger, clock }
  })
  afterAll(async () => {
    await dispose()
  })

  /** A person on the staff list with a password set through their link, and/or a passkey made there. */
  async function person(email: string, own: { password?: string; passkey?: boolean } = {}) {
    const invited = await inviteStaff(database.db, anonymous, { email, role: 'agent' })
    if (!invited.ok) throw new Error(`invitation refused: ${invited.kind}`)
    const staff = invited.staff
    if (own.password) {
      const { token } = await database.db.transaction((tx) => issueCredentialLink(tx, { userId: staff.id, purpose: 'invite', createdBy: null, now }))
      expect((await setPasswordWithLink(database.db, anonymous, { token, password: own.password, now })).ok).toBe(true)
    }
    const device = softAuthenticator(origin)
    if (own.passkey) {
      const options = await registrationOptions(database.db, rp, staff, now)
      expect(await addPasskey(database.db, anonymous, { rp, person: staff, response: device.register(options), label: 'Phone', now })).toBe(true)
    }
    return { staff, device }
  }

  /** A session of `staff` that began `ago` before now, as the built-in sign-in starts one (or, `isReauthenticated: false`, another provider). */
  async function signIn(
    staff: StaffMember,
    { ago = minutes(10), isReauthenticated = true, lang }: { ago?: number; isReauthenticated?: boolean; lang?: DeskLang } = {},
  ): Promise<Signed> {
    const started = new Date(now.getTime() - ago)
    const { token, expiresAt } = await createSession(database.db, staff.id, services.config.adminSession, client, started, { isReauthenticated })
    return { token, actor: { staff, tokenHash: hashToken(token), expiresAt, ip: client.ip, userAgent: client.userAgent, requestId: 'r', lang } }
  }

  function argsFor(signed: Signed, request: Request) {
    const context = createRequestContext({ services, nonce: 'n', requestId: 'r', clientIp: client.ip })
    context.set(deskActorContext, signed.actor)
    return { request, context, params: {}, url: new URL(request.url), pattern: '' } as unknown as Parameters<typeof accountAction>[0] &
      Parameters<typeof passkeyAction>[0]
  }

  /** One command of the screen, as JSON, through the passkey route (the screen's passkey steps) or the form route. */
  async function send(signed: Signed, body: unknown, route: 'passkey' | 'form' = 'passkey'): Promise<Answer> {
    const url = `${origin}/admin/account${route === 'passkey' ? '/passkey' : ''}`
    const request = new Request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    const response = route === 'passkey' ? await passkeyAction(argsFor(signed, request)) : await accountAction(argsFor(signed, request))
    return { status: response.status, body: (await response.json()) as Record<string, unknown>, headers: response.headers }
  }

  const refusedWith = (answer: Answer) => (answer.body.issues as { path: string; message: string }[] | undefined)?.[0]
  const noticesTo = (email: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'staff-notice'), eq(mailOutbox.to, [email])))
  const auditOf = (email: string) => database.db.select().from(auditLog).where(eq(auditLog.target, email)).orderBy(auditLog.id)

  it('answers five wrong current passwords with 400, then 429 with Retry-After, ends the guessing session, and counts per person (R4)', async () => {
    const { staff } = await person('guessed@example.com', { password: 'camel caravan at noon' })
    const stolen = await signIn(staff)
    const statuses: number[] = []
    let limitedAnswer: Answer | undefined
    for (let n = 1; n <= 25; n++) {
      const answer = await send(
        stolen,
        { intent: 'password', current: `guess number ${String(n)}`, password: 'a brand new phrase here', repeat: 'a brand new phrase here' },
        'form',
      )
      statuses.push(answer.status)
      if (answer.status === 429) limitedAnswer ??= answer
      else expect(refusedWith(answer)).toEqual({ path: 'current', message: 'wrong-current' })
    }
    // Before: 25 × 400, one scrypt each, no end.
    expect(statuses).toEqual([...Array<number>(5).fill(400), ...Array<number>(20).fill(429)])
    const retryAfter = Number(limitedAnswer?.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600)
    expect(limitedAnswer?.body).toMatchObject({ ok: false, kind: 'limited', retryAfterSeconds: retryAfter })
    // The session that guessed is over; the person's other device is refused too, right password or not.
    expect((await readSession(database.db, stolen.token, services.config.adminSession, now)).status).toBe('expired')
    const laptop = await signIn(staff, { ago: minutes(20) })
    expect((await send(laptop, { intent: 'passkey-options', current: 'camel caravan at noon' })).status).toBe(429)
    expect((await checkPassword(database.db, 'guessed@example.com', 'camel caravan at noon', now))?.id).toBe(staff.id)
    // Audited without a row per guess: the wrong tries on one row and a count, the limit, the session it ended.
    const rows = await auditOf('guessed@example.com')
    const refusals = rows.filter((row) => row.action === 'auth.reauth-refused')
    expect(refusals.map((row) => row.after?.code)).toEqual(['wrong-password', 'too-many-attempts'])
    const [repeats] = await database.db
      .select()
      .from(auditRepeats)
      .where(eq(auditRepeats.auditId, refusals[0]?.id ?? 0))
    expect(repeats?.more).toBe(4)
    expect(rows.filter((row) => row.action === 'auth.session-ended').map((row) => row.after)).toEqual([
      { reason: 'too-many-attempts' },
      { reason: 'too-many-attempts' },
    ])
    // Once the quarter hour is over, the right password confirms again (five of the day's twenty are used).
    expect(wrongCurrentPasswordLimits[0]).toEqual({ limit: 5, seconds: 900 })
    now = new Date(now.getTime() + minutes(15))
    const later = await signIn(staff)
    expect((await send(later, { intent: 'passkey-options', current: 'camel caravan at noon' })).status).toBe(200)
  })

  it('adds no passkey for a session alone; the current password confirms it, and for five minutes nothing is asked again (R6)', async () => {
    const { staff } = await person('adds-keys@example.com', { password: 'sunset over the creek' })
    const session = await signIn(staff)
    const laptop = softAuthenticator(origin)
    expect(await send(session, { intent: 'passkey-options' })).toMatchObject({
      status: 400,
      body: { issues: [{ path: 'current', message: 'reauth-required' }] },
    })
    expect(refusedWith(await send(session, { intent: 'passkey-options', current: 'sunset over the lake' }))).toEqual({
      path: 'current',
      message: 'wrong-current',
    })
    // An answer to options the session never got (made here directly) is refused before it is read.
    const unasked = laptop.register(await registrationOptions(database.db, rp, staff, now))
    expect(refusedWith(await send(session, { intent: 'passkey-add', response: unasked, label: 'Stolen' }))).toEqual({
      path: 'current',
      message: 'reauth-required',
    })
    expect(await listPasskeys(database.db, staff.id)).toEqual([])

    const options = await send(session, { intent: 'passkey-options', current: 'sunset over the creek' })
    expect(options.status).toBe(200)
    const confirmedAt = now
    expect((await send(session, { intent: 'passkey-add', response: laptop.register(options.body.options as never), label: 'Office laptop' })).status).toBe(200)
    // Four minutes on, another device of theirs: no second prompt.
    now = new Date(confirmedAt.getTime() + minutes(4))
    const phone = softAuthenticator(origin)
    const again = await send(session, { intent: 'passkey-options' })
    expect(again.status).toBe(200)
    expect((await send(session, { intent: 'passkey-add', response: phone.register(again.body.options as never), label: 'Phone' })).status).toBe(200)
    expect((await listPasskeys(database.db, staff.id)).map((key) => key.label)).toEqual(['Office laptop', 'Phone'])
    // The screen is told until when, in this session only.
    const overview = await accountLoader(argsFor(session, new Request(`${origin}/admin/account`)))
    expect(overview.confirmedUntil).toBe(new Date(confirmedAt.getTime() + minutes(5)).toISOString())
    const elsewhere = await signIn(staff)
    expect(refusedWith(await send(elsewhere, { intent: 'passkey-options' }))).toEqual({ path: 'current', message: 'reauth-required' })
    // Past five minutes, the current password again.
    now = new Date(confirmedAt.getTime() + minutes(5) + 1000)
    expect(refusedWith(await send(session, { intent: 'passkey-options' }))).toEqual({ path: 'current', message: 'reauth-required' })

    const actions = (await auditOf('adds-keys@example.com')).map((row) => [row.action, row.after])
    expect(actions).toEqual(
      expect.arrayContaining([
        ['auth.reauth-refused', { code: 'wrong-password' }],
        ['auth.reauthenticated', { via: 'password' }],
        ['auth.passkey-added', { label: 'Office laptop' }],
        ['auth.passkey-added', { label: 'Phone' }],
      ]),
    )
    // Each passkey is mailed to the person, in both languages (they never chose one), with where it came from.
    const notices = await noticesTo('adds-keys@example.com')
    expect(notices).toHaveLength(2)
    expect(notices[0]?.subject).toBe('A passkey was added to your WanderWonderWorld Dubai desk account · 万德假日管理后台：您的账号添加了通行密钥')
    expect(notices[0]?.text).toContain('a passkey named “Office laptop” was added')
    expect(notices[0]?.text).toContain('添加了通行密钥“Office laptop”')
    expect(notices[0]?.text).toContain('Chrome · macOS')
    expect(notices[0]?.text).toContain('203.0.113.7')
    expect(notices[0]?.text).toContain('tell an owner of the desk at once')
  })

  it('sets no first password for a passkey-only session alone; a fresh answer of their own passkey does, once (R6)', async () => {
    const { staff, device } = await person('key-only@example.com', { passkey: true })
    const other = await person('someone-else@example.com', { passkey: true })
    const session = await signIn(staff, { lang: 'zh' })
    const setPassword = { intent: 'password', password: 'first words for me', repeat: 'first words for me' }
    expect(await send(session, setPassword, 'form')).toMatchObject({ status: 400, body: { issues: [{ path: 'reauth', message: 'reauth-passkey-required' }] } })
    // A "current password" is no way in for someone who has none.
    expect(refusedWith(await send(session, { ...setPassword, current: 'first words for me' }, 'form'))).toEqual({
      path: 'reauth',
      message: 'reauth-passkey-required',
    })

    const options = await send(session, { intent: 'reauth-options' })
    expect(options.status).toBe(200)
    const asked = options.body.options as Parameters<typeof device.authenticate>[0]
    expect(asked.userVerification).toBe('required')
    expect(asked.allowCredentials?.map((credential) => credential.id)).toEqual([device.passkeys[0]?.id.toString('base64url')])
    // Without user verification (a touch only), with another person's passkey, or for a sign-in's challenge: refused.
    expect(refusedWith(await send(session, { intent: 'reauth-passkey', response: device.authenticate(asked, { userVerified: false }) }))).toEqual({
      path: 'reauth',
      message: 'reauth-refused',
    })
    const fresh = (await send(session, { intent: 'reauth-options' })).body.options as typeof asked
    expect((await send(session, { intent: 'reauth-passkey', response: other.device.authenticate(fresh) })).status).toBe(400)
    const signInChallenge = await signInOptions(database.db, rp, now)
    expect((await send(session, { intent: 'reauth-passkey', response: device.authenticate(signInChallenge) })).status).toBe(400)
    expect(refusedWith(await send(session, setPassword, 'form'))).toEqual({ path: 'reauth', message: 'reauth-passkey-required' })

    const answer = device.authenticate((await send(session, { intent: 'reauth-options' })).body.options as typeof asked)
    expect((await send(session, { intent: 'reauth-passkey', response: answer })).status).toBe(200)
    // The same answer again: its challenge is used up.
    expect((await send(session, { intent: 'reauth-passkey', response: answer })).status).toBe(400)
    expect(await send(session, setPassword, 'form')).toMatchObject({ status: 200, body: { ok: true } })
    expect((await checkPassword(database.db, 'key-only@example.com', 'first words for me', now))?.id).toBe(staff.id)
    expect((await auditOf('key-only@example.com')).map((row) => [row.action, row.after])).toEqual(
      expect.arrayContaining([
        ['auth.reauth-refused', { code: 'passkey-refused' }],
        ['auth.reauthenticated', { via: 'passkey' }],
        ['auth.password-set', { via: 'account' }],
      ]),
    )
    // Mailed in the desk language they chose, Chinese, alone.
    const [notice] = await noticesTo('key-only@example.com')
    expect(notice?.subject).toBe('万德假日管理后台：您的账号设置了密码')
    expect(notice?.text).not.toContain('If it was not you')
    expect(notice?.text).toContain('如果不是您本人操作')
  })

  it('counts a sign-in at the built-in provider as a confirmation for its first five minutes, and another provider’s not at all', async () => {
    const { staff } = await person('just-signed-in@example.com', { password: 'dhow cruise at eight' })
    const signedIn = await signIn(staff, { ago: minutes(4) })
    expect((await send(signedIn, { intent: 'passkey-options' })).status).toBe(200)
    const earlier = await signIn(staff, { ago: minutes(5) + 1000 })
    expect(refusedWith(await send(earlier, { intent: 'passkey-options' }))).toEqual({ path: 'current', message: 'reauth-required' })
    const elsewhere = await signIn(staff, { ago: 0, isReauthenticated: false })
    expect(refusedWith(await send(elsewhere, { intent: 'passkey-options' }))).toEqual({ path: 'current', message: 'reauth-required' })
    const overview = await accountLoader(argsFor(signedIn, new Request(`${origin}/admin/account`)))
    expect(overview.confirmedUntil).toBe(new Date(now.getTime() + minutes(1)).toISOString())
    expect((await accountLoader(argsFor(elsewhere, new Request(`${origin}/admin/account`)))).confirmedUntil).toBeNull()
  })

  it('ends the person’s other sessions when the password changes, unless unticked, keeps this one, and says how many (N3)', async () => {
    const { staff } = await person('changes@example.com', { password: 'palm fronds in the wind' })
    const here = await signIn(staff)
    const phone = await signIn(staff, { ago: minutes(30) })
    const tablet = await signIn(staff, { ago: minutes(40) })
    const change = {
      intent: 'password',
      current: 'palm fronds in the wind',
      password: 'the tide comes in at dawn',
      repeat: 'the tide comes in at dawn',
      signOutOthers: 'on',
    }
    expect(await send(here, change, 'form')).toMatchObject({ status: 200, body: { ok: true, endedSessions: 2 } })
    expect((await readSession(database.db, here.token, services.config.adminSession, now)).status).toBe('active')
    for (const other of [phone, tablet]) expect((await readSession(database.db, other.token, services.config.adminSession, now)).status).toBe('expired')
    const [set] = (await auditOf('changes@example.com')).filter((row) => row.action === 'auth.password-set' && row.after?.via === 'changed')
    expect(set?.after).toEqual({ via: 'changed', endedSessions: 2 })
    const [notice] = await noticesTo('changes@example.com')
    expect(notice?.subject).toContain('Your WanderWonderWorld Dubai desk password was changed')
    expect(notice?.text).toContain('You were signed out on 2 other devices.')
    // Unticked (a form leaves an unticked box out): the other sessions stay. Confirmed a moment ago, so no current password.
    const desk = await signIn(staff, { ago: minutes(20) })
    expect(await send(here, { intent: 'password', password: 'the tide goes out at dusk', repeat: 'the tide goes out at dusk' }, 'form')).toMatchObject({
      status: 200,
      body: { endedSessions: 0 },
    })
    expect((await readSession(database.db, desk.token, services.config.adminSession, now)).status).toBe('active')
    // The rules of a new password hold here as on the link's page, each with its reason.
    for (const [password, reason] of [
      ['qwertyuiopasdfgh', 'run'],
      ['changes@example.com1', 'has-email'],
      ['WanderWonderWorld2026', 'has-site-name'],
    ] as const) {
      expect(refusedWith(await send(here, { intent: 'password', password, repeat: password }, 'form')), password).toEqual({ path: 'password', message: reason })
    }
  })

  it('lets nobody remove their last credential, and tells a person with none that an owner must reset it', async () => {
    const { staff } = await person('one-key@example.com', { passkey: true })
    const session = await signIn(staff)
    const [only] = await listPasskeys(database.db, staff.id)
    expect(refusedWith(await send(session, { intent: 'passkey-remove', id: only?.id }, 'form'))).toEqual({ path: 'passkey', message: 'last-credential' })
    expect(await listPasskeys(database.db, staff.id)).toHaveLength(1)
    const bare = await person('no-credential@example.com')
    expect(refusedWith(await send(await signIn(bare.staff), { intent: 'passkey-options', current: 'anything at all' }))).toEqual({
      path: 'form',
      message: 'no-credential',
    })
  })

  it('refuses a passkey answer larger than the sign-in window’s cap with 413, unread; through the form route too', async () => {
    const { staff } = await person('large-answers@example.com', { password: 'lotus at half past seven' })
    const session = await signIn(staff, { ago: 0 })
    const large = JSON.stringify({ intent: 'passkey-add', response: { id: 'x'.repeat(20_000) } })
    const refused = await send(session, large)
    expect(refused).toMatchObject({ status: 413, body: { ok: false, kind: 'invalid', issues: [{ path: 'form', message: 'passkey-too-large' }] } })
    expect(refused.headers.get('connection')).toBe('close')
    // Streamed with no length given: stopped once the bytes pass the cap.
    const streamed = new Request(`${origin}/admin/account/passkey`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: new ReadableStream({
        start(controller) {
          for (let n = 0; n < 40; n++) controller.enqueue(new TextEncoder().encode(n === 0 ? '{"intent":"passkey-add","response":{"id":"' : 'x'.repeat(1000)))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect((await passkeyAction(argsFor(session, streamed))).status).toBe(413)
    expect(refusedWith(await send(session, large, 'form'))).toEqual({ path: 'response', message: 'passkey-too-large' })
    // An answer of a passkey's size is read and checked as before.
    expect(refusedWith(await send(session, { intent: 'passkey-add', response: { id: 'x'.repeat(1000) } }))).toEqual({
      path: 'passkey',
      message: 'passkey-refused',
    })
  })
})
