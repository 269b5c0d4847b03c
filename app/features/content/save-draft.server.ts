/**
 * The team's draft of a unit of the site content: saved beside the live unit, shown only in
 * previews until it is published (`publish-unit.server.ts`), or discarded. One draft per unit,
 * shared by the team, with its own version: a save over someone else's newer draft is refused.
 */
import { eq, sql } from 'drizzle-orm'
import { invalidInput, refuse, type DeskResult } from '../desk/desk-result'
import type { AuditWrite } from '../audit/audit.server'
import { kindOf, unstorablePaths, UNSTORABLE, type ContentIssue } from './content-units'
import type { Database } from '../../.server/db/client'
import { inTransaction } from '../../.server/db/transaction'
import { contentDrafts, contentUnits } from '../../.server/db/schema'

/** The team's draft of a unit: what a `stale` draft save carries (someone else saved it meanwhile). */
export type TeamDraft = { data: unknown; version: number; by: string | null; at: string }

export type DraftResult = DeskResult<{ draftVersion: number }, TeamDraft, ContentIssue>

const iso = (value: Date | string) => new Date(value).toISOString()
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Save the team's draft of a unit. `expectedDraftVersion` is the draft version the editor last
 * saw (0 when there was none): another person's save in between is refused as `stale`, with their draft.
 * `baseVersion` is the unit version the editor started from (a new draft records it).
 */
export async function saveDraft(
  database: Database,
  id: string,
  options: { data: unknown; expectedDraftVersion: number; by: string; baseVersion?: number },
): Promise<DraftResult> {
  if (!kindOf(id)) return refuse('notFound')
  const bad = unstorablePaths(options.data)
  if (bad.length > 0) return invalidInput(bad.map((path) => ({ unitId: id, path, message: UNSTORABLE })))
  if (!isRecord(options.data)) return invalidInput([{ unitId: id, path: '', message: 'not an object' }])
  return inTransaction(database.db, async (tx): Promise<DraftResult> => {
    const [row] = await tx.select({ version: contentUnits.version }).from(contentUnits).where(eq(contentUnits.id, id)).for('update')
    if (!row) return refuse('notFound')
    const [draft] = await tx.select().from(contentDrafts).where(eq(contentDrafts.unitId, id))
    const current = draft?.version ?? 0
    if (current !== options.expectedDraftVersion && draft) {
      return refuse('stale', { current: { data: draft.data, version: draft.version, by: draft.updatedBy, at: iso(draft.updatedAt) } })
    }
    if (draft) {
      await tx
        .update(contentDrafts)
        .set({ data: options.data, version: current + 1, updatedAt: sql`now()`, updatedBy: options.by })
        .where(eq(contentDrafts.unitId, id))
    } else {
      // A draft typed on an older version keeps that version: publishing it later is then refused (409).
      await tx
        .insert(contentDrafts)
        .values({ unitId: id, data: options.data, baseVersion: Math.min(options.baseVersion ?? row.version, row.version), version: 1, updatedBy: options.by })
    }
    return { ok: true, draftVersion: current + 1 }
  })
}

/** Drop the draft of a unit (nothing to do when there is none: the editor then shows the live version). */
export async function discardDraft(database: Database, id: string, options: { by: string; audit: AuditWrite }): Promise<DeskResult<object, never, never>> {
  if (!kindOf(id)) return refuse('notFound')
  await inTransaction(database.db, async (tx) => {
    const removed = await tx.delete(contentDrafts).where(eq(contentDrafts.unitId, id)).returning({ id: contentDrafts.unitId })
    if (removed.length > 0) await options.audit(tx, { action: 'content.discard', target: id })
  })
  return { ok: true }
}
