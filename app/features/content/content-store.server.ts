/**
 * The site content store: the one cached reader that assembles the editable units (settings, each
 * page's copy, each product, each FAQ list, the terms) into the `SiteContent` every page reads, and
 * the state every instance shares through it: the cached content, its generation, the change
 * listeners.
 *
 * - Reading: all units in one query, each parsed with its own schema (a unit that no longer parses
 *   falls back to its newest revision that does, so a bad row never takes a page down), assembled,
 *   then checked as a whole. The result is kept in memory until the content changes.
 * - Changes: a publish (`publish-unit.server.ts`) bumps the content generation and calls `announce`,
 *   which drops this copy and notifies every instance (NOTIFY on PostgreSQL, in process on PGlite);
 *   each drops its copy and, through `onChange`, its pages. A news change drops the pages too.
 * - Previews lay the team's drafts (`save-draft.server.ts`) over the live content, never cached.
 *
 * The editing verbs are one file each beside this one: `publish-unit`, `save-draft` (and discard),
 * `restore-revision`, `content-history` (revisions, price history), `content-units-query` (the desk's
 * list and one unit for editing).
 */
import { asc, desc, eq, sql } from 'drizzle-orm'
import { siteContentSchema, type SiteContent, type SiteContentInput } from '../catalog/catalog-schema'
import { CONTENT_SCHEMA_VERSION, migrateUnitData } from '../catalog/migrations/content-migrations'
import { kindOf, splitContent, unitSchemas, validateUnits, type ContentIssue, type ContentUnit, type UnitKind } from './content-units'
import { withPricesFilled } from '../catalog/price-binding'
import type { Database } from '../../.server/db/client'
import { inTransaction } from '../../.server/db/transaction'
import { contentDrafts, contentUnitRevisions, contentUnits, siteContent, type ContentUnitRow } from '../../.server/db/schema'
import { logger } from '../../.server/logger'
import { channels } from '../../.server/channels'

export const CONTENT_ID = 'content'

/** The content pages read: price placeholders filled in from the tables. */
export type VersionedContent = { version: number; content: SiteContent }
/** Also the content as stored (placeholders as written), for laying drafts and patches over it. */
type LoadedContent = VersionedContent & { stored: SiteContent }

function loaded(version: number, stored: SiteContent): LoadedContent {
  return { version, stored, content: withPricesFilled(stored, stored) }
}

export type SiteContentStore = Awaited<ReturnType<typeof createSiteContentStore>>

/** What an editing verb needs of the store: to say that it published a new generation. */
export type ContentAnnouncer = Pick<SiteContentStore, 'announce'>

