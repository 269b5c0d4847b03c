/**
 * `npm run db:restore -- FILE`: loads a snapshot (a `wwd-backup-….sql.gz` from `DATA_DIR/backups`
 * or the desk's Backups page) into an empty DATA_DIR, or with DATABASE_URL into an empty PostgreSQL
 * database (README, "Backups"). The file is checked whole first (manifest, size, checksum, schema
 * version against this code) and so is the target (empty); a refusal is one line on stderr, exit
 * code 1, and nothing is written. The rows are then loaded and read back in one transaction.
 */
import path from 'node:path'
import { loadConfig } from '../app/.server/config'
import { restoreSnapshot, type RestoreTarget } from '../app/.server/backup/restore'
import { runCommand } from './command-line'
import { describeRestore, refusalLine } from './restore-report'

async function main(): Promise<number> {
  const file = process.argv[2]
  if (!file || process.argv.length > 3) {
    process.stderr.write('Usage: npm run db:restore -- FILE   (into an empty DATA_DIR, or the empty database of DATABASE_URL)\n')
    return 2
  }
  try {
    const config = loadConfig(process.env)
    const target: RestoreTarget = config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dir: path.join(config.dataDir, 'db') }
    const report = await restoreSnapshot(path.resolve(file), target)
    process.stdout.write(`${describeRestore(report, `Restored into ${config.databaseUrl ? 'the database of DATABASE_URL' : path.join(config.dataDir, 'db')}`)}\nStart the server as usual (npm start).\n`)
    return 0
  } catch (error) {
    process.stderr.write(`${refusalLine(error)}\n`)
    return 1
  }
}

runCommand(main)
