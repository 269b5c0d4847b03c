/**
 * The desk's view of outgoing mail: the outbox list with its delivery status, retrying a mail that
 * failed for good, sending a sent mail again (to its recipients or to oneself), and composing a
 * mail. Everything goes through the same outbox and worker as the site's own mail, and every
 * command writes its audit row in the same transaction. An enquiry's mail carries the visitor's
 * address, name and reference: a role that does not read enquiries sees it listed without them.
 */
import { and, desc, eq, inArray, isNotNull, not, or, sql, type SQL } from 'drizzle-orm'
import type { Database, Db } from '../../.server/db/client'
import { inTransaction } from '../../.server/db/transaction'
import { enquiries, mailOutbox, type MailOutboxRow } from '../../.server/db/schema'
import { parseInput, schemaIssues } from '../desk/desk-command.server'
import { invalidInput, refuse, type DeskResult } from '../desk/desk-result'
import { can, type Role } from '../desk/permissions'
import { composeSchema, outboxQuerySchema, type MailSummary, type OutboxQuery } from './mail-schema'
import { isPersonalStaffMail } from '../outgoing-mail/mail-kinds'
import { channels } from '../../.server/channels'
import type { AuditWrite } from '../audit/audit.server'

export type MailAudit = AuditWrite

/**
 * One mail on the mail screen. `isHidden`: an enquiry's mail shown to a role without
 * `enquiries.read`, its recipients, subject, reply-to, last error and enquiry left out.
 */
export type OutboxRow = MailSummary & { replyTo: string | null; enquiryId: number | null; reference: string | null; isHidden: boolean }

/** The kinds of mail written about an enquiry (the notice to us, the acknowledgement, a reply, a status message). */
export const enquiryMailKinds = ['operator', 'ack', 'reply', 'status'] as const

/** An enquiry's mail: one of those kinds, or any mail tied to an enquiry (one sent again, say). */
const isEnquiryMail = or(isNotNull(mailOutbox.enquiryId), inArray(mailOutbox.kind, [...enquiryMailKinds])) as SQL

function isEnquiryMailRow(row: { kind: string; enquiryId: number | null }): boolean {
  return row.enquiryId !== null || (enquiryMailKinds as readonly string[]).includes(row.kind)
}

/** A stored mail as the desk lists it. */
export function mailSummaryOf(row: Pick<MailOutboxRow, keyof MailSummary>): MailSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt ? new Date(row.sentAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
    createdBy: row.createdBy,
  }
}

export type OutboxPage = { rows: OutboxRow[]; page: number; pageSize: number; hasMore: boolean; query: OutboxQuery }

/** `like` pattern for a literal piece of text. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function conditions(query: OutboxQuery, showEnquiryMail: boolean): SQL | undefined {
  const parts: SQL[] = []
  if (query.status) parts.push(eq(mailOutbox.status, query.status))
  if (query.kind) parts.push(eq(mailOutbox.kind, query.kind))
  if (query.failedOperator) parts.push(and(eq(mailOutbox.status, 'ERROR'), eq(mailOutbox.kind, 'operator')) as SQL)
  if (query.q) {
    const pattern = containing(query.q)
    parts.push(sql`(lower(array_to_string(${mailOutbox.to}, ' ')) like ${pattern} or lower(${mailOutbox.subject}) like ${pattern})`)
    // A search must not tell whether a hidden recipient or subject matches.
    if (!showEnquiryMail) parts.push(not(isEnquiryMail))
  }
  return parts.length ? and(...parts) : undefined
}

/** The outbox as `role` may see it: an enquiry's mail without its personal data unless the role reads enquiries. */
export async function listOutbox(db: Db, input: unknown, role: Role): Promise<DeskResult<{ page: OutboxPage }>> {
  const parsed = parseInput(outboxQuerySchema, input)
  if (!parsed.ok) return parsed
  const query = parsed.data
  const showEnquiryMail = can(role, 'enquiries.read')
  const rows = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.to,
      replyTo: mailOutbox.replyTo,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      createdBy: mailOutbox.createdBy,
      enquiryId: mailOutbox.enquiryId,
      reference: enquiries.reference,
    })
    .from(mailOutbox)
    .leftJoin(enquiries, eq(enquiries.id, mailOutbox.enquiryId))
    .where(conditions(query, showEnquiryMail))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(query.pageSize + 1)
    .offset((query.page - 1) * query.pageSize)
  return {
    ok: true,
    page: {
      rows: rows.slice(0, query.pageSize).map((row): OutboxRow => {
        const shown = { ...mailSummaryOf(row), replyTo: row.replyTo, enquiryId: row.enquiryId, reference: row.reference, isHidden: false }
        if (showEnquiryMail || !isEnquiryMailRow(row)) return shown
        return { ...shown, to: [], subject: '', replyTo: null, lastError: null, enquiryId: null, reference: null, isHidden: true }
      }),
      page: query.page,
      pageSize: query.pageSize,
      hasMore: rows.length > query.pageSize,
      query,
    },
  }
}

