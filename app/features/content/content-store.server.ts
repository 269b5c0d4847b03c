/**
 * The site content store: editable units (settings, each page's copy, each product, each FAQ list,
 * the terms), each with its own version, revisions, draft and conflict check, and one cached
 * reader that assembles them into the `SiteContent` every page reads.
 *
 * - Reading: all units in one query, each parsed with its own schema (a unit that no longer parses
 *   falls back to its newest revision that does, so a bad row never takes a page down), assembled,
 *   then checked as a whole. The result is kept in memory until the content changes.
 * - Publishing a unit quotes the unit version the editor started from (`stale` otherwise), is refused
 *   when the assembled content would break a page (`invalid`, with the unit and field named), writes a
 *   revision with the field-level changes, bumps the content generation and notifies every
 *   instance (NOTIFY on PostgreSQL, in process on PGlite), which drop their copies and pages.
 * - Drafts are saved beside the live unit and shown only in previews until published.
 */
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import { invalidInput, refuse, type DeskFailure, type DeskResult } from '../admin/desk-result'
import { siteContentSchema, type SiteContent, type SiteContentInput } from '../catalog/catalog-schema'
import { langs, perLang, type Localized } from '../i18n/lang'
import { unsafeTextPaths } from '../../lib/safe-text'
import { CONTENT_SCHEMA_VERSION, migrateUnitData } from './content-migrations'
import {
  chineseStates,
  contentIntegrity,
  fieldChanges,
  kindOf,
  nextStamps,
  priceChanges,
  restoredStamps,
  staleChinese,
  stampsThrough,
  splitContent,
  unitSchemas,
  validateUnits,
  type ContentIssue,
  type ContentUnit,
  type FieldChange,
  type LanguageStamps,
  type PriceChange,
  type UnitData,
  type UnitKind,
} from './content-units'
import { priceContradictions } from './price-checks'
import { fromPrice, withPricesFilled } from '../catalog/price-binding'
import type { Database, Db } from '../../.server/db/client'
import { inTransaction } from '../../.server/db/transaction'
import { contentDrafts, contentUnitRevisions, contentUnits, media, siteContent, type ContentUnitRow } from '../../.server/db/schema'
import { logger } from '../../.server/logger'
import { channels } from '../../.server/channels'
import type { AuditWrite } from '../admin/audit.server'

export const CONTENT_ID = 'content'

/** The content pages read: price placeholders filled in from the tables. */
export type VersionedContent = { version: number; content: SiteContent }
/** Also the content as stored (placeholders as written), for laying drafts and patches over it. */
type LoadedContent = VersionedContent & { stored: SiteContent }

function loaded(version: number, stored: SiteContent): LoadedContent {
  return { version, stored, content: withPricesFilled(stored, stored) }
}

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

/** Written by the desk's commands into the audit log, inside the write's transaction. */
export type ContentAudit = AuditWrite

export type SiteContentStore = Awaited<ReturnType<typeof createSiteContentStore>>

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

export type UnitSummary = {
  id: string
  kind: UnitKind
  version: number
  updatedAt: string
  updatedBy: string | null
  draft: { by: string | null; at: string } | null
  /** Bilingual fields whose Chinese is missing or stale, in the draft when there is one. */
  chinese: { missing: number; stale: number }
  /** The unit's title in every language, for lists (products and pages have one). */
  title: Localized | null
  /** A product's live "from" price in AED, read from its table (null: on request); absent for other units. */
  fromAed?: number | null
}

export type UnitForEditing = {
  id: string
  kind: UnitKind
  version: number
  data: unknown
  stamps: LanguageStamps
  updatedAt: string
  updatedBy: string | null
  draft: { data: unknown; version: number; baseVersion: number; by: string | null; at: string } | null
}

/** A unit as published now: what a `stale` publish carries. */
export type PublishedUnit = { version: number; data: unknown; updatedBy: string | null; updatedAt: string }
/** The team's draft of a unit: what a `stale` draft save carries (someone else saved it meanwhile). */
export type TeamDraft = { data: unknown; version: number; by: string | null; at: string }

export type PublishResult = DeskResult<{ version: number; generation: number }, PublishedUnit, ContentIssue>
export type DraftResult = DeskResult<{ draftVersion: number }, TeamDraft, ContentIssue>

