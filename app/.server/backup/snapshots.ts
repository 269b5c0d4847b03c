/**
 * Snapshots taken by the running server into `DATA_DIR/backups` (ADR 0039): each attempt is a
 * `backup_runs` row (the desk's dashboard shows the last failure, on every instance), one at a time
 * per process, and after each success the directory is pruned to the retention below.
 */
import { hostname } from 'node:os'
import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { desc, eq, isNotNull } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { Database, Db } from '../db/client'
import { backupRuns } from '../db/schema'
import type { Logger } from '../logger'
import { DAY_MS, dubaiDay } from '../../lib/dubai-time'
import { dumpDatabase } from './dump'
import { loadSigningKey, type KeySource } from './signing-key'
import { parseSnapshotFileName, snapshotFileName, writeSnapshotFile, type SnapshotKind, type SnapshotManifest } from './snapshot-file'

/** Where a server keeps its snapshots. */
export const backupsDirectory = (dataDir: string): string => path.join(dataDir, 'backups')

/**
 * What pruning keeps: the newest 7 daily snapshots, the newest daily snapshot of each of the last 4
 * weeks (Monday to Sunday, Dubai time) that have one, and every snapshot taken on demand (or by a
 * move) for 30 days.
 */
export const retention = { daily: 7, weekly: 4, onDemandDays: 30 } as const

export type SnapshotListing = { name: string; kind: SnapshotKind; takenAt: Date; bytes: number }

/** The snapshots in `dir`, newest first (other files are not listed); none when it does not exist. */
export async function listSnapshots(dir: string): Promise<SnapshotListing[]> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return []
    throw error
  }
  const listed: SnapshotListing[] = []
  for (const name of names) {
    const parsed = parseSnapshotFileName(name)
    if (!parsed) continue
    try {
      const info = await stat(path.join(dir, name))
      if (info.isFile()) listed.push({ name, ...parsed, bytes: info.size })
    } catch {
      // removed meanwhile
    }
  }
  return listed.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime() || b.name.localeCompare(a.name))
}

/** The Monday (a Dubai date) of the week an instant falls in. */
function dubaiWeek(at: Date): string {
  const day = new Date(`${dubaiDay(at)}T00:00:00Z`)
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10)
}

/** The snapshots retention lets go of at `now`: `snapshots` in any order. */
export function snapshotsToPrune(snapshots: readonly Pick<SnapshotListing, 'name' | 'kind' | 'takenAt'>[], now: Date): string[] {
  const newestFirst = [...snapshots].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime())
  const daily = newestFirst.filter((snapshot) => snapshot.kind === 'daily')
  const kept = new Set(daily.slice(0, retention.daily).map((snapshot) => snapshot.name))
  const weeks = new Map<string, string>()
  for (const snapshot of daily) {
    const week = dubaiWeek(snapshot.takenAt)
    if (!weeks.has(week) && weeks.size < retention.weekly) weeks.set(week, snapshot.name)
  }
  for (const name of weeks.values()) kept.add(name)
  const onDemandSince = now.getTime() - retention.onDemandDays * DAY_MS
  return newestFirst
    .filter((snapshot) => (snapshot.kind === 'daily' ? !kept.has(snapshot.name) : snapshot.takenAt.getTime() < onDemandSince))
    .map((snapshot) => snapshot.name)
}

/** Removes what retention lets go of, and pieces of snapshots a stopped process left (older than a day). */
export async function pruneSnapshots(dir: string, now: Date): Promise<string[]> {
  const removed = snapshotsToPrune(await listSnapshots(dir), now)
  for (const name of removed) await rm(path.join(dir, name), { force: true })
  for (const name of await readdir(dir)) {
    if (!/^\.wwd-backup-.*\.(part|body)$/.test(name)) continue
    const info = await stat(path.join(dir, name)).catch(() => undefined)
    if (info && info.mtimeMs < now.getTime() - DAY_MS) await rm(path.join(dir, name), { force: true })
  }
  return removed
}

