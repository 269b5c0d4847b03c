/**
 * A throw-away database for a bench part: embedded PGlite in a temporary directory, or a fresh
 * database on the PostgreSQL server of TEST_DATABASE_URL; `cleanup` closes it and removes it.
 * Seeding 100,000 rows takes longer than a request's statement limit, so the limit is 10 minutes.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase, type Database } from '../../app/.server/db/client'
import { createPostgresDatabase } from '../../tests/support/databases'

export async function openBenchDatabase(target: 'pglite' | 'postgres', name: string): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  if (target === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), `wwd-${name}-bench-`))
    const database = await openDatabase({ dir: path.join(dir, 'db'), statementTimeoutMs: 10 * 60_000 })
    return {
      database,
      cleanup: async () => {
        await database.close()
        rmSync(dir, { recursive: true, force: true })
      },
    }
  }
  const created = await createPostgresDatabase()
  const database = await openDatabase({ url: created.url, poolSize: 4, statementTimeoutMs: 10 * 60_000 })
  return {
    database,
    cleanup: async () => {
      await database.close()
      await created.drop()
    },
  }
}
