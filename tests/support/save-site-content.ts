/**
 * The whole-content save of tests and the fault suite: a patch merged into the live content and
 * published as one change. The desk publishes unit by unit (`publish-unit.server.ts`); this drives
 * the same publish (`publishInTransaction`) and the store's `announce`, so a test can change the
 * settings or a page in one line and see every instance drop its copy and pages.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../../app/.server/db/client'
import { inTransaction } from '../../app/.server/db/transaction'
import { contentUnits, siteContent } from '../../app/.server/db/schema'
import { siteContentSchema, type SiteContentInput } from '../../app/features/catalog/catalog-schema'
import { CONTENT_ID, type SiteContentStore, type VersionedContent } from '../../app/features/content/content-store.server'
import { contentIntegrity, splitContent, type ContentIssue } from '../../app/features/content/content-units'
import { publishInTransaction } from '../../app/features/content/publish-unit.server'

export class StaleVersionError extends Error {
  override name = 'StaleVersionError'
  constructor(readonly currentVersion: number) {
    super(`content was saved meanwhile (now version ${String(currentVersion)})`)
  }
}

export class InvalidContentError extends Error {
  override name = 'InvalidContentError'
  constructor(readonly issues: ContentIssue[]) {
    super(`the content would break a page: ${issues.map((i) => `${i.unitId} ${i.path}: ${i.message}`).join('; ')}`)
  }
}

type PlainObject = Record<string, unknown>
const isPlainObject = (value: unknown): value is PlainObject => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Objects merge key by key; arrays and scalars are replaced. */
export function mergeContent(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch
  const merged: PlainObject = { ...base }
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) merged[key] = mergeContent(base[key], value)
  }
  return merged
}

/**
 * Merge `patch` into the content and publish every unit it changes, as one change. The whole
 * content's generation must still be `expectedVersion` (StaleVersionError otherwise); content
 * that would break a page throws InvalidContentError.
 */
export async function saveSiteContent(
  database: Database,
  store: Pick<SiteContentStore, 'getSiteContent' | 'announce'>,
  patch: Partial<SiteContentInput>,
  options: { expectedVersion: number; by: string },
): Promise<VersionedContent> {
  // The store's read (cached, as every caller has just read it); the version is checked again below, under a lock.
  const current = await store.getSiteContent()
  if (current.version !== options.expectedVersion) throw new StaleVersionError(current.version)
  const merged = mergeContent(current.stored, patch) as SiteContentInput
  const parsed = siteContentSchema.safeParse(merged)
  if (!parsed.success)
    throw new InvalidContentError(parsed.error.issues.map((issue) => ({ unitId: '', path: issue.path.map(String).join('.'), message: issue.message })))
  const broken = contentIntegrity(parsed.data)
  if (broken.length > 0) throw new InvalidContentError(broken)
  const before = new Map(splitContent(current.stored).map((unit) => [unit.id, unit.data]))
  const generation = await inTransaction(database.db, async (tx) => {
    const [state] = await tx.select({ version: siteContent.version }).from(siteContent).where(eq(siteContent.id, CONTENT_ID)).for('update')
    if (state?.version !== options.expectedVersion) throw new StaleVersionError(state?.version ?? 0)
    const versions = new Map((await tx.select({ id: contentUnits.id, version: contentUnits.version }).from(contentUnits)).map((row) => [row.id, row.version]))
    const changes = splitContent(parsed.data)
      .filter((unit) => JSON.stringify(before.get(unit.id)) !== JSON.stringify(unit.data))
      .map((unit) => ({ id: unit.id, data: unit.data, expectedVersion: versions.get(unit.id) ?? 0 }))
    if (changes.length === 0) return state.version
    // A whole-content save publishes what it was given: nothing to confirm.
    const published = await publishInTransaction(tx, changes, options.by, { acceptWarnings: true })
    if (!published.ok) {
      if (published.result.kind === 'invalid') throw new InvalidContentError(published.result.issues ?? [])
      throw new StaleVersionError(state.version)
    }
    return published.generation
  })
  await store.announce(generation)
  return store.getSiteContent()
}
