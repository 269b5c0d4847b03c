/**
 * Changes staff make to an enquiry from the desk. Each runs in one transaction, quotes the version
 * the staff member saw (a stale change is refused as `stale`, never overwritten), records who did it,
 * and publishes `enquiry.changed` so other open desks refresh.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database, Db } from '../../.server/db/client'
import { inTransaction } from '../../.server/db/transaction'
import { enquiries, enquiryNotes, enquiryStatuses, enquiryStatusHistory, type EnquiryStatus } from '../../.server/db/schema'
import { publishInTransaction } from '../../.server/events'
import { schemaIssues } from '../desk/desk-command.server'
import { invalidInput, refuse, type DeskFailure, type DeskResult } from '../desk/desk-result'
import { readWorkingCalendar } from '../reply-clock/clock-settings.server'
import { ANSWERED_STATUSES, clockInputFromHistory, replyDueAt } from '../reply-clock/reply-clock'
import type { AuditWrite } from '../audit/audit.server'
import { createTripsFromBasket } from '../trips/trips-store.server'

/** Who acts: the signed-in staff member (the desk's gate has already checked the permission). */
export type Actor = { email: string }

/** The enquiry as it is now, when a change quoted an older version. */
export type EnquiryNow = { version: number; status: EnquiryStatus }

export type CommandError = DeskFailure<EnquiryNow>

export type CommandResult<T extends object> = DeskResult<T, EnquiryNow>

export const changeStatusSchema = z.object({
  enquiryId: z.number().int().positive(),
  expectedVersion: z.number().int().positive(),
  to: z.enum(enquiryStatuses),
  internalReason: z.string().trim().max(2000).optional(),
  visitorWording: z.string().trim().max(4000).optional(),
})
export type ChangeStatusInput = z.input<typeof changeStatusSchema>

export const addNoteSchema = z.object({
  enquiryId: z.number().int().positive(),
  expectedVersion: z.number().int().positive(),
  body: z.string().trim().min(1).max(4000),
})
export type AddNoteInput = z.input<typeof addNoteSchema>

export type Outcome<T> = { error: CommandError } | { value: T; afterCommit: () => Promise<void> }

export function invalid(error: z.ZodError): CommandError {
  return invalidInput(schemaIssues(error))
}

/** Bump the version when it is still `expected`; otherwise say why not (gone, or stale). */
async function claimVersion(
  tx: Db,
  enquiryId: number,
  expected: number,
  set: { status?: EnquiryStatus } = {},
): Promise<
  { ok: true; version: number; status: EnquiryStatus; createdAt: Date | string; answeredAt: Date | string | null } | { ok: false; error: CommandError }
> {
  const [updated] = await tx
    .update(enquiries)
    .set({ ...set, version: sql`${enquiries.version} + 1` })
    .where(and(eq(enquiries.id, enquiryId), eq(enquiries.version, expected)))
    .returning({ version: enquiries.version, status: enquiries.status, createdAt: enquiries.createdAt, answeredAt: enquiries.answeredAt })
  if (updated) return { ok: true as const, ...updated }
  const [current] = await tx.select({ version: enquiries.version, status: enquiries.status }).from(enquiries).where(eq(enquiries.id, enquiryId))
  if (!current) return { ok: false as const, error: refuse('notFound') }
  return { ok: false as const, error: refuse('stale', { current: { version: current.version, status: current.status } }) }
}

export type ChangedStatus = { version: number; from: EnquiryStatus; to: EnquiryStatus; replyDueAt: Date | null; answeredAt: Date | null }

/** The audit log's writer, called inside the change's transaction (a rolled-back change leaves no row). */
export type InboxAudit = AuditWrite
const noAudit: InboxAudit = async () => undefined

type StatusChange = Omit<z.output<typeof changeStatusSchema>, 'enquiryId' | 'expectedVersion'>

/**
 * The status change itself, inside the caller's transaction: bump the version (or refuse), write
 * the history row, recompute the reply clock, queue the `enquiry.changed` event. Confirming makes
 * the basket's draft trips (once: a second confirmation adds none), audited with `audit`.
 */
