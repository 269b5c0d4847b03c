/** Enquiries and what the desk keeps about them: prices shown, status history, notes, the working calendar, reply templates and the word filter's lists. */
import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { createdAt, updatedAt, type Bilingual } from './columns'

/**
 * The enquiry pipeline: new → replied → awaiting_visitor → quoted → confirmed | closed | spam.
 * (Earlier rows said `contacted`; the migration renamed them to `replied`.)
 */
export const enquiryStatuses = ['new', 'replied', 'awaiting_visitor', 'quoted', 'confirmed', 'closed', 'spam'] as const
export type EnquiryStatus = (typeof enquiryStatuses)[number]

/** What the public pages showed for one item when the visitor sent the enquiry (AED, from the catalog). */
export type ShownItemPrice = {
  id: string
  currency: 'AED'
  unit: string | null
  /** "From" price on the card; null for "on request"; the whole item null when not in the catalog. */
  fromAed: number | null
  columns: string[]
  rows: { label: string; aed: (number | null)[] }[]
}
export type ShownPrices = {
  contentVersion: number
  /** Conversions the English pages showed beside AED. */
  rates: { gbpPerAed: number | null; eurPerAed: number | null }
  items: (ShownItemPrice | null)[]
}

/**
 * What the visitor answered about each service (by the item's id) and how they would like to be
 * reached, as `features/enquiries/service-answers.ts` checked it. Enquiries from before hold `{}`s.
 */
export type StoredDetails = {
  items: Record<string, Record<string, string | number | number[]>>
  reach: { channel?: string; wechatId?: string }
}

export const enquiries = pgTable(
  'enquiries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull().unique(),
    lang: text('lang', { enum: ['en', 'zh'] }).notNull(),
    items: jsonb('items').$type<{ id: string; title: string }[]>().notNull(),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    travelDate: text('travel_date').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: enquiryStatuses }).notNull().default('new'),
    createdAt: createdAt(),
    idempotencyKey: text('idempotency_key').unique(),
    ipHash: text('ip_hash'),
    userAgent: text('user_agent'),
    /** Bumped by every change from the desk; a change quoting an older version is refused. */
    version: integer('version').notNull().default(1),
    /** The visitor's answers to each item's questions (by item id) and how they would like to be reached. */
    details: jsonb('details').$type<StoredDetails>().notNull().default({ items: {}, reach: {} }),
    /** The prices the public pages showed at submission (null for enquiries from before). */
    shownPrices: jsonb('shown_prices').$type<ShownPrices>(),
    /** The reply clock's due moment (as of the last change); null when not computed. */
    replyDueAt: timestamp('reply_due_at', { withTimezone: true }),
    /** The first change into an answering status (replied, quoted, confirmed, closed). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Lower-cased name, e-mail, reference, message and item titles: what inbox search reads. */
    searchText: text('search_text').generatedAlwaysAs(sql`inbox_search_text(reference, name, email, message, items)`),
    /** The message held words of the blocklist's flag tier (ADR 0036): accepted, shown "possibly offensive". */
    isFlagged: boolean('is_flagged').notNull().default(false),
    /** The blocklist terms found in the message when it arrived, as the lists spell them. */
    flaggedTerms: text('flagged_terms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt),
    index('enquiries_status_created_idx').on(t.status, t.createdAt),
    index('enquiries_open_due_idx')
      .on(t.replyDueAt)
      .where(sql`${t.answeredAt} is null`),
    // Substring search (Latin and Chinese): trigrams, plus bigrams holding a non-ASCII character.
    index('enquiries_search_grams_idx').using('gin', sql`inbox_grams(${t.searchText})`),
    index('enquiries_flagged_created_idx')
      .on(t.createdAt)
      .where(sql`${t.isFlagged}`),
  ],
)
export type EnquiryRow = typeof enquiries.$inferSelect

/** Every status change of an enquiry: who, when, from → to, and the reasons given. */
export const enquiryStatusHistory = pgTable(
  'enquiry_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enquiryId: bigint('enquiry_id', { mode: 'number' })
      .notNull()
      .references(() => enquiries.id),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    fromStatus: text('from_status', { enum: enquiryStatuses }).notNull(),
    toStatus: text('to_status', { enum: enquiryStatuses }).notNull(),
    /** For staff only. */
    internalReason: text('internal_reason'),
    /** The wording the visitor was (or will be) sent, when one is sent. */
    visitorWording: text('visitor_wording'),
  },
  (t) => [
    index('enquiry_status_history_enquiry_idx').on(t.enquiryId, t.at),
    // The dashboard's funnel reads the history of the last twelve weeks.
    index('enquiry_status_history_at_idx').on(t.at),
  ],
)
export type EnquiryStatusHistoryRow = typeof enquiryStatusHistory.$inferSelect

/** Internal notes on an enquiry, never shown to the visitor. */
export const enquiryNotes = pgTable(
  'enquiry_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enquiryId: bigint('enquiry_id', { mode: 'number' })
      .notNull()
      .references(() => enquiries.id),
    actor: text('actor').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enquiry_notes_enquiry_idx').on(t.enquiryId, t.createdAt)],
)
export type EnquiryNoteRow = typeof enquiryNotes.$inferSelect

/** The reply clock's working calendar: one row, id 'reply-clock'. */
export const inboxSettings = pgTable('inbox_settings', {
  id: text('id').primaryKey(),
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  workingDays: integer('working_days').array().notNull(),
  /** Dubai calendar dates, YYYY-MM-DD. */
  holidays: text('holidays').array().notNull(),
  /** The holidays' names by date, in English and Chinese, and whether the date is still to be confirmed. */
  holidayNames: jsonb('holiday_names').$type<Record<string, { en: string; zh: string; toConfirm: boolean }>>().notNull().default({}),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
})

/**
 * Paired English/Chinese reply templates for the inbox's composer, edited by editors and owners.
 * Until the first save the built-in templates (features/reply-templates/reply-templates.ts) stand in.
 */
export const replyTemplates = pgTable('reply_templates', {
  id: text('id').primaryKey(),
  /** What staff pick it by, in the desk's two languages. */
  label: jsonb('label').$type<Bilingual>().notNull(),
  en: jsonb('en').$type<{ subject: string; body: string }>().notNull(),
  zh: jsonb('zh').$type<{ subject: string; body: string }>().notNull(),
  position: integer('position').notNull().default(0),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
})
export type ReplyTemplateRow = typeof replyTemplates.$inferSelect

/**
 * The blocklist's two tiers as the owners edited them (ADR 0036): one row, id 'blocklist'. Until
 * the first save the built-in lists stand in (features/blocklist/blocklist*.ts).
 */
export const blocklistSettings = pgTable('blocklist_settings', {
  id: text('id').primaryKey(),
  /** Refused with the spec's message, in the browser and on the server. */
  refuseTerms: text('refuse_terms').array().notNull(),
  /** Accepted; the enquiry is flagged for the staff. */
  flagTerms: text('flag_terms').array().notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
})
