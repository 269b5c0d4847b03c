/**
 * The one schema of the product, used with PGlite (embedded) and node-postgres (server) alike.
 * Write only SQL that PostgreSQL 15 and PGlite (PostgreSQL 18) both accept.
 */
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

/** The editable site content: one row, id 'content', JSON validated by siteContentSchema. */
export const siteContent = pgTable('site_content', {
  id: text('id').primaryKey(),
  data: jsonb('data').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
})
export type SiteContentRow = typeof siteContent.$inferSelect

/** A full snapshot per save of site_content: who, when, what. */
export const contentRevisions = pgTable('content_revisions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  contentId: text('content_id').notNull(),
  version: integer('version').notNull(),
  data: jsonb('data').notNull(),
  createdAt: createdAt(),
  createdBy: text('created_by'),
})

export type Bilingual = { en: string; zh: string }

export const news = pgTable(
  'news',
  {
    id: text('id').primaryKey(),
    title: jsonb('title').$type<Bilingual>().notNull(),
    body: jsonb('body').$type<Bilingual>().notNull(),
    ctaText: jsonb('cta_text').$type<Bilingual | null>(),
    ctaLink: text('cta_link'),
    pin: boolean('pin').notNull().default(false),
    variant: text('variant', { enum: ['info', 'success', 'warning'] }).notNull().default('info'),
    priority: integer('priority').notNull().default(0),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deleted: boolean('deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('news_live_idx').on(t.deleted, t.endAt)],
)
export type NewsRow = typeof news.$inferSelect

export const enquiryStatuses = ['new', 'contacted', 'quoted', 'confirmed', 'closed', 'spam'] as const

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
  },
  (t) => [index('enquiries_created_idx').on(t.createdAt)],
)
export type EnquiryRow = typeof enquiries.$inferSelect

export const mailStatuses = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR'] as const

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
    sentAt: timestamp('sent_at', { withTimezone: true }),
    enquiryId: bigint('enquiry_id', { mode: 'number' }).references(() => enquiries.id),
    kind: text('kind').notNull().default('operator'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The daily acknowledgement cap counts earlier acks to one address on every enquiry; without
    // this index that count reads the whole outbox, which only grows.
    index('mail_outbox_ack_to_idx').using('gin', t.to).where(sql`${t.kind} = 'ack'`),
  ],
)
export type MailOutboxRow = typeof mailOutbox.$inferSelect

export const users = pgTable('users', {
  email: text('email').primaryKey(),
  name: text('name').notNull().default(''),
  role: text('role', { enum: ['owner', 'editor'] }).notNull().default('editor'),
  createdAt: createdAt(),
})

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt)],
)

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  actor: text('actor').notNull(),
  action: text('action').notNull(),
  target: text('target'),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
})

/** Uploaded images and their variants, stored in the database so every instance can serve them. */
export const media = pgTable(
  'media',
  {
    id: text('id').primaryKey(),
    hash: text('hash').notNull(),
    variant: text('variant').notNull().default('original'),
    contentType: text('content_type').notNull(),
    width: integer('width'),
    height: integer('height'),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('media_hash_variant_idx').on(t.hash, t.variant)],
)

/** Fixed-window counters for rate limits, shared by every instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_expires_idx').on(t.expiresAt)],
)

/** Solved human-check challenges, kept until they expire so a solution works once. */
export const usedChallenges = pgTable('used_challenges', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})


/**
 * Secrets every instance on one database must agree on (human-check HMAC keys, identity-provider
 * signing and cookie keys, the IP-hash pepper): generated once by whichever instance asks first.
 */
export const sharedSecrets = pgTable('shared_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})
