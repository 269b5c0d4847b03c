import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../app/.server/db/client'
import { migrateDatabase } from '../../app/.server/db/migrate'
import { getSharedSecret } from '../../app/.server/shared-secrets'
import { createPostgresDatabase, databaseTargets } from '../support/databases'

describe.each(databaseTargets)('shared secrets on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
  })
  afterAll(async () => {
    await dispose()
  })

  it('generates a secret once and hands every later caller the same value', async () => {
    const first = await getSharedSecret(database.db, 'test-secret')
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(await getSharedSecret(database.db, 'test-secret', () => 'another value')).toBe(first)
    expect(await getSharedSecret(database.db, 'other-secret')).not.toBe(first)
  })

  it('gives callers racing for a new name one and the same value', async () => {
    let calls = 0
    const values = await Promise.all(Array.from({ length: 5 }, () => getSharedSecret(database.db, 'raced', () => `value-${String(++calls)}`)))
    expect(new Set(values).size).toBe(1)
  })
})

describe.runIf(process.env.TEST_DATABASE_URL)('instances starting together on one PostgreSQL', () => {
  it('apply the migrations one at a time and agree on every shared secret', async () => {
    const { url, drop } = await createPostgresDatabase()
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url, poolSize: 3 })))
    try {
      await Promise.all(instances.map((instance) => migrateDatabase(instance)))
      const secrets = await Promise.all(instances.map((instance) => getSharedSecret(instance.db, 'human-check')))
      expect(new Set(secrets).size).toBe(1)
      const [first] = instances
      const applied = await first?.rows<{ hash: string }>(sql`select hash from drizzle.__drizzle_migrations`)
      // Each migration recorded once: no instance applied one a second time.
      expect(applied?.length).toBeGreaterThanOrEqual(3)
      expect(new Set(applied?.map((row) => row.hash)).size).toBe(applied?.length)
    } finally {
      await Promise.all(instances.map((instance) => instance.close()))
      await drop()
    }
  })
})
