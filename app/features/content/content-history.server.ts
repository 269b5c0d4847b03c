/**
 * A unit's history for the desk: its revisions (who published which fields, or restored which
 * version, and when), and for a product who changed which price from what to what.
 */
import { asc, desc, eq } from 'drizzle-orm'
import { migrateUnitData } from '../catalog/migrations/content-migrations'
import { priceChanges, unitSchemas, type PriceChange, type UnitData } from './content-units'
import type { Db } from '../../.server/db/client'
import { contentUnitRevisions } from '../../.server/db/schema'

const iso = (value: Date | string) => new Date(value).toISOString()

/** The revisions of a unit, newest first (the last 200). */
export async function listRevisions(db: Db, id: string) {
  const rows = await db
    .select({
      version: contentUnitRevisions.version,
      changes: contentUnitRevisions.changes,
      restoredFrom: contentUnitRevisions.restoredFrom,
      createdBy: contentUnitRevisions.createdBy,
      createdAt: contentUnitRevisions.createdAt,
    })
    .from(contentUnitRevisions)
    .where(eq(contentUnitRevisions.unitId, id))
    .orderBy(desc(contentUnitRevisions.version))
    .limit(200)
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }))
}

/** Who changed which price of a product, from what to what, and when (newest first). */
export async function priceHistory(db: Db, productId: string): Promise<{ version: number; by: string | null; at: string; changes: PriceChange[] }[]> {
  const id = `product:${productId}`
  const rows = await db.select().from(contentUnitRevisions).where(eq(contentUnitRevisions.unitId, id)).orderBy(asc(contentUnitRevisions.version))
  const history: { version: number; by: string | null; at: string; changes: PriceChange[] }[] = []
  let previous: UnitData<'product'> | undefined
  for (const row of rows) {
    const parsed = unitSchemas.product.safeParse(migrateUnitData('product', row.data, row.schemaVersion))
    if (!parsed.success) continue
    if (previous) {
      const changes = priceChanges(previous, parsed.data)
      if (changes.length > 0) history.push({ version: row.version, by: row.createdBy, at: iso(row.createdAt), changes })
    }
    previous = parsed.data
  }
  return history.reverse()
}