export async function applyStatusChange(
  database: Database,
  tx: Db,
  actor: Actor,
  target: { enquiryId: number; expectedVersion: number },
  change: StatusChange,
  now: Date,
  audit: InboxAudit = noAudit,
): Promise<Outcome<ChangedStatus>> {
  const { enquiryId, expectedVersion } = target
  const { to, internalReason, visitorWording } = change
  const [before] = await tx.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, enquiryId)).for('update')
  if (!before) return { error: refuse('notFound') }
  const claimed = await claimVersion(tx, enquiryId, expectedVersion, { status: to })
  if (!claimed.ok) return { error: claimed.error }
  await tx.insert(enquiryStatusHistory).values({
    enquiryId,
    actor: actor.email,
    at: now,
    fromStatus: before.status,
    toStatus: to,
    internalReason: internalReason || null,
    visitorWording: visitorWording || null,
  })
  const history = await tx
    .select({ at: enquiryStatusHistory.at, from: enquiryStatusHistory.fromStatus, to: enquiryStatusHistory.toStatus })
    .from(enquiryStatusHistory)
    .where(eq(enquiryStatusHistory.enquiryId, enquiryId))
    .orderBy(asc(enquiryStatusHistory.at), asc(enquiryStatusHistory.id))
  const createdAt = new Date(claimed.createdAt)
  const answeredAt = claimed.answeredAt ? new Date(claimed.answeredAt) : ANSWERED_STATUSES.includes(to) ? now : null
  // Once answered, the clock stops there: later pauses do not move the due moment.
  const clockAt = answeredAt ?? now
  const clock = clockInputFromHistory(
    createdAt,
    history.map((h) => ({ ...h, at: new Date(h.at) })).filter((h) => h.at.getTime() <= clockAt.getTime()),
  )
  const dueAt = to === 'spam' ? null : replyDueAt(clock, await readWorkingCalendar(tx), clockAt)
  await tx.update(enquiries).set({ answeredAt, replyDueAt: dueAt }).where(eq(enquiries.id, enquiryId))
  if (to === 'confirmed') await createTripsFromBasket(tx, enquiryId, now, audit)
  const afterCommit = await publishInTransaction(database, tx, {
    type: 'enquiry.changed',
    enquiryId,
    version: claimed.version,
    status: to,
    by: actor.email,
  })
  return { value: { version: claimed.version, from: before.status, to, replyDueAt: dueAt, answeredAt }, afterCommit }
}

/**
 * Move an enquiry to `to`, with optional reasons (internal, and the visitor-facing wording when one
 * is sent). Sets `answered_at` on the first answering status, and recomputes the reply clock's due
 * moment (a stretch in awaiting_visitor pauses it).
 */
export async function changeStatus(
  database: Database,
  actor: Actor,
  input: ChangeStatusInput,
  now: Date,
  audit: InboxAudit = noAudit,
): Promise<CommandResult<ChangedStatus>> {
  const parsed = changeStatusSchema.safeParse(input)
  if (!parsed.success) return invalid(parsed.error)
  const { enquiryId, expectedVersion, ...change } = parsed.data
  const outcome = await inTransaction(database.db, async (tx): Promise<Outcome<ChangedStatus>> => {
    const result = await applyStatusChange(database, tx, actor, { enquiryId, expectedVersion }, change, now, audit)
    if ('value' in result) {
      await audit(tx, {
        action: 'enquiry.status',
        target: String(enquiryId),
        before: { status: result.value.from },
        after: { status: result.value.to, ...(change.internalReason && { internalReason: change.internalReason }) },
      })
    }
    return result
  })
  if ('error' in outcome) return outcome.error
  await outcome.afterCommit()
  return { ok: true, ...outcome.value }
}

export type AddedNote = { version: number; noteId: number }

/** Add an internal note. It bumps the version too, so two staff see each other's notes before acting. */
export async function addNote(
  database: Database,
  actor: Actor,
  input: AddNoteInput,
  now: Date,
  audit: InboxAudit = noAudit,
): Promise<CommandResult<AddedNote>> {
  const parsed = addNoteSchema.safeParse(input)
  if (!parsed.success) return invalid(parsed.error)
  const { enquiryId, expectedVersion, body } = parsed.data
  const outcome = await inTransaction(database.db, async (tx): Promise<Outcome<AddedNote>> => {
    const claimed = await claimVersion(tx, enquiryId, expectedVersion)
    if (!claimed.ok) return { error: claimed.error }
    const [note] = await tx.insert(enquiryNotes).values({ enquiryId, actor: actor.email, body, createdAt: now }).returning({ id: enquiryNotes.id })
    await audit(tx, { action: 'enquiry.note', target: String(enquiryId), after: { noteId: note?.id ?? null } })
    const afterCommit = await publishInTransaction(database, tx, {
      type: 'enquiry.changed',
      enquiryId,
      version: claimed.version,
      status: claimed.status,
      by: actor.email,
    })
    return { value: { version: claimed.version, noteId: note?.id ?? 0 }, afterCommit }
  })
  if ('error' in outcome) return outcome.error
  await outcome.afterCommit()
  return { ok: true, ...outcome.value }
}
