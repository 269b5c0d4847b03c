import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../app/.server/db/client'
import { mailOutbox } from '../../app/.server/db/schema'
import { databaseTargets } from '../support/databases'

/**
 * Values come back as the same JavaScript types from both drivers. The embedded database's thread
 * reads drizzle's date and time types as text itself, since parsers cannot cross threads; this
 * checks that nothing changed by it.
 */
describe.each(databaseTargets)('value types read from $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
  })
  afterAll(async () => {
    await dispose()
  })

  it('reads columns through the query builder as their schema types', async () => {
    const sentAt = new Date('2026-11-22T10:20:30.456Z')
    const [inserted] = await database.db
      .insert(mailOutbox)
      .values({ to: ['a@example.com', 'b@example.com'], subject: 'Types', text: 'x', sentAt, attempts: 2 })
      .returning({ id: mailOutbox.id })
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, inserted?.id ?? 0))
    expect(row?.sentAt).toEqual(sentAt)
    expect(row?.createdAt).toBeInstanceOf(Date)
    expect(row?.to).toEqual(['a@example.com', 'b@example.com'])
    expect(row?.attempts).toBe(2)
    expect(typeof row?.id).toBe('number')
  })

  it('reads raw SQL values the same way on both drivers', async () => {
    const [row] = await database.rows<Record<string, unknown>>(
      sql`select 7::int as small, true as flag, '{"a":[1]}'::jsonb as doc, array['x','y']::text[] as list,
        '2026-11-22'::date as day, '2026-11-22T10:20:30Z'::timestamptz as moment, interval '90 minutes' as span`,
    )
    expect(row).toMatchObject({ small: 7, flag: true, doc: { a: [1] }, list: ['x', 'y'], day: '2026-11-22', span: '01:30:00' })
    // drizzle keeps timestamps as the server's text on both drivers; only the spelling is checked here.
    expect(typeof row?.moment).toBe('string')
    expect(new Date(String(row?.moment)).toISOString()).toBe('2026-11-22T10:20:30.000Z')
  })
})
