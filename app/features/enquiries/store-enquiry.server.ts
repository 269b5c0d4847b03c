/**
 * Write an enquiry and its outbox mails as one SQL statement.
 *
 * A single statement is atomic on its own (PostgreSQL runs it in one implicit transaction), so the
 * enquiry and its mails are stored together or not at all, exactly as with BEGIN … COMMIT, but with
 * two statements (nextval, then the write) instead of seven. That matters on the embedded database,
 * where every statement is serialised work in the server's own thread.
 */
import { sql, type SQL } from 'drizzle-orm'
import { rowsOf, type Db } from '../../.server/db/client'
import type { enquiries, ShownPrices } from '../../.server/db/schema'
import type { Lang } from '../i18n/lang'
import { noDetails, type EnquiryDetails } from './service-answers'

/**
 * The languages the `enquiries.lang` column holds must include every site language: until the
 * schema lists a new one, storing an enquiry fails to compile, with this type's text as the hint.
 */
type StoredLang = Lang extends (typeof enquiries.$inferInsert)['lang'] ? Lang : 'widen enquiries.lang in app/.server/db/schema/enquiries.ts'

export type EnquiryToStore = {
  id: number
  reference: string
  lang: StoredLang
  items: { id: string; title: string }[]
  name: string
  email: string
  phone: string
  travelDate: string
  message: string
  createdAt: Date
  idempotencyKey: string | null
  ipHash: string
  userAgent: string
  /** The answers to each item's questions and how the visitor would like to be reached. */
  details?: EnquiryDetails
  /** The prices the public pages showed for the items, from the catalog at submission. */
  shownPrices?: ShownPrices | null
  /** The reply clock's due moment. */
  replyDueAt?: Date | null
  /** Blocklist terms of either tier found in the accepted message (ADR 0036); flagged when any. */
  flaggedTerms?: readonly string[]
}

export type MailToQueue = { to: string; replyTo: string; subject: string; html: string; text: string }

/**
 * The visitor's acknowledgement, queued only while fewer than `limit` acks went to the same mailbox
 * (`mailbox`: its key, however the visitor spelled the address, see `mailboxKey`) since `since`.
 */
export type CappedMail = MailToQueue & { mailbox: string; limit: number; since: Date }

/**
 * Reserve the next enquiry id. The reference (E-YYYY-000123) and the mails quote it, so it has to
 * be known before the write; like any sequence value, it is not reused when the write fails.
 */
export async function nextEnquiryId(db: Db): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(db, sql`select nextval(pg_get_serial_sequence('enquiries', 'id'))::int as id`)
  return Number(row?.id)
}

/** A text[] literal as SQL (drizzle passes a JS array as one parameter; this works on both drivers). */
function textArray(values: readonly string[]): SQL {
  return values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`
}

function insertEnquiry(enquiry: EnquiryToStore): SQL {
  return sql`insert into enquiries
      (id, reference, lang, items, name, email, phone, travel_date, message, status, created_at, idempotency_key, ip_hash, user_agent,
      details, shown_prices, reply_due_at, is_flagged, flagged_terms)
    values (${enquiry.id}, ${enquiry.reference}, ${enquiry.lang}, ${JSON.stringify(enquiry.items)}::jsonb, ${enquiry.name},
      ${enquiry.email}, ${enquiry.phone}, ${enquiry.travelDate}, ${enquiry.message}, 'new', ${enquiry.createdAt.toISOString()}::timestamptz,
      ${enquiry.idempotencyKey}, ${enquiry.ipHash}, ${enquiry.userAgent}, ${JSON.stringify(enquiry.details ?? noDetails)}::jsonb,
      ${enquiry.shownPrices ? JSON.stringify(enquiry.shownPrices) : null}::jsonb, ${enquiry.replyDueAt?.toISOString() ?? null}::timestamptz,
      ${(enquiry.flaggedTerms?.length ?? 0) > 0}, ${textArray(enquiry.flaggedTerms ?? [])})
    returning id`
}

/** INSERT … SELECT from the new enquiry, so the mail row carries its id; `condition` may veto it. */
function insertMail(mail: MailToQueue, kind: 'operator' | 'ack', options: { mailbox?: string; condition?: SQL } = {}): SQL {
  return sql`insert into mail_outbox ("to", reply_to, subject, html, text, enquiry_id, kind, mailbox)
    select array[${mail.to}]::text[], ${mail.replyTo}, ${mail.subject}, ${mail.html}, ${mail.text}, new_enquiry.id, ${kind}, ${options.mailbox ?? null}
    from new_enquiry
    where ${options.condition ?? sql`true`}`
}

/**
 * The acknowledgement cap, evaluated inside the statement. All parts of one statement see the same
 * snapshot, so this enquiry's own ack is not counted; two enquiries racing from one address could
 * each see the other's ack missing, the same as with the earlier transaction at READ COMMITTED.
 */
function underAckCap(ack: CappedMail): SQL {
  return sql`(select count(*) from mail_outbox
      where kind = 'ack' and mailbox = ${ack.mailbox} and created_at > ${ack.since.toISOString()}::timestamptz) < ${ack.limit}`
}

/**
 * Store the enquiry, the operator's mail and (when given and under its cap) the visitor's
 * acknowledgement. Throws, with nothing written, when any part fails (e.g. a duplicate
 * idempotency key: PostgreSQL error 23505).
 */
export async function storeEnquiry(
  db: Db,
  enquiry: EnquiryToStore,
  mails: { operator: MailToQueue; ack?: CappedMail },
  /** Selected within the statement, e.g. a NOTIFY that fires when it commits. */
  alsoSelect?: SQL,
): Promise<void> {
  const ackPart = mails.ack ? sql`, ack_mail as (${insertMail(mails.ack, 'ack', { mailbox: mails.ack.mailbox, condition: underAckCap(mails.ack) })})` : sql``
  await db.execute(sql`with new_enquiry as (${insertEnquiry(enquiry)}),
    operator_mail as (${insertMail(mails.operator, 'operator')})${ackPart}
    select id${alsoSelect ? sql`, ${alsoSelect}` : sql``} from new_enquiry`)
}
