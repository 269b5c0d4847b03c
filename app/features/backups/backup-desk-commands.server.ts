/**
 * The Backups page's one command: take a snapshot now (owners, `backups.manage`). The snapshot is
 * audited whether it was taken or failed; a failure is also logged and shown on the dashboard.
 */
import { z } from 'zod'
import type { Clock } from '../../.server/clock'
import type { Config } from '../../.server/config'
import type { Database } from '../../.server/db/client'
import type { Logger } from '../../.server/logger'
import { takeSnapshot } from '../../.server/backup/snapshots'
import { auditContextOf, recordAudit } from '../audit/audit.server'
import type { DeskActor } from '../desk/context'
import { authorize, parseInput } from '../desk/desk-command.server'
import type { DeskResult } from '../desk/desk-result'

export const backupCommandSchema = z.discriminatedUnion('intent', [z.object({ intent: z.literal('snapshot') })])

/** What the screen hears: the snapshot's file and size, or why it failed (the command itself ran). */
export type BackupCommandResult = DeskResult<{ snapshot: { name: string; bytes: number } } | { failure: string }>

export async function runBackupCommand(
  actor: DeskActor,
  input: unknown,
  services: { config: Config; database: Database; clock: Clock; logger: Logger },
): Promise<BackupCommandResult> {
  const refused = authorize(actor, 'backups.manage')
  if (refused) return refused
  const parsed = parseInput(backupCommandSchema, input)
  if (!parsed.ok) return parsed
  const { config, database, clock, logger } = services
  const outcome = await takeSnapshot(database, { dataDir: config.dataDir, backupKey: config.backupKey, kind: 'manual', clock, logger })
  const rows = outcome.ok ? outcome.manifest.tables.reduce((sum, table) => sum + table.rows, 0) : 0
  await recordAudit(database.db, auditContextOf(actor), {
    action: 'backups.snapshot',
    target: outcome.ok ? outcome.name : '',
    after: outcome.ok ? { bytes: outcome.bytes, tables: outcome.manifest.tables.length, rows } : { error: outcome.error },
  })
  return outcome.ok ? { ok: true, snapshot: { name: outcome.name, bytes: outcome.bytes } } : { ok: true, failure: outcome.error }
}
