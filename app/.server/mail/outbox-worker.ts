/**
 * The mail worker: claims due outbox rows with FOR UPDATE SKIP LOCKED (safe with several server
 * instances on one PostgreSQL), sends them, and records the result. Failures are retried with
 * exponential backoff; after the last attempt a row is marked ERROR for the admin desk to see.
 *
 * Each claimed row carries the claiming worker's token and a lease (`next_attempt_at` while
 * PROCESSING). A token starts with the worker's host and process id (`host:pid/uuid`), so it is
 * plain which instance holds a row. The lease is renewed while the worker is still sending, each mail is recorded as
 * sent right after it is sent, and every update checks the token, so a worker that lost a row to
 * another never overwrites it. If a process dies mid-send, its rows become due again when the lease
 * runs out; a mail sent but not yet recorded then goes out again under the same Message-ID, so the
 * receiving side can recognise the duplicate.
 */
import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Database, Db } from '../db/client'
import { encodeEvent, type InboxEvent } from '../events'
import { mailOutbox, type MailOutboxRow } from '../db/schema'
import type { Logger } from '../logger'
import { describeMailFailure, storedMailFailure } from './mail-failure'
import type { MailTransport } from './transport'
import { channels } from '../channels'

/** The prefix of every claim token this process takes: `host:pid/`. */
export const claimOwner = `${hostname()}:${String(process.pid)}/`

export type OutboxOptions = {
  from: string
  pollMs?: number
  batchSize?: number
  maxAttempts?: number
  /** How long a claim holds a row without being renewed (default 60 s). */
  leaseSeconds?: number
  /** Delay before attempt n+1, in seconds. */
  backoffSeconds?: (attempts: number) => number
}

/** Exponential backoff from `baseSeconds` (30 s by default), at most an hour. */
export const backoffFrom =
  (baseSeconds: number) =>
  (attempts: number): number =>
    Math.min(baseSeconds * 2 ** (attempts - 1), 3600)
export const defaultBackoff = backoffFrom(30)

export type OutboxWorker = { runOnce: () => Promise<number>; stop: () => Promise<void> }

/** What sending needs: the claim returns only these columns. */
const claimedColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  replyTo: mailOutbox.replyTo,
  subject: mailOutbox.subject,
  html: mailOutbox.html,
  text: mailOutbox.text,
  attempts: mailOutbox.attempts,
  createdAt: mailOutbox.createdAt,
  enquiryId: mailOutbox.enquiryId,
  inReplyToMailId: mailOutbox.inReplyToMailId,
  attachments: mailOutbox.attachments,
}
type ClaimedMail = Pick<MailOutboxRow, keyof typeof claimedColumns>

/**
 * The Message-ID of one outbox row: the same on every attempt, unique per row and database
 * (the row's id and creation time), in the sender's domain.
 */
export function messageIdFor(row: { id: number; createdAt: Date }, from: string): string {
  const domain = from.slice(from.lastIndexOf('@') + 1) || 'localhost'
  return `<outbox.${String(row.id)}.${row.createdAt.getTime().toString(36)}@${domain}>`
}

/** An SMTP refusal for good: a 5xx reply (the address, the domain or the content was refused). */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/**
 * The ids of the first `limit` mails due now, oldest due first, locked for this transaction (rows
 * another worker holds are skipped). Served by the partial index mail_outbox_claim_idx, whose
 * condition is written here literally (a parameter would not match it): no sort of the backlog.
 */
export function dueMail(db: Db, limit: number) {
  return db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(sql`${mailOutbox.status} in ('PENDING', 'PROCESSING')`, lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true })
}

/**
 * Make every waiting mail due now. Called at start: a restart is how new SMTP settings arrive,
 * so mail that failed before should not sit out its backoff.
 */
export async function retryPendingNow(database: Database): Promise<void> {
  await database.db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.status, 'PENDING'), sql`${mailOutbox.nextAttemptAt} > now()`))
}

