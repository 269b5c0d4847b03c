/**
 * Desk sessions: an opaque random token in the cookie, only its SHA-256 in the database. A session
 * ends when idle too long, at its absolute expiry, when revoked, or when its person is removed.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Database, Db } from '../../.server/db/client'
import { sessions, users, type UserRow } from '../../.server/db/schema'
import type { StaffMember } from '../desk/context'
import { grantsFor, isRole } from '../desk/permissions'
import { channels } from '../../.server/channels'
import type { SessionReader } from '../desk/gate.server'
import { clearSessionCookie, readCookie, sessionCookieName } from './cookies.server'

export type SessionTimes = { idleMs: number; maxMs: number }

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function toStaffMember(row: Pick<UserRow, 'id' | 'email' | 'name' | 'role' | 'grants'>): StaffMember {
  const role = isRole(row.role) ? row.role : 'agent'
  return { id: row.id, email: row.email, name: row.name, role, grants: grantsFor(role, row.grants) }
}

/**
 * A new session for `userId`; returns the token for the cookie (never stored). `isReauthenticated`:
 * the person gave their credential for this very session (a sign-in at the built-in provider),
 * which counts as a confirmation on My account for its first minutes (reauth.server.ts).
 */
export async function createSession(
  db: Db,
  userId: number,
  times: SessionTimes,
  client: { ip: string; userAgent: string },
  now: Date,
  { isReauthenticated = false }: { isReauthenticated?: boolean } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + times.maxMs)
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: client.ip.slice(0, 64),
    userAgent: client.userAgent.slice(0, 300),
    reauthenticatedAt: isReauthenticated ? now : null,
  })
  return { token, expiresAt }
}

export type SessionLookup = { status: 'active'; staff: StaffMember; tokenHash: string; expiresAt: Date } | { status: 'expired' } | { status: 'none' }

/**
 * The live session of `token` and its person. 'expired' when a session existed but is no longer
 * valid (so the desk can say "session expired"). A read counts as activity and moves
 * `last_seen_at`, unless `touch` is false: the desk's background session check and its live
 * streams only look, so an open tab nobody uses still reaches the idle limit.
 */
export async function readSession(
  db: Db,
  token: string | undefined,
  times: SessionTimes,
  now: Date,
  { touch = true }: { touch?: boolean } = {},
): Promise<SessionLookup> {
  if (!token) return { status: 'none' }
  return lookUp(db, hashToken(token), times, now, touch)
}

/** The gate's session reader (routes/admin/layout.tsx hands it to the gate): the session of the desk's cookie. */
export const readDeskSession: SessionReader = async (cookies, { touch }, { config, database, clock }) => {
  const token = readCookie(cookies, sessionCookieName(config.isHttps))
  const session = await readSession(database.db, token, config.adminSession, clock.now(), { touch })
  return { session, clearCookie: token ? clearSessionCookie(config.isHttps) : undefined }
}

/** The session with this token hash, as a live stream re-checks the session that opened it (never touches). */
export function readSessionByHash(db: Db, tokenHash: string, times: SessionTimes, now: Date): Promise<SessionLookup> {
  return lookUp(db, tokenHash, times, now, false)
}

async function lookUp(db: Db, tokenHash: string, times: SessionTimes, now: Date, touch: boolean): Promise<SessionLookup> {
  const idleSince = new Date(now.getTime() - times.idleMs)
  const isLive = and(
    eq(sessions.tokenHash, tokenHash),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, idleSince),
    sql`exists (select 1 from ${users} where ${users.id} = ${sessions.userId} and ${users.removedAt} is null)`,
  )
  const found = touch
    ? await db.update(sessions).set({ lastSeenAt: now }).where(isLive).returning({ userId: sessions.userId, expiresAt: sessions.expiresAt })
    : await db.select({ userId: sessions.userId, expiresAt: sessions.expiresAt }).from(sessions).where(isLive)
  const live = found[0]
  if (!live) {
    const known = await db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.tokenHash, tokenHash))
    return known.length > 0 ? { status: 'expired' } : { status: 'none' }
  }
  const [person] = await db.select().from(users).where(eq(users.id, live.userId))
  if (!person) return { status: 'none' }
  return { status: 'active', staff: toStaffMember(person), tokenHash, expiresAt: live.expiresAt }
}

/** Ends one session; returns its person's id when it was not ended already. */
export async function revokeSession(db: Db, tokenHash: string, now: Date): Promise<number | undefined> {
  const [ended] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
    .returning({ userId: sessions.userId })
  return ended?.userId
}

/** Ends every live session of a person (sign out everywhere, role change, removal). */
export async function revokeSessionsOf(db: Db, userId: number, now: Date): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash })
  return ended.length
}

/** Ends every live session of a person but one (`keep`, the one they are using); returns how many ended. */
export async function revokeOtherSessionsOf(db: Pick<Db, 'update'>, userId: number, keep: string, now: Date): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.tokenHash, keep)))
    .returning({ tokenHash: sessions.tokenHash })
  return ended.length
}

/** Deletes sessions past their absolute expiry or revoked over a day ago. */
export async function purgeSessions(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000)
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, dayAgo)))
}

/**
 * Tells every instance that sessions of `userId` ended, so the desk's open streams re-check at once
 * instead of at their next periodic check. Call it after the revoking transaction commits; a lost
 * announcement only delays the end of a stream until that periodic check.
 */
export async function announceSessionsEnded(database: Database, userId: number): Promise<void> {
  await database.notify(channels.sessionsEnded, String(userId)).catch(() => undefined)
}

/** Calls `onEnded` whenever sessions may have ended anywhere; resolves to an unsubscribe function. */
export function onSessionsEnded(database: Database, onEnded: () => void): Promise<() => Promise<void>> {
  return database.listen(channels.sessionsEnded, () => {
    onEnded()
  })
}