/** Failed notifications to the operator: an enquiry nobody was told about. */
export async function countFailedOperatorMail(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'ERROR'), eq(mailOutbox.kind, 'operator')))
  return row?.n ?? 0
}

/** The queued mail's id; or why not (`stale`: the mail's delivery status is not one this applies to, with the status it has). */
export type MailCommandResult = DeskResult<{ mailId: number }, { status: string }>

async function wakeWorker(database: Database): Promise<void> {
  await database.notify(channels.outbox, 'desk').catch(() => undefined)
}

/** A mail that failed for good goes back to the queue, due now, with a fresh set of attempts. */
export async function retryMail(database: Database, id: number, audit: MailAudit): Promise<MailCommandResult> {
  const result = await inTransaction(database.db, async (tx): Promise<MailCommandResult> => {
    const [row] = await tx.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, id)).for('update')
    if (!row) return refuse('notFound')
    if (row.status !== 'ERROR') return refuse('stale', { current: { status: row.status } })
    await tx
      .update(mailOutbox)
      .set({ status: 'PENDING', attempts: 0, nextAttemptAt: sql`now()`, claimToken: null })
      .where(eq(mailOutbox.id, id))
    await audit(tx, { action: 'mail.retry', target: String(id), before: { status: 'ERROR' }, after: { status: 'PENDING' } })
    return { ok: true, mailId: id }
  })
  if (result.ok) await wakeWorker(database)
  return result
}

/**
 * A sent mail, once more: to the same recipients (`original`), or to the staff member alone
 * (`me`, to see exactly what the visitor got). A new outbox row, so a new Message-ID; in the same
 * thread as the original, and answering to the team when the original named no Reply-To.
 */
export async function resendMail(
  database: Database,
  id: number,
  target: 'original' | 'me',
  by: string,
  audit: MailAudit,
  teamAddress: string,
): Promise<MailCommandResult> {
  const result = await inTransaction(database.db, async (tx): Promise<MailCommandResult> => {
    const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id))
    if (!row) return refuse('notFound')
    // A person's one-time sign-in link, or the notice about their sign-in, goes to that person
    // only, never again to anyone from the desk.
    if (isPersonalStaffMail(row.kind)) return refuse('forbidden')
    if (row.status !== 'SUCCESS') return refuse('stale', { current: { status: row.status } })
    const to = target === 'me' ? [by] : row.to
    const [copy] = await tx
      .insert(mailOutbox)
      .values({
        to,
        replyTo: row.replyTo ?? teamAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        enquiryId: row.enquiryId,
        inReplyToMailId: row.inReplyToMailId,
        attachments: row.attachments,
        kind: 'resend',
        createdBy: by,
      })
      .returning({ id: mailOutbox.id })
    const mailId = copy?.id ?? 0
    await audit(tx, { action: 'mail.resend', target: String(id), after: { mailId, to, target } })
    return { ok: true, mailId }
  })
  if (result.ok) await wakeWorker(database)
  return result
}

/**
 * A mail written in the desk, through the outbox like every other. It leaves from the site's
 * `no-reply@` sender, so an answer goes to the form's own Reply-To or else to `teamAddress`.
 */
export async function composeMail(database: Database, input: unknown, by: string, audit: MailAudit, teamAddress: string): Promise<MailCommandResult> {
  const parsed = composeSchema.safeParse(input)
  if (!parsed.success) return invalidInput(schemaIssues(parsed.error))
  const mail = parsed.data
  const result = await inTransaction(database.db, async (tx): Promise<MailCommandResult> => {
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        to: mail.to,
        replyTo: mail.replyTo ?? teamAddress,
        subject: mail.subject,
        text: mail.text.trim() || null,
        html: mail.html.trim() || null,
        kind: 'compose',
        createdBy: by,
      })
      .returning({ id: mailOutbox.id })
    const mailId = row?.id ?? 0
    await audit(tx, { action: 'mail.compose', target: String(mailId), after: { to: mail.to, subject: mail.subject } })
    return { ok: true as const, mailId }
  })
  await wakeWorker(database)
  return result
}
