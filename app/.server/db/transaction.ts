import type { PgTransactionConfig } from 'drizzle-orm/pg-core'
import type { Db } from './client'

/**
 * Run `work` in one transaction and hand it the transaction as a `Db`. drizzle types a transaction
 * apart from its database although it takes the same queries; our query helpers take a `Db`, so
 * that they run alike inside a transaction and outside one. The cast lives here only. `config`
 * sets the isolation level or read-only access (a snapshot reads in one REPEATABLE READ view).
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>, config?: PgTransactionConfig): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db), config)
}
