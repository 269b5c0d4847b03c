/**
 * The audit log: one append-only row per sign-in, failed sign-in, sign-out, staff change and admin
 * write. Writes call `recordAudit` with their own transaction, so a write that rolls back leaves no
 * row and a row never exists without its write. Refusals of anonymous clients go through
 * `recordRefusal`, which keeps one client from flooding the log.
 */
import { sql } from 'drizzle-orm'
import { rowsOf, type Db } from '../../.server/db/client'
import { auditLog } from '../../.server/db/schema'
import { clientKey } from '../../.server/limits/client-key'
import type { AuditAction } from './audit-actions'
import type { DeskActor, StaffMember } from '../desk/context'

/** Who did it and from where; `actor` is null for an unknown person (a failed sign-in). */
export type AuditContext = {
  actor: Pick<StaffMember, 'id' | 'email' | 'name'> | null
  ip: string
  userAgent: string
  requestId: string
}

export type AuditEntry = {
  action: AuditAction
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

/**
 * How a feature below the desk's foundation records its write: the desk hands it this, bound to
 * the person and request, and the feature calls it inside its own transaction.
 */
export type AuditWrite = (
  tx: Db,
  entry: { action: AuditAction; target: string; before?: Record<string, unknown> | null; after?: Record<string, unknown> | null },
) => Promise<void>

/** A database or an open transaction: pass the write's transaction. */
export type Tx = Pick<Db, 'insert'>

/** The stored row of an entry: who, from where and which request, each cut to its column's size. */
function auditRowOf(context: AuditContext, entry: AuditEntry) {
  return {
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
  }
}

export async function recordAudit(tx: Tx, context: AuditContext, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values(auditRowOf(context, entry))
}

/** The window in which one client's repeated refusals make one audit row and a count. */
export const refusalWindowMs = 10 * 60_000

/**
 * A refusal of someone not signed in: the action, the staff e-mail tried (if any) and the reason's
 * code. Name the target only when it can be a staff account: each target tried makes its own row.
 */
export type Refusal = { action: AuditAction; target?: string; code?: string }

/**
 * Audits a refusal of an anonymous client (a failed sign-in, a wrong password) without letting one
 * client flood the append-only log. The first refusal per client, action, target and code in a
 * 10-minute window is an ordinary audit row (its address, browser and request id, the e-mail tried
 * as actor and target, the code in `after`); every later one like it in that window only adds one
 * to that row's count (`audit_repeats`), which the audit screen and its CSV show beside the row.
 * The client is its hashed limit key, as for the rate limits (an IPv6 address counts by its /64).
 * The target is part of the key, so each staff account someone tries stays visible on its own row,
 * and so is the code, so a change of reason (a lockout after wrong tries) is a row of its own.
 * Safe under concurrent refusals: exactly one of them writes the row. `now` sets the window (the
 * server clock).
 */
export async function recordRefusal(db: Db, context: AuditContext, refusal: Refusal, now: Date): Promise<'audited' | 'counted'> {
  const key = await clientKey(db, context.ip)
  const windowStart = new Date(Math.floor(now.getTime() / refusalWindowMs) * refusalWindowMs).toISOString()
  const at = now.toISOString()
  const target = (refusal.target ?? '').slice(0, 320)
  const code = (refusal.code ?? '').slice(0, 100)
  const row = auditRowOf(context, {
    action: refusal.action,
    target,
    actorEmail: target,
    after: refusal.code === undefined ? null : { code },
  })
  const same = sql`client_key = ${key} and action = ${row.action} and target = ${target} and code = ${code} and window_start = ${windowStart}::timestamptz`
  // Later refusals of the window, the flood's case: one statement that only counts.
  const count = async () =>
    (await rowsOf(db, sql`update audit_repeats set more = more + 1, last_at = greatest(last_at, ${at}::timestamptz) where ${same} returning more`)).length > 0
  if (await count()) return 'counted'
  // The first: its counter and its audit row in one statement (the row's id taken beforehand).
  const written = await rowsOf(
    db,
    sql`with counter as (
      insert into audit_repeats (client_key, action, target, code, window_start, audit_id, more, last_at)
      values (${key}, ${row.action}, ${target}, ${code}, ${windowStart}::timestamptz, nextval(pg_get_serial_sequence('audit_log', 'id')), 0, ${at}::timestamptz)
      on conflict do nothing
      returning audit_id
    ), audited as (
      insert into audit_log (id, actor_id, actor_email, actor_name, ip, user_agent, request_id, action, target, after)
      select audit_id, ${row.actorId}::bigint, ${row.actorEmail}, ${row.actorName}, ${row.ip}, ${row.userAgent}, ${row.requestId}, ${row.action}, ${row.target},
        ${row.after === null ? null : JSON.stringify(row.after)}::jsonb
      from counter
      returning id
    )
    select id from audited`,
  )
  if (written.length > 0) return 'audited'
  // Another request of this client wrote the window's row first: count this one on it.
  await count()
  return 'counted'
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

/** The audit log's writer for a desk command of `actor`: call it with the write's transaction. */
export function deskAudit(actor: DeskActor): (tx: Tx, entry: AuditEntry) => Promise<void> {
  const context = auditContextOf(actor)
  return (tx, entry) => recordAudit(tx, context, entry)
}
