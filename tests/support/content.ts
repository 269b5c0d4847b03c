/** Helpers for tests that drive the content verbs directly: their audit writer, a unit reader, a price change. */
import { auditLog } from '../../app/.server/db/schema'
import type { Db } from '../../app/.server/db/client'
import type { AuditWrite } from '../../app/features/audit/audit.server'
import { readUnit } from '../../app/features/content/content-units-query.server'
import type { UnitData } from '../../app/features/content/content-units'

/** Writes the desk's audit row as an editor's publish would. */
export const editorAudit: AuditWrite = async (tx: Db, entry) => {
  await tx.insert(auditLog).values({
    actorEmail: 'editor@example.com',
    actorName: 'Editor',
    ip: '127.0.0.1',
    userAgent: 'vitest',
    requestId: 'r',
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}

/** A reader of one unit for editing that fails the test when the unit is missing. */
export function unitReader(db: () => Db) {
  return async (id: string) => {
    const found = await readUnit(db(), id)
    if (!found) throw new Error(`no unit ${id}`)
    return found
  }
}

/** A product with the first price of its first row changed (the adult price, the smallest vehicle). */
export function withFirstPrice(product: UnitData<'product'>, amount: number): UnitData<'product'> {
  const [first, ...rest] = product.pricing.rows
  if (!first) throw new Error('a product without price rows')
  return { ...product, pricing: { ...product.pricing, rows: [{ ...first, aed: [amount, ...first.aed.slice(1)] }, ...rest] } }
}
