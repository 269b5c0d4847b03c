/**
 * Mail written in the desk answers to the team (issue #25, defect 4): a mail composed on the Mail
 * screen without a Reply-To, and a reply to an enquiry, leave the outbox with the site settings'
 * contact address as Reply-To (not the `no-reply@` sender); a reply delivered by the worker threads
 * with the visitor's acknowledgement (In-Reply-To and References name its Message-ID) and carries
 * the enquiry's reference in its subject.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../app/.server/config'
import type { Database } from '../../app/.server/db/client'
import { enquiries, mailOutbox, users } from '../../app/.server/db/schema'
import { createOutboxWorker, messageIdFor } from '../../app/.server/mail/outbox-worker'
import { createMailTransport } from '../../app/.server/mail/transport'
import type { DeskActor } from '../../app/features/desk/context'
import type { SiteContentStore } from '../../app/features/content/content-store.server'
import { runEnquiryCommand } from '../../app/features/inbox/enquiry-desk-commands.server'
import { runMailCommand } from '../../app/features/outbox/mail-desk-commands.server'
import { databaseTargets } from '../support/databases'
import { startMailPeer, type MailPeer } from '../support/mail-peer'

const team = 'bookings@wanderwonderworlddubai.com'
const from = 'no-reply@wanderwonderworlddubai.com'
const reference = 'E-2026-000123'
/** The content store as these commands read it: the site settings' brand and contact address. */
const content = {
  getSiteContent: () => Promise.resolve({ content: { settings: { brand: { en: 'WanderWonderWorld Dubai', zh: '万德假日' }, email: team } } }),
} as unknown as Pick<SiteContentStore, 'getSiteContent'>

describe.each(databaseTargets)('desk mail answers to the team on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let peer: MailPeer
  let actor: DeskActor
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wwd-reply-to-')), PUBLIC_URL: 'https://wanderwonderworlddubai.com', MAIL_FROM: from })
  const clock = { now: () => new Date() }

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    peer = await startMailPeer(0)
    const [person] = await database.db.insert(users).values({ email: 'agent@example.com', role: 'agent' }).returning()
    if (!person) throw new Error('no person')
    actor = {
      staff: { id: person.id, email: person.email, name: 'Agent', role: 'agent' },
      tokenHash: 'h',
      expiresAt: new Date(Date.now() + 3_600_000),
      ip: '203.0.113.5',
      userAgent: 'test',
      requestId: 'r',
    }
  })
  afterAll(async () => {
    await peer.close()
    await dispose()
  })

  const deliverAll = async () => {
    const worker = createOutboxWorker(
      { database, transport: createMailTransport({ smtpUrl: peer.url, dataDir: '/nonexistent' }), logger: pino({ level: 'silent' }) },
      { from },
    )
    await worker.runOnce()
    await worker.stop()
  }

  it('a mail composed without a Reply-To answers to the team; one with its own Reply-To keeps it', async () => {
    const plain = await runMailCommand(
      actor,
      { intent: 'compose', to: 'partner@example.net', subject: 'Transfer schedule', text: 'See you at 09:00.' },
      { database, clock, content },
    )
    const own = await runMailCommand(
      actor,
      { intent: 'compose', to: 'partner@example.net', replyTo: 'desk.person@example.com', subject: 'Own reply-to', text: 'x' },
      { database, clock, content },
    )
    if (!plain.ok || !own.ok) throw new Error(JSON.stringify([plain, own]))
    const [plainRow] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, plain.mailId))
    const [ownRow] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, own.mailId))
    expect(plainRow?.replyTo).toBe(team)
    expect(ownRow?.replyTo).toBe('desk.person@example.com')
  })

  it('a reply to an enquiry answers to the team and threads with the acknowledgement, the reference in its subject', async () => {
    const [enquiry] = await database.db
      .insert(enquiries)
      .values({
        reference,
        lang: 'en',
        items: [{ id: 'cruise-canal', title: 'Dubai Canal Dinner Cruise' }],
        name: 'Anna Smith',
        email: 'anna.smith@example.org',
        travelDate: '2027-01-10',
        message: 'Hello',
      })
      .returning({ id: enquiries.id })
    if (!enquiry) throw new Error('no enquiry')
    const [ack] = await database.db
      .insert(mailOutbox)
      .values({
        kind: 'ack',
        to: ['anna.smith@example.org'],
        replyTo: team,
        subject: `We received your enquiry ${reference}`,
        text: 'x',
        enquiryId: enquiry.id,
      })
      .returning()
    if (!ack) throw new Error('no ack')
    await deliverAll()
    const ackId = messageIdFor(ack, from)
    expect(peer.received.find((mail) => mail.subject?.includes('We received'))?.messageId).toBe(ackId)

    const replied = await runEnquiryCommand(
      actor,
      String(enquiry.id),
      { intent: 'reply', expectedVersion: 1, lang: 'en', subject: 'Your canal cruise', body: 'Dear Anna,\n\nThe cruise is confirmed.' },
      { config, database, content, clock },
    )
    expect(replied).toMatchObject({ ok: true, intent: 'reply' })
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'reply'))
    expect(row?.replyTo).toBe(team)
    await deliverAll()
    const delivered = peer.received.find((mail) => mail.subject?.startsWith('Your canal cruise'))
    expect(delivered?.subject).toContain(reference)
    expect(delivered?.replyTo?.text).toBe(team)
    expect(delivered?.inReplyTo).toBe(ackId)
    expect(delivered?.references).toEqual(ackId)
  })
})
