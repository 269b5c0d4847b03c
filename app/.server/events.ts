/**
 * Events for live desks: `enquiry.created` and `enquiry.changed`, delivered to every instance, and
 * who has which enquiry open (`enquiry.viewing`, `enquiry.left`).
 *
 * On PostgreSQL an event is a NOTIFY sent inside the write's transaction, so it reaches listeners
 * (each instance's dedicated LISTEN connection) only when the write commits, and never when it
 * rolls back. On PGlite one process owns the database, so events are dispatched in process once the
 * write has committed.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Database, Db } from './db/client'
import { channels } from './channels'

export type InboxEvent =
  | { type: 'enquiry.created'; enquiryId: number; reference: string }
  | { type: 'enquiry.changed'; enquiryId: number; version: number; status: string; by: string }
  /** A desk has the enquiry open (repeated while it stays open; `until` is when it lapses). */
  | { type: 'enquiry.viewing'; enquiryId: number; by: string; name: string; until: number }
  /** A mail of the enquiry was delivered, or failed for good. */
  | { type: 'enquiry.mail'; enquiryId: number; mailId: number; status: 'SUCCESS' | 'ERROR' }
  /** A desk closed the enquiry. */
  | { type: 'enquiry.left'; enquiryId: number; by: string }
  /** The listener connection was lost and restored: events may have been missed, refetch. */
  | { type: 'resync' }

export function encodeEvent(event: InboxEvent): string {
  return JSON.stringify(event)
}

/** Parse a notification payload; null for anything that is not one of our events. */
export function decodeEvent(payload: string): InboxEvent | null {
  // The database client tells its listeners '' after reconnecting.
  if (payload === '') return { type: 'resync' }
  try {
    const value = JSON.parse(payload) as { type?: unknown; enquiryId?: unknown } | null
    if (!value || typeof value.enquiryId !== 'number') return null
    const known = ['enquiry.created', 'enquiry.changed', 'enquiry.mail', 'enquiry.viewing', 'enquiry.left']
    return typeof value.type === 'string' && known.includes(value.type) ? (value as InboxEvent) : null
  } catch {
    return null
  }
}

/**
 * Queue `event` inside the transaction `tx` (PostgreSQL: NOTIFY, sent on commit). Returns what to
 * call after the commit (PGlite: the in-process dispatch; PostgreSQL: nothing).
 */
export async function publishInTransaction(database: Database, tx: Db, event: InboxEvent): Promise<() => Promise<void>> {
  const payload = encodeEvent(event)
  if (database.kind === 'postgres') {
    await tx.execute(sql`select pg_notify(${channels.inbox}, ${payload})`)
    return async () => undefined
  }
  return () => database.notify(channels.inbox, payload)
}

/**
 * For a write that is one statement (its own implicit transaction): on PostgreSQL the expression
 * to select within it, which notifies on commit; on PGlite none, and the in-process dispatch to
 * call after it.
 */
export function publishWithStatement(database: Database, event: InboxEvent): { select?: SQL; afterCommit: () => Promise<void> } {
  const payload = encodeEvent(event)
  if (database.kind === 'postgres') return { select: sql`pg_notify(${channels.inbox}, ${payload})`, afterCommit: async () => undefined }
  return { afterCommit: () => database.notify(channels.inbox, payload) }
}

/** Subscribe to inbox events; resolves to an unsubscribe function. */
export async function subscribeInboxEvents(database: Database, listener: (event: InboxEvent) => void): Promise<() => Promise<void>> {
  return database.listen(channels.inbox, (payload) => {
    const event = decodeEvent(payload)
    if (event) listener(event)
  })
}
