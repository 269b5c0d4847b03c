/**
 * The one schema of the product, used with PGlite (embedded) and node-postgres (server) alike.
 * Write only SQL that PostgreSQL 15 and PGlite (PostgreSQL 18) both accept.
 */
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
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

/**
 * The content's generation: one row, id 'content', whose `version` goes up with every publish of
 * any unit (the page cache and the enquiry's shown prices key on it). `data` holds the content as it
 * was before it was split into units (content_units); it is read once, to split it, and kept.
 */
export const siteContent = pgTable('site_content', {
  id: text('id').primaryKey(),
  data: jsonb('data').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
})
export type SiteContentRow = typeof siteContent.$inferSelect

/** Full snapshots of site_content from before the content was split into units (history only). */
export const contentRevisions = pgTable('content_revisions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  contentId: text('content_id').notNull(),
  version: integer('version').notNull(),
  data: jsonb('data').notNull(),
  createdAt: createdAt(),
  createdBy: text('created_by'),
})

/**
 * One editable unit of the site content (settings, a page's copy, a product, an FAQ list, the
 * terms), with its own version. `schema_version` is the shape `data` was written in: older rows are
 * migrated forward at start. `stamps` records, per bilingual field, the unit version at which its
 * English and its Chinese last changed (the desk's "Chinese is stale" flag).
 */
export const contentUnits = pgTable('content_units', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  position: integer('position').notNull(),
  data: jsonb('data').notNull(),
  schemaVersion: integer('schema_version').notNull(),
  version: integer('version').notNull().default(1),
  stamps: jsonb('stamps').$type<Record<string, { en: number; zh: number }>>().notNull().default({}),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
})
export type ContentUnitRow = typeof contentUnits.$inferSelect

/** Every published version of a unit: who, when, the data, and what changed field by field. */
export const contentUnitRevisions = pgTable(
  'content_unit_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    unitId: text('unit_id').notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    changes: jsonb('changes').$type<{ path: string; before: unknown; after: unknown }[]>().notNull().default([]),
    /** The version this one restored, when it was a restore. */
    restoredFrom: integer('restored_from'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_unit_revisions_unit_version_idx').on(t.unitId, t.version)],
)
export type ContentUnitRevisionRow = typeof contentUnitRevisions.$inferSelect

/** The team's draft of a unit: saved as staff type, previewed, then published or discarded. */
export const contentDrafts = pgTable('content_drafts', {
  unitId: text('unit_id').primaryKey(),
  data: jsonb('data').notNull(),
  /** The unit version the draft started from (a publish from an older one is refused). */
  baseVersion: integer('base_version').notNull(),
  /** Goes up with every autosave, so two people typing into one draft do not overwrite each other. */
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
})
export type ContentDraftRow = typeof contentDrafts.$inferSelect

/**
 * Who has a unit open in the editor now: each open editor marks itself every little while; a mark
 * older than a minute or two means the page was closed. One row per unit and person (two tabs of
 * one person are one presence), shared by every instance through the database.
 */
export const editorPresence = pgTable(
  'editor_presence',
  {
    unitId: text('unit_id').notNull(),
    email: text('email').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.email] })],
)

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
    variant: text('variant', { enum: ['info', 'success', 'warning'] })
      .notNull()
      .default('info'),
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

/** Staff of the admin desk. Issuer + subject are bound at the first sign-in; e-mail matches the invitation. */
export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role', { enum: ['owner', 'editor', 'agent'] })
      .notNull()
      .default('editor'),
    /** Permissions an owner gave this person beyond their role (features/desk/permissions.ts `grantable`). */
    grants: text('grants')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    issuer: text('issuer'),
    subject: text('subject'),
    invitedBy: bigint('invited_by', { mode: 'number' }),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    // One live person per identity: a removed person invited again binds the same identity anew.
    uniqueIndex('users_issuer_subject_idx')
      .on(t.issuer, t.subject)
      .where(sql`${t.removedAt} is null`),
    // One live person per e-mail; a removed person's row stays for the audit log.
    uniqueIndex('users_email_live_idx')
      .on(t.email)
      .where(sql`${t.removedAt} is null`),
  ],
)
export type UserRow = typeof users.$inferSelect

