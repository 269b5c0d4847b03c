/**
 * The embedded database in its own thread. PGlite executes statements synchronously in whichever
 * thread calls it, and under load that was about 40 % of the server's single JS thread. Here a
 * worker (pglite-worker.ts) owns the PGlite instance and this module gives drizzle's pglite
 * driver the two methods it calls, `query` and `transaction`, as messages to that worker.
 *
 * Durability is unchanged: the worker answers a statement only after PGlite has written it to the
 * data directory, as before, and a SIGKILL stops both threads at once.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { QueryOptions, Results } from '@electric-sql/pglite'
import { offWhenIdle } from '../async-store'

export type PgliteWorkerData = {
  /** `undefined`: in memory. */
  dir: string | undefined
  /**
   * A dump of a data directory (PGlite's `dumpDataDir()` tarball, or the path of a file holding
   * one) to start from instead of an empty database. `dir`, when given, must not hold a database yet.
   */
  fromDump?: Uint8Array | string
  /** Types the worker reads as text, as drizzle's driver asks for with every statement. */
  typesReadAsText: readonly number[]
}

type RowMode = 'array' | 'object'

export type PgliteRequest =
  | { id: number; kind: 'query'; sql: string; params: unknown[]; rowMode: RowMode; txId?: number }
  | { id: number; kind: 'begin'; txId: number }
  | { id: number; kind: 'end'; txId: number; commit: boolean }
  | { id: number; kind: 'close' }

export type SerializedError = { message: string; name?: string; fields?: Record<string, unknown> }

/** Reply to request `id`; id 0 says the database is ready (or could not open). */
export type PgliteReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: SerializedError }

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

function deserializeError(serialized: SerializedError): Error {
  const error = new Error(serialized.message)
  if (serialized.name) error.name = serialized.name
  return Object.assign(error, serialized.fields)
}

/** What drizzle's pglite session calls on a client or on a transaction. */
export type PgliteQueries = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
}

const SENTINEL = '\u0000parser-probe'

/**
 * The worker's module sits beside this one. In the prebuilt server (build/node, ADR 0041) it is
 * JavaScript, started as it is. From the TypeScript sources (`npm run dev`, the scripts, Vitest),
 * Node 20 does not carry `--import tsx` into worker threads, so the worker registers tsx itself
 * before loading its module.
 */
function startWorker(workerData: PgliteWorkerData): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData })
  const tsxRequireHook = createRequire(import.meta.url).resolve('tsx/cjs/api')
  const workerModule = fileURLToPath(new URL('./pglite-worker.ts', import.meta.url))
  return new Worker(`require(${JSON.stringify(tsxRequireHook)}).register(); require(${JSON.stringify(workerModule)})`, { eval: true, workerData })
}

/**
 * No answer from the thread within the time limit. The statement itself may still be running
 * there, and a statement outside a transaction may still commit (ADR 0009).
 */
export class StatementTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`the embedded database did not answer within the time limit (${String(timeoutMs)} ms)`)
    this.name = 'StatementTimeoutError'
  }
}