export async function createSiteContentStore(database: Database, seed: SiteContentInput) {
  const { db } = database
  const seedUnits = splitContent(siteContentSchema.parse(seed))
  let cached: Promise<LoadedContent> | undefined
  let lastGood: LoadedContent | undefined
  const changeListeners = new Set<(version: number) => void>()

  function emitChange(version: number): void {
    for (const listener of changeListeners) listener(version)
  }

  function invalidate(): void {
    cached = undefined
    emitChange(-1)
  }

  /**
   * First start: write the units (from the content as it was stored before units existed, or from
   * the seed). Every start: bring rows of an older shape forward. One instance at a time.
   */
  async function prepare(): Promise<void> {
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wwd_content_units'))`)
      const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(contentUnits)
      if ((existing?.n ?? 0) === 0) {
        const [legacy] = await tx.select().from(siteContent).where(eq(siteContent.id, CONTENT_ID))
        // Content saved before it was split into units is in the shape of schema version 1.
        const units = legacy ? splitContent(legacy.data as SiteContent) : seedUnits
        const schemaVersion = legacy ? 1 : CONTENT_SCHEMA_VERSION
        const by = legacy ? 'split' : 'seed'
        await tx.insert(contentUnits).values(units.map((unit) => ({ ...unit, schemaVersion, updatedBy: by })))
        // Version 1 of every unit is a revision too: the history starts there, and it can be restored.
        await tx.insert(contentUnitRevisions).values(units.map((unit) => ({ unitId: unit.id, version: 1, data: unit.data, schemaVersion, createdBy: by })))
        if (!legacy) await tx.insert(siteContent).values({ id: CONTENT_ID, data: {}, version: 1, updatedBy: 'seed' }).onConflictDoNothing()
      }
      const old = await tx
        .select()
        .from(contentUnits)
        .where(sql`${contentUnits.schemaVersion} < ${CONTENT_SCHEMA_VERSION}`)
      for (const row of old) {
        const kind = kindOf(row.id)
        if (!kind) continue
        await tx
          .update(contentUnits)
          .set({ data: migrateUnitData(kind, row.data, row.schemaVersion), schemaVersion: CONTENT_SCHEMA_VERSION })
          .where(eq(contentUnits.id, row.id))
      }
      if (old.length > 0) logger.info({ units: old.length, to: CONTENT_SCHEMA_VERSION }, 'content units migrated to the current schema')
    })
  }

  /** A stored unit's data in the current shape, parsed; undefined when it does not parse. */
  function parseUnit(kind: UnitKind, data: unknown, schemaVersion: number): unknown {
    const parsed = unitSchemas[kind].safeParse(migrateUnitData(kind, data, schemaVersion))
    return parsed.success ? parsed.data : undefined
  }

  /** The newest revision of a unit that still parses (or the seed's), for a row that does not. */
  async function fallbackFor(row: ContentUnitRow, kind: UnitKind): Promise<unknown> {
    const revisions = await db
      .select()
      .from(contentUnitRevisions)
      .where(eq(contentUnitRevisions.unitId, row.id))
      .orderBy(desc(contentUnitRevisions.version))
      .limit(20)
    for (const revision of revisions) {
      const data = parseUnit(kind, revision.data, revision.schemaVersion)
      if (data !== undefined) return data
    }
    return seedUnits.find((unit) => unit.id === row.id)?.data
  }

  async function load(): Promise<LoadedContent> {
    const [state] = await db.select({ version: siteContent.version }).from(siteContent).where(eq(siteContent.id, CONTENT_ID))
    const rows = await db.select().from(contentUnits).orderBy(asc(contentUnits.position))
    if (!state || rows.length === 0) throw new Error('site content is missing; was the database seeded?')
    const units: ContentUnit[] = []
    for (const row of rows) {
      const kind = kindOf(row.id)
      if (!kind) continue
      let data = parseUnit(kind, row.data, row.schemaVersion)
      if (data === undefined) {
        logger.error({ unit: row.id, version: row.version, schemaVersion: row.schemaVersion }, 'stored content unit is invalid; serving its last good revision')
        data = await fallbackFor(row, kind)
      }
      if (data !== undefined) units.push({ id: row.id, kind, position: row.position, data })
    }
    const checked = validateUnits(units)
    if (checked.ok) {
      lastGood = loaded(state.version, checked.content)
      return lastGood
    }
    logger.error({ issues: checked.issues.slice(0, 5) }, 'stored site content does not hold together; serving the last good content')
    return lastGood ?? loaded(state.version, siteContentSchema.parse(seed))
  }

  /** The current content, from memory when nothing changed since the last read. */
  function getSiteContent(): Promise<LoadedContent> {
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
   * The content with every draft that fits laid over it, for staff previews (never cached). A draft
   * that does not fit yet (a required field empty) is left out and named in `skipped`.
   */
  async function getPreviewContent(): Promise<{ content: SiteContent; skipped: ContentIssue[] }> {
    const live = await getSiteContent()
    const drafts = await db.select().from(contentDrafts)
    if (drafts.length === 0) return { content: live.content, skipped: [] }
    let units = splitContent(live.stored)
    const skipped: ContentIssue[] = []
    for (const draft of drafts) {
      const kind = kindOf(draft.unitId)
      const data = kind ? unitSchemas[kind].safeParse(draft.data) : undefined
      if (!kind || !data?.success) {
        skipped.push({
          unitId: draft.unitId,
          path: data?.error?.issues[0]?.path.join('.') ?? '',
          message: data?.error?.issues[0]?.message ?? 'not a content unit',
        })
        continue
      }
      const withDraft = units.map((unit) => (unit.id === draft.unitId ? { ...unit, data: data.data } : unit))
      const checked = validateUnits(withDraft)
      if (checked.ok) units = withDraft
      else skipped.push(...checked.issues.filter((issue) => issue.unitId === draft.unitId).slice(0, 1))
    }
    const checked = validateUnits(units)
    return { content: checked.ok ? withPricesFilled(checked.content, checked.content) : live.content, skipped }
  }

  /** Announce a new generation to this process now and to every instance through the database. */
  async function announce(generation: number): Promise<void> {
    cached = undefined
    emitChange(generation)
    await database.notify(channels.content, String(generation))
  }

  const unlisten = await database.listen(channels.content, (payload) => {
    const version = Number(payload)
    void cached?.then((current) => {
      if (current.version !== version) invalidate()
    })
    if (!cached || !Number.isFinite(version)) invalidate()
  })

  // The board is part of the home pages: a news change makes every instance drop its cached pages.
  const unlistenNews = await database.listen(channels.news, () => {
    emitChange(-1)
  })

  await prepare()

  return {
    getSiteContent,
    getPreviewContent,
    /** Drop this instance's copy (the next read loads again) and its pages. */
    invalidate,
    announce,
    /** Called with the new version (or -1 when unknown) whenever the content changes. */
    onChange(listener: (version: number) => void): () => void {
      changeListeners.add(listener)
      return () => changeListeners.delete(listener)
    },
    async stop() {
      await unlisten()
      await unlistenNews()
    },
  }
}
