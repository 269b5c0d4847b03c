/**
 * Integration tests run on every available database: embedded PGlite always, and a PostgreSQL
 * server when TEST_DATABASE_URL is set (each suite gets a fresh database there, dropped afterwards).
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '../../app/.server/db/client'
import { migrateDatabase } from '../../app/.server/db/migrate'

export type DatabaseTarget = {
  name: 'pglite' | 'postgres'
  /** A new, migrated database; `url` is set on PostgreSQL so a test can open a second connection. */
  create: () => Promise<{ database: Database; url?: string; dispose: () => Promise<void> }>
}

const serverUrl = process.env.TEST_DATABASE_URL

/** A new, empty database on the TEST_DATABASE_URL server, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `wwd_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

export const databaseTargets: DatabaseTarget[] = [
  {
    name: 'pglite',
    async create() {
      const database = await openDatabase({})
      await migrateDatabase(database)
      return { database, dispose: () => database.close() }
    },
  },
]

if (serverUrl) {
  databaseTargets.push({
    name: 'postgres',
    async create() {
      const { url, drop } = await createPostgresDatabase()
      const database = await openDatabase({ url, poolSize: 4 })
      await migrateDatabase(database)
      return {
        database,
        url,
        async dispose() {
          await database.close()
          await drop()
        },
      }
    },
  })
}

/** Wait until `check` passes or the time is up. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`condition not met within ${String(timeoutMs)} ms`)
}
