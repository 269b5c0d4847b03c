/**
 * Confirming it is the person (re-authentication) on My account, before anything that lasts
 * beyond the session: adding a passkey, setting a first password, changing the password. A
 * session alone is not enough (a stolen or left-open one would otherwise become permanent
 * access): the person gives their current password, or answers with one of their own passkeys,
 * and that counts for `reauthWindowMs` in this session only (its `reauthenticated_at`). A sign-in
 * at the built-in provider counts the same way from the moment the session starts, since the
 * person has just given their credential there.
 *
 * Wrong current passwords are counted per person in the database (every instance and every
 * session of theirs together): past `wrongCurrentPasswordLimits` the answer is 429 with
 * Retry-After, and the session that asked ends, whatever password it sends.
 */
import { and, eq } from 'drizzle-orm'
import type { Database, Db } from '../../.server/db/client'
import { sessions, staffCredentials } from '../../.server/db/schema'
import { hitRateLimit, peekRateLimit, type Window } from '../../.server/limits/rate-limit'
import { auditContextOf, recordAudit, recordRefusal } from '../audit/audit.server'
import type { DeskActor } from '../desk/context'
import { checkOwnPasskey, type RelyingParty } from '../staff/passkeys.server'
import { verifyPassword } from '../staff/password.server'
import { announceSessionsEnded, revokeSession } from '../staff/session.server'

/** How long a confirmation (or the sign-in itself) counts. */
export const reauthWindowMs = 5 * 60_000

/**
 * Wrong current passwords of one person: five in 15 minutes, twenty in a day. The sixth attempt
 * in the window is refused before its password is checked, and its session ends.
 */
export const wrongCurrentPasswordLimits: Window[] = [
  { limit: 5, seconds: 15 * 60 },
  { limit: 20, seconds: 24 * 3600 },
]

const wrongCurrentKey = (userId: number) => `account:wrong-current:${String(userId)}`

/** When the person's confirmation in this session stops counting, or undefined when it does not count now. */
export async function confirmedUntil(db: Db, actor: DeskActor, now: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: sessions.reauthenticatedAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, actor.tokenHash), eq(sessions.userId, actor.staff.id)))
  if (!row?.at) return undefined
  const until = new Date(row.at.getTime() + reauthWindowMs)
  // A time ahead of the clock (another instance's clock a little fast) counts as now, not longer.
  return until > now ? new Date(Math.min(until.getTime(), now.getTime() + reauthWindowMs)) : undefined
}

async function markConfirmed(db: Db, actor: DeskActor, via: 'password' | 'passkey', now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ reauthenticatedAt: now })
      .where(and(eq(sessions.tokenHash, actor.tokenHash), eq(sessions.userId, actor.staff.id)))
    await recordAudit(tx, auditContextOf(actor), { action: 'auth.reauthenticated', target: actor.staff.email, after: { via } })
  })
}

export type PasswordConfirmation = { ok: true } | { ok: false; reason: 'wrong-current' } | { ok: false; reason: 'limited'; retryAfterSeconds: number }

/**
 * The person's current password confirms it is them (this session then counts as confirmed), or
 * not: a wrong one counts against the person's limit; past it, the session ends and the answer
 * says when to try again. Each refusal is audited, repeats within 10 minutes counted on one row.
 */
export async function confirmWithPassword(database: Database, actor: DeskActor, password: string, now: Date): Promise<PasswordConfirmation> {
  const { db } = database
  const key = wrongCurrentKey(actor.staff.id)
  const audit = auditContextOf(actor)
  const limit = await peekRateLimit(db, key, wrongCurrentPasswordLimits, now)
  if (!limit.ok) {
    await recordRefusal(db, audit, { action: 'auth.reauth-refused', target: actor.staff.email, code: 'too-many-attempts' }, now)
    // The session guessing ends: a stolen one stops here, and the person simply signs in again.
    if ((await revokeSession(db, actor.tokenHash, now)) !== undefined) {
      await recordAudit(db, audit, { action: 'auth.session-ended', target: actor.staff.email, after: { reason: 'too-many-attempts' } })
      await announceSessionsEnded(database, actor.staff.id)
    }
    return { ok: false, reason: 'limited', retryAfterSeconds: limit.retryAfterSeconds }
  }
  const [stored] = await db
    .select({ id: staffCredentials.id, hash: staffCredentials.passwordHash })
    .from(staffCredentials)
    .where(and(eq(staffCredentials.userId, actor.staff.id), eq(staffCredentials.kind, 'password')))
  if (!(await verifyPassword(stored?.hash ?? undefined, password)) || !stored) {
    await hitRateLimit(db, key, wrongCurrentPasswordLimits, now)
    await recordRefusal(db, audit, { action: 'auth.reauth-refused', target: actor.staff.email, code: 'wrong-password' }, now)
    return { ok: false, reason: 'wrong-current' }
  }
  await db.update(staffCredentials).set({ lastUsedAt: now }).where(eq(staffCredentials.id, stored.id))
  await markConfirmed(db, actor, 'password', now)
  return { ok: true }
}

/** One of the person's own passkeys answered their confirmation challenge (this session then counts as confirmed), or not (audited). */
export async function confirmWithPasskey(database: Database, actor: DeskActor, rp: RelyingParty, response: unknown, now: Date): Promise<boolean> {
  const { db } = database
  if (!(await checkOwnPasskey(db, rp, actor.staff, response, now))) {
    await recordRefusal(db, auditContextOf(actor), { action: 'auth.reauth-refused', target: actor.staff.email, code: 'passkey-refused' }, now)
    return false
  }
  await markConfirmed(db, actor, 'passkey', now)
  return true
}
