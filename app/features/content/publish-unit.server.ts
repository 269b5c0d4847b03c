/**
 * Publishing a unit of the site content: the data the editor sends, or the unit's draft. The
 * publish quotes the unit version the editor started from (`stale` otherwise), is refused when the
 * assembled content would break a page (`invalid`, with the unit and field named) or when it
 * contradicts a price or leaves the Chinese behind (warnings the editor may confirm), writes a
 * revision with the field-level changes and the audit row, bumps the content generation and
 * announces it through the store, so that every instance drops its copy and pages.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import { invalidInput, refuse, type DeskFailure, type DeskResult } from '../desk/desk-result'
import type { AuditWrite } from '../audit/audit.server'
import { CONTENT_SCHEMA_VERSION, migrateUnitData } from '../catalog/migrations/content-migrations'
import {
  fieldChanges,
  kindOf,
  nextStamps,
  restoredStamps,
  staleChinese,
  stampsThrough,
  unitSchemas,
  unstorablePaths,
  validateUnits,
  UNSTORABLE,
  type ContentIssue,
  type ContentUnit,
  type FieldChange,
} from './content-units'
import { priceContradictions } from './price-checks'
import { CONTENT_ID, type ContentAnnouncer } from './content-store.server'
import type { Database, Db } from '../../.server/db/client'
import { inTransaction } from '../../.server/db/transaction'
import { contentDrafts, contentUnitRevisions, contentUnits, media, siteContent } from '../../.server/db/schema'

/** A unit as published now: what a `stale` publish carries. */
export type PublishedUnit = { version: number; data: unknown; updatedBy: string | null; updatedAt: string }

export type PublishResult = DeskResult<{ version: number; generation: number }, PublishedUnit, ContentIssue>

const iso = (value: Date | string) => new Date(value).toISOString()
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every uploaded photo (an address under /media/: an image's src, the WeChat QR image) in a value, with its path. */
function uploadedImages(value: unknown, path = '', out: { path: string; src: string }[] = []): { path: string; src: string }[] {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) out.push({ path, src: value })
  } else if (Array.isArray(value)) value.forEach((child, index) => uploadedImages(child, `${path}[${String(index)}]`, out))
  else if (isRecord(value)) for (const [key, child] of Object.entries(value)) uploadedImages(child, path ? `${path}.${key}` : key, out)
  return out
}

/**
 * Publish `changes` (unit id → new data) in the caller's transaction: each quoting its unit's
 * version, the whole content checked, revisions and stamps written, the generation bumped.
 */
export async function publishInTransaction(
  tx: Db,
  changes: { id: string; data: unknown; expectedVersion: number; restoredFrom?: number }[],
  by: string,
  options: { acceptWarnings?: boolean } = {},
): Promise<
  | { ok: true; versions: Map<string, number>; generation: number; diffs: Map<string, FieldChange[]> }
  | { ok: false; result: DeskFailure<PublishedUnit, ContentIssue> }
