/**
 * The audit log: one append-only row per sign-in, failed sign-in, sign-out, staff change and admin
 * write. Writes call `recordAudit` with their own transaction, so a write that rolls back leaves no
 * row and a row never exists without its write.
 */
import type { Db } from '../../.server/db/client'
import { auditLog } from '../../.server/db/schema'
import type { DeskActor } from './context'
import type { StaffMember } from './session.server'

/** Who did it and from where; `actor` is null for an unknown person (a failed sign-in). */
export type AuditContext = {
  actor: Pick<StaffMember, 'id' | 'email' | 'name'> | null
  ip: string
  userAgent: string
  requestId: string
}

export type AuditEntry = {
  action: string
  target?: string
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
  /** The e-mail tried, for a failed sign-in without a known person. */
  actorEmail?: string
}

/** The audit context of a desk request (who, from which address and browser, which request). */
export function auditContextOf(actor: DeskActor): AuditContext {
  return { actor: actor.staff, ip: actor.ip, userAgent: actor.userAgent, requestId: actor.requestId }
}

/** A database or an open transaction: pass the write's transaction. */
export type Tx = Pick<Db, 'insert'>

export async function recordAudit(tx: Tx, context: AuditContext, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: context.actor?.id ?? null,
    actorEmail: (context.actor?.email ?? entry.actorEmail ?? '').slice(0, 320),
    actorName: (context.actor?.name ?? '').slice(0, 200),
    ip: context.ip.slice(0, 64),
    userAgent: context.userAgent.slice(0, 300),
    requestId: context.requestId.slice(0, 64),
    action: entry.action,
    target: entry.target ?? '',
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}

/** Only the fields that differ, as before → after objects (for staff changes and later edits). */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const b: Partial<T> = {}
  const a: Partial<T> = {}
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key]
      a[key] = after[key]
    }
  }
  return { before: b, after: a }
}