/**
 * Writes one snapshot of `database` into `DATA_DIR/backups`, signed with the snapshot key
 * (BACKUP_KEY, else `DATA_DIR/backup.key`, made on first use). No run recorded, no pruning:
 * `takeSnapshot` does those.
 */
export async function writeSnapshot(
  database: Database,
  keys: KeySource,
  kind: SnapshotKind,
  now: Date,
): Promise<{ file: string; manifest: SnapshotManifest; bytes: number }> {
  const key = await loadSigningKey(keys, { create: true })
  if (!key) throw new Error('no snapshot key could be made')
  return writeSnapshotFile(backupsDirectory(keys.dataDir), snapshotFileName(now, kind), { kind, createdAt: now, key }, (writeLine) =>
    dumpDatabase(database, writeLine),
  )
}

/**
 * One snapshot at a time in this process, whoever asks (the daily schedule, an owner at the desk).
 * The server entry and the built app each load this module: the queue is shared through the global
 * symbol registry, as the request scope is.
 */
const queueKey = Symbol.for('wwd.snapshot-queue')
const registry = globalThis as { [queueKey]?: Promise<unknown> }
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = (registry[queueKey] ?? Promise.resolve()).then(work, work)
  registry[queueKey] = run.catch(() => undefined)
  return run
}

export type SnapshotOutcome = { ok: true; name: string; bytes: number; manifest: SnapshotManifest; pruned: string[] } | { ok: false; error: string }

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

/**
 * Takes a snapshot into `DATA_DIR/backups` and records the attempt (`runId`: the row of a claimed
 * day, else a new row). A failure is logged at error level and recorded for the dashboard; it
 * never throws.
 */
export async function takeSnapshot(
  database: Database,
  options: { dataDir: string; backupKey?: string | undefined; kind: SnapshotKind; clock: Clock; logger: Logger; runId?: number },
): Promise<SnapshotOutcome> {
  const { db } = database
  const { clock } = options
  const dir = backupsDirectory(options.dataDir)
  let runId = options.runId
  try {
    if (runId === undefined) {
      const [row] = await db.insert(backupRuns).values({ kind: options.kind, host: hostname(), startedAt: clock.now() }).returning({ id: backupRuns.id })
      runId = row?.id
    }
    const written = await oneAtATime(() => writeSnapshot(database, { dataDir: options.dataDir, backupKey: options.backupKey }, options.kind, clock.now()))
    const name = path.basename(written.file)
    if (runId !== undefined) await db.update(backupRuns).set({ finishedAt: clock.now(), file: name, bytes: written.bytes }).where(eq(backupRuns.id, runId))
    const pruned = await pruneSnapshots(dir, clock.now()).catch((error: unknown) => {
      options.logger.warn({ err: error, dir }, 'could not prune old snapshots')
      return []
    })
    options.logger.info({ snapshot: name, bytes: written.bytes, tables: written.manifest.tables.length, pruned }, `snapshot ${name} taken`)
    return { ok: true, name, bytes: written.bytes, manifest: written.manifest, pruned }
  } catch (error) {
    const message = errorText(error)
    options.logger.error({ err: error, kind: options.kind, dir }, `snapshot failed: ${message}`)
    if (runId !== undefined) {
      const failedRun = runId
      await db
        .update(backupRuns)
        .set({ finishedAt: clock.now(), error: message })
        .where(eq(backupRuns.id, failedRun))
        .catch(() => undefined)
    }
    return { ok: false, error: message }
  }
}

export type SnapshotFailure = { at: Date; kind: string; host: string; error: string }

/** The last snapshot attempt if it failed (any instance on this database); undefined when it succeeded or none ended yet. */
export async function lastSnapshotFailure(db: Db): Promise<SnapshotFailure | undefined> {
  const [last] = await db.select().from(backupRuns).where(isNotNull(backupRuns.finishedAt)).orderBy(desc(backupRuns.finishedAt), desc(backupRuns.id)).limit(1)
  if (!last?.error || !last.finishedAt) return undefined
  return { at: last.finishedAt, kind: last.kind, host: last.host, error: last.error }
}
