/**
 * A reply to the visitor, written in the desk's composer. In one transaction: the mail goes into
 * the outbox (To the visitor, Reply-To the operator, the reference in the subject, threaded with the
 * visitor's acknowledgement), the enquiry
 * moves to the status chosen (replied unless the staff member picks another, or keeps it), and the
 * audit log records it. The worker sends the mail; the enquiry shows its delivery status.
 */
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '../../.server/db/client'
import { inTransaction } from '../../.server/db/transaction'
import { enquiries, enquiryStatuses } from '../../.server/db/schema'
import { publishInTransaction } from '../../.server/events'
import { hasUnsafeText } from '../../lib/safe-text'
import { invalidInput, refuse } from '../desk/desk-result'
import type { SiteForMail } from '../outgoing-mail/mail-layout'
import { queueVisitorMail } from '../outgoing-mail/queue-visitor-mail.server'
import { staffReplyMail } from '../outgoing-mail/staff-reply'
import { statusMailSubject } from '../outgoing-mail/status-change'
import { applyStatusChange, invalid, type Actor, type CommandResult, type InboxAudit, type Outcome } from './enquiry-commands.server'
import { checkReply } from '../reply-templates/reply-templates'
import { channels } from '../../.server/channels'

const safeText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !hasUnsafeText(value), 'contains characters that cannot be sent')

/** After sending: the status to move to, or `keep`. */
export const replyThen = ['replied', 'quoted', 'awaiting_visitor', 'confirmed', 'closed', 'keep'] as const

export const sendReplySchema = z
  .object({
    enquiryId: z.number().int().positive(),
    expectedVersion: z.number().int().positive(),
    /** A reply's language (the composer's choice); a status message is in the enquiry's own. */
    lang: z.enum(['en', 'zh']).optional(),
    /** A reply's subject; a status message's is ours (outgoing-mail/status-change.ts). */
    subject: safeText(200).optional(),
    body: safeText(10_000),
    then: z.enum(replyThen).default('replied'),
    /** Staff-only reason recorded with the status change. */
    internalReason: z.string().trim().max(2000).optional(),
    /** `status`: the wording of a status change sent to the visitor, rather than a composed reply. */
    kind: z.enum(['reply', 'status']).default('reply'),
  })
  .superRefine((input, context) => {
    if (input.kind !== 'reply') return
    if (input.lang === undefined) context.addIssue({ code: 'custom', path: ['lang'], message: 'required' })
    if (input.subject === undefined) context.addIssue({ code: 'custom', path: ['subject'], message: 'required' })
  })
export type SendReplyInput = z.input<typeof sendReplySchema>

export type SentReply = { version: number; mailId: number; enquiryStatus: (typeof enquiryStatuses)[number] }

/**
 * Queue the reply. Refused (`invalid`) while the text still holds a placeholder (`{{name}}` must
 * never reach a visitor); `stale` when someone changed the enquiry since the composer opened.
 */
export async function sendReply(
  database: Database,
  actor: Actor,
  /** A `SendReplyInput`; checked here, so an unknown `then` is refused like any other invalid field. */
  input: unknown,
  site: SiteForMail,
  audit: InboxAudit,
  now: Date,
): Promise<CommandResult<SentReply>> {
  const parsed = sendReplySchema.safeParse(input)
  if (!parsed.success) return invalid(parsed.error)
  const { enquiryId, expectedVersion, body, then, internalReason, kind } = parsed.data
  const left = checkReply({ subject: parsed.data.subject ?? '', body })
  if (left.unfilled.length > 0 || left.unknown.length > 0) {
    return invalidInput([...left.unfilled, ...left.unknown].map((name) => ({ path: 'placeholder', message: `{{${name}}}` })))
  }
  const outcome = await inTransaction(database.db, async (tx): Promise<Outcome<SentReply>> => {
    const [enquiry] = await tx
      .select({ reference: enquiries.reference, email: enquiries.email, lang: enquiries.lang, status: enquiries.status, version: enquiries.version })
      .from(enquiries)
      .where(eq(enquiries.id, enquiryId))
      .for('update')
    if (!enquiry) return { error: refuse('notFound') }
    if (enquiry.version !== expectedVersion) return { error: refuse('stale', { current: { version: enquiry.version, status: enquiry.status } }) }
    // A status message is written from the row just locked: its language and reference.
    const lang = parsed.data.lang ?? enquiry.lang
    const subject = kind === 'status' ? statusMailSubject(enquiry.lang, enquiry.reference) : (parsed.data.subject ?? '')
    const mail = staffReplyMail({ lang, reference: enquiry.reference, subject, body }, site)
    const mailId = await queueVisitorMail(tx, { ...mail, enquiryId, to: enquiry.email, replyTo: site.email, kind, createdBy: actor.email, at: now })
    let version: number
    let status = enquiry.status
    let afterCommit: () => Promise<void>
    if (then !== 'keep' && then !== enquiry.status) {
      const changed = await applyStatusChange(
        database,
        tx,
        actor,
        { enquiryId, expectedVersion },
        { to: then, visitorWording: body, internalReason },
        now,
        audit,
      )
      if ('error' in changed) return changed
      ;({ version, to: status } = changed.value)
      afterCommit = changed.afterCommit
    } else {
      // The status stays, but the enquiry changed (a new mail): other open desks must see it.
      version = enquiry.version + 1
      await tx.update(enquiries).set({ version }).where(eq(enquiries.id, enquiryId))
      afterCommit = await publishInTransaction(database, tx, { type: 'enquiry.changed', enquiryId, version, status, by: actor.email })
    }
    await audit(tx, {
      action: kind === 'reply' ? 'mail.reply' : 'enquiry.status',
      target: String(enquiryId),
      before: { status: enquiry.status },
      after: { status, mailId, lang, subject: mail.subject },
    })
    return { value: { version, mailId, enquiryStatus: status }, afterCommit }
  })
  if ('error' in outcome) return outcome.error
  await outcome.afterCommit()
  // Wake the mail worker of every instance now rather than at its next poll.
  await database.notify(channels.outbox, 'reply').catch(() => undefined)
  return { ok: true, ...outcome.value }
}
