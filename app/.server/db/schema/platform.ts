/** What the servers share: rate limits, used human-check challenges, shared secrets and the record of backups. */
import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

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
