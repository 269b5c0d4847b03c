import { and, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../app/.server/db/client'
import { auditLog, auditRepeats, staffInvitations, users } from '../../app/.server/db/schema'
import { auditActions, auditCsvStream, auditPage, listAudit } from '../../app/features/audit/audit-query.server'
import { recordAudit, recordRefusal, type AuditContext } from '../../app/features/audit/audit.server'
import { createSession, hashToken, readSession, revokeSession, revokeSessionsOf } from '../../app/features/staff/session.server'
import { checkPassword, issueCredentialLink, openCredentialLink, resetCredentials, setPasswordWithLink } from '../../app/features/staff/credentials.server'
import { matchSignIn, seedOwners } from '../../app/features/staff/staff.server'
import { changeRole, inviteStaff as inviteOrRefuse, removeStaff } from '../../app/features/team/team-roster.server'
import { databaseTargets } from '../support/databases'

const times = { idleMs: 30 * 60_000, maxMs: 10 * 3_600_000 }
const client = { ip: '203.0.113.9', userAgent: 'test' }
const client2 = { ip: '203.0.113.9', userAgent: 'test', requestId: 'r2' }
const minutes = (n: number) => n * 60_000

/** Puts a person on the staff list; the invitation must go through. */
async function inviteStaff(...args: Parameters<typeof inviteOrRefuse>) {
  const invited = await inviteOrRefuse(...args)
  if (!invited.ok) throw new Error(`invitation refused: ${invited.kind}`)
  return invited.staff
}

describe.each(databaseTargets)('admin sessions and audit on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let ownerId: number
  let audit: AuditContext

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    await seedOwners(database.db, ['Owner@Example.com'])
    await seedOwners(database.db, ['owner@example.com'])
    const owners = await database.db.select().from(users)
    expect(owners).toHaveLength(1)
    ownerId = owners[0]?.id ?? 0
    audit = { actor: { id: ownerId, email: 'owner@example.com', name: 'Owner' }, ip: client.ip, userAgent: 'test', requestId: 'r1' }
  })
  afterAll(async () => {
    await dispose()
  })

  it('keeps a session alive while used and ends it after 30 idle minutes', async () => {
    const start = new Date('2026-01-01T08:00:00Z')
    const { token } = await createSession(database.db, ownerId, times, client, start)
    expect((await readSession(database.db, token, times, new Date(start.getTime() + minutes(29)))).status).toBe('active')
    // Used at 29 minutes, so still alive 29 minutes later.
    expect((await readSession(database.db, token, times, new Date(start.getTime() + minutes(58)))).status).toBe('active')
    expect((await readSession(database.db, token, times, new Date(start.getTime() + minutes(89)))).status).toBe('expired')
    expect((await readSession(database.db, 'unknown-token', times, start)).status).toBe('none')
  })

  it('a background check reads the session without counting as activity, so an open idle tab still times out', async () => {
    const start = new Date('2026-01-03T08:00:00Z')
    const { token } = await createSession(database.db, ownerId, times, client, start)
    const lastSeen = async () =>
      (await database.rows<{ last_seen_at: string | Date }>(sql`select last_seen_at from sessions where token_hash = ${hashToken(token)}`)).map((row) =>
        new Date(row.last_seen_at).toISOString(),
      )
    // The desk checks every few minutes: each check sees the session, none moves last_seen_at.
    for (const at of [4, 8, 12, 16, 20, 24, 28]) {
      const check = await readSession(database.db, token, times, new Date(start.getTime() + minutes(at)), { touch: false })
      expect(check.status).toBe('active')
    }
    expect(await lastSeen()).toEqual([start.toISOString()])
    // Thirty minutes after the last real request the check finds it ended, and still does not touch it.
    expect((await readSession(database.db, token, times, new Date(start.getTime() + minutes(31)), { touch: false })).status).toBe('expired')
    expect(await lastSeen()).toEqual([start.toISOString()])
    // A real request (navigation, data, action) does count.
    const other = await createSession(database.db, ownerId, times, client, start)
    expect((await readSession(database.db, other.token, times, new Date(start.getTime() + minutes(20)))).status).toBe('active')
    expect((await readSession(database.db, other.token, times, new Date(start.getTime() + minutes(45)), { touch: false })).status).toBe('active')
  })

  it('ends a session at its absolute expiry even when used all along', async () => {
    const start = new Date('2026-01-02T08:00:00Z')
    const { token } = await createSession(database.db, ownerId, times, client, start)
    let at = start.getTime()
    for (let i = 0; i < 22; i++) {
      at += minutes(29)
      const status = (await readSession(database.db, token, times, new Date(at))).status
      expect(status).toBe(at - start.getTime() < times.maxMs ? 'active' : 'expired')
    }
    expect(at - start.getTime()).toBeGreaterThan(times.maxMs)
  })

  it('stores only the hash of the token, and revocation ends one or every session', async () => {
    const now = new Date()
    const one = await createSession(database.db, ownerId, times, client, now)
    const two = await createSession(database.db, ownerId, times, client, now)
    const stored = await database.rows<{ token_hash: string }>(sql`select token_hash from sessions`)
    expect(stored.map((r) => r.token_hash)).not.toContain(one.token)
    const read = await readSession(database.db, one.token, times, now)
    if (read.status !== 'active') throw new Error('expected an active session')
    await revokeSession(database.db, read.tokenHash, now)
    expect((await readSession(database.db, one.token, times, now)).status).toBe('expired')
    expect((await readSession(database.db, two.token, times, now)).status).toBe('active')
    expect(await revokeSessionsOf(database.db, ownerId, now)).toBeGreaterThan(0)
    expect((await readSession(database.db, two.token, times, now)).status).toBe('expired')
  })

  it('binds issuer and subject at the first sign-in and refuses another identity for that e-mail', async () => {
    const invited = await inviteStaff(database.db, audit, { email: 'Agent@Example.com', role: 'agent' })
    expect(invited.email).toBe('agent@example.com')
    const first = await matchSignIn(database.db, { issuer: 'https://idp', subject: 's-1', email: 'agent@example.com', name: 'Ann' })
    expect(first.ok && first.staff.role).toBe('agent')
    expect(await matchSignIn(database.db, { issuer: 'https://idp', subject: 's-2', email: 'agent@example.com', name: 'X' })).toEqual({
      ok: false,
      reason: 'user-mismatch',
    })
    expect(await matchSignIn(database.db, { issuer: 'https://idp', subject: 's-3', email: 'stranger@example.com', name: '' })).toEqual({
      ok: false,
      reason: 'not-on-staff-list',
    })
  })

  it('ends the live sessions of a person whose role changes or who is removed', async () => {
    const person = await inviteStaff(database.db, audit, { email: 'editor@example.com', role: 'editor' })
    const now = new Date()
    const a = await createSession(database.db, person.id, times, client, now)
    await changeRole(database.db, audit, person.id, 'agent', now)
    expect((await readSession(database.db, a.token, times, now)).status).toBe('expired')
    const b = await createSession(database.db, person.id, times, client, now)
    expect((await readSession(database.db, b.token, times, now)).status).toBe('active')
    await removeStaff(database.db, audit, person.id, now)
    expect((await readSession(database.db, b.token, times, now)).status).toBe('expired')
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.target, 'editor@example.com'))
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['staff.invite', null, { email: 'editor@example.com', role: 'editor' }],
      ['staff.role', { role: 'editor' }, { role: 'agent' }],
      ['staff.remove', { email: 'editor@example.com', role: 'agent' }, null],
    ])
    // The actor's name and e-mail are kept on the row.
    expect(rows[0]?.actorEmail).toBe('owner@example.com')
  })

  it('lets a removed person who is invited again sign in with the same identity', async () => {
    const first = await inviteStaff(database.db, audit, { email: 'returning@example.com', role: 'agent' })
    expect((await matchSignIn(database.db, { issuer: 'https://idp', subject: 'back-1', email: 'returning@example.com', name: 'Rami' })).ok).toBe(true)
    expect((await removeStaff(database.db, audit, first.id, new Date())).ok).toBe(true)
    const again = await inviteStaff(database.db, audit, { email: 'returning@example.com', role: 'editor' })
    expect(again.id).not.toBe(first.id)
    const match = await matchSignIn(database.db, { issuer: 'https://idp', subject: 'back-1', email: 'returning@example.com', name: 'Rami' })
    expect(match.ok && match.staff).toMatchObject({ id: again.id, role: 'editor' })
  })

  it("a credential link sets the person's own password once, within 72 hours, and a reset ends their sessions", async () => {
    const person = await inviteStaff(database.db, audit, { email: 'linked@example.com', role: 'agent' })
    const now = new Date('2026-11-27T10:00:00Z')
    const link = await database.db.transaction((tx) => issueCredentialLink(tx, { userId: person.id, purpose: 'invite', createdBy: ownerId, now }))
    const stored = await database.db.select().from(staffInvitations).where(eq(staffInvitations.userId, person.id))
    expect(stored.map((row) => row.tokenHash)).toEqual([hashToken(link.token)])
    expect(JSON.stringify(stored)).not.toContain(link.token)
    expect(await setPasswordWithLink(database.db, client2, { token: link.token, password: 'qwerty123456', now })).toEqual({ ok: false, reason: 'too-common' })
    expect((await setPasswordWithLink(database.db, client2, { token: link.token, password: 'sand dunes at sunrise', now })).ok).toBe(true)
    expect(await setPasswordWithLink(database.db, client2, { token: link.token, password: 'sand dunes at sunset', now })).toEqual({ ok: false, reason: 'used' })
    expect((await checkPassword(database.db, 'linked@example.com', 'sand dunes at sunrise', now))?.id).toBe(person.id)
    expect(await checkPassword(database.db, 'linked@example.com', 'sand dunes at sunset', now)).toBeUndefined()
    expect(await checkPassword(database.db, 'owner@example.com', 'sand dunes at sunrise', now)).toBeUndefined()

    const late = await database.db.transaction((tx) => issueCredentialLink(tx, { userId: person.id, purpose: 'invite', createdBy: ownerId, now }))
    const after72 = new Date(now.getTime() + 72 * 3_600_000)
    expect(await openCredentialLink(database.db, late.token, new Date(after72.getTime() - 1000))).toMatchObject({ ok: true })
    expect(await openCredentialLink(database.db, late.token, after72)).toEqual({ ok: false, reason: 'expired' })

    const session = await createSession(database.db, person.id, times, client, now)
    const reset = await database.db.transaction((tx) => resetCredentials(tx, person.id, ownerId, now))
    expect((await readSession(database.db, session.token, times, now)).status).toBe('expired')
    expect(await checkPassword(database.db, 'linked@example.com', 'sand dunes at sunrise', now)).toBeUndefined()
    // A new link makes the earlier unused one stop working.
    expect(await openCredentialLink(database.db, late.token, now)).toEqual({ ok: false, reason: 'used' })
    expect((await setPasswordWithLink(database.db, client2, { token: reset.token, password: 'palm fronds in the wind', now })).ok).toBe(true)
    expect((await checkPassword(database.db, 'linked@example.com', 'palm fronds in the wind', now))?.id).toBe(person.id)
  })

  it('does not bring back a removed owner at the next start, and still seeds an e-mail never seen', async () => {
    const second = await inviteStaff(database.db, audit, { email: 'second-owner@example.com', role: 'owner' })
    await removeStaff(database.db, audit, second.id, new Date())
    // The next start with ADMIN_EMAILS still naming both addresses.
    await seedOwners(database.db, ['owner@example.com', 'Second-Owner@example.com', 'new-owner@example.com'])
    const live = await database.db.select().from(users).where(isNull(users.removedAt))
    expect(live.map((row) => row.email)).not.toContain('second-owner@example.com')
    expect(live.filter((row) => row.email === 'owner@example.com')).toHaveLength(1)
    expect(live.find((row) => row.email === 'new-owner@example.com')?.role).toBe('owner')
    // An owner can still invite the removed person again through the desk.
    const back = await inviteStaff(database.db, audit, { email: 'second-owner@example.com', role: 'editor' })
    expect(back.role).toBe('editor')
    await removeStaff(database.db, audit, back.id, new Date())
    const newOwner = live.find((row) => row.email === 'new-owner@example.com')
    if (newOwner) await removeStaff(database.db, audit, newOwner.id, new Date())
  })

  it('refuses to remove the last owner', async () => {
    expect(await removeStaff(database.db, audit, ownerId, new Date())).toEqual({ ok: false, kind: 'stale', issues: [{ path: 'form', message: 'last-owner' }] })
  })

  it('writes an audit row only when the write it records commits', async () => {
    const before = (await database.db.select().from(auditLog)).length
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, audit, { action: 'enquiry.note', target: 'x' })
        await tx.execute(sql`select 1/0`)
      }),
    ).rejects.toThrow()
    expect(await database.db.select().from(auditLog)).toHaveLength(before)
    await database.db.transaction(async (tx) => {
      await recordAudit(tx, audit, { action: 'enquiry.note', target: 'x' })
    })
    expect(await database.db.select().from(auditLog)).toHaveLength(before + 1)
  })

  it('keeps the audit log append-only', async () => {
    await expect(database.db.execute(sql`delete from audit_log`)).rejects.toThrow()
    await expect(database.db.execute(sql`update audit_log set action = 'x'`)).rejects.toThrow()
  })

  /** A request of someone not signed in, from `ip`. */
  const anonymous = (ip: string, requestId = 'r'): AuditContext => ({ actor: null, ip, userAgent: 'flood', requestId })
  const failed = { action: 'auth.sign-in-failed', code: 'web-storage-unsupported' } as const
  const rowsFrom = (ip: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.ip, ip), eq(auditLog.action, failed.action)))

  it('audits a client’s repeated anonymous refusal once per 10 minutes and counts the rest on that row', async () => {
    const start = Date.parse('2026-03-01T10:01:00Z')
    const outcomes: string[] = []
    for (let i = 0; i < 300; i++) outcomes.push(await recordRefusal(database.db, anonymous('192.0.2.10', `r-${String(i)}`), failed, new Date(start + i * 1000)))
    expect(outcomes.filter((outcome) => outcome === 'audited')).toHaveLength(1)
    expect(outcomes[0]).toBe('audited')
    // One row, the first refusal's: its address, browser, request id and code, as any audit row.
    const rows = await rowsFrom('192.0.2.10')
    expect(rows.map((row) => [row.target, row.actorEmail, row.userAgent, row.requestId, row.after])).toEqual([
      ['', '', 'flood', 'r-0', { code: 'web-storage-unsupported' }],
    ])
    const [listed] = (await listAudit(database.db, { action: failed.action }, {}, 1000)).filter((row) => row.ip === '192.0.2.10')
    expect(listed).toMatchObject({ more: 299, lastMoreAt: new Date(start + 299_000) })
    // The next 10-minute window starts a row of its own.
    expect(await recordRefusal(database.db, anonymous('192.0.2.10'), failed, new Date('2026-03-01T10:10:00Z'))).toBe('audited')
    expect(await rowsFrom('192.0.2.10')).toHaveLength(2)
    // The counts hold the client's hashed key, never its address.
    const keys = await database.db.select({ key: auditRepeats.clientKey }).from(auditRepeats)
    expect(keys.filter(({ key }) => key.includes('192.0.2'))).toEqual([])
  })

  it('counts per client (an IPv6 /64 as one), and keeps each account tried and each reason on a row of its own', async () => {
    const at = new Date('2026-03-02T08:00:00Z')
    expect(await recordRefusal(database.db, anonymous('2001:db8:7:7::1'), failed, at)).toBe('audited')
    expect(await recordRefusal(database.db, anonymous('2001:db8:7:7::2'), failed, at)).toBe('counted')
    expect(await recordRefusal(database.db, anonymous('2001:db8:7:8::1'), failed, at)).toBe('audited')
    expect(await recordRefusal(database.db, anonymous('192.0.2.20'), failed, at)).toBe('audited')
    // Naming a staff account: a row per account, so the owner sees which one is targeted.
    const tried = (target: string, code = 'not-on-staff-list') =>
      recordRefusal(database.db, anonymous('192.0.2.20'), { action: failed.action, target, code }, at)
    expect(await tried('owner@example.com')).toBe('audited')
    for (let i = 0; i < 5; i++) expect(await tried('owner@example.com')).toBe('counted')
    expect(await tried('editor@example.com')).toBe('audited')
    // Another reason for the same account (a lockout after the wrong tries) is a row too.
    expect(await tried('owner@example.com', 'too-many-attempts')).toBe('audited')
    const rows = (await listAudit(database.db, { action: failed.action }, {}, 1000)).filter((row) => row.ip === '192.0.2.20')
    expect(rows.map((row) => [row.target, row.actorEmail, row.after, row.more])).toEqual([
      ['owner@example.com', 'owner@example.com', { code: 'too-many-attempts' }, 0],
      ['editor@example.com', 'editor@example.com', { code: 'not-on-staff-list' }, 0],
      ['owner@example.com', 'owner@example.com', { code: 'not-on-staff-list' }, 5],
      ['', '', { code: 'web-storage-unsupported' }, 0],
    ])
    expect(
      (await listAudit(database.db, { action: failed.action }, {}, 1000)).filter((row) => row.ip.startsWith('2001:db8:7:7')).map((row) => [row.ip, row.more]),
    ).toEqual([['2001:db8:7:7::1', 1]])
  })

  it('writes one row when a client’s refusals arrive at the same moment', async () => {
    const at = new Date('2026-03-03T08:00:00Z')
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => recordRefusal(database.db, anonymous('192.0.2.30', `c-${String(i)}`), failed, at)))
    expect(outcomes.filter((outcome) => outcome === 'audited')).toHaveLength(1)
    const rows = await rowsFrom('192.0.2.30')
    expect(rows).toHaveLength(1)
    const [listed] = (await listAudit(database.db, { action: failed.action }, {}, 1000)).filter((row) => row.ip === '192.0.2.30')
    expect(listed?.more).toBe(19)
  })

  it('pages through every matching row newest first, by action, person and Dubai dates, and the CSV holds them all', async () => {
    const base = Date.parse('2026-05-01T00:00:00Z')
    await database.db.insert(auditLog).values(
      Array.from({ length: 120 }, (_, i) => ({
        at: new Date(base + i * 3_600_000),
        actorEmail: i % 2 ? 'pager-b@example.com' : 'pager-a@example.com',
        action: 'test.page',
        target: `t-${String(i)}`,
      })),
    )
    const seen: number[] = []
    let page = await auditPage(database.db, { action: 'test.page' }, {})
    const pages = [page]
    expect(page.newer).toBeUndefined()
    while (page.older !== undefined) {
      page = await auditPage(database.db, { action: 'test.page' }, { older: page.older })
      pages.push(page)
    }
    for (const each of pages) seen.push(...each.rows.map((row) => row.id))
    expect(pages.map((each) => each.rows.length)).toEqual([50, 50, 20])
    expect(new Set(seen).size).toBe(120)
    expect(seen).toEqual([...seen].sort((a, b) => b - a))
    // Back from the last page to the one before it: the same rows.
    const last = pages[2]
    if (last?.newer === undefined) throw new Error('the last page links to newer rows')
    expect((await auditPage(database.db, { action: 'test.page' }, { newer: last.newer })).rows.map((row) => row.id)).toEqual(
      pages[1]?.rows.map((row) => row.id),
    )
    expect(pages[1]?.newer).toBeDefined()
    // By person (part of the e-mail, any case).
    expect(await listAudit(database.db, { action: 'test.page', person: 'PAGER-A' }, {}, 1000)).toHaveLength(60)
    expect(await auditActions(database.db)).toContain('test.page')

    // Dubai dates: 2 May in Dubai runs from 1 May 20:00 to 2 May 20:00 UTC, both days included.
    const edges = ['2026-05-01T19:59:59Z', '2026-05-01T20:00:00Z', '2026-05-02T19:59:59Z', '2026-05-02T20:00:00Z']
    await database.db.insert(auditLog).values(edges.map((at) => ({ at: new Date(at), action: 'test.dubai', target: at })))
    const day = await listAudit(database.db, { action: 'test.dubai', from: '2026-05-02', to: '2026-05-02' })
    expect(day.map((row) => row.target)).toEqual(['2026-05-02T19:59:59Z', '2026-05-01T20:00:00Z'])
    expect((await listAudit(database.db, { action: 'test.dubai', from: '2026-05-02' })).map((row) => row.target)).toEqual([
      '2026-05-02T20:00:00Z',
      '2026-05-02T19:59:59Z',
      '2026-05-01T20:00:00Z',
    ])

    // The CSV: every matching row (past any one page), the repeat counts beside them.
    // Read as bytes: a text reader would drop the byte-order mark.
    const text = async (filter: Parameters<typeof auditCsvStream>[1]) =>
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(await auditCsvStream(database.db, filter)).arrayBuffer())
    const csv = await text({ action: 'test.page' })
    const lines = csv.split('\r\n').filter(Boolean)
    expect(lines[0]).toBe('\uFEFFat,actor_email,actor_name,action,target,before,after,ip,user_agent,request_id,repeats,repeats_last_at')
    expect(lines).toHaveLength(121)
    const refusals = (await text({ action: failed.action })).split('\r\n').filter((line) => line.includes('192.0.2.30'))
    expect(refusals).toHaveLength(1)
    expect(refusals[0]).toMatch(/,c-\d+,19,2026-03-03T08:00:00.000Z$/)
  })

  it('refuses to empty the audit log with TRUNCATE, and its repeat counts only go up', async () => {
    const before = (await database.db.select().from(auditLog)).length
    const counts = (await database.db.select().from(auditRepeats)).length
    expect(counts).toBeGreaterThan(0)
    await expect(database.db.execute(sql`truncate audit_log`)).rejects.toThrow()
    await expect(database.db.execute(sql`truncate audit_repeats`)).rejects.toThrow()
    await expect(database.db.execute(sql`delete from audit_repeats`)).rejects.toThrow()
    await expect(database.db.execute(sql`update audit_repeats set more = 0`)).rejects.toThrow()
    await expect(database.db.execute(sql`update audit_repeats set audit_id = audit_id + 1`)).rejects.toThrow()
    expect(await database.db.select().from(auditLog)).toHaveLength(before)
    expect(await database.db.select().from(auditRepeats)).toHaveLength(counts)
  })
})
