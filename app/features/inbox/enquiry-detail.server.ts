/**
 * One enquiry as the desk shows it: the basket as sent with the prices the pages showed then, the
 * contact and request details, the mails of this enquiry with their delivery status, internal
 * notes and the history of status changes.
 */
import { asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../../.server/db/client'
import { enquiries, enquiryNotes, enquiryStatusHistory, mailOutbox, type EnquiryStatus, type ShownPrices, type StoredDetails } from '../../.server/db/schema'
import type { MailSummary } from '../outbox/mail-schema'
import { mailSummaryOf } from '../outbox/outbox-desk.server'
import { locateTerms } from '../blocklist/screen-message.server'

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString())

export type EnquiryMail = MailSummary

export type EnquiryDetail = {
  id: number
  reference: string
  lang: 'en' | 'zh'
  status: EnquiryStatus
  version: number
  name: string
  email: string
  phone: string
  travelDate: string
  message: string
  /** Possibly offensive (ADR 0036): the terms found when it arrived, and where they are in the message. */
  isFlagged: boolean
  flaggedTerms: string[]
  flaggedSpans: { start: number; end: number }[]
  items: { id: string; title: string }[]
  shownPrices: ShownPrices | null
  details: StoredDetails
  createdAt: string
  replyDueAt: string | null
  answeredAt: string | null
  ipHash: string | null
  userAgent: string | null
  mails: EnquiryMail[]
  notes: { id: number; actor: string; body: string; createdAt: string }[]
  history: { id: number; actor: string; at: string; from: EnquiryStatus; to: EnquiryStatus; internalReason: string | null; visitorWording: string | null }[]
}

export async function readEnquiryDetail(db: Db, id: number): Promise<EnquiryDetail | null> {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id))
  if (!row) return null
  const [mails, notes, history] = await Promise.all([
    db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, id)).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)),
    db.select().from(enquiryNotes).where(eq(enquiryNotes.enquiryId, id)).orderBy(desc(enquiryNotes.createdAt), desc(enquiryNotes.id)),
    db.select().from(enquiryStatusHistory).where(eq(enquiryStatusHistory.enquiryId, id)).orderBy(asc(enquiryStatusHistory.at), asc(enquiryStatusHistory.id)),
  ])
  return {
    id: row.id,
    reference: row.reference,
    lang: row.lang,
    status: row.status,
    version: row.version,
    name: row.name,
    email: row.email,
    phone: row.phone,
    travelDate: row.travelDate,
    message: row.message,
    isFlagged: row.isFlagged,
    flaggedTerms: row.flaggedTerms,
    flaggedSpans: row.isFlagged ? locateTerms(row.message, row.flaggedTerms) : [],
    items: row.items,
    shownPrices: row.shownPrices ?? null,
    details: row.details,
    createdAt: iso(row.createdAt) ?? '',
    replyDueAt: iso(row.replyDueAt),
    answeredAt: iso(row.answeredAt),
    ipHash: row.ipHash,
    userAgent: row.userAgent,
    mails: mails.map(mailSummaryOf),
    notes: notes.map((note) => ({ id: note.id, actor: note.actor, body: note.body, createdAt: iso(note.createdAt) ?? '' })),
    history: history.map((h) => ({
      id: h.id,
      actor: h.actor,
      at: iso(h.at) ?? '',
      from: h.fromStatus,
      to: h.toStatus,
      internalReason: h.internalReason,
      visitorWording: h.visitorWording,
    })),
  }
}
