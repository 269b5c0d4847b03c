/**
 * Restoring an earlier revision of a unit of the site content: its data, brought to the current
 * shape, published again as a new revision (`publish-unit.server.ts`), audited as a restore.
 */
import { and, eq } from 'drizzle-orm'
import { refuse } from '../desk/desk-result'
import type { AuditWrite } from '../audit/audit.server'
import { migrateUnitData } from '../catalog/migrations/content-migrations'
import { kindOf } from './content-units'
import type { ContentAnnouncer } from './content-store.server'
import { publishUnit, type PublishResult } from './publish-unit.server'
import type { Database } from '../../.server/db/client'
import { contentUnitRevisions } from '../../.server/db/schema'

/** Publish an earlier revision's data again, as a new revision. */
export async function restoreRevision(
  database: Database,
  store: ContentAnnouncer,
  id: string,
  options: { version: number; expectedVersion: number; by: string; audit: AuditWrite },
): Promise<PublishResult> {
  const kind = kindOf(id)
  const [revision] = await database.db
    .select()
    .from(contentUnitRevisions)
    .where(and(eq(contentUnitRevisions.unitId, id), eq(contentUnitRevisions.version, options.version)))
  if (!kind || !revision) return refuse('notFound')
  return publishUnit(database, store, id, {
    expectedVersion: options.expectedVersion,
    data: migrateUnitData(kind, revision.data, revision.schemaVersion),
    by: options.by,
    restoredFrom: options.version,
    audit: options.audit,
  })
}
