/**
 * The migrated templates of one test run (see databases.ts): a PGlite data directory migrated
 * once and dumped to a file, and, when TEST_DATABASE_URL is set, a template database migrated once
 * on that server. Both are made afresh from the migrations in drizzle/ at the start of every run,
 * so no template outlives the migrations it was made from; the run removes them at its end.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { openDatabase } from '../../app/.server/db/client'
import { migrateDatabase, migrationsFolder } from '../../app/.server/db/migrate'
import { createPostgresDatabase, templateEnv } from './databases'

/** PGlite migrated from drizzle/, as its data directory dumped to a file (an uncompressed tarball). */
async function pgliteTemplate(file: string): Promise<void> {
  // The same migrator the server runs on PGlite; the dump is taken from a client in this thread,
  // since the data directory is all a new database is opened from.
  const client = new PGlite()
  try {
    await migrate(drizzle(client), { migrationsFolder })
    const dump = await client.dumpDataDir('none')
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()))
  } finally {
    await client.close()
  }
}

/** A database on the TEST_DATABASE_URL server migrated from drizzle/, with nobody connected to it. */
async function postgresTemplate(): Promise<{ name: string; drop: () => Promise<void> }> {
  const template = await createPostgresDatabase()
  try {
    // Generous limits: the whole run waits for this, and a loaded machine should slow it, not fail it.
    const database = await openDatabase({ url: template.url, poolSize: 1, statementTimeoutMs: 120_000 })
    try {
      await migrateDatabase(database)
    } finally {
      await database.close()
    }
  } catch (error) {
    await template.drop()
    throw error
  }
  return template
}

/**
 * Makes this run's templates and announces them in the environment, which the test workers
 * inherit; resolves to the function that removes them again.
 */
export async function setUpDatabaseTemplates(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'wwd-template-'))
  const file = path.join(dir, 'pglite.tar')
  const [pglite, postgres] = await Promise.allSettled([pgliteTemplate(file), process.env.TEST_DATABASE_URL ? postgresTemplate() : Promise.resolve(undefined)])
  const tearDown = async () => {
    Reflect.deleteProperty(process.env, templateEnv.pglite)
    Reflect.deleteProperty(process.env, templateEnv.postgres)
    rmSync(dir, { recursive: true, force: true })
    if (postgres.status === 'fulfilled') await postgres.value?.drop()
  }
  if (pglite.status === 'rejected' || postgres.status === 'rejected') {
    await tearDown()
    throw pglite.status === 'rejected' ? pglite.reason : (postgres as PromiseRejectedResult).reason
  }
  process.env[templateEnv.pglite] = file
  if (postgres.value) process.env[templateEnv.postgres] = postgres.value.name
  return tearDown
}
