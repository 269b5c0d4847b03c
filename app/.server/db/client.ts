/**
 * One database interface over two drivers: embedded PGlite (a directory in DATA_DIR, or memory in
 * tests) and a PostgreSQL server through node-postgres. Repository code only sees `Database`.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { sql, type SQL } from 'drizzle-orm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import { logger } from '../logger'
import { PgliteThread } from './pglite-thread'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Subscribe to a NOTIFY channel; resolves to an unsubscribe function. */
  listen: (channel: string, onMessage: (payload: string) => void) => Promise<() => Promise<void>>
  notify: (channel: string, payload: string) => Promise<void>
  /** Run raw SQL and return its rows. */
  rows: <T>(query: SQL) => Promise<T[]>
  /** Throws when the database does not answer. */
  ping: () => Promise<void>
  /**
   * Run `work` while holding a lock every instance on this database respects (a session-level
   * advisory lock on PostgreSQL; PGlite is opened by one process only, so there it simply runs).
   */
  exclusive: <T>(lockName: string, work: () => Promise<T>) => Promise<T>
  close: () => Promise<void>
}

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  /** `dir` undefined: in memory (tests). */
  | { url?: undefined; dir?: string }

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url !== undefined
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite('dir' in options ? options.dir : undefined)
}

/** Raw SQL on a database or a transaction: both drivers answer with an object holding `rows`. */
export async function rowsOf<T>(db: { execute: (query: SQL) => PromiseLike<unknown> }, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query)
  return (result as { rows: T[] }).rows
}

const channelPattern = /^[a-z_][a-z0-9_]*$/

/**
 * NOTIFY within one process. A PGlite directory is opened by one process only, so every listener
 * lives here: dispatching in memory reaches the same listeners as `select pg_notify(…)` would,
 * without a statement that runs serially in the server's own thread.
 */
function createLocalChannels(onError: (error: unknown, channel: string) => void) {
  const listeners = new Map<string, Set<(payload: string) => void>>()
  return {
    listen(channel: string, onMessage: (payload: string) => void): () => Promise<void> {
      const callbacks = listeners.get(channel) ?? new Set()
      callbacks.add(onMessage)
      listeners.set(channel, callbacks)
      return async () => {
        callbacks.delete(onMessage)
      }
    },
    notify(channel: string, payload: string): void {
      // Delivered after the caller moves on, as a database notification would be.
      queueMicrotask(() => {
        for (const callback of listeners.get(channel) ?? []) {
          try {
            callback(payload)
          } catch (error) {
            onError(error, channel)
          }
        }
      })
    },
  }
}

/**
 * The types drizzle reads as text: date, timestamp(tz), interval, their arrays, numeric[]. drizzle
 * sends parsers for them with every statement; the database thread reads them as text itself.
 */
const TYPES_READ_AS_TEXT = [1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231]

async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) mkdirSync(path.dirname(path.resolve(dir)), { recursive: true })
  const client = await PgliteThread.open(dir, TYPES_READ_AS_TEXT, (error) => {
    logger.fatal({ err: error }, 'the embedded database thread stopped; every query fails from now on')
  })
  // drizzle's pglite driver only calls `query` and `transaction`, which the thread provides.
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db
  const channels = createLocalChannels((error, channel) => {
    logger.error({ err: error, channel }, 'notification listener failed')
  })
  return {
    db,
    kind: 'pglite',
    async listen(channel, onMessage) {
      if (!channelPattern.test(channel)) throw new Error(`bad channel name ${channel}`)
      return channels.listen(channel, onMessage)
    },
    async notify(channel, payload) {
      channels.notify(channel, payload)
    },
    ping: () => db.execute(sql`select 1`).then(() => undefined),
    rows: (query) => rowsOf(db, query),
    exclusive: (_lockName, work) => work(),
    close: () => client.close(),
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 })
  pool.on('error', (error) => {
    logger.warn({ err: error }, 'idle database connection failed')
  })
  // Fail at start, with the driver's own message, when the server cannot be reached.
  const probe = await pool.connect()
  probe.release()
  const db = drizzleNodePg(pool, { schema }) as unknown as Db
  const listeners = new Map<string, Set<(payload: string) => void>>()
  let listenClient: pg.Client | undefined
  let isClosed = false

  /** LISTEN needs one dedicated connection; it is reopened after a failure, with every channel. */
  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url })
    client.on('notification', (message) => {
      for (const callback of listeners.get(message.channel) ?? []) callback(message.payload ?? '')
    })
    client.on('error', (error) => {
      logger.warn({ err: error }, 'database listener connection lost; reconnecting')
      listenClient = undefined
      void client.end().catch(() => undefined)
      setTimeout(() => {
        if (isClosed) return
        void connectListener().then(
          (next) => {
            listenClient = next
            // Anything may have changed while we were away: tell every listener.
            for (const callbacks of listeners.values()) for (const callback of callbacks) callback('')
          },
          (reconnectError: unknown) => {
            logger.error({ err: reconnectError }, 'database listener could not reconnect')
          },
        )
      }, 1000)
    })
    await client.connect()
    for (const channel of listeners.keys()) await client.query(`LISTEN ${channel}`)
    return client
  }

  return {
    db,
    kind: 'postgres',
    async listen(channel, onMessage) {
      if (!channelPattern.test(channel)) throw new Error(`bad channel name ${channel}`)
      const callbacks = listeners.get(channel) ?? new Set()
      const isNewChannel = callbacks.size === 0
      callbacks.add(onMessage)
      listeners.set(channel, callbacks)
      listenClient ??= await connectListener()
      if (isNewChannel) await listenClient.query(`LISTEN ${channel}`)
      return async () => {
        callbacks.delete(onMessage)
        if (callbacks.size === 0) {
          listeners.delete(channel)
          await listenClient?.query(`UNLISTEN ${channel}`)
        }
      }
    },
    notify: (channel, payload) => db.execute(sql`select pg_notify(${channel}, ${payload})`).then(() => undefined),
    ping: () => db.execute(sql`select 1`).then(() => undefined),
    rows: (query) => rowsOf(db, query),
    async exclusive(lockName, work) {
      const holder = await pool.connect()
      try {
        await holder.query('select pg_advisory_lock(hashtext($1))', [lockName])
        try {
          return await work()
        } finally {
          await holder.query('select pg_advisory_unlock(hashtext($1))', [lockName])
        }
      } finally {
        holder.release()
      }
    },
    async close() {
      isClosed = true
      await listenClient?.end().catch(() => undefined)
      await pool.end()
    },
  }
}
