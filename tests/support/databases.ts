/**
 * Integration tests run on every available database: embedded PGlite always, and a PostgreSQL
 * server when TEST_DATABASE_URL is set (each suite gets a fresh database there, dropped afterwards).
 *
 * Migrating a new database for every suite took seconds each time, so a test run migrates one
 * template per kind once (tests/support/database-templates.ts, Vitest's global setup) and every
 * `create()` copies it: PGlite opens a copy of the template's dumped data directory, PostgreSQL
 * creates the database from the template database. Outside such a run (no template announced in
 * the environment) `create()` migrates a new database itself, as before.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database, type Heartbeat } from '../../app/.server/db/client'
import { migrateDatabase } from '../../app/.server/db/migrate'

export type DatabaseTarget = {
  name: 'pglite' | 'postgres'
  /** A new, migrated database; `url` is set on PostgreSQL so a test can open a second connection. */
  create: () => Promise<{ database: Database; url?: string; dispose: () => Promise<void> }>
}

/** Where the test run's templates are announced to the test workers (set by the global setup). */
export const templateEnv = {
  /** The path of the migrated PGlite data directory, dumped as a tarball. */
  pglite: 'WWD_TEST_PGLITE_TEMPLATE',
  /** The name of the migrated template database on the TEST_DATABASE_URL server. */
  postgres: 'WWD_TEST_POSTGRES_TEMPLATE',
} as const

const serverUrl = process.env.TEST_DATABASE_URL

/** Two suites copying one template at the same moment may find it busy for a moment. */
const TEMPLATE_BUSY = '55006'

/**
 * A new database on the TEST_DATABASE_URL server, and how to drop it: empty, or a copy of
 * `template` (a database on the same server that nobody is connected to).
 */
export async function createPostgresDatabase(
  options: { template?: string | undefined } = {},
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `wwd_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    const statement = options.template ? `CREATE DATABASE ${name} TEMPLATE ${pg.escapeIdentifier(options.template)}` : `CREATE DATABASE ${name}`
    for (let attempt = 1; ; attempt += 1) {
      try {
        await admin.query(statement)
        break
      } catch (error) {
        if ((error as { code?: unknown }).code !== TEMPLATE_BUSY || attempt >= 50) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  } finally {
    await admin.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

/**
 * A new, migrated PGlite database in memory: a copy of the run's template when there is one.
 * `heartbeat` as in `openDatabase`.
 */
export async function openMigratedPglite(options: { heartbeat?: Heartbeat } = {}): Promise<Database> {
  const template = process.env[templateEnv.pglite]
  const database = await openDatabase(template ? { ...options, fromDump: template } : options)
  if (!template) await migrateDatabase(database)
  return database
}

/**
 * A new, migrated database on the TEST_DATABASE_URL server (a copy of the run's template when there
 * is one), and how to drop it.
 */
export async function createMigratedPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = process.env[templateEnv.postgres]
  const created = await createPostgresDatabase({ template })
  if (!template) {
    const database = await openDatabase({ url: created.url, poolSize: 1 })
    try {
      await migrateDatabase(database)
    } catch (error) {
      await created.drop()
      throw error
    } finally {
      await database.close()
    }
  }
  return created
}

export const databaseTargets: DatabaseTarget[] = [
  {
    name: 'pglite',
    async create() {
      const database = await openMigratedPglite()
      return { database, dispose: () => database.close() }
    },
  },
]

if (serverUrl) {
  databaseTargets.push({
    name: 'postgres',
    async create() {
      const { url, drop } = await createMigratedPostgresDatabase()
      const database = await openDatabase({ url, poolSize: 4 })
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
