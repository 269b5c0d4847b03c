/**
 * The embedded database in its own thread. PGlite executes statements synchronously in whichever
 * thread calls it, and under load that was about 40 % of the server's single JS thread. Here a
 * worker (pglite-worker.ts) owns the PGlite instance and this module gives drizzle's pglite
 * driver the two methods it calls, `query` and `transaction`, as messages to that worker.
 *
 * Durability is unchanged: the worker answers a statement only after PGlite has written it to the
 * data directory, as before, and a SIGKILL stops both threads at once.
 */
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { QueryOptions, Results } from '@electric-sql/pglite'

export type PgliteWorkerData = {
  /** `undefined`: in memory. */
  dir: string | undefined
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
 * The worker is TypeScript like the rest of the server. Node 20 does not carry the server's
 * `--import tsx` into worker threads, so the worker registers tsx itself before loading it.
 */
const require = createRequire(import.meta.url)
const tsxRequireHook = require.resolve('tsx/cjs/api')
const workerModule = fileURLToPath(new URL('./pglite-worker.ts', import.meta.url))
const bootstrap = `require(${JSON.stringify(tsxRequireHook)}).register(); require(${JSON.stringify(workerModule)})`

export class PgliteThread implements PgliteQueries {
  readonly #worker: Worker
  readonly #typesReadAsText: ReadonlySet<number>
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  #nextId = 1
  #nextTxId = 1
  readonly #onFailure: (error: Error) => void
  /** Set once the worker is gone; every later request fails with it. */
  #failure: Error | undefined
  #isClosing = false

  private constructor(worker: Worker, typesReadAsText: readonly number[], onFailure: (error: Error) => void) {
    this.#worker = worker
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
  ): Promise<PgliteThread> {
    const workerData: PgliteWorkerData = { dir, typesReadAsText }
    const worker = new Worker(bootstrap, { eval: true, workerData })
    const thread = new PgliteThread(worker, typesReadAsText, onFailure)
    try {
      await thread.#request(0, () => undefined)
    } catch (error) {
      // PGlite could not open the directory: end the thread rather than leave it idle.
      thread.#isClosing = true
      await worker.terminate()
      throw error
    }
    return thread
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options, undefined)
  }

  /**
   * Runs `fn` in one transaction: its statements go to the worker tagged with the transaction's
   * id and run inside PGlite's transaction, while other statements wait there as they would in
   * one thread. It commits when `fn` resolves, and rolls back and rethrows when it throws.
   */
  async transaction<T>(fn: (tx: PgliteQueries) => Promise<T>): Promise<T> {
    const txId = this.#nextTxId++
    await this.#send({ kind: 'begin', txId })
    const tx: PgliteQueries = {
      query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) =>
        this.#query<R>(sql, params, options, txId),
    }
    let result: T
    try {
      result = await fn(tx)
    } catch (error) {
      await this.#send({ kind: 'end', txId, commit: false })
      throw error
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

  #request(id: number, post: () => void): Promise<unknown> {
    if (this.#failure) return Promise.reject(this.#failure)
    return new Promise((resolve, reject) => {
      // Hold the process open while a statement is out, and only then: an idle database must
      // not keep a finished script alive, a pending one must not let it end early.
      if (this.#pending.size === 0) this.#worker.ref()
      this.#pending.set(id, { resolve, reject })
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
