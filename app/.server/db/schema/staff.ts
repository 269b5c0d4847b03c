/** Staff identity: people, their credentials and invitations, passkey challenges, sessions, the audit log and the built-in identity provider's store. */
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { createdAt } from './columns'

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
     * (features/account/reauth.server.ts). Null: not since the session began.
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