export function createOutboxWorker(deps: { database: Database; transport: MailTransport; logger: Logger }, options: OutboxOptions): OutboxWorker {
  const { db } = deps.database
  const batchSize = options.batchSize ?? 10
  const maxAttempts = options.maxAttempts ?? 8
  // Longer than one send can take (SMTP time-outs bound it to ~40 s), short enough that mail
  // claimed by a process that died is retried within a minute. Renewed while sending.
  const leaseSeconds = options.leaseSeconds ?? 60
  const backoff = options.backoffSeconds ?? defaultBackoff
  let running: Promise<number> | undefined
  let isStopped = false
  let again = false

  /** Claim up to a batch of due rows for `token`, each with its own lease. */
  async function claim(token: string): Promise<ClaimedMail[]> {
    const due = dueMail(db, batchSize)
    return db
      .update(mailOutbox)
      .set({
        status: 'PROCESSING',
        claimToken: token,
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning(claimedColumns)
  }

  /** This claim's rows, still PROCESSING under `token`. */
  const heldBy = (token: string, id?: number) =>
    and(eq(mailOutbox.claimToken, token), eq(mailOutbox.status, 'PROCESSING'), ...(id === undefined ? [] : [eq(mailOutbox.id, id)]))

  /** Extend the lease of every row this claim still holds; returns the ids still held. */
  async function renew(token: string): Promise<Set<number>> {
    const rows = await db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(heldBy(token))
      .returning({ id: mailOutbox.id })
    return new Set(rows.map((row) => row.id))
  }

  /** Give the rows of this claim not yet attempted back, due now, as if never claimed. */
  async function release(token: string, ids: number[]): Promise<void> {
    if (ids.length === 0) return
    await db
      .update(mailOutbox)
      .set({
        status: 'PENDING',
        claimToken: null,
        attempts: sql`greatest(${mailOutbox.attempts} - 1, 0)`,
        nextAttemptAt: sql`now()`,
      })
      .where(and(heldBy(token), inArray(mailOutbox.id, ids)))
    await deps.database.notify(channels.outbox, 'released').catch(() => undefined)
  }

  /** Tell open desks that a mail of an enquiry was delivered or failed for good. */
  async function announce(row: ClaimedMail, status: 'SUCCESS' | 'ERROR'): Promise<void> {
    if (row.enquiryId === null) return
    const event: InboxEvent = { type: 'enquiry.mail', enquiryId: row.enquiryId, mailId: row.id, status }
    await deps.database.notify(channels.inbox, encodeEvent(event)).catch(() => undefined)
  }

  /**
   * The Message-ID of the mail `row` answers, if any: as recorded when it was sent, or as it will
   * be sent (the same on every attempt), so a reply threads even when it leaves first.
   */
  async function answeredMessageId(row: ClaimedMail): Promise<string | undefined> {
    if (row.inReplyToMailId === null) return undefined
    const [parent] = await db
      .select({ id: mailOutbox.id, createdAt: mailOutbox.createdAt, messageId: mailOutbox.messageId })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, row.inReplyToMailId))
    return parent ? (parent.messageId ?? messageIdFor(parent, options.from)) : undefined
  }

  /**
   * Send one mail and record the result at once, only if this claim still holds the row.
   * Returns false when the row had been lost to another worker.
   */
  async function deliver(row: ClaimedMail, token: string): Promise<boolean> {
    const messageId = messageIdFor(row, options.from)
    const answers = await answeredMessageId(row)
    let failure: unknown
    let isSent = false
    try {
      await deps.transport.send({
        from: options.from,
        to: row.to,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        subject: row.subject,
        ...(row.html ? { html: row.html } : {}),
        ...(row.text ? { text: row.text } : {}),
        messageId,
        ...(answers ? { inReplyTo: answers, references: [answers] } : {}),
        ...(row.attachments?.length ? { attachments: row.attachments.map(({ filename, content, contentType }) => ({ filename, content, contentType })) } : {}),
      })
      isSent = true
    } catch (error) {
      failure = error
    }
    if (isSent) {
      const marked = await db
        .update(mailOutbox)
        .set({ status: 'SUCCESS', messageId, sentAt: sql`now()`, lastError: null, claimToken: null })
        .where(heldBy(token, row.id))
        .returning({ id: mailOutbox.id })
      if (marked.length === 0) deps.logger.warn({ outboxId: row.id }, 'mail sent after its claim was lost; another worker may send it too')
      else await announce(row, 'SUCCESS')
      return marked.length > 0
    }
    // A refusal for good (the server said 5xx: no such mailbox, relaying denied) is not retried:
    // it shows as failed in the desk at once, where staff fix the address and retry.
    const isLast = isPermanentFailure(failure) || row.attempts >= maxAttempts
    const marked = await db
      .update(mailOutbox)
      .set({
        status: isLast ? 'ERROR' : 'PENDING',
        claimToken: null,
        lastError: storedMailFailure(failure, [...row.to, row.replyTo ?? '']),
        nextAttemptAt: sql`now() + make_interval(secs => ${backoff(row.attempts)})`,
      })
      .where(heldBy(token, row.id))
      .returning({ id: mailOutbox.id })
    if (marked.length > 0 && isLast) await announce(row, 'ERROR')
    deps.logger.warn({ outboxId: row.id, attempts: row.attempts, isLast, failure: describeMailFailure(failure) }, 'mail delivery failed')
    return marked.length > 0
  }

  /**
   * Deliver a claimed batch one mail at a time. A slow batch renews its lease (a third of the way
   * through it), skips rows it no longer holds, and on shutdown stops between mails and hands the
   * rest back.
   */
  async function deliverBatch(rows: ClaimedMail[], token: string): Promise<void> {
    let held = new Set(rows.map((row) => row.id))
    let renewing: Promise<void> | undefined
    const renewal = setInterval(
      () => {
        renewing ??= renew(token).then(
          (ids) => {
            held = ids
            renewing = undefined
          },
          (error: unknown) => {
            renewing = undefined
            deps.logger.warn({ err: error }, 'could not renew the mail claim')
          },
        )
      },
      (leaseSeconds * 1000) / 3,
    )
    try {
      for (const [index, row] of rows.entries()) {
        if (isStopped) {
          await release(
            token,
            rows.slice(index).map((r) => r.id),
          )
          return
        }
        if (!held.has(row.id)) continue
        await deliver(row, token)
      }
    } finally {
      clearInterval(renewal)
      await renewing
    }
  }

  /** Deliver everything due now; returns how many rows were attempted. */
  function runOnce(): Promise<number> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      let attempted = 0
      try {
        while (!isStopped) {
          const token = `${claimOwner}${randomUUID()}`
          const rows = await claim(token)
          await deliverBatch(rows, token)
          attempted += rows.length
          if (rows.length < batchSize && !again) break
          again = false
        }
      } catch (error) {
        if (!isStopped) deps.logger.error({ err: error }, 'mail worker failed to claim work')
      } finally {
        running = undefined
      }
      return attempted
    })()
    return running
  }

  const timer = options.pollMs ? setInterval(() => void runOnce(), options.pollMs) : undefined
  timer?.unref()
  const unlisten = deps.database.listen(channels.outbox, () => void runOnce())

  return {
    runOnce,
    async stop() {
      isStopped = true
      if (timer) clearInterval(timer)
      await (
        await unlisten
      )()
      await running
    },
  }
}
