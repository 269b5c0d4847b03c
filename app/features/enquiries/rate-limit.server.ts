/**
 * Fixed-window rate limits kept in the database, so every server instance counts together.
 * Each window is a row (key, window start) whose count goes up by one per attempt.
 */
import { lt, sql, type SQL } from 'drizzle-orm'
import { rowsOf, type Db } from '../../.server/db/client'
import { rateLimits } from '../../.server/db/schema'

export type Window = { limit: number; seconds: number }
/** `isSkipped`: not counted, because the caller's `unless` condition held. */
export type RateLimitResult = { ok: true; isSkipped?: true } | { ok: false; retryAfterSeconds: number }

/** Public enquiries: per client address and per e-mail address. */
export const ipWindows: Window[] = [
  { limit: 10, seconds: 10 * 60 },
  { limit: 40, seconds: 24 * 3600 },
]
export const emailWindows: Window[] = [
  { limit: 3, seconds: 10 * 60 },
  { limit: 10, seconds: 24 * 3600 },
]

type WindowRow = { key: string; windowStart: Date; expiresAt: Date; limit: number }

/** The row of each window that `now` falls in; the window size is part of the key. */
function currentWindows(key: string, windows: Window[], now: Date): WindowRow[] {
  return windows.map((window) => {
    const size = window.seconds * 1000
    const start = Math.floor(now.getTime() / size) * size
    return {
      key: `${key}:${String(window.seconds)}`,
      windowStart: new Date(start),
      expiresAt: new Date(start + size),
      limit: window.limit,
    }
  })
}

/**
 * Count one attempt for `key` in every window; refused when any window is over its limit.
 * All windows go up in one statement: on the embedded database every statement is serialised
 * work in the server's own thread, so one upsert per window would cost a round trip each.
 * `unless` is a condition evaluated in the same statement: when it holds, nothing is counted and
 * the result says so, which saves the caller a separate look-up before counting.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  windows: Window[],
  now = new Date(),
  options: { unless?: SQL } = {},
): Promise<RateLimitResult> {
  if (windows.length === 0) return { ok: true }
  const rows = currentWindows(key, windows, now)
  const values = sql.join(
    rows.map((row) => sql`(${row.key}::text, ${row.windowStart.toISOString()}::timestamptz, ${row.expiresAt.toISOString()}::timestamptz)`),
    sql`, `,
  )
  const counted = await rowsOf<{ key: string; count: number }>(
    db,
    sql`insert into rate_limits (key, window_start, count, expires_at)
      select attempt.key, attempt.window_start, 1, attempt.expires_at
      from (values ${values}) as attempt(key, window_start, expires_at)
      where not (${options.unless ?? sql`false`})
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning key, count`,
  )
  // Every window row is either inserted or updated, so no row back means `unless` held.
  if (counted.length === 0) return { ok: true, isSkipped: true }
  // RETURNING order is not promised: match the counts to their windows by key.
  const countOf = new Map(counted.map((row) => [row.key, row.count]))
  let retryAfterSeconds = 0
  for (const row of rows) {
    if ((countOf.get(row.key) ?? 0) > row.limit) {
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000))
    }
  }
  return retryAfterSeconds > 0 ? { ok: false, retryAfterSeconds } : { ok: true }
}

export async function purgeRateLimits(db: Db, now = new Date()): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now))
}
