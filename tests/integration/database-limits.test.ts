/**
 * The database never hangs a request: a query on the pool inside a
 * transaction is refused at once on the embedded database (where it would wait for itself
 * forever), statements have a time limit, and health tells the truth when the database thread dies.
 */
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../app/.server/db/client'
import { createPostgresDatabase } from '../support/databases'

/** The message of a failure and of its cause (drizzle wraps the driver's error). */
async function failureOf(work: Promise<unknown>): Promise<string> {
  try {
    await work
  } catch (error) {
    const { message, cause } = error as Error
    return `${message} / ${cause instanceof Error ? cause.message : ''}`
  }
  throw new Error('expected a failure')
}

describe('the embedded database', () => {
  let database: Database
  beforeAll(async () => {
    database = await openDatabase({ statementTimeoutMs: 1000 })
  })
  afterAll(async () => {
    await database.close()
  })

  it('refuses the pool inside a transaction with a clear error instead of waiting forever', async () => {
    const started = Date.now()
    const failure = await failureOf(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        await database.db.execute(sql`select 2`)
      }),
    )
    expect(failure).toMatch(/inside a transaction/)
    expect(Date.now() - started).toBeLessThan(900)
    // The database is usable afterwards, and the transaction was rolled back.
    await expect(database.ping()).resolves.toBeUndefined()
  })

  it('still lets unrelated requests wait their turn while a transaction runs', async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`)
      await held
    })
    // A request from elsewhere (another async context) waits for the transaction, then runs.
    const other = setTimeout(release, 100)
    await Promise.all([transaction, database.ping()])
    clearTimeout(other)
  })

  it('gives up on a statement after the time limit with a clear error', async () => {
    const started = Date.now()
    expect(await failureOf(database.db.execute(sql`select pg_sleep(3)`))).toMatch(/time limit/)
    expect(Date.now() - started).toBeLessThan(2500)
  })

  it('reports itself unhealthy when its thread dies, and fails every statement at once', async () => {
    const doomed = await openDatabase({})
    expect(doomed.health()).toEqual({ ok: true })
    await doomed.kill()
    expect(doomed.health()).toMatchObject({ ok: false })
    expect(await failureOf(doomed.ping())).toMatch(/database thread/)
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL server', () => {
  let database: Database
  let drop: () => Promise<void>
  let url: string
  beforeAll(async () => {
    const created = await createPostgresDatabase()
    drop = created.drop
    url = created.url
    database = await openDatabase({ url: created.url, poolSize: 4, statementTimeoutMs: 1000 })
  })
  afterAll(async () => {
    await database.close()
    await drop()
  })

  it('cancels a statement over the time limit', async () => {
    expect(await failureOf(database.db.execute(sql`select pg_sleep(3)`))).toMatch(/statement timeout/)
    await expect(database.ping()).resolves.toBeUndefined()
    expect(database.health()).toEqual({ ok: true })
  })

  it('waits for the migration lock longer than the statement time limit', async () => {
    // Another instance migrating for 3 s, three times the statement limit: this one waits its turn.
    const other = new pg.Client({ connectionString: url })
    await other.connect()
    await other.query('select pg_advisory_lock(hashtext($1))', ['wwd:migrations'])
    const released = setTimeout(() => void other.query('select pg_advisory_unlock(hashtext($1))', ['wwd:migrations']), 3000)
    try {
      const started = Date.now()
      const ran = await database.exclusive('wwd:migrations', async () => Date.now())
      expect(ran - started).toBeGreaterThanOrEqual(2500)
      // The statement limit still holds for every other statement.
      expect(await failureOf(database.db.execute(sql`select pg_sleep(3)`))).toMatch(/statement timeout/)
    } finally {
      clearTimeout(released)
      await other.end()
    }
  })
})
