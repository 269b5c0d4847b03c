import type { Db } from './client'

/**
 * Run `work` in one transaction and hand it the transaction as a `Db`. drizzle types a transaction
 * apart from its database although it takes the same queries; our query helpers take a `Db`, so
 * that they run alike inside a transaction and outside one. The cast lives here only.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db))
}
