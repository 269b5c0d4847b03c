/**
 * The reply templates staff pick from in the composer, kept in `reply_templates`. Until someone
 * saves one, the built-in templates stand in; the first save writes them all, so the list is then
 * entirely the team's own. Every save quotes the version it started from (refused as `stale` otherwise).
 * A built-in template that nobody has changed (still at version 0) reads as this release's text, so
 * a wording fixed in the code reaches a desk whose list was written out before the fix.
 */
import { asc, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../.server/db/client'
import { inTransaction } from '../../.server/db/transaction'
import { replyTemplates } from '../../.server/db/schema'
import { schemaIssues } from '../desk/desk-command.server'
import { invalidInput, refuse, type DeskResult } from '../desk/desk-result'
import { defaultReplyTemplates, replyTemplateSchema, type ReplyTemplate } from './reply-templates'
import type { AuditWrite } from '../audit/audit.server'

export type StoredTemplate = ReplyTemplate & { version: number }

/** Every write of the audit log goes through the caller's helper, inside the write's transaction. */
export type TemplateAudit = AuditWrite

export const MAX_TEMPLATES = 50

const builtInTemplates = new Map(defaultReplyTemplates.map((template) => [template.id, template]))

export async function listReplyTemplates(db: Db): Promise<StoredTemplate[]> {
  const rows = await db.select().from(replyTemplates).orderBy(asc(replyTemplates.position), asc(replyTemplates.id))
  if (rows.length === 0) return defaultReplyTemplates.map((template) => ({ ...template, version: 0 }))
  return rows.map((row) => {
    const unchanged = row.version === 0 ? builtInTemplates.get(row.id) : undefined
    return unchanged ? { ...unchanged, version: 0 } : { id: row.id, label: row.label, en: row.en, zh: row.zh, version: row.version }
  })
}

export const saveTemplateSchema = z.object({
  template: replyTemplateSchema,
  /** The version the editor started from: 0 for a new template or a built-in one never saved. */
  expectedVersion: z.number().int().min(0),
})

/**
 * The template as saved (or removed); or why not. `stale` carries the template as stored now (null:
 * someone created one with that id meanwhile); `invalid` names the fields, or `lastOne` / `tooMany`
 * on `templates` when the list would be left empty or grow too long.
 */
export type TemplateResult = DeskResult<{ template: StoredTemplate }, StoredTemplate | null>

/** Write the built-in templates once, so that the stored list is the whole list from then on. */
async function materialiseDefaults(tx: Db): Promise<void> {
  const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(replyTemplates)
  if ((existing?.n ?? 0) > 0) return
  await tx
    .insert(replyTemplates)
    .values(defaultReplyTemplates.map((template, position) => ({ ...template, position, version: 0, updatedBy: 'built-in' })))
    .onConflictDoNothing()
}

const asRecord = (template: ReplyTemplate): Record<string, unknown> => ({ label: template.label, en: template.en, zh: template.zh })

/** Create or change one template. */
export async function saveReplyTemplate(db: Db, input: unknown, by: string, audit: TemplateAudit): Promise<TemplateResult> {
  const parsed = saveTemplateSchema.safeParse(input)
  if (!parsed.success) return invalidInput(schemaIssues(parsed.error))
  const { template, expectedVersion } = parsed.data
  return inTransaction(db, async (tx): Promise<TemplateResult> => {
    // One writer at a time: the first save writes the defaults, and the count below stays true.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reply_templates'))`)
    await materialiseDefaults(tx)
    const [current] = await tx.select().from(replyTemplates).where(eq(replyTemplates.id, template.id))
    if (current) {
      if (current.version !== expectedVersion)
        return refuse('stale', { current: { id: current.id, label: current.label, en: current.en, zh: current.zh, version: current.version } })
      const [saved] = await tx
        .update(replyTemplates)
        .set({ label: template.label, en: template.en, zh: template.zh, version: current.version + 1, updatedAt: sql`now()`, updatedBy: by })
        .where(eq(replyTemplates.id, template.id))
        .returning()
      await audit(tx, { action: 'template.update', target: template.id, before: asRecord(current), after: asRecord(template) })
      return { ok: true, template: { ...template, version: saved?.version ?? current.version + 1 } }
    }
    if (expectedVersion !== 0) return refuse('stale', { current: null })
    const [count] = await tx.select({ n: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(position), -1)::int` }).from(replyTemplates)
    if ((count?.n ?? 0) >= MAX_TEMPLATES) return invalidInput([{ path: 'templates', message: 'tooMany' }])
    await tx.insert(replyTemplates).values({ ...template, position: (count?.last ?? -1) + 1, version: 1, updatedBy: by })
    await audit(tx, { action: 'template.create', target: template.id, after: asRecord(template) })
    return { ok: true, template: { ...template, version: 1 } }
  })
}

/** Remove one template; the last one stays (the composer always has something to start from). */
export async function deleteReplyTemplate(db: Db, id: string, expectedVersion: number, audit: TemplateAudit): Promise<TemplateResult> {
  return inTransaction(db, async (tx): Promise<TemplateResult> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reply_templates'))`)
    await materialiseDefaults(tx)
    const [current] = await tx.select().from(replyTemplates).where(eq(replyTemplates.id, id))
    if (!current) return refuse('notFound')
    if (current.version !== expectedVersion)
      return refuse('stale', { current: { id: current.id, label: current.label, en: current.en, zh: current.zh, version: current.version } })
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(replyTemplates)
    if ((count?.n ?? 0) <= 1) return invalidInput([{ path: 'templates', message: 'lastOne' }])
    await tx.delete(replyTemplates).where(eq(replyTemplates.id, id))
    await audit(tx, { action: 'template.delete', target: id, before: asRecord(current) })
    return { ok: true, template: { id: current.id, label: current.label, en: current.en, zh: current.zh, version: current.version } }
  })
}
