/**
 * The cached reader of the one `site_content` row.
 *
 * Every page loader reads content through `getSiteContent()`: the parsed row is kept in memory and
 * dropped when the row changes. A save bumps `version` and sends NOTIFY on `site_content`; every
 * instance listening on the same database (PostgreSQL) or the same process (PGlite) then drops its
 * copy, so several servers stay in step.
 */
import { eq, sql } from 'drizzle-orm'
import {
  siteContentSchema,
  type SiteContent,
  type SiteContentInput,
} from '../features/catalog/catalog-schema'
import type { Database } from './db/client'
import { contentRevisions, siteContent } from './db/schema'
import { logger } from './logger'

export const CONTENT_ID = 'content'
export const CONTENT_CHANNEL = 'site_content'

export type VersionedContent = { version: number; content: SiteContent }

export class StaleVersionError extends Error {
  override name = 'StaleVersionError'
  constructor(readonly currentVersion: number) {
    super(`content was saved meanwhile (now version ${String(currentVersion)})`)
  }
}

export type SiteContentStore = Awaited<ReturnType<typeof createSiteContentStore>>

type PlainObject = Record<string, unknown>
const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Objects merge key by key; arrays and scalars are replaced. */
export function mergeContent(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch
  const merged: PlainObject = { ...base }
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) merged[key] = mergeContent(base[key], value)
  }
  return merged
}

export async function createSiteContentStore(database: Database, seed: SiteContentInput) {
  const { db } = database
  let cached: Promise<VersionedContent> | undefined
  const changeListeners = new Set<(version: number) => void>()

  function emitChange(version: number): void {
    for (const listener of changeListeners) listener(version)
  }

  function invalidate(): void {
    cached = undefined
    emitChange(-1)
  }

  /** Insert the seed when the row does not exist yet (first start). */
  async function ensureSeeded(): Promise<void> {
    const data = siteContentSchema.parse(seed)
    await db
      .insert(siteContent)
      .values({ id: CONTENT_ID, data, version: 1, updatedBy: 'seed' })
      .onConflictDoNothing()
  }

  async function load(): Promise<VersionedContent> {
    const [row] = await db.select().from(siteContent).where(eq(siteContent.id, CONTENT_ID))
    if (!row) throw new Error('site content row is missing; was the database seeded?')
    const parsed = siteContentSchema.safeParse(row.data)
    if (!parsed.success) {
      logger.error({ version: row.version, issues: parsed.error.issues.slice(0, 5) }, 'stored site content is invalid')
      throw new Error('stored site content does not match the schema')
    }
    return { version: row.version, content: parsed.data }
  }

  /** The current content, from memory when nothing changed since the last read. */
  function getSiteContent(): Promise<VersionedContent> {
    if (!cached) {
      const loading = load()
      cached = loading
      // A failed read is not cached: the next request tries again.
      loading.catch(() => {
        if (cached === loading) cached = undefined
      })
    }
    return cached
  }

  /**
   * Merge `patch` into the stored content. `expectedVersion` must be the version the editor started
   * from, otherwise StaleVersionError (HTTP 409). Writes a revision and notifies every instance.
   */
  async function saveSiteContent(
    patch: Partial<SiteContentInput>,
    options: { expectedVersion: number; by: string },
  ): Promise<VersionedContent> {
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(siteContent).where(eq(siteContent.id, CONTENT_ID)).for('update')
      if (!row) throw new Error('site content row is missing')
      if (row.version !== options.expectedVersion) throw new StaleVersionError(row.version)
      const content = siteContentSchema.parse(mergeContent(row.data, patch))
      const version = row.version + 1
      await tx
        .update(siteContent)
        .set({ data: content, version, updatedAt: sql`now()`, updatedBy: options.by })
        .where(eq(siteContent.id, CONTENT_ID))
      await tx.insert(contentRevisions).values({ contentId: CONTENT_ID, version, data: content, createdBy: options.by })
      return { version, content }
    })
    cached = Promise.resolve(saved)
    emitChange(saved.version)
    await database.notify(CONTENT_CHANNEL, String(saved.version))
    return saved
  }

  const unlisten = await database.listen(CONTENT_CHANNEL, (payload) => {
    const version = Number(payload)
    void cached?.then((current) => {
      if (current.version !== version) invalidate()
    })
    if (!cached || !Number.isFinite(version)) invalidate()
  })

  await ensureSeeded()

  return {
    getSiteContent,
    saveSiteContent,
    invalidate,
    /** Called with the new version (or -1 when unknown) whenever the content changes. */
    onChange(listener: (version: number) => void): () => void {
      changeListeners.add(listener)
      return () => changeListeners.delete(listener)
    },
    stop: unlisten,
  }
}
