/**
 * The daily snapshot at `BACKUP_AT` (Dubai time). Each instance looks once a minute; once the time
 * has come, the first to claim the Dubai day in `backup_runs` (a unique key) takes the snapshot, so
 * several instances on one PostgreSQL take one a day between them. A server that was down at the
 * time takes it when it is up again that day. A failed day may be claimed again an hour later, and
 * so may a day whose instance stopped in the middle of it.
 */
import { hostname } from 'node:os'
import { eq, sql } from 'drizzle-orm'
import type { Clock } from '../clock'
import { rowsOf, type Database, type Db } from '../db/client'
import { backupRuns } from '../db/schema'
import type { Logger } from '../logger'
import { dubaiDay, dubaiDayStart } from '../../lib/dubai-time'
import { takeSnapshot } from './snapshots'

/** A time of day, Dubai time. */
export type DailyAt = { hour: number; minute: number }

/** The Dubai day whose snapshot is due at `now` (its time has come), or undefined before the time. */
export function dueDay(now: Date, at: DailyAt): string | undefined {
  const day = dubaiDay(now)
  const dueAt = dubaiDayStart(day).getTime() + (at.hour * 60 + at.minute) * 60_000
  return now.getTime() >= dueAt ? day : undefined
}

/**
 * Claims `day` for this instance: the run's id when it may take the snapshot, 'done' when the day's
 * snapshot exists, 'taken' when another instance has it in hand (or failed less than an hour ago).
 */
export async function claimDay(db: Db, day: string, now: Date): Promise<number | 'done' | 'taken'> {
  const at = now.toISOString()
  const claimed = await rowsOf<{ id: number | string }>(
    db,
    sql`insert into backup_runs (kind, day, host, started_at) values ('daily', ${day}, ${hostname()}, ${at}::timestamptz)
        on conflict (day) do update set host = excluded.host, started_at = excluded.started_at, finished_at = null, file = null, bytes = null, error = null
        where (backup_runs.finished_at is null and backup_runs.started_at < ${at}::timestamptz - interval '1 hour')
           or (backup_runs.error is not null and backup_runs.finished_at < ${at}::timestamptz - interval '1 hour')
        returning id`,
  )
  const [row] = claimed
  if (row) return Number(row.id)
  const [existing] = await db.select({ finishedAt: backupRuns.finishedAt, error: backupRuns.error }).from(backupRuns).where(eq(backupRuns.day, day))
  return existing?.finishedAt && !existing.error ? 'done' : 'taken'
}

export type DailySnapshots = {
  /** Takes the day's snapshot if it is due and nobody has it (what the timer runs each minute). */
  check: () => Promise<void>
  stop: () => Promise<void>
}

export function startDailySnapshots(options: {
  database: Database
  dataDir: string
  /** BACKUP_KEY, when set: the snapshot key (else DATA_DIR/backup.key). */
  backupKey?: string | undefined
  at: DailyAt
  clock: Clock
  logger: Logger
  /** How often to look; the first look is one interval after the start, not during it. */
  everyMs?: number
}): DailySnapshots {
  const { database, clock, logger } = options
  /** The last Dubai day known to have its snapshot: no statement at all until the next is due. */
  let doneDay: string | undefined
  let running: Promise<void> | undefined
  let isStopped = false
  const check = async () => {
    const day = dueDay(clock.now(), options.at)
    if (!day || day === doneDay || isStopped) return
    const claim = await claimDay(database.db, day, clock.now())
    if (claim === 'done') doneDay = day
    if (typeof claim !== 'number') return
    const outcome = await takeSnapshot(database, { dataDir: options.dataDir, backupKey: options.backupKey, kind: 'daily', clock, logger, runId: claim })
    if (outcome.ok) doneDay = day
  }
  const guarded = () => {
    running ??= check()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'the daily snapshot could not be started')
      })
      .finally(() => {
        running = undefined
      })
    return running
  }
  const timer = setInterval(() => void guarded(), options.everyMs ?? 60_000)
  timer.unref()
  return {
    check: guarded,
    async stop() {
      isStopped = true
      clearInterval(timer)
      await running
    },
  }
}
