/** How `db:restore` and `db:move` tell what they did, or in one line why not. */
import { ConfigError } from '../app/.server/config'
import type { RestoreReport } from '../app/.server/backup/restore'
import { SnapshotRefused } from '../app/.server/backup/snapshot-file'

/** What a restore or a move did, table by table, for the console: `done` says what and where. */
export function describeRestore(report: RestoreReport, done: string): string {
  const rows = report.tables.reduce((sum, table) => sum + table.rows, 0)
  const width = Math.max(...report.tables.map((table) => table.name.length))
  return [
    `${done} (a snapshot of ${report.manifest.createdAt}, schema version ${String(report.manifest.schema.migrations)}):`,
    ...report.tables.map((table) => `  ${table.name.padEnd(width)}  ${String(table.rows).padStart(8)} rows  checksum matches`),
    `${String(report.tables.length)} tables, ${String(rows)} rows and ${String(report.sequences.length)} sequences as in the snapshot; schema now at version ${String(report.migrations)}.`,
    report.signature === 'signed'
      ? `The snapshot's signature matches the key here (${report.manifest.signature?.key ?? ''}).`
      : 'Loaded with --trust-unsigned: nothing showed that this site took the snapshot. Its rows were loaded as data only.',
  ].join('\n')
}

/** One line for a refusal or a failure, with what was (not) written. */
export function refusalLine(error: unknown, what = 'restore'): string {
  if (error instanceof SnapshotRefused) return `Refused: ${error.message}. Nothing was written.`
  if (error instanceof ConfigError) return error.message
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? ''
  return `The ${what} failed; nothing of it was kept: ${message}`
}
