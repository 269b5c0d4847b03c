/**
 * The mail worker: claims due outbox rows with FOR UPDATE SKIP LOCKED (safe with several server
 * instances on one PostgreSQL), sends them, and records the result. Failures are retried with
 * exponential backoff; after the last attempt a row is marked ERROR for the admin desk to see.
 * A claimed row carries a lease: if the process dies mid-send, the row becomes due again.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { mailOutbox, type MailOutboxRow } from '../db/schema'
import type { Logger } from '../logger'
import type { MailTransport } from './transport'

export const OUTBOX_CHANNEL = 'mail_outbox'

export type OutboxOptions = {
  from: string
  pollMs?: number
  batchSize?: number
  maxAttempts?: number
  leaseSeconds?: number
  /** Delay before attempt n+1, in seconds. */
  backoffSeconds?: (attempts: number) => number
}

export const defaultBackoff = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3600)

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
}
type ClaimedMail = Pick<MailOutboxRow, keyof typeof claimedColumns>
type SentMail = { id: number; messageId: string }

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

export function createOutboxWorker(
  deps: { database: Database; transport: MailTransport; logger: Logger },
  options: OutboxOptions,
): OutboxWorker {
  const { db } = deps.database
  const batchSize = options.batchSize ?? 10
  const maxAttempts = options.maxAttempts ?? 8
  // Longer than one send can take (SMTP time-outs bound it to ~40 s), short enough that mail
  // claimed by a process that died is retried within a minute.
  const leaseSeconds = options.leaseSeconds ?? 60
  const backoff = options.backoffSeconds ?? defaultBackoff

  async function claim(): Promise<ClaimedMail[]> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(inArray(mailOutbox.status, ['PENDING', 'PROCESSING']), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true })
    return db
      .update(mailOutbox)
      .set({
        status: 'PROCESSING',
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning(claimedColumns)
  }

  /** Send one mail; a failure is recorded at once (rare, and it sets its own retry time). */
  async function deliver(row: ClaimedMail): Promise<SentMail | undefined> {
    try {
      const { messageId } = await deps.transport.send({
        from: options.from,
        to: row.to,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        subject: row.subject,
        ...(row.html ? { html: row.html } : {}),
        ...(row.text ? { text: row.text } : {}),
      })
      return { id: row.id, messageId }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const isLast = row.attempts >= maxAttempts
      await db
        .update(mailOutbox)
        .set({
          status: isLast ? 'ERROR' : 'PENDING',
          lastError: message.slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoff(row.attempts)})`,
        })
        .where(eq(mailOutbox.id, row.id))
      deps.logger.warn({ outboxId: row.id, attempts: row.attempts, isLast, err: message }, 'mail delivery failed')
      return undefined
    }
  }

  /**
   * Deliver a claimed batch, then mark every sent mail SUCCESS in one statement rather than one
   * per mail. If the process dies before that statement, the lease runs out and the batch's sent
   * mails go out again: delivery is at least once, as it always was between send and update.
   */
  async function deliverBatch(rows: ClaimedMail[]): Promise<void> {
    const sent: SentMail[] = []
    for (const row of rows) {
      const result = await deliver(row)
      if (result) sent.push(result)
    }
    if (sent.length === 0) return
    const values = sql.join(
      sent.map((mail) => sql`(${mail.id}::bigint, ${mail.messageId}::text)`),
      sql`, `,
    )
    await db.execute(sql`update mail_outbox
      set status = 'SUCCESS', message_id = sent.message_id, sent_at = now(), last_error = null
      from (values ${values}) as sent(id, message_id)
      where mail_outbox.id = sent.id`)
  }

  let running: Promise<number> | undefined
  let isStopped = false
  let again = false

  /** Deliver everything due now; returns how many rows were attempted. */
  function runOnce(): Promise<number> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      let attempted = 0
      try {
        for (;;) {
          const rows = await claim()
          await deliverBatch(rows)
          attempted += rows.length
          if (rows.length < batchSize && !again) break
          again = false
          if (isStopped) break
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
  const unlisten = deps.database.listen(OUTBOX_CHANNEL, () => void runOnce())

  return {
    runOnce,
    async stop() {
      isStopped = true
      if (timer) clearInterval(timer)
      await (await unlisten)()
      await running
    },
  }
}
