/**
 * `npm run db:restore -- FILE [--trust-unsigned]`: loads a snapshot (a `wwd-backup-….sql.gz` from
 * `DATA_DIR/backups` or the desk's Backups page) into an empty DATA_DIR, or with DATABASE_URL into
 * an empty PostgreSQL database (README, "Backups"). The file is checked whole first (who signed
 * it, manifest, size, checksum, every line as data, schema version against this code) and so is
 * the target (empty); a refusal is one line on stderr, exit code 1, and nothing is written. The
 * rows are then loaded as data and read back in one transaction. The snapshot key is BACKUP_KEY,
 * else DATA_DIR/backup.key; `--trust-unsigned` loads a snapshot this key did not sign.
 */
import path from 'node:path'
import { loadConfig } from '../app/.server/config'
import { restoreSnapshot, type RestoreTarget } from '../app/.server/backup/restore'
import { loadSigningKey } from '../app/.server/backup/signing-key'
import { runCommand } from './command-line'
import { describeRestore, refusalLine } from './restore-report'

const usage = 'Usage: npm run db:restore -- FILE [--trust-unsigned]   (into an empty DATA_DIR, or the empty database of DATABASE_URL)'

async function main(): Promise<number> {
  const args = process.argv.slice(2)
  const trustUnsigned = args.includes('--trust-unsigned')
  const files = args.filter((arg) => arg !== '--trust-unsigned')
  const [file] = files
  if (!file || files.length > 1 || file.startsWith('--')) {
    process.stderr.write(`${usage}\n`)
    return 2
  }
  try {
    const config = loadConfig(process.env)
    const target: RestoreTarget = config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dir: path.join(config.dataDir, 'db') }
    const key = await loadSigningKey({ dataDir: config.dataDir, backupKey: config.backupKey }, { create: false })
    const report = await restoreSnapshot(path.resolve(file), target, { trust: { key, trustUnsigned } })
    process.stdout.write(
      `${describeRestore(report, `Restored into ${config.databaseUrl ? 'the database of DATABASE_URL' : path.join(config.dataDir, 'db')}`)}\nStart the server as usual (npm start).\n`,
    )
    return 0
  } catch (error) {
    process.stderr.write(`${refusalLine(error)}\n`)
    return 1
  }
}

runCommand(main)
