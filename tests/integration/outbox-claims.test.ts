/**
 * Several mail workers on one database deliver every mail exactly once (ADR 0012), even
 * when sending takes longer than the lease; each mail keeps one Message-ID across resends; a worker
 * stopping between mails hands the rest of its claim back at once.
 */
import { eq, inArray, sql } from 'drizzle-orm'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import type { Database } from '../../app/.server/db/client'
import { openDatabase, rowsOf } from '../../app/.server/db/client'
import { mailOutbox } from '../../app/.server/db/schema'
import { createOutboxWorker, dueMail, type OutboxOptions } from '../../app/.server/mail/outbox-worker'
import { createMailTransport } from '../../app/.server/mail/transport'
import { databaseTargets, eventually } from '../support/databases'
import { startMailPeer } from '../support/mail-peer'

const logger = pino({ level: 'silent' })

function workerOn(database: Database, smtpUrl: string, options: Partial<OutboxOptions> = {}) {
  return createOutboxWorker(
    { database, transport: createMailTransport({ smtpUrl, dataDir: '/nonexistent' }), logger },
    { from: 'no-reply@example.com', ...options },
  )
}

describe.each(databaseTargets)('outbox claims on $name', (target) => {
  it('two workers deliver N mails exactly N times when sending outlasts the lease', async () => {
    const { database, url, dispose } = await target.create()
    // On PostgreSQL each worker has its own pool, as two instances would; PGlite is one connection.
    const second = url ? await openDatabase({ url, poolSize: 4 }) : database
    const peer = await startMailPeer(600)
    const count = 6
    try {
      await database.db
        .insert(mailOutbox)
        .values(Array.from({ length: count }, (_, i) => ({ to: [`guest${String(i)}@example.com`], subject: `Mail ${String(i)}`, text: 'hello' })))
      // A two-second lease; sending the whole due set takes ~3.6 s for one worker.
      const options = { leaseSeconds: 2, pollMs: 150 }
      const workers = [workerOn(database, peer.url, options), workerOn(second, peer.url, options)]
      try {
        await eventually(async () => {
          const rows = await database.db.select({ status: mailOutbox.status }).from(mailOutbox)
          return rows.every((row) => row.status === 'SUCCESS')
        }, 20_000)
      } finally {
        // A mail recorded as sent is never claimed again, and stopping waits for any send still
        // under way (one whose claim was lost, say): from here on the peer's count is final.
        await Promise.all(workers.map((worker) => worker.stop()))
      }
      expect(peer.received.map((mail) => mail.subject).sort()).toEqual(Array.from({ length: count }, (_, i) => `Mail ${String(i)}`).sort())
      const rows = await database.db.select().from(mailOutbox)
      expect(rows.every((row) => row.status === 'SUCCESS' && row.attempts === 1 && row.claimToken === null)).toBe(true)
    } finally {
      await peer.close()
      if (second !== database) await second.close()
      await dispose()
    }
  })

  it('sends one mail under one Message-ID, the same on a resend, and records it', async () => {
    const { database, dispose } = await target.create()
    const peer = await startMailPeer(0)
    try {
      const [row] = await database.db
        .insert(mailOutbox)
        .values({ to: ['ana@example.com'], subject: 'Once', text: 'x' })
        .returning()
      const id = row?.id ?? 0
      const worker = workerOn(database, peer.url)
      await worker.runOnce()
      // As after a crash between sending and recording: the same row goes out again.
      await database.db
        .update(mailOutbox)
        .set({ status: 'PENDING', messageId: null, nextAttemptAt: sql`now()` })
        .where(eq(mailOutbox.id, id))
      await worker.runOnce()
      await worker.stop()
      expect(peer.received).toHaveLength(2)
      const [first, again] = peer.received
      expect(first?.messageId).toMatch(/^<.+@example\.com>$/)
      expect(again?.messageId).toBe(first?.messageId)
      const [after] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
      expect(after?.messageId).toBe(first?.messageId)
    } finally {
      await peer.close()
      await dispose()
    }
  })

  it('stops between mails on shutdown and hands the rest of its claim back at once', async () => {
    const { database, dispose } = await target.create()
    const peer = await startMailPeer(300)
    try {
      const inserted = await database.db
        .insert(mailOutbox)
        .values(Array.from({ length: 5 }, (_, i) => ({ to: [`g${String(i)}@example.com`], subject: `S${String(i)}`, text: 'x' })))
        .returning({ id: mailOutbox.id })
      const worker = workerOn(database, peer.url)
      const run = worker.runOnce()
      await eventually(() => peer.received.length >= 1, 5000)
      await worker.stop()
      await run
      const rows = await database.db
        .select()
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.id,
            inserted.map((r) => r.id),
          ),
        )
      const sent = rows.filter((r) => r.status === 'SUCCESS')
      const handedBack = rows.filter((r) => r.status === 'PENDING')
      expect(sent.length).toBe(peer.received.length)
      expect(sent.length).toBeLessThan(5)
      expect(sent.length + handedBack.length).toBe(5)
      for (const row of handedBack) {
        expect(row.claimToken).toBeNull()
        expect(row.attempts).toBe(0)
        expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now())
      }
    } finally {
      await peer.close()
      await dispose()
    }
  })

  it('claims from a backlog of thousands through the claim index, without sorting the backlog', async () => {
    const { database, dispose } = await target.create()
    try {
      // A backlog as after the mail server was down for a while: 3,000 waiting, 300 sent.
      await database.db.execute(sql`insert into mail_outbox ("to", subject, text, status, next_attempt_at)
        select array['guest' || g || '@example.com'], 'Your enquiry', 'Thank you', case when g % 11 = 0 then 'SUCCESS' else 'PENDING' end,
          now() - make_interval(secs => g)
        from generate_series(1, 3300) as g`)
      await database.db.execute(sql`analyze mail_outbox`)
      const [plan] = await rowsOf<{ 'QUERY PLAN': unknown }>(database.db, sql`explain (format json) ${dueMail(database.db, 10)}`)
      const text = JSON.stringify(plan?.['QUERY PLAN'])
      expect(text).toContain('mail_outbox_claim_idx')
      expect(text).not.toContain('"Sort"')
      // And it takes the oldest due first.
      const due = await dueMail(database.db, 3)
      const oldest = await rowsOf<{ id: number | string }>(
        database.db,
        sql`select id from mail_outbox where status = 'PENDING' order by next_attempt_at, id limit 3`,
      )
      expect(due.map((row) => row.id)).toEqual(oldest.map((row) => Number(row.id)))
    } finally {
      await dispose()
    }
  })
})
