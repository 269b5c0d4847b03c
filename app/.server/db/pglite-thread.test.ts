import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgliteThread } from './pglite-thread'

const TEXT_TYPES = [1082, 1114, 1184]

describe('PgliteThread', () => {
  let thread: PgliteThread
  const failures: Error[] = []

  beforeAll(async () => {
    thread = await PgliteThread.open(undefined, TEXT_TYPES, (error) => failures.push(error))
    await thread.query('create table t (x int primary key)')
  })

  afterAll(async () => {
    await thread.close()
    // Closing is not a failure.
    expect(failures).toEqual([])
  })

  it('answers in both row modes and reads the configured types as text', async () => {
    const objects = await thread.query<{ d: string; j: { a: number } }>(`select '2024-01-02'::date as d, '{"a":1}'::jsonb as j`)
    expect(objects.rows).toEqual([{ d: '2024-01-02', j: { a: 1 } }])
    const arrays = await thread.query<unknown[]>('select $1::int + 1', [41], { rowMode: 'array' })
    expect(arrays.rows).toEqual([[42]])
  })

  it('keeps the database error fields callers test, such as the code', async () => {
    await thread.query('insert into t values (1)')
    await expect(thread.query('insert into t values (1)')).rejects.toMatchObject({ code: '23505', constraint: 't_pkey' })
  })

  it('commits a transaction, rolls back a failed one, and makes other statements wait for it', async () => {
    let outsideDone = false
    const committed = thread.transaction(async (tx) => {
      await tx.query('insert into t values (10)')
      // Sent while the transaction is open: it must not run inside it, nor before it ends.
      const outside = thread.query<{ n: number }>('select count(*)::int as n from t where x = 10').then((result) => {
        outsideDone = true
        return result
      })
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(outsideDone).toBe(false)
      // Wrapped: returning the promise itself would make the transaction wait for it.
      return { outside }
    })
    const { outside } = await committed
    expect((await outside).rows).toEqual([{ n: 1 }])

    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into t values (11)')
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    const { rows } = await thread.query<{ x: number }>('select x from t where x >= 10 order by x')
    expect(rows).toEqual([{ x: 10 }])
  })

  it('refuses a parser it cannot apply rather than ignore it', async () => {
    await expect(thread.query('select 1', [], { parsers: { 23: (value) => Number(value) * 2 } })).rejects.toThrow(/parser/)
    // drizzle's own parsers, which keep these types as text, are accepted.
    await expect(thread.query('select 1', [], { parsers: { 1082: (value) => value } })).resolves.toBeDefined()
  })
})
