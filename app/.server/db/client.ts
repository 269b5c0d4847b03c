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
import { DEFAULT_STATEMENT_TIMEOUT_MS, PgliteThread } from './pglite-thread'
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
   * advisory lock on PostgreSQL, waited for without a time limit; PGlite is opened by one process
   * only, so there it simply runs).
   */
  exclusive: <T>(lockName: string, work: () => Promise<T>) => Promise<T>
  close: () => Promise<void>
  /** Whether this process can still use the database at all (the embedded thread is alive). */
  health: () => { ok: true } | { ok: false; reason: string }
  /** Stops the embedded database thread at once, as a crash would (tests); no-op on PostgreSQL. */
  kill: () => Promise<void>
}

/**
 * How often the embedded database thread is pinged in the background, and how long a ping may go
 * unanswered before `health()` calls the thread wedged.
 */
export type Heartbeat = { everyMs: number; wedgedAfterMs: number }
export const DEFAULT_HEARTBEAT: Heartbeat = { everyMs: 5000, wedgedAfterMs: 10_000 }

/** `statementTimeoutMs`: a statement running (or waiting) longer fails with an error; 15 s by default. */
export type DatabaseOptions = { statementTimeoutMs?: number } & (
  | { url: string; poolSize?: number }
  /**
   * `dir` undefined: in memory (tests). `fromDump`: start from a copy of a dumped data directory
   * (`dumpDataDir()`'s tarball, or the path of a file holding one) instead of an empty database,
   * as tests do with a database migrated once per run; `dir` must then hold no database yet.
   */
  | { url?: undefined; dir?: string; heartbeat?: Heartbeat; fromDump?: Uint8Array | string }
)

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const timeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS
  return options.url !== undefined
    ? openPostgres(options.url, options.poolSize ?? 10, timeoutMs)
    : openPglite('dir' in options ? options.dir : undefined, timeoutMs, options.heartbeat ?? DEFAULT_HEARTBEAT, options.fromDump)
}

/**
 * A background ping of the embedded database thread, so that liveness can tell a thread that is
 * alive but stuck (a transaction never ended, a statement that never returns) without adding a
 * statement to every health request. One ping at a time; `wedged` reads the last result.
 */
function startHeartbeat(client: PgliteThread, { everyMs, wedgedAfterMs }: Heartbeat) {
  let sentAt: number | undefined
  let isLastFailed = false
  const timer = setInterval(() => {
    if (sentAt !== undefined || client.failure) return
    // eslint-disable-next-line no-restricted-syntax -- a ping's wait is real elapsed time, not the service clock
    const started = Date.now()
    sentAt = started
    client
      .query('select 1')
      .then(
        () => {
          isLastFailed = false
        },
        () => {
          isLastFailed = true
        },
      )
      .finally(() => {
        if (sentAt === started) sentAt = undefined
      })
  }, everyMs)
  timer.unref()
  return {
    /** Why the thread counts as wedged, or undefined while it answers. */
    wedged(): string | undefined {
      if (isLastFailed) return 'the embedded database thread did not answer its last ping'
      if (sentAt === undefined) return undefined
      // eslint-disable-next-line no-restricted-syntax -- a ping's wait is real elapsed time, not the service clock
      const waitedMs = Date.now() - sentAt
      if (waitedMs > wedgedAfterMs) return `the embedded database thread has not answered a ping for ${String(waitedMs)} ms`
      return undefined
    },
    stop: () => {
      clearInterval(timer)
    },
  }
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

async function openPglite(
  dir: string | undefined,
  timeoutMs: number,
  heartbeatOptions: Heartbeat,
  fromDump: Uint8Array | string | undefined,
): Promise<Database> {
  if (dir) mkdirSync(path.dirname(path.resolve(dir)), { recursive: true })
  const client = await PgliteThread.open(
    dir,
    TYPES_READ_AS_TEXT,
    (error) => {
      logger.fatal({ err: error }, 'the embedded database thread stopped; every query fails from now on')
    },
    { timeoutMs, fromDump },
  )
  // drizzle's pglite driver only calls `query` and `transaction`, which the thread provides.
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db
  const heartbeat = startHeartbeat(client, heartbeatOptions)
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
    close: () => {
      heartbeat.stop()
      return client.close()
    },
    health: () => {
      if (client.failure) return { ok: false, reason: client.failure.message }
      const wedged = heartbeat.wedged()
      return wedged ? { ok: false, reason: wedged } : { ok: true }
    },
    kill: () => {
      heartbeat.stop()
      return client.kill()
    },
  }
}

async function openPostgres(url: string, poolSize: number, timeoutMs: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    // The server cancels a statement over the limit; the client also gives up shortly after, in
    // case the server cannot even answer.
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + 2000,
  })
  pool.on('error', (error) => {
    // The error carries the whole client object: log only what helps.
    logger.warn({ err: { message: error.message, code: (error as { code?: unknown }).code } }, 'idle database connection failed')
  })
  // Fail at start, with the driver's own message, when the server cannot be reached.
  const probe = await pool.connect()
  probe.release()
  const db = drizzleNodePg(pool, { schema }) as unknown as Db
  const listeners = new Map<string, Set<(payload: string) => void>>()
  let listenClient: pg.Client | undefined
  let isClosed = false

  /**
   * LISTEN needs one dedicated connection. When it drops (a server restart, a network cut) it is
   * reopened with every channel, retrying with a growing pause until the server answers again.
   */
  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
    client.on('notification', (message) => {
      for (const callback of listeners.get(message.channel) ?? []) callback(message.payload ?? '')
    })
    client.on('error', (error) => {
      logger.warn({ err: { message: error.message } }, 'database listener connection lost; reconnecting')
      if (listenClient === client) listenClient = undefined
      void client.end().catch(() => undefined)
      reconnectListener(1000)
    })
    try {
      await client.connect()
      for (const channel of listeners.keys()) await client.query(`LISTEN ${channel}`)
    } catch (error) {
      void client.end().catch(() => undefined)
      throw error
    }
    return client
  }

  function reconnectListener(delayMs: number): void {
    setTimeout(() => {
      if (isClosed || listenClient) return
      connectListener().then(
        (next) => {
          if (isClosed) {
            void next.end().catch(() => undefined)
            return
          }
          listenClient = next
          // Anything may have changed while we were away: tell every listener.
          for (const callbacks of listeners.values()) for (const callback of callbacks) callback('')
        },
        (error: unknown) => {
          logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'database listener could not reconnect yet')
          reconnectListener(Math.min(delayMs * 2, 10_000))
        },
      )
    }, delayMs).unref()
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
      // Another instance may hold the lock for longer than any statement may run (migrations at
      // start): wait on a connection of its own, without the pool's statement time limits. Should
      // this process die, the server ends the session and so releases the lock.
      const holder = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
      holder.on('error', (error) => {
        logger.warn({ err: { message: error.message } }, 'database lock connection lost')
      })
      await holder.connect()
      try {
        await holder.query('select pg_advisory_lock(hashtext($1))', [lockName])
        try {
          return await work()
        } finally {
          await holder.query('select pg_advisory_unlock(hashtext($1))', [lockName])
        }
      } finally {
        await holder.end()
      }
    },
    async close() {
      isClosed = true
      await listenClient?.end().catch(() => undefined)
      await pool.end()
    },
    // Connections come and go with the server; readiness (`ping`) tells whether it answers now.
    health: () => (isClosed ? { ok: false, reason: 'the database connection pool is closed' } : { ok: true }),
    kill: async () => undefined,
  }
}