/**
 * The built-in provider's credentials, each person's own: at most one password (its scrypt hash)
 * and any number of passkeys (WebAuthn public keys). A person without any cannot sign in there.
 */
export const staffCredentials = pgTable(
  'staff_credentials',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['password', 'passkey'] }).notNull(),
    /** `scrypt$N$salt$hash` (password only). */
    passwordHash: text('password_hash'),
    /** The authenticator's credential id, base64url (passkey only). */
    credentialId: text('credential_id'),
    /** The COSE public key, base64url (passkey only). */
    publicKey: text('public_key'),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** What the person calls it ("MacBook", "Phone"), or the device it was added from. */
    label: text('label').notNull().default(''),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_credentials_user_idx').on(t.userId),
    uniqueIndex('staff_credentials_password_idx')
      .on(t.userId)
      .where(sql`${t.kind} = 'password'`),
    uniqueIndex('staff_credentials_passkey_idx').on(t.credentialId),
  ],
)
export type StaffCredentialRow = typeof staffCredentials.$inferSelect

/**
 * One-time links to set a credential: an invitation, an owner's reset, or the first start's setup
 * link. Only the SHA-256 of the token is kept; a link works once, until `expires_at`.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['invite', 'reset', 'setup'] }).notNull(),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_invitations_user_idx').on(t.userId)],
)

/**
 * WebAuthn challenges in flight (passkey sign-in, registration, and a signed-in person confirming
 * it is them on My account), for whichever instance answers.
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose', { enum: ['sign-in', 'register', 'reauth'] }).notNull(),
  userId: bigint('user_id', { mode: 'number' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/** Desk sessions: only the SHA-256 of the opaque cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /**
     * When the person last gave a credential in this session: at the sign-in itself (the built-in
     * provider's), or again on My account (their current password, or one of their passkeys).
     * Adding a passkey or setting a password needs it within the last five minutes
     * (features/staff/reauth.server.ts). Null: not since the session began.
     */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/** Append-only record of sign-ins and every admin write; the actor's e-mail and name are kept as they were. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: bigint('actor_id', { mode: 'number' }),
    actorEmail: text('actor_email').notNull().default(''),
    actorName: text('actor_name').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_idx').on(t.action, t.at)],
)
export type AuditRow = typeof auditLog.$inferSelect

/**
 * Refusals repeated by one anonymous client, counted instead of audited one by one: the first
 * refusal per client (its hashed limit key, never the address), action, target and code in a
 * 10-minute window is an audit row (`auditId`); each later one only adds one to `more`. The audit
 * log itself stays append-only.
 */
export const auditRepeats = pgTable(
  'audit_repeats',
  {
    clientKey: text('client_key').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    code: text('code').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    auditId: bigint('audit_id', { mode: 'number' }).notNull(),
    more: integer('more').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientKey, t.action, t.target, t.code, t.windowStart] }), uniqueIndex('audit_repeats_audit_idx').on(t.auditId)],
)

/** What the built-in identity provider keeps (sessions, grants, codes…), keyed by model and id. */
export const oidcStore = pgTable(
  'oidc_store',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_store_grant_idx').on(t.grantId),
    index('oidc_store_uid_idx').on(t.uid),
    index('oidc_store_expires_idx').on(t.expiresAt),
  ],
)

/** A point of an image in percent from its left and top edge (50, 50: the centre). */
export type FocalPoint = { x: number; y: number }

/**
 * Uploaded images, one row each; their bytes (the re-encoded original and every variant) are in
 * `media_variants`, in the database, so every instance serves them (ADR 0030).
 */
