/**
 * `npm run db:move -- postgres://user:password@host:5432/db`: copies the embedded database of
 * DATA_DIR into an empty PostgreSQL database (README, "Moving to PostgreSQL"). Stop the server
 * first. The copy is a snapshot (kept in DATA_DIR/backups as `…-move.sql.gz`, signed with the
 * snapshot key) restored into the new database exactly as `db:restore` loads a file (as data
 * only), where every table's row count and checksum, and every sequence, are compared with the
 * embedded database's before anything is committed. A refusal is one line, exit code 1, and
 * nothing is written to the PostgreSQL database.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../app/.server/config'
import { openDatabase } from '../app/.server/db/client'
import { checkTargetEmpty, restoreSnapshot } from '../app/.server/backup/restore'
import { SnapshotRefused } from '../app/.server/backup/snapshot-file'
import { loadSigningKey } from '../app/.server/backup/signing-key'
import { writeSnapshot } from '../app/.server/backup/snapshots'
import { isListening, runCommand } from './command-line'
import { describeRestore, refusalLine } from './restore-report'

const usage = 'Usage: npm run db:move -- postgres://user:password@host:5432/database   (an empty database; stop the server first)'

/** The PostgreSQL URL to move to, or undefined when the argument is not one. */
function targetUrl(argument: string | undefined): string | undefined {
  if (!argument) return undefined
  try {
    return /^postgres(ql)?:$/.test(new URL(argument).protocol) ? argument : undefined
  } catch {
    return undefined
  }
}

async function main(): Promise<number> {
  const url = targetUrl(process.argv[2])
  if (!url || process.argv.length > 3) {
    process.stderr.write(`${usage}\n`)
    return 2
  }
  try {
    const config = loadConfig({ ...process.env, DATABASE_URL: '' })
    const source = path.join(config.dataDir, 'db')
    if (!existsSync(source) || readdirSync(source).length === 0) throw new SnapshotRefused(`there is no embedded database to move in ${source}`)
    if (await isListening(config.host, config.port)) {
      throw new SnapshotRefused(`the server is running on the embedded database (port ${String(config.port)}): stop it first`)
    }
    await checkTargetEmpty({ kind: 'postgres', url })
    const keys = { dataDir: config.dataDir, backupKey: config.backupKey }
    const database = await openDatabase({ dir: source, statementTimeoutMs: 120_000 })
    let file: string
    try {
      file = (await writeSnapshot(database, keys, 'move', new Date())).file
    } finally {
      await database.close()
    }
    // The move's own snapshot, loaded by the same code as any restore: checked, then data only.
    const report = await restoreSnapshot(
      file,
      { kind: 'postgres', url },
      { trust: { key: await loadSigningKey(keys, { create: false }), trustUnsigned: false } },
    )
    process.stdout.write(
      `${describeRestore(report, `Copied ${source} into the PostgreSQL database`)}\n` +
        `The snapshot it was copied from is ${file}.\n` +
        'Next: start the server with DATABASE_URL set to this database (README, "Moving to PostgreSQL"); DATA_DIR/db is no longer used.\n',
    )
    return 0
  } catch (error) {
    process.stderr.write(`${refusalLine(error, 'move')}\n`)
    return 1
  }
}

runCommand(main)
