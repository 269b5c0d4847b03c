/**
 * The thread that owns the embedded database. PGlite runs every statement synchronously in the
 * thread that calls it; here that is this worker, so the server's own thread keeps handling HTTP
 * while statements run. The protocol is in pglite-thread.ts, the only module that starts it.
 */
import { readFileSync } from 'node:fs'
import { inspect } from 'node:util'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { PgliteReply, PgliteRequest, PgliteWorkerData, SerializedError } from './pglite-thread'

const readAsText = (value: string) => value

/** PGlite whose parser table reads the given types as text (its table is only reachable inside). */
class TextReadingPGlite extends PGlite {
  readAsText(typeIds: readonly number[]): void {
    for (const typeId of typeIds) this.parsers[typeId] = readAsText
  }
}

/** Rolls a transaction back without the error reaching anyone: the caller asked for it. */
class RollbackRequested extends Error {}

const port = parentPort
if (!port) throw new Error('pglite-worker.ts runs as a worker thread')
const { dir, typesReadAsText, fromDump } = workerData as PgliteWorkerData

// A copy on a plain ArrayBuffer, as a Blob takes it.
const dump = typeof fromDump === 'string' ? readFileSync(fromDump) : fromDump && new Uint8Array(fromDump)
// PGlite reads its options from the first argument unless that is a directory name.
const client = dump ? new TextReadingPGlite({ dataDir: dir, loadDataDir: new Blob([dump]) }) : new TextReadingPGlite(dir)
/** Transactions in progress, by the caller's id, with the way to end each. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>()
/** Each transaction's settled outcome, awaited by its `end` request. */
const outcomes = new Map<number, Promise<void>>()
/**
 * Ends that arrived before their transaction opened: the caller gave up waiting for the start (time
 * limit) and asked for a rollback, which is applied as soon as the transaction opens.
 */
const earlyEnds = new Map<number, boolean>()

function serializeError(error: unknown): SerializedError {
  // PGlite's file system layer can throw plain objects; inspect says more than String would.
  if (!(error instanceof Error)) return { message: inspect(error, { depth: 2 }) }
  // Error objects cross threads with their message only; the driver's fields (code, detail,
  // constraint …) are what callers test, so they travel as plain data.
  const fields: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value
  }
  return { message: error.message, name: error.name, fields }
}

/** Opens a transaction that stays open, inside PGlite's transaction callback, until `end`. */
function begin(txId: number): Promise<void> {
  return new Promise<void>((opened, failed) => {
    let isOpen = false
    const outcome = client
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            const end = (shouldCommit: boolean) => {
              if (shouldCommit) commit()
              else rollback(new RollbackRequested())
            }
            transactions.set(txId, { tx, end })
            isOpen = true
            opened()
            const early = earlyEnds.get(txId)
            if (early !== undefined) {
              earlyEnds.delete(txId)
              end(early)
            }
          }),
      )
      .catch((error: unknown) => {
        if (!isOpen) {
          // BEGIN itself failed: the caller hears it from `begin` and sends no `end`.
          outcomes.delete(txId)
          failed(error instanceof Error ? error : new Error(String(error)))
        } else if (!(error instanceof RollbackRequested)) throw error
      })
      .finally(() => {
        transactions.delete(txId)
        earlyEnds.delete(txId)
      })
    outcomes.set(txId, outcome)
  })
}

async function handle(request: PgliteRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const target = request.txId === undefined ? client : transactions.get(request.txId)?.tx
      if (!target) throw new Error(`transaction ${request.txId} is not open`)
      return target.query(request.sql, request.params, { rowMode: request.rowMode })
    }
    case 'begin':
      return begin(request.txId)
    case 'end': {
      const open = transactions.get(request.txId)
      if (open) open.end(request.commit)
      else if (outcomes.has(request.txId)) earlyEnds.set(request.txId, request.commit)
      const outcome = outcomes.get(request.txId)
      outcomes.delete(request.txId)
      return outcome
    }
    case 'close':
      await client.close()
      return undefined
  }
}

port.on('message', (request: PgliteRequest) => {
  handle(request).then(
    (result) => {
      const reply: PgliteReply = { id: request.id, ok: true, result }
      port.postMessage(reply)
      // Once closed, nothing else will come: let the thread end.
      if (request.kind === 'close') port.close()
    },
    (error: unknown) => {
      const reply: PgliteReply = { id: request.id, ok: false, error: serializeError(error) }
      port.postMessage(reply)
    },
  )
})

client.waitReady.then(
  () => {
    client.readAsText(typesReadAsText)
    const reply: PgliteReply = { id: 0, ok: true, result: undefined }
    port.postMessage(reply)
  },
  (error: unknown) => {
    const reply: PgliteReply = { id: 0, ok: false, error: serializeError(error) }
    port.postMessage(reply)
  },
)
