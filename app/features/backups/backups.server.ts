/**
 * The desk's Backups page (owners, `backups.manage`): the snapshots in this server's
 * `DATA_DIR/backups`, a snapshot on demand, a download, and the last failure for the dashboard.
 * Snapshots themselves are infrastructure (app/.server/backup, ADR 0039); this is their desk.
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { Clock } from '../../.server/clock'
import type { Config } from '../../.server/config'
import type { Database } from '../../.server/db/client'
import { parseSnapshotFileName, type SnapshotKind } from '../../.server/backup/snapshot-file'
import { loadSigningKey } from '../../.server/backup/signing-key'
import { backupsDirectory, lastSnapshotFailure, listSnapshots } from '../../.server/backup/snapshots'
import { auditContextOf, recordAudit } from '../audit/audit.server'
import type { DeskActor } from '../desk/context'

export type DeskSnapshot = { name: string; kind: SnapshotKind; takenAt: string; bytes: number }

export type BackupsScreen = {
  snapshots: DeskSnapshot[]
  /** `HH:MM` of the daily snapshot (Dubai time), or null when it is off. */
  dailyAt: string | null
  directory: string
  /** The server's time when the list was read: ages are counted from it, alike on the server and in the browser. */
  now: string
  /** Why the directory could not be read (the page still offers a snapshot, which says why it fails). */
  unreadable: string | null
  /** The snapshot key's fingerprint and where it is kept (never the key); null until the first snapshot makes it. */
  signingKey: { id: string; where: string } | null
}

const twoDigits = (n: number) => String(n).padStart(2, '0')

export async function readBackupsScreen(services: { config: Config; clock: Clock }): Promise<BackupsScreen> {
  const { config, clock } = services
  const directory = backupsDirectory(config.dataDir)
  let unreadable: string | null = null
  const snapshots = await listSnapshots(directory).catch((error: unknown) => {
    unreadable = error instanceof Error ? error.message : String(error)
    return []
  })
  const key = await loadSigningKey({ dataDir: config.dataDir, backupKey: config.backupKey }, { create: false }).catch(() => undefined)
  return {
    unreadable,
    signingKey: key ? { id: key.id, where: key.source } : null,
    snapshots: snapshots.map((snapshot) => ({ ...snapshot, takenAt: snapshot.takenAt.toISOString() })),
    dailyAt: config.backupAt ? `${twoDigits(config.backupAt.hour)}:${twoDigits(config.backupAt.minute)}` : null,
    directory,
    now: clock.now().toISOString(),
  }
}

/** The last snapshot failure (any instance), for the owners' dashboard: when (ISO) and why. */
export async function snapshotFailureNotice(database: Database): Promise<{ at: string; error: string } | null> {
  const failure = await lastSnapshotFailure(database.db)
  return failure ? { at: failure.at.toISOString(), error: failure.error } : null
}

/**
 * A snapshot file as a download (streamed, `attachment`), audited; 404 for a name that is not a
 * snapshot in this server's directory (no other file can be named: only snapshot names are read).
 */
export async function downloadSnapshot(actor: DeskActor, services: { config: Config; database: Database }, name: string): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' }
  if (!parseSnapshotFileName(name)) return new Response('Not found', { status: 404, headers })
  const file = path.join(backupsDirectory(services.config.dataDir), name)
  const info = await stat(file).catch(() => undefined)
  if (!info?.isFile()) return new Response('Not found', { status: 404, headers })
  await recordAudit(services.database.db, auditContextOf(actor), { action: 'backups.download', target: name, after: { bytes: info.size } })
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, {
    headers: {
      ...headers,
      'Content-Type': 'application/gzip',
      'Content-Length': String(info.size),
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  })
}