> {
  const rows = await tx.select().from(contentUnits).orderBy(asc(contentUnits.position)).for('update')
  const byId = new Map(rows.map((row) => [row.id, row]))
  const units: ContentUnit[] = []
  for (const row of rows) {
    const kind = kindOf(row.id)
    if (kind) units.push({ id: row.id, kind, position: row.position, data: migrateUnitData(kind, row.data, row.schemaVersion) })
  }
  const parsedChanges = new Map<string, unknown>()
  for (const change of changes) {
    const row = byId.get(change.id)
    const kind = kindOf(change.id)
    if (!row || !kind) return { ok: false, result: refuse('notFound') }
    if (row.version !== change.expectedVersion) {
      return {
        ok: false,
        result: refuse('stale', { current: { version: row.version, data: row.data, updatedBy: row.updatedBy, updatedAt: iso(row.updatedAt) } }),
      }
    }
    const bad = unstorablePaths(change.data)
    if (bad.length > 0) return { ok: false, result: invalidInput(bad.map((path) => ({ unitId: change.id, path, message: UNSTORABLE }))) }
    const parsed = unitSchemas[kind].safeParse(change.data)
    if (!parsed.success) {
      return {
        ok: false,
        result: invalidInput(parsed.error.issues.map((issue) => ({ unitId: change.id, path: issue.path.map(String).join('.'), message: issue.message }))),
      }
    }
    parsedChanges.set(change.id, parsed.data)
  }
  const next = units.map((unit) => (parsedChanges.has(unit.id) ? { ...unit, data: parsedChanges.get(unit.id) } : unit))
  const checked = validateUnits(next)
  if (!checked.ok) return { ok: false, result: invalidInput(checked.issues) }
  // What the editor is asked to confirm: prices typed out that the change would contradict, and
  // Chinese left behind by the English. A restore brings back a version that was live before.
  if (!options.acceptWarnings && changes.every((change) => change.restoredFrom === undefined)) {
    const warnings = [...priceContradictions(units, parsedChanges, checked.content), ...staleChinese(units, parsedChanges, byId)]
    if (warnings.length > 0) return { ok: false, result: invalidInput(warnings) }
  }
  // Every uploaded photo a change points at must be in the library (a page would show a broken image).
  for (const [id, data] of parsedChanges) {
    const uses = uploadedImages(data)
    if (uses.length === 0) continue
    const keys = [...new Set(uses.map((use) => use.src.slice('/media/'.length)))]
    const found = new Set((await tx.select({ key: media.key }).from(media).where(inArray(media.key, keys))).map((row) => row.key))
    const missing = uses.filter((use) => !found.has(use.src.slice('/media/'.length)))
    if (missing.length > 0)
      return { ok: false, result: invalidInput(missing.map((use) => ({ unitId: id, path: use.path, message: `no photo ${use.src} in the media library` }))) }
  }
  const versions = new Map<string, number>()
  const diffs = new Map<string, FieldChange[]>()
  for (const change of changes) {
    const row = byId.get(change.id)
    const before = units.find((unit) => unit.id === change.id)?.data
    const after = parsedChanges.get(change.id)
    if (!row) continue
    const version = row.version + 1
    const diff = fieldChanges(before, after)
    let stamps = nextStamps(row.stamps, before, after, version)
    if (change.restoredFrom !== undefined) {
      // A field whose English and Chinese matched in the restored version matches again.
      const history = await tx
        .select({ version: contentUnitRevisions.version, data: contentUnitRevisions.data, schemaVersion: contentUnitRevisions.schemaVersion })
        .from(contentUnitRevisions)
        .where(and(eq(contentUnitRevisions.unitId, change.id), lte(contentUnitRevisions.version, change.restoredFrom)))
        .orderBy(asc(contentUnitRevisions.version))
      const kind = kindOf(change.id)
      stamps = restoredStamps(
        stamps,
        stampsThrough(
          history.map((revision) => ({ version: revision.version, data: kind ? migrateUnitData(kind, revision.data, revision.schemaVersion) : revision.data })),
        ),
      )
    }
    await tx
      .update(contentUnits)
      .set({ data: after, schemaVersion: CONTENT_SCHEMA_VERSION, version, stamps, updatedAt: sql`now()`, updatedBy: by })
      .where(eq(contentUnits.id, change.id))
    await tx.insert(contentUnitRevisions).values({
      unitId: change.id,
      version,
      data: after,
      schemaVersion: CONTENT_SCHEMA_VERSION,
      changes: diff,
      restoredFrom: change.restoredFrom ?? null,
      createdBy: by,
    })
    await tx.delete(contentDrafts).where(eq(contentDrafts.unitId, change.id))
    versions.set(change.id, version)
    diffs.set(change.id, diff)
  }
  const [state] = await tx
    .update(siteContent)
    .set({ version: sql`${siteContent.version} + 1`, updatedAt: sql`now()`, updatedBy: by })
    .where(eq(siteContent.id, CONTENT_ID))
    .returning({ version: siteContent.version })
  return { ok: true, versions, generation: state?.version ?? 0, diffs }
}

/** Publish one unit: the data given, or its draft. */
export async function publishUnit(
  database: Database,
  store: ContentAnnouncer,
  id: string,
  options: { expectedVersion: number; data?: unknown; by: string; restoredFrom?: number; audit: AuditWrite; acceptWarnings?: boolean },
): Promise<PublishResult> {
  const outcome = await inTransaction(database.db, async (tx) => {
    let data = options.data
    if (data === undefined) {
      const [draft] = await tx.select().from(contentDrafts).where(eq(contentDrafts.unitId, id))
      if (!draft) return { ok: false as const, result: refuse<PublishedUnit, ContentIssue>('notFound') }
      data = draft.data
    }
    const published = await publishInTransaction(
      tx,
      [{ id, data, expectedVersion: options.expectedVersion, ...(options.restoredFrom !== undefined && { restoredFrom: options.restoredFrom }) }],
      options.by,
      { acceptWarnings: options.acceptWarnings === true },
    )
    if (!published.ok) return published
    const version = published.versions.get(id) ?? 0
    const changes = published.diffs.get(id) ?? []
    await options.audit(tx, {
      action: options.restoredFrom === undefined ? 'content.publish' : 'content.restore',
      target: id,
      before: { version: options.expectedVersion, ...Object.fromEntries(changes.slice(0, 50).map((change) => [change.path, change.before])) },
      after: {
        version,
        ...(options.restoredFrom !== undefined && { restoredFrom: options.restoredFrom }),
        ...Object.fromEntries(changes.slice(0, 50).map((change) => [change.path, change.after])),
      },
    })
    return { ok: true as const, result: { ok: true as const, version, generation: published.generation } }
  })
  if (outcome.result.ok) await store.announce(outcome.result.generation)
  return outcome.result
}
