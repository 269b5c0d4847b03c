/**
 * `npm run desk:invite -- someone@example.com`: prints a fresh one-time link to set a password at
 * the built-in sign-in, for recovery when no owner can sign in (see README, "Staff sign-in"). The
 * person's old password, passkeys and sessions end; an address not on the staff list joins as an
 * owner. Reads the same settings as the server (DATA_DIR, DATABASE_URL, PUBLIC_URL). The embedded
 * database is opened by one process at a time: stop the server first unless DATABASE_URL is set.
 */
import path from 'node:path'
import { loadConfig } from '../app/.server/config'
import { openDatabase } from '../app/.server/db/client'
import { migrateDatabase } from '../app/.server/db/migrate'
import { recoveryLink } from '../app/features/staff/index.server'
import { isListening, runCommand } from './command-line'

async function main(): Promise<number> {
  const email = process.argv[2] ?? ''
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    process.stderr.write('Usage: npm run desk:invite -- someone@example.com\n')
    return 2
  }
  const config = loadConfig(process.env)
  if (config.auth) {
    process.stderr.write(`The desk signs in with ${config.auth.issuer} (AUTH_ISSUER): add the person there and in Staff.\n`)
    return 1
  }
  if (!config.databaseUrl && (await isListening(config.host, config.port))) {
    process.stderr.write(`The server is running on the embedded database (port ${String(config.port)}): stop it, run this again, then start it.\n`)
    return 1
  }
  const database = config.databaseUrl ? await openDatabase({ url: config.databaseUrl }) : await openDatabase({ dir: path.join(config.dataDir, 'db') })
  try {
    await migrateDatabase(database)
    const link = await recoveryLink(database.db, { email, publicUrl: config.publicUrl, now: new Date() })
    process.stdout.write(
      `${link.added ? `${link.email} is now an owner.` : `${link.email}: old password, passkeys and sessions ended.`}\n` +
        `Open this link within 72 hours to set a password (it works once):\n${link.url}\n`,
    )
    return 0
  } finally {
    await database.close()
  }
}

runCommand(main)
