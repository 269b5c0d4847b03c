/**
 * Fixed-window rate limits kept in the database, so every server instance counts together.
 * Each window is a row (key, window start) whose count goes up by one per attempt.
 */
import { lt, sql } from 'drizzle-orm'
import type { Db } from '../../.server/db/client'
import { rateLimits } from '../../.server/db/schema'

export type Window = { limit: number; seconds: number }
export type RateLimitResult = { ok: true } | { ok: false; retryAfterSeconds: number }

/** Public enquiries: per client address and per e-mail address. */
export const ipWindows: Window[] = [
  { limit: 10, seconds: 10 * 60 },
  { limit: 40, seconds: 24 * 3600 },
]
export const emailWindows: Window[] = [
  { limit: 3, seconds: 10 * 60 },
  { limit: 10, seconds: 24 * 3600 },
]

/** Count one attempt for `key` in every window; refused when any window is over its limit. */
export async function hitRateLimit(db: Db, key: string, windows: Window[], now = new Date()): Promise<RateLimitResult> {
  let retryAfterSeconds = 0
  for (const window of windows) {
    const size = window.seconds * 1000
    const start = Math.floor(now.getTime() / size) * size
    const end = start + size
    const [row] = await db
      .insert(rateLimits)
      .values({ key: `${key}:${String(window.seconds)}`, windowStart: new Date(start), count: 1, expiresAt: new Date(end) })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
      .returning({ count: rateLimits.count })
    if ((row?.count ?? 0) > window.limit) {
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((end - now.getTime()) / 1000))
    }
  }
  return retryAfterSeconds > 0 ? { ok: false, retryAfterSeconds } : { ok: true }
}

export async function purgeRateLimits(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now))
}
