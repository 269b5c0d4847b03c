/**
 * The one way a mail about an enquiry is queued for its visitor from the desk (a reply, a status
 * message, a trip confirmation): in the caller's transaction, threaded under the mail the visitor
 * already has (the acknowledgement, else the first mail we sent them about this enquiry), whose
 * Message-ID the worker sends as In-Reply-To and References. The caller wakes the worker after
 * its transaction commits (`channels.outbox`).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../.server/db/client'
import { mailOutbox, type MailAttachment } from '../../.server/db/schema'
import type { MailContent } from './mail-layout'
import type { MailKind } from './mail-kinds'

/** The mails a new one may answer: what the visitor wrote back to, in the order a thread starts. */
export const visitorThreadKinds = ['ack', 'reply', 'status'] as const satisfies readonly MailKind[]
export type VisitorMailKind = Extract<MailKind, 'reply' | 'status' | 'trip-confirmation'>

export type VisitorMail = MailContent & {
  enquiryId: number
  /** The visitor's address, as the enquiry holds it. */
  to: string
  /** Where the visitor's answer goes: the site's e-mail address. */
  replyTo: string
  kind: VisitorMailKind
  /** The staff member who sent it. */
  createdBy: string
  /** When the worker may send it (the caller's now); unset, the database's now. */
  at?: Date
  attachments?: MailAttachment[]
}

/** Queues `mail` in `tx`, in the visitor's thread; the new mail's id. */
export async function queueVisitorMail(tx: Db, mail: VisitorMail): Promise<number> {
  const [first] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.enquiryId, mail.enquiryId), inArray(mailOutbox.kind, [...visitorThreadKinds])))
    .orderBy(sql`${mailOutbox.kind} = 'ack' desc`, asc(mailOutbox.id))
    .limit(1)
  const [queued] = await tx
    .insert(mailOutbox)
    .values({
      to: [mail.to],
      replyTo: mail.replyTo,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      enquiryId: mail.enquiryId,
      kind: mail.kind,
      createdBy: mail.createdBy,
      ...(mail.at ? { nextAttemptAt: mail.at } : {}),
      inReplyToMailId: first?.id ?? null,
      ...(mail.attachments ? { attachments: mail.attachments } : {}),
    })
    .returning({ id: mailOutbox.id })
  if (!queued) throw new Error('the outbox insert returned no row')
  return queued.id
}
