/**
 * Every suite's database is a copy of a template migrated once per run. A template behind the
 * migrations in drizzle/ would hide a broken or missing migration, so each copy is checked against
 * the folder itself: the same migrations, in order, with the same contents.
 */
import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { describe, expect, it } from 'vitest'
import { migrationsFolder } from '../../app/.server/db/migrate'
import { databaseTargets, templateEnv } from '../support/databases'

describe('the test run copies its databases from a migrated template', () => {
  it('has a template of each database kind, made for this run', () => {
    expect(process.env[templateEnv.pglite]).toMatch(/pglite\.tar$/)
    if (process.env.TEST_DATABASE_URL) expect(process.env[templateEnv.postgres]).toMatch(/^wwd_test_[0-9a-f]{12}$/)
  })
})

describe.each(databaseTargets)('a database created on $name', (target) => {
  it('is at the current migration: every file in drizzle/ applied, in order, with its present contents', async () => {
    const { database, dispose } = await target.create()
    try {
      const applied = await database.rows<{ hash: string; created_at: string }>(
        sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by id`,
      )
      const expected = readMigrationFiles({ migrationsFolder }).map((migration) => ({
        hash: migration.hash,
        created_at: String(migration.folderMillis),
      }))
      expect(expected.length).toBeGreaterThan(0)
      expect(applied).toEqual(expected)
    } finally {
      await dispose()
    }
  })

  it('is a database of its own: what one test writes, a database created after it does not see', async () => {
    const first = await target.create()
    try {
      await first.database.rows(sql`create table only_here (x int)`)
      await first.database.rows(sql`insert into shared_secrets (name, value) values ('isolation-probe', 'x')`)
      const second = await target.create()
      try {
        const tables = await second.database.rows<{ n: number }>(sql`select count(*)::int as n from pg_tables where tablename = 'only_here'`)
        const secrets = await second.database.rows<{ n: number }>(sql`select count(*)::int as n from shared_secrets where name = 'isolation-probe'`)
        expect([tables[0]?.n, secrets[0]?.n]).toEqual([0, 0])
      } finally {
        await second.dispose()
      }
    } finally {
      await first.dispose()
    }
  })
})
