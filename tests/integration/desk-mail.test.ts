/**
 * The desk's mail screen through its route (loader and action), on a real database:
 *
 * - a role that does not read enquiries (editors) sees an enquiry's mail listed without the
 *   visitor's address, name, subject or reference, in the data the screen is sent, and cannot find
 *   them by searching either; roles that read enquiries see everything;
 * - writing and sending again are limited per person (30 an hour, on the service clock), refused
 *   with 429, Retry-After and the desk's message; a retry is not a new mail and is not counted.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Clock } from '../../app/.server/clock'
import { loadConfig } from '../../app/.server/config'
import type { Database } from '../../app/.server/db/client'
import { enquiries, mailOutbox, users } from '../../app/.server/db/schema'
import { logger } from '../../app/.server/logger'
import { deskActorContext } from '../../app/features/desk/context'
import type { Role } from '../../app/features/desk/permissions'
import { mailCopy } from '../../app/features/outbox/mail-copy'
import { DESK_MAILS_PER_HOUR } from '../../app/features/outbox/mail-schema'
import { createRequestContext, type Services } from '../../app/load-context'
import { action as mailAction, loader as mailLoader } from '../../app/routes/admin/mail'
import { databaseTargets } from '../support/databases'

const origin = 'http://127.0.0.1:3000'
const visitor = { name: 'Xavier Quill', email: 'xavier.quill@example.org', reference: 'E-2026-777001' }

describe.each(databaseTargets)('the desk’s mail screen on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let services: Services
  // The service clock, moved by the test: half a minute into an hour, so no count straddles two.
  let now = new Date('2026-11-27T10:00:30Z')
  const clock: Clock = { now: () => now }
  const people = new Map<Role, number>()

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wwd-desk-mail-')), PUBLIC_URL: origin })
    // The mail screen reads only the team's address (Reply-To of the mail written there) from the site content.
    const content = { getSiteContent: () => Promise.resolve({ content: { settings: { email: 'info@example.com' } } }) } as unknown as Services['content']
    services = { config, database, content, logger, clock }
    for (const role of ['owner', 'editor', 'agent'] as const) {
      const [person] = await database.db
        .insert(users)
        .values({ email: `${role}@example.com`, role })
        .returning()
      if (!person) throw new Error(role)
      people.set(role, person.id)
    }
    const [enquiry] = await database.db
      .insert(enquiries)
      .values({
        reference: visitor.reference,
        lang: 'en',
        items: [{ id: 'cruise-canal', title: 'Dubai Canal Dinner Cruise' }],
        name: visitor.name,
        email: visitor.email,
        travelDate: '2027-01-10',
        message: 'Hello',
      })
      .returning({ id: enquiries.id })
    if (!enquiry) throw new Error('no enquiry')
    const enquiryId = enquiry.id
    await database.db.insert(mailOutbox).values([
      {
        kind: 'operator',
        to: ['info@example.com'],
        replyTo: visitor.email,
        subject: `New enquiry — ${visitor.name} — 1 item(s)`,
        text: 'x',
        enquiryId,
        status: 'ERROR',
        attempts: 8,
        lastError: `550 ${visitor.email}: mailbox unavailable`,
      },
      { kind: 'ack', to: [visitor.email], subject: `We received your enquiry ${visitor.reference}`, text: 'x', enquiryId, status: 'SUCCESS', attempts: 1 },
      {
        kind: 'reply',
        to: [visitor.email],
        subject: `Your trip [${visitor.reference}]`,
        text: 'x',
        enquiryId,
        status: 'SUCCESS',
        attempts: 1,
        createdBy: 'agent@example.com',
      },
      { kind: 'status', to: [visitor.email], subject: `About your enquiry ${visitor.reference}`, text: 'x', enquiryId, status: 'PENDING' },
      {
        kind: 'resend',
        to: [visitor.email],
        subject: `We received your enquiry ${visitor.reference}`,
        text: 'x',
        enquiryId,
        status: 'SUCCESS',
        attempts: 1,
        createdBy: 'agent@example.com',
      },
      // Written in the desk, tied to no enquiry.
      {
        kind: 'compose',
        to: ['partner@example.net'],
        subject: 'Transfer schedule for Friday',
        text: 'x',
        status: 'SUCCESS',
        attempts: 1,
        createdBy: 'agent@example.com',
      },
    ])
  })
  afterAll(async () => {
    await dispose()
  })

  /** The arguments of the mail route for `role` (or a second person of that role: `id`), as the gate hands them on. */
  function argsFor(role: Role, request: Request, id = people.get(role) ?? 0) {
    const context = createRequestContext({ services, nonce: 'n', requestId: 'r', clientIp: '203.0.113.5' })
    context.set(deskActorContext, {
      staff: { id, email: `${role}-${String(id)}@example.com`, name: role, role },
      tokenHash: 'h',
      expiresAt: new Date(Date.now() + 3_600_000),
      ip: '203.0.113.5',
      userAgent: 'test',
      requestId: 'r',
    })
    return { request, context, params: {}, url: new URL(request.url), pattern: '' } as unknown as Parameters<typeof mailLoader>[0] &
      Parameters<typeof mailAction>[0]
  }

  /** What the screen is sent for `role` at `address` (the `.data` payload carries exactly this). */
  const screenData = async (role: Role, address = '/admin/mail') => mailLoader(argsFor(role, new Request(`${origin}${address}`)))

  it('lists an enquiry’s mail to editors without the visitor’s address, name, subject or reference', async () => {
    const editor = await screenData('editor')
    const payload = JSON.stringify(editor)
    for (const secret of [visitor.email, visitor.name, visitor.reference]) expect(payload, secret).not.toContain(secret)
    const enquiryMail = editor.rows.filter((row) => row.kind !== 'compose')
    expect(enquiryMail.map((row) => row.kind).sort()).toEqual(['ack', 'operator', 'reply', 'resend', 'status'])
    for (const row of enquiryMail) {
      expect(row).toMatchObject({ isHidden: true, to: [], subject: '', replyTo: null, lastError: null, enquiryId: null, reference: null })
    }
    // Delivery status, kind and who queued it stay: the log still tells what happened.
    expect(enquiryMail.find((row) => row.kind === 'operator')).toMatchObject({ status: 'ERROR', attempts: 8 })
    expect(enquiryMail.find((row) => row.kind === 'reply')).toMatchObject({ createdBy: 'agent@example.com' })
    // A mail written in the desk, tied to no enquiry, is shown as it is.
    expect(editor.rows.find((row) => row.kind === 'compose')).toMatchObject({
      isHidden: false,
      to: ['partner@example.net'],
      subject: 'Transfer schedule for Friday',
    })
    // The screen's words for it, in both desk languages.
    expect(mailCopy('en').hiddenEnquiryMail).toBe('Enquiry mail (hidden for your role)')
    expect(mailCopy('zh').hiddenEnquiryMail).not.toBe('')
  })

  it('finds nothing hidden by searching for it, as an editor; agents and owners see and find everything', async () => {
    for (const q of [visitor.email, visitor.name, visitor.reference, 'xavier']) {
      expect((await screenData('editor', `/admin/mail?q=${encodeURIComponent(q)}`)).rows, q).toEqual([])
    }
    expect((await screenData('editor', '/admin/mail?q=partner')).rows).toHaveLength(1)
    for (const role of ['agent', 'owner'] as const) {
      const data = await screenData(role)
      const payload = JSON.stringify(data)
      for (const secret of [visitor.email, visitor.name, visitor.reference]) expect(payload, `${role}: ${secret}`).toContain(secret)
      expect(data.rows.every((row) => !row.isHidden)).toBe(true)
      expect((await screenData(role, `/admin/mail?q=${encodeURIComponent(visitor.email)}`)).rows.length).toBeGreaterThanOrEqual(4)
    }
  })

  const post = (role: Role, body: Record<string, string>, id?: number) =>
    mailAction(argsFor(role, new Request(`${origin}/admin/mail`, { method: 'POST', body: new URLSearchParams(body), headers: { Origin: origin } }), id))
  const compose = (n: number) => ({ intent: 'compose', to: 'guest@example.com', subject: `Pick-up time ${String(n)}`, text: 'See you at 09:00.' })

  it("never sends a person's one-time sign-in link again from the desk, to anyone", async () => {
    const [link] = await database.db
      .insert(mailOutbox)
      .values({
        kind: 'staff-link',
        to: ['new-owner@example.com'],
        subject: 'Your staff account',
        text: 'https://example.com/interaction/setup/secret-token',
        status: 'SUCCESS',
        attempts: 1,
        createdBy: 'owner@example.com',
      })
      .returning({ id: mailOutbox.id })
    const before = (await database.db.select().from(mailOutbox)).length
    for (const target of ['me', 'original']) {
      const refused = await post('owner', { intent: 'resend', id: String(link?.id ?? 0), target }, people.get('owner'))
      expect(refused.status, target).toBe(403)
    }
    expect((await database.db.select().from(mailOutbox)).length).toBe(before)
    await database.db.delete(mailOutbox).where(eq(mailOutbox.id, link?.id ?? 0))
  })

  it(`limits the mails one person writes or sends again to ${String(DESK_MAILS_PER_HOUR)} an hour, with a clear refusal; a retry is not counted`, async () => {
    const agent = people.get('agent') ?? 0
    const [sent] = await database.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.kind, 'compose'))
    const [failed] = await database.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.kind, 'operator'))
    if (!sent || !failed) throw new Error('no mail')
    for (let n = 1; n <= DESK_MAILS_PER_HOUR - 1; n++) expect((await post('agent', compose(n))).status, `mail ${String(n)}`).toBe(200)
    expect((await post('agent', { intent: 'resend', id: String(sent.id), target: 'me' })).status).toBe(200)
    const queued = (await database.db.select().from(mailOutbox)).length

    const refused = await post('agent', compose(99))
    expect(refused.status).toBe(429)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(Number(refused.headers.get('retry-after'))).toBe(3600 - 30)
    expect(await refused.json()).toEqual({ ok: false, kind: 'limited', retryAfterSeconds: 3600 - 30 })
    expect((await post('agent', { intent: 'resend', id: String(sent.id), target: 'original' })).status).toBe(429)
    expect((await database.db.select().from(mailOutbox)).length).toBe(queued)
    // The desk says so, in both languages.
    expect(mailCopy('en').limited(60)).toBe(`Not sent: each person may send ${String(DESK_MAILS_PER_HOUR)} mails an hour from the desk. Try again in 60 min.`)
    expect(mailCopy('zh').limited(60)).toContain(`${String(DESK_MAILS_PER_HOUR)} 封`)

    // A retry puts a failed mail back in the queue: not a new mail, not counted.
    expect((await post('agent', { intent: 'retry', id: String(failed.id) })).status).toBe(200)
    // The limit is per person: another agent, and the owner, still send.
    expect((await post('agent', compose(1), agent + 1000)).status).toBe(200)
    expect((await post('owner', compose(1))).status).toBe(200)
    // The next hour, the agent sends again.
    now = new Date('2026-11-27T11:00:05Z')
    expect((await post('agent', compose(100))).status).toBe(200)
  })
})
