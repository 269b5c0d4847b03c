/**
 * Fixed-window rate limits kept in the database, so every server instance counts together.
 * Each window is a row (key, window start) whose count goes up by one per attempt.
 */
import { lt, sql, type SQL } from 'drizzle-orm'
import { rowsOf, type Db } from '../db/client'
import { rateLimits } from '../db/schema'

export type Window = { limit: number; seconds: number }
/** `isSkipped`: not counted, because the caller's `unless` condition held. */
export type RateLimitResult = { ok: true; isSkipped?: true } | { ok: false; retryAfterSeconds: number }

/**
 * Public enquiries: per client address (only requests that passed the human check count; junk has
 * its own limit) and per e-mail address. Client-address lockouts stay short (at most half an hour),
 * because one address is often a whole hotel or carrier NAT.
 */
export const ipWindows: Window[] = [
  { limit: 10, seconds: 10 * 60 },
  { limit: 20, seconds: 30 * 60 },
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
export async function hitRateLimit(db: Db, key: string, windows: Window[], now: Date, options: { unless?: SQL } = {}): Promise<RateLimitResult> {
  if (windows.length === 0) return { ok: true }
  const { stage: _, ...result } = await hitRateLimits(db, [{ key, windows, ...options }], now)
  return result
}

/**
 * One stage of `hitRateLimits`: a key and its windows, counted only if every earlier stage let the
 * attempt through and its own `unless` does not hold.
 */
export type LimitStage = { key: string; windows: Window[]; unless?: SQL }

/**
 * Count one attempt against several limits in turn, in one statement: each stage only if every
 * earlier one counted the attempt and kept it within its windows, and its own `unless` does not
 * hold, exactly as separate `hitRateLimit` calls stopping at the first refusal or skip would. On the embedded database this saves a round trip to its thread per stage.
 * Returns the result of the stage that stopped the attempt, or of the last stage.
 */
export async function hitRateLimits(db: Db, stages: LimitStage[], now: Date): Promise<RateLimitResult & { stage: number }> {
  if (stages.length === 0 || stages.some((stage) => stage.windows.length === 0)) throw new Error('every stage needs a window')
  const rowsByStage = stages.map((stage) => currentWindows(stage.key, stage.windows, now))
  const name = (index: number) => sql.raw(`stage_${String(index)}`)
  const counting = rowsByStage.map((rows, index) => {
    const attempts = sql.join(
      rows.map((row) => sql`(${row.key}::text, ${row.windowStart.toISOString()}::timestamptz, ${row.expiresAt.toISOString()}::timestamptz)`),
      sql`, `,
    )
    // Counted only if every earlier stage was counted (returned its rows) and kept within its limits.
    const earlierLetThrough = rowsByStage.slice(0, index).map((earlierRows, earlier) => {
      const limits = sql.join(
        earlierRows.map((row) => sql`(${row.key}::text, ${row.limit}::int)`),
        sql`, `,
      )
      return sql`exists (select 1 from ${name(earlier)}) and not exists (
        select 1 from ${name(earlier)} join (values ${limits}) as window_limit(key, value) using (key)
        where ${name(earlier)}.count > window_limit.value)`
    })
    const condition = sql.join([sql`not (${stages[index]?.unless ?? sql`false`})`, ...earlierLetThrough], sql` and `)
    return sql`${name(index)} as (
      insert into rate_limits (key, window_start, count, expires_at)
      select attempt.key, attempt.window_start, 1, attempt.expires_at
      from (values ${attempts}) as attempt(key, window_start, expires_at)
      where ${condition}
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning key, count
    )`
  })
  const results = sql.join(
    rowsByStage.map((_, index) => sql`select ${index}::int as stage, key, count from ${name(index)}`),
    sql` union all `,
  )
  const counted = await rowsOf<{ stage: number; key: string; count: number }>(db, sql`with ${sql.join(counting, sql`, `)} ${results}`)
  let last: RateLimitResult & { stage: number } = { ok: true, stage: 0 }
  for (const [index, rows] of rowsByStage.entries()) {
    last = {
      ...verdict(
        rows,
        counted.filter((row) => row.stage === index),
        now,
      ),
      stage: index,
    }
    if (!last.ok || last.isSkipped) return last
  }
  return last
}

/** The result of one counted stage from the counts its statement returned. */
function verdict(rows: WindowRow[], counted: { key: string; count: number }[], now: Date): RateLimitResult {
  // Every window row is either inserted or updated, so no row back means it was not counted.
  if (counted.length === 0) return { ok: true, isSkipped: true }
  // RETURNING order is not promised: match the counts to their windows by key.
  const countOf = new Map(counted.map((row) => [row.key, row.count]))
  if (!rows.some((row) => (countOf.get(row.key) ?? 0) > row.limit)) return { ok: true }
  // Refused. Retry-After must hold: wait until every window that would refuse the next attempt
  // (over its limit, or at it) has ended, not only the one this attempt went over.
  let retryAfterSeconds = 0
  for (const row of rows) {
    if ((countOf.get(row.key) ?? 0) >= row.limit) {
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000))
    }
  }
  return { ok: false, retryAfterSeconds }
}

/**
 * Whether `key` has used up a window already, without counting anything: for limits that count
 * failures only, checked before the attempt and counted (`hitRateLimit`) after it failed.
 */
export async function peekRateLimit(db: Db, key: string, windows: Window[], now: Date): Promise<RateLimitResult> {
  const rows = currentWindows(key, windows, now)
  const found = await rowsOf<{ key: string; count: number }>(
    db,
    sql`select key, count from rate_limits where (key, window_start) in (${sql.join(
      rows.map((row) => sql`(${row.key}::text, ${row.windowStart.toISOString()}::timestamptz)`),
      sql`, `,
    )})`,
  )
  const countOf = new Map(found.map((row) => [row.key, row.count]))
  const full = rows.filter((row) => (countOf.get(row.key) ?? 0) >= row.limit)
  if (full.length === 0) return { ok: true }
  return { ok: false, retryAfterSeconds: Math.max(...full.map((row) => Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000))) }
}

/** How many attempts `key` has counted in the current window of `window`. */
export async function countInWindow(db: Db, key: string, window: Window, now: Date): Promise<number> {
  const [row] = currentWindows(key, [window], now)
  if (!row) return 0
  const [found] = await rowsOf<{ count: number }>(
    db,
    sql`select count from rate_limits where key = ${row.key} and window_start = ${row.windowStart.toISOString()}::timestamptz`,
  )
  return found?.count ?? 0
}

export async function purgeRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now))
}
