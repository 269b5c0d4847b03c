/** The outbox: every mail the site sends, queued in the transaction that decides it and sent by the worker. */
import { type AnyPgColumn, bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { createdAt } from './columns'
import { enquiries } from './enquiries'

export const mailStatuses = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR'] as const

/** A file sent with a mail: its name, its MIME type and its text (calendar entries are text). */
export type MailAttachment = { filename: string; contentType: string; content: string }

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').array().notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    html: text('html'),
    text: text('text'),
    status: text('status', { enum: mailStatuses }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    messageId: text('message_id'),
    /** The worker holding this row while PROCESSING; `next_attempt_at` is then its lease expiry. */
    claimToken: text('claim_token'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    enquiryId: bigint('enquiry_id', { mode: 'number' }).references(() => enquiries.id),
    /** operator | ack (written with an enquiry), reply | status (from the inbox), compose | resend (from the mail desk). */
    kind: text('kind').notNull().default('operator'),
    /** The staff member who queued it from the desk; null for mail the site wrote by itself. */
    createdBy: text('created_by'),
    /** Acknowledgements: the recipient's mailbox key (cart/enquiry-schema.ts `mailboxKey`), for the daily cap. */
    mailbox: text('mailbox'),
    /**
     * The mail this one answers (a reply to an enquiry: the visitor's acknowledgement): the worker
     * sends that mail's Message-ID as In-Reply-To and References, so the visitor's mail program
     * shows both in one thread.
     */
    inReplyToMailId: bigint('in_reply_to_mail_id', { mode: 'number' }).references((): AnyPgColumn => mailOutbox.id),
    /** Files sent with the mail (a trip confirmation's calendar entries), their text as stored. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The worker's claim takes the first due rows in this order: with a backlog (a burst of
    // enquiries, the mail server down for a while) it would otherwise sort every waiting row on
    // every claim. The condition is written as in the claim, literally, so the planner can use it.
    index('mail_outbox_claim_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} in ('PENDING', 'PROCESSING')`),
    // The daily acknowledgement cap counts earlier acks to one mailbox on every enquiry; without
    // this index that count reads the whole outbox, which only grows.
    index('mail_outbox_ack_mailbox_key_idx')
      .on(t.mailbox, t.createdAt)
      .where(sql`${t.kind} = 'ack'`),
    // The inbox's "has failed mail" filter: failed mails are few, so this index stays small.
    index('mail_outbox_failed_enquiry_idx')
      .on(t.enquiryId)
      .where(sql`${t.status} = 'ERROR'`),
  ],
)
export type MailOutboxRow = typeof mailOutbox.$inferSelect
