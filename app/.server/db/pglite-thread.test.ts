import { PGlite } from '@electric-sql/pglite'
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
    let inserted: () => void = () => undefined
    const insertedSignal = new Promise<void>((resolve) => (inserted = resolve))
    const committed = thread.transaction(async (tx) => {
      await tx.query('insert into t values (10)')
      inserted()
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(outsideDone).toBe(false)
    })
    // Sent from elsewhere while the transaction is open: it must not run inside it, nor before it ends.
    await insertedSignal
    const outside = thread.query<{ n: number }>('select count(*)::int as n from t where x = 10').then((result) => {
      outsideDone = true
      return result
    })
    await committed
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

  it('refuses a statement outside the transaction sent from inside it, instead of waiting for itself', async () => {
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('select 1')
        await thread.query('select 2')
      }),
    ).rejects.toThrow(/inside a transaction/)
  })

  it('keeps that guard transaction after transaction, and leaves no async hook on between them (ADR 0031)', async () => {
    // How many async "init" hooks are on (Node 20 keeps them on while a store is enabled).
    const asyncWrap = (process as unknown as { binding: (name: string) => { async_hook_fields: Uint32Array; constants: { kInit: number } } }).binding(
      'async_wrap',
    )
    const initHooks = () => asyncWrap.async_hook_fields[asyncWrap.constants.kInit]
    for (let round = 1; round <= 2; round += 1) {
      await expect(
        thread.transaction(async (tx) => {
          await tx.query('select 1')
          await thread.query('select 2')
        }),
      ).rejects.toThrow(/inside a transaction/)
      expect(initHooks(), `after transaction ${String(round)}`).toBe(0)
    }
    expect((await thread.query<{ n: number }>('select 4 as n')).rows).toEqual([{ n: 4 }])
  })
})

describe('PgliteThread when a statement runs past the time limit', () => {
  let thread: PgliteThread

  beforeAll(async () => {
    thread = await PgliteThread.open(undefined, TEXT_TYPES, () => undefined, { timeoutMs: 300 })
    await thread.query('create table t (x int primary key)')
  })
  afterAll(async () => {
    await thread.close()
  })

  /** Until the thread has finished what is still running and answers again. */
  async function answersAgain(): Promise<void> {
    for (let i = 0; i < 30; i += 1) {
      try {
        await thread.query('select 1')
        return
      } catch {
        // still busy with the statement that ran over
      }
    }
    throw new Error('the thread never answered again')
  }

  it('rolls back a transaction whose statement timed out, even when its callback goes on as if nothing happened', async () => {
    const outcome = thread.transaction(async (tx) => {
      await tx.query('insert into t values (1)')
      await tx.query('select pg_sleep(1)').catch(() => undefined)
      await tx.query('insert into t values (2)').catch(() => undefined)
      return 'done'
    })
    await expect(outcome).rejects.toThrow(/time limit/)
    await answersAgain()
    expect((await thread.query('select count(*)::int as n from t')).rows).toEqual([{ n: 0 }])
  })

  it('rolls back a transaction whose start timed out, instead of leaving it open in the thread', async () => {
    const busy = thread.query('select pg_sleep(1)').catch(() => undefined)
    await expect(thread.transaction(async (tx) => tx.query('insert into t values (3)'))).rejects.toThrow(/time limit/)
    await busy
    await answersAgain()
    expect((await thread.query('select count(*)::int as n from t')).rows).toEqual([{ n: 0 }])
    // Nothing holds the database: a new transaction commits.
    await thread.transaction(async (tx) => tx.query('insert into t values (4)'))
    expect((await thread.query('select x from t')).rows).toEqual([{ x: 4 }])
  })
})

describe('PgliteThread opened from a dump of a data directory', () => {
  it('starts with what the dump holds, reads the configured types as text, and leaves the original alone', async () => {
    const original = new PGlite()
    let thread: PgliteThread | undefined
    try {
      await original.exec(`create table trips (day date primary key); insert into trips values ('2024-03-01')`)
      const dump = new Uint8Array(await (await original.dumpDataDir('none')).arrayBuffer())
      thread = await PgliteThread.open(undefined, TEXT_TYPES, () => undefined, { fromDump: dump })
      expect((await thread.query('select day from trips')).rows).toEqual([{ day: '2024-03-01' }])
      await thread.query(`insert into trips values ('2024-03-02')`)
      expect((await thread.query('select count(*)::int as n from trips')).rows).toEqual([{ n: 2 }])
      expect((await original.query('select count(*)::int as n from trips')).rows).toEqual([{ n: 1 }])
    } finally {
      await thread?.close()
      await original.close()
    }
  })
})