/** The default time limit of one statement, as on the PostgreSQL pool. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000

export class PgliteThread implements PgliteQueries {
  /**
   * The transaction whose callback is running in this async context, if any. Enabled only while a
   * transaction runs: on Node 20 an enabled AsyncLocalStorage keeps async hooks on, which slows
   * every request of the process (ADR 0031).
   */
  readonly #inTransaction = new AsyncLocalStorage<number>()
  readonly #trackTransaction = offWhenIdle(this.#inTransaction)
  readonly #timeoutMs: number
  readonly #worker: Worker
  readonly #typesReadAsText: ReadonlySet<number>
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  #nextId = 1
  #nextTxId = 1
  readonly #onFailure: (error: Error) => void
  /** Set once the worker is gone; every later request fails with it. */
  #failure: Error | undefined
  #isClosing = false

  private constructor(worker: Worker, typesReadAsText: readonly number[], onFailure: (error: Error) => void, timeoutMs: number) {
    this.#worker = worker
    this.#timeoutMs = timeoutMs
    this.#typesReadAsText = new Set(typesReadAsText)
    this.#onFailure = onFailure
    worker.on('message', (reply: PgliteReply) => {
      const pending = this.#pending.get(reply.id)
      if (!pending) return
      this.#pending.delete(reply.id)
      if (this.#pending.size === 0) worker.unref()
      if (reply.ok) pending.resolve(reply.result)
      else pending.reject(deserializeError(reply.error))
    })
    worker.on('error', (error) => {
      this.#fail(error)
    })
    worker.on('exit', (code) => {
      this.#fail(new Error(`the database thread exited (code ${code})`))
    })
  }

  /**
   * Starts the thread and resolves once PGlite has opened `dir` (undefined: in memory).
   * `onFailure` hears once if the thread dies other than through `close` (a crash in PGlite):
   * every statement fails from then on, so the caller should make that loud.
   */
  static async open(
    dir: string | undefined,
    typesReadAsText: readonly number[],
    onFailure: (error: Error) => void,
    { timeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS, fromDump }: { timeoutMs?: number; fromDump?: Uint8Array | string } = {},
  ): Promise<PgliteThread> {
    const workerData: PgliteWorkerData = { dir, typesReadAsText, ...(fromDump === undefined ? {} : { fromDump }) }
    const worker = startWorker(workerData)
    const thread = new PgliteThread(worker, typesReadAsText, onFailure, timeoutMs)
    try {
      // Opening (and on first start, creating) a database may take longer than one statement.
      await thread.#request(0, () => undefined, 120_000)
    } catch (error) {
      // PGlite could not open the directory: end the thread rather than leave it idle.
      thread.#isClosing = true
      await worker.terminate()
      throw error
    }
    return thread
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // PGlite has one connection: a statement outside the transaction would wait for the
    // transaction, which waits for the statement. Refuse it at once instead.
    if (this.#inTransaction.getStore() !== undefined) {
      return Promise.reject(new Error('a statement on the database was sent from inside a transaction; use the transaction (tx) instead'))
    }
    return this.#query<T>(sql, params, options, undefined)
  }

  /** Whether the thread still answers; after a crash every statement fails. */
  get failure(): Error | undefined {
    return this.#failure
  }

  /** Stops the thread at once, as a crash would (tests; an emergency stop). */
  async kill(): Promise<void> {
    await this.#worker.terminate()
  }

  /**
   * Runs `fn` in one transaction: its statements go to the worker tagged with the transaction's
   * id and run inside PGlite's transaction, while other statements wait there as they would in
   * one thread. It commits when `fn` resolves, and rolls back and rethrows when it throws.
   *
   * A statement past the time limit keeps running in the thread (see ADR 0009), so a transaction
   * in which one timed out is never committed: its later statements are refused, and it is rolled
   * back and fails with the time-out even if `fn` carried on. If the start itself timed out, the
   * thread is told to roll the transaction back as soon as it opens.
   */
  async transaction<T>(fn: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const txId = this.#nextTxId++
    try {
      await this.#send({ kind: 'begin', txId })
    } catch (error) {
      if (error instanceof StatementTimeoutError) this.#send({ kind: 'end', txId, commit: false }).catch(() => undefined)
      throw error
    }
    let timedOut: StatementTimeoutError | undefined
    const tx: PgliteQueries = {
      query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
        if (timedOut) return Promise.reject(timedOut)
        return this.#query<R>(sql, params, options, txId).catch((error: unknown) => {
          if (error instanceof StatementTimeoutError) timedOut ??= error
          throw error
        })
      },
    }
    const rollBack = () => this.#send({ kind: 'end', txId, commit: false }).catch(() => undefined)
    let result: T
    try {
      result = await this.#trackTransaction(() => this.#inTransaction.run(txId, () => fn(tx)))
    } catch (error) {
      await rollBack()
      throw error
    }
    if (timedOut) {
      await rollBack()
      throw timedOut
    }
    await this.#send({ kind: 'end', txId, commit: true })
    return result
  }

  /** Closes the database, then the thread ends by itself. */
  async close(): Promise<void> {
    if (this.#failure) return
    this.#isClosing = true
    await this.#send({ kind: 'close' })
  }

  async #query<T>(sql: string, params: unknown[], options: QueryOptions | undefined, txId: number | undefined) {
    this.#checkParsers(options)
    const rowMode = options?.rowMode ?? 'object'
    return (await this.#send({ kind: 'query', sql, params, rowMode, txId })) as Results<T>
  }

  /**
   * Parsers are functions and cannot cross to the worker. drizzle sends, with every statement,
   * parsers that keep dates, times and intervals as text; the worker already reads those types
   * so. Anything else would be silently ignored, so it is refused instead.
   */
  #checkParsers(options: QueryOptions | undefined): void {
    if (options?.serializers || options?.blob || options?.onNotice || options?.paramTypes) {
      throw new Error('this query option is not supported by the database thread')
    }
    const parsers = Object.entries(options?.parsers ?? {}) as [string, (value: string) => unknown][]
    for (const [typeId, parse] of parsers) {
      if (!this.#typesReadAsText.has(Number(typeId)) || parse(SENTINEL) !== SENTINEL) {
        throw new Error(`a parser for type ${typeId} cannot be sent to the database thread`)
      }
    }
  }

  #send(request: DistributiveOmit<PgliteRequest, 'id'>): Promise<unknown> {
    const id = this.#nextId++
    return this.#request(id, () => {
      this.#worker.postMessage({ ...request, id })
    })
  }

  #request(id: number, post: () => void, timeoutMs = this.#timeoutMs): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure)
    return new Promise((resolve, reject) => {
      // Hold the process open while a statement is out, and only then: an idle database must
      // not keep a finished script alive, a pending one must not let it end early.
      if (this.#pending.size === 0) this.#worker.ref()
      // No answer in time: the caller gets an error (a late answer is dropped).
      const timer = setTimeout(() => {
        if (!this.#pending.delete(id)) return
        if (this.#pending.size === 0) this.#worker.unref()
        reject(new StatementTimeoutError(timeoutMs))
      }, timeoutMs)
      timer.unref()
      this.#pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer)
          resolve(value)
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      })
      try {
        post()
      } catch (error) {
        // A parameter that cannot be cloned to the worker: nothing was sent.
        this.#pending.delete(id)
        if (this.#pending.size === 0) this.#worker.unref()
        throw error
      }
    })
  }

  #fail(error: Error): void {
    if (this.#failure) return
    this.#failure = error
    if (!this.#isClosing) this.#onFailure(error)
    for (const pending of this.#pending.values()) pending.reject(error)
    this.#pending.clear()
  }
}