const iso = (value: Date | string) => new Date(value).toISOString()

function titleOf(data: unknown): Localized | null {
  const title = isPlainObject(data) ? data.title : undefined
  if (!isPlainObject(title) || !langs.every((lang) => typeof title[lang] === 'string')) return null
  return perLang((lang) => title[lang] as string)
}

/** Every uploaded photo (an address under /media/: an image's src, the WeChat QR image) in a value, with its path. */
function uploadedImages(value: unknown, path = '', out: { path: string; src: string }[] = []): { path: string; src: string }[] {
  if (typeof value === 'string') {
    if (value.startsWith('/media/')) out.push({ path, src: value })
  } else if (Array.isArray(value)) value.forEach((child, index) => uploadedImages(child, `${path}[${String(index)}]`, out))
  else if (isPlainObject(value)) for (const [key, child] of Object.entries(value)) uploadedImages(child, path ? `${path}.${key}` : key, out)
  return out
}

/** The issue's message for text jsonb cannot hold (a NUL, which PostgreSQL refuses) or a page cannot show. */
export const UNSTORABLE = 'characters that cannot be stored'

/** Where such text is, as dotted paths like the schema's own issues ('pricing.notes.1'): refused early. */
function unstorablePaths(value: unknown): string[] {
  return unsafeTextPaths(value).map((path) => path.join('.') || '(value)')
}

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
      const old = await tx.select().from(contentUnits).where(sql`${contentUnits.schemaVersion} < ${CONTENT_SCHEMA_VERSION}`)
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
        skipped.push({ unitId: draft.unitId, path: data?.error?.issues[0]?.path.join('.') ?? '', message: data?.error?.issues[0]?.message ?? 'not a content unit' })
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

  /**
   * Publish `changes` (unit id → new data) in the caller's transaction: each quoting its unit's
   * version, the whole content checked, revisions and stamps written, the generation bumped.
   */
  async function publishInTransaction(
    tx: Db,
    changes: { id: string; data: unknown; expectedVersion: number; restoredFrom?: number }[],
    by: string,
    options: { acceptWarnings?: boolean } = {},
  ): Promise<{ ok: true; versions: Map<string, number>; generation: number; diffs: Map<string, FieldChange[]> } | { ok: false; result: DeskFailure<PublishedUnit, ContentIssue> }> {
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
        return { ok: false, result: refuse('stale', { current: { version: row.version, data: row.data, updatedBy: row.updatedBy, updatedAt: iso(row.updatedAt) } }) }
      }
      const bad = unstorablePaths(change.data)
      if (bad.length > 0) return { ok: false, result: invalidInput(bad.map((path) => ({ unitId: change.id, path, message: UNSTORABLE }))) }
      const parsed = unitSchemas[kind].safeParse(change.data)
      if (!parsed.success) {
        return { ok: false, result: invalidInput(parsed.error.issues.map((issue) => ({ unitId: change.id, path: issue.path.map(String).join('.'), message: issue.message }))) }
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
      if (missing.length > 0) return { ok: false, result: invalidInput(missing.map((use) => ({ unitId: id, path: use.path, message: `no photo ${use.src} in the media library` }))) }
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
        stamps = restoredStamps(stamps, stampsThrough(history.map((revision) => ({ version: revision.version, data: kind ? migrateUnitData(kind, revision.data, revision.schemaVersion) : revision.data }))))
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
  async function publishUnit(
    id: string,
    options: { expectedVersion: number; data?: unknown; by: string; restoredFrom?: number; audit: ContentAudit; acceptWarnings?: boolean },
  ): Promise<PublishResult> {
    const outcome = await inTransaction(db, async (tx) => {
      let data = options.data
      if (data === undefined) {
        const [draft] = await tx.select().from(contentDrafts).where(eq(contentDrafts.unitId, id))
        if (!draft) return { ok: false as const, result: refuse<PublishedUnit, ContentIssue>('notFound') }
        data = draft.data
      }
      const published = await publishInTransaction(tx, [{ id, data, expectedVersion: options.expectedVersion, ...(options.restoredFrom !== undefined && { restoredFrom: options.restoredFrom }) }], options.by, { acceptWarnings: options.acceptWarnings === true })
      if (!published.ok) return published
      const version = published.versions.get(id) ?? 0
      const changes = published.diffs.get(id) ?? []
      await options.audit(tx, {
        action: options.restoredFrom === undefined ? 'content.publish' : 'content.restore',
        target: id,
        before: { version: options.expectedVersion, ...Object.fromEntries(changes.slice(0, 50).map((change) => [change.path, change.before])) },
        after: { version, ...(options.restoredFrom !== undefined && { restoredFrom: options.restoredFrom }), ...Object.fromEntries(changes.slice(0, 50).map((change) => [change.path, change.after])) },
      })
      return { ok: true as const, result: { ok: true as const, version, generation: published.generation } }
    })
    if (outcome.result.ok) await announce(outcome.result.generation)
    return outcome.result
  }

  /**
   * Merge `patch` into the content and publish every unit it changes, as one change. The whole
   * content's generation must still be `expectedVersion` (StaleVersionError otherwise); content
   * that would break a page throws InvalidContentError. Used by scripts and tests.
   */
  async function saveSiteContent(patch: Partial<SiteContentInput>, options: { expectedVersion: number; by: string }): Promise<VersionedContent> {
    const current = await load()
    if (current.version !== options.expectedVersion) throw new StaleVersionError(current.version)
    const merged = mergeContent(current.stored, patch) as SiteContentInput
    const parsed = siteContentSchema.safeParse(merged)
    if (!parsed.success) throw new InvalidContentError(parsed.error.issues.map((issue) => ({ unitId: '', path: issue.path.map(String).join('.'), message: issue.message })))
    const broken = contentIntegrity(parsed.data)
    if (broken.length > 0) throw new InvalidContentError(broken)
    const before = new Map(splitContent(current.stored).map((unit) => [unit.id, unit.data]))
    const generation = await inTransaction(db, async (tx) => {
      const [state] = await tx.select({ version: siteContent.version }).from(siteContent).where(eq(siteContent.id, CONTENT_ID)).for('update')
      if (state?.version !== options.expectedVersion) throw new StaleVersionError(state?.version ?? 0)
      const versions = new Map((await tx.select({ id: contentUnits.id, version: contentUnits.version }).from(contentUnits)).map((row) => [row.id, row.version]))
      const changes = splitContent(parsed.data)
        .filter((unit) => JSON.stringify(before.get(unit.id)) !== JSON.stringify(unit.data))
        .map((unit) => ({ id: unit.id, data: unit.data, expectedVersion: versions.get(unit.id) ?? 0 }))
      if (changes.length === 0) return state.version
      // Scripts publish what they were given: nothing to confirm.
      const published = await publishInTransaction(tx, changes, options.by, { acceptWarnings: true })
      if (!published.ok) {
        if (published.result.kind === 'invalid') throw new InvalidContentError(published.result.issues ?? [])
        throw new StaleVersionError(state.version)
      }
      return published.generation
    })
    await announce(generation)
    return getSiteContent()
  }

  // ---- The desk's reads and drafts -------------------------------------------------------------

  async function listUnits(): Promise<UnitSummary[]> {
    const [rows, drafts] = await Promise.all([db.select().from(contentUnits).orderBy(asc(contentUnits.position)), db.select().from(contentDrafts)])
    const draftOf = new Map(drafts.map((draft) => [draft.unitId, draft]))
    const summaries: UnitSummary[] = []
    for (const row of rows) {
      const kind = kindOf(row.id)
      if (!kind) continue
      const draft = draftOf.get(row.id)
      const states = [...chineseStates(draft?.data ?? row.data, row.data, row.stamps).values()]
      summaries.push({
        id: row.id,
        kind,
        version: row.version,
        updatedAt: iso(row.updatedAt),
        updatedBy: row.updatedBy,
        draft: draft ? { by: draft.updatedBy, at: iso(draft.updatedAt) } : null,
        chinese: { missing: states.filter((state) => state === 'missing').length, stale: states.filter((state) => state === 'stale').length },
        title: titleOf(draft?.data ?? row.data),
        ...(kind === 'product' && { fromAed: fromPrice((row.data as UnitData<'product'>).pricing) }),
      })
    }
    return summaries
  }

  async function readUnit(id: string): Promise<UnitForEditing | null> {
    const kind = kindOf(id)
    if (!kind) return null
    const [[row], [draft]] = await Promise.all([
      db.select().from(contentUnits).where(eq(contentUnits.id, id)),
      db.select().from(contentDrafts).where(eq(contentDrafts.unitId, id)),
    ])
    if (!row) return null
    return {
      id,
      kind,
      version: row.version,
      data: migrateUnitData(kind, row.data, row.schemaVersion),
      stamps: row.stamps,
      updatedAt: iso(row.updatedAt),
      updatedBy: row.updatedBy,
      draft: draft ? { data: draft.data, version: draft.version, baseVersion: draft.baseVersion, by: draft.updatedBy, at: iso(draft.updatedAt) } : null,
    }
  }

  /**
   * Save the team's draft of a unit. `expectedDraftVersion` is the draft version the editor last
   * saw (0 when there was none): another person's save in between is refused as `stale`, with their draft.
   * `baseVersion` is the unit version the editor started from (a new draft records it).
   */
  async function saveDraft(id: string, options: { data: unknown; expectedDraftVersion: number; by: string; baseVersion?: number }): Promise<DraftResult> {
    if (!kindOf(id)) return refuse('notFound')
    const bad = unstorablePaths(options.data)
    if (bad.length > 0) return invalidInput(bad.map((path) => ({ unitId: id, path, message: UNSTORABLE })))
    if (!isPlainObject(options.data)) return invalidInput([{ unitId: id, path: '', message: 'not an object' }])
    return inTransaction(db, async (tx): Promise<DraftResult> => {
      const [row] = await tx.select({ version: contentUnits.version }).from(contentUnits).where(eq(contentUnits.id, id)).for('update')
      if (!row) return refuse('notFound')
      const [draft] = await tx.select().from(contentDrafts).where(eq(contentDrafts.unitId, id))
      const current = draft?.version ?? 0
      if (current !== options.expectedDraftVersion && draft) {
        return refuse('stale', { current: { data: draft.data, version: draft.version, by: draft.updatedBy, at: iso(draft.updatedAt) } })
      }
      if (draft) {
        await tx.update(contentDrafts).set({ data: options.data, version: current + 1, updatedAt: sql`now()`, updatedBy: options.by }).where(eq(contentDrafts.unitId, id))
      } else {
        // A draft typed on an older version keeps that version: publishing it later is then refused (409).
        await tx.insert(contentDrafts).values({ unitId: id, data: options.data, baseVersion: Math.min(options.baseVersion ?? row.version, row.version), version: 1, updatedBy: options.by })
      }
      return { ok: true, draftVersion: current + 1 }
    })
  }

  /** Drop the draft of a unit (nothing to do when there is none: the editor then shows the live version). */
  async function discardDraft(id: string, options: { by: string; audit: ContentAudit }): Promise<DeskResult<object, never, never>> {
    if (!kindOf(id)) return refuse('notFound')
    await inTransaction(db, async (tx) => {
      const removed = await tx.delete(contentDrafts).where(eq(contentDrafts.unitId, id)).returning({ id: contentDrafts.unitId })
      if (removed.length > 0) await options.audit(tx, { action: 'content.discard', target: id })
    })
    return { ok: true }
  }

  async function listRevisions(id: string) {
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

  /** Publish an earlier revision's data again, as a new revision. */
  async function restoreRevision(id: string, options: { version: number; expectedVersion: number; by: string; audit: ContentAudit }): Promise<PublishResult> {
    const kind = kindOf(id)
    const [revision] = await db
      .select()
      .from(contentUnitRevisions)
      .where(and(eq(contentUnitRevisions.unitId, id), eq(contentUnitRevisions.version, options.version)))
    if (!kind || !revision) return refuse('notFound')
    return publishUnit(id, {
      expectedVersion: options.expectedVersion,
      data: migrateUnitData(kind, revision.data, revision.schemaVersion),
      by: options.by,
      restoredFrom: options.version,
      audit: options.audit,
    })
  }

  /** Who changed which price of a product, from what to what, and when (newest first). */
  async function priceHistory(productId: string): Promise<{ version: number; by: string | null; at: string; changes: PriceChange[] }[]> {
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
    saveSiteContent,
    publishUnit,
    saveDraft,
    discardDraft,
    listUnits,
    readUnit,
    listRevisions,
    restoreRevision,
    priceHistory,
    invalidate,
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