export const media = pgTable(
  'media',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The original's path under /media: `images/site/<safe-name>-<hash8>.<ext>`. */
    key: text('key').notNull().unique(),
    /** The file name as uploaded (for search and display only). */
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    /** Pixel size after turning the image upright (EXIF orientation). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** SHA-256 (hex) of the uploaded bytes: the same file uploaded twice is one entry. */
    sha256: text('sha256').notNull().unique(),
    /** Size of the stored original, in bytes. */
    byteSize: integer('byte_size').notNull(),
    /** Alt text; empty until staff write it (an image cannot be picked for a page without both). */
    alt: jsonb('alt').$type<Bilingual>().notNull().default({ en: '', zh: '' }),
    focal: jsonb('focal').$type<FocalPoint>().notNull().default({ x: 50, y: 50 }),
    uploadedBy: text('uploaded_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('media_created_idx').on(t.createdAt)],
)
export type MediaRow = typeof media.$inferSelect

export const mediaVariantKinds = ['original', 'avif', 'webp'] as const

/** The bytes served under /media: an image's original (path = its key) and its AVIF and WebP widths. */
export const mediaVariants = pgTable(
  'media_variants',
  {
    /** The URL path under /media, e.g. `images/site/dunes-1a2b3c4d-960.avif`. */
    path: text('path').primaryKey(),
    mediaId: bigint('media_id', { mode: 'number' })
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: mediaVariantKinds }).notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Strong validator of the bytes (part of their SHA-256). */
    etag: text('etag').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [index('media_variants_media_idx').on(t.mediaId)],
)
export type MediaVariantRow = typeof mediaVariants.$inferSelect

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
 * Until the first save the built-in templates (features/inbox/reply-templates.ts) stand in.
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

/**
 * Every snapshot the servers took or tried (app/.server/backup): the desk's dashboard shows the
 * last failure, and `day` (a Dubai date, daily snapshots only) is unique, so of several instances
 * on one database only the one that claims the day takes its snapshot. Not part of a snapshot
 * itself: it describes files on the machines that took them.
 */
export const backupRuns = pgTable('backup_runs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  day: text('day').unique(),
  host: text('host').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  file: text('file'),
  bytes: bigint('bytes', { mode: 'number' }),
  error: text('error'),
})
export type BackupRun = typeof backupRuns.$inferSelect

/**
 * The day of travel: a confirmed enquiry's basket becomes trips, one per service, which the agent
 * completes (pickup time and place, party, vehicle, agreed price, notes for the driver). Dates and
 * times are Dubai wall-clock values as typed (`YYYY-MM-DD`, `HH:MM`): the drivers' sheet and the
 * reconfirmation text say exactly what the agent wrote, never a converted instant.
 */
export const tripStatuses = ['planned', 'cancelled'] as const
export type TripStatus = (typeof tripStatuses)[number]

export const trips = pgTable(
  'trips',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enquiryId: bigint('enquiry_id', { mode: 'number' })
      .notNull()
      .references(() => enquiries.id),
    /** The catalog item the trip came from (null for a trip the agent added by hand). */
    itemId: text('item_id'),
    /** What is done, as the visitor will read it ("Evening Desert Safari"). */
    service: text('service').notNull(),
    /** Dubai calendar date, YYYY-MM-DD. */
    serviceDate: text('service_date').notNull(),
    /** Dubai wall-clock pickup time, HH:MM; null until the agent sets it. */
    pickupTime: text('pickup_time'),
    /** Hotel name or address. */
    pickupPlace: text('pickup_place').notNull().default(''),
    adults: integer('adults').notNull().default(1),
    children: integer('children').notNull().default(0),
    vehicle: text('vehicle').notNull().default(''),
    /** The price agreed with the visitor, whole dirhams; null until agreed. */
    priceAed: integer('price_aed'),
    driverNotes: text('driver_notes').notNull().default(''),
    status: text('status', { enum: tripStatuses }).notNull().default('planned'),
    /** The 24-hour reconfirmation: when, and by whom (a staff e-mail). */
    reconfirmedAt: timestamp('reconfirmed_at', { withTimezone: true }),
    reconfirmedBy: text('reconfirmed_by'),
    /** Bumped by every change; a change quoting an older version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('trips_day_idx').on(t.serviceDate, t.pickupTime), index('trips_enquiry_idx').on(t.enquiryId)],
)
export type TripRow = typeof trips.$inferSelect
