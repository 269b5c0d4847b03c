/**
 * The desk's writes to the news board: create, edit, soft delete and restore. Each
 * runs in one transaction with the caller's audit record, refuses a stale edit (someone saved the
 * item since the editor loaded it), keeps the pinned items within the cap for any overlapping
 * window, and announces the change on `channels.news` after commit so every instance drops its
 * cached pages at once.
 */
import { randomUUID } from 'node:crypto'
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Database, Db } from '../../.server/db/client'
import { news, type NewsRow } from '../../.server/db/schema'
import { invalidInput, refuse, type DeskFailure, type DeskResult } from '../desk/desk-result'
import { DEFAULT_PIN_CAP, newsDraftIssues, newsDraftSchema, type NewsDraft } from './news-editor-schema'
import { newsStateAt, parseNewsDate, type NewsState } from './news-rules'
import { channels } from '../../.server/channels'

export type NewsAuditEntry = {
  action: 'news.create' | 'news.update' | 'news.delete' | 'news.restore'
  target: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/** Writes the audit row inside the command's transaction (so a failed write leaves none). */
export type NewsAudit = (tx: Db, entry: NewsAuditEntry) => Promise<void>

/**
 * What is there now when a change is refused as `stale`: the item as someone else saved it, or the
 * pinned items the change would crowd (with the `pinCap` issue on `pin`).
 */
export type NewsConflict<Item = NewsRow> = { item: Item } | { pinned: { id: string; title: string }[]; cap: number }

export type NewsCommandResult = DeskResult<{ item: NewsRow }, NewsConflict>
type NewsRefusal = DeskFailure<NewsConflict>

export type NewsCommandOptions = {
  audit: NewsAudit
  now: Date
  pinCap?: number
}

function windowOf(draft: Pick<NewsDraft, 'startAt' | 'endAt'>): { startAt: Date | null; endAt: Date | null } {
  const start = draft.startAt === null ? null : parseNewsDate(draft.startAt, 'start')
  const end = draft.endAt === null ? null : parseNewsDate(draft.endAt, 'end')
  return { startAt: typeof start === 'number' ? new Date(start) : null, endAt: typeof end === 'number' ? new Date(end) : null }
}

function rowValues(draft: NewsDraft) {
  const { startAt, endAt } = windowOf(draft)
  const hasCta = draft.ctaLink !== ''
  return {
    title: draft.title,
    body: draft.body,
    ctaText: hasCta ? draft.ctaText : null,
    ctaLink: hasCta ? draft.ctaLink : null,
    pin: draft.pin,
    variant: draft.variant,
    priority: draft.priority,
    startAt,
    endAt,
    extra: draft.extra,
  }
}

/** The fields an editor changes, as plain JSON for the audit log's before → after. */
export function auditFields(row: NewsRow): Record<string, unknown> {
  return {
    title: row.title,
    body: row.body,
    ctaText: row.ctaText,
    ctaLink: row.ctaLink,
    pin: row.pin,
    variant: row.variant,
    priority: row.priority,
    startAt: row.startAt?.toISOString() ?? null,
    endAt: row.endAt?.toISOString() ?? null,
    deleted: row.deleted,
    extra: row.extra,
  }
}

/** Only the fields that differ, on both sides. */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const b: Record<string, unknown> = {}
  const a: Record<string, unknown> = {}
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      b[key] = before[key]
      a[key] = after[key]
    }
  }
  return { before: b, after: a }
}

/** Pinned, live (not deleted, not ended) items whose window overlaps [startAt, endAt]. */
async function overlappingPins(tx: Db, window: { startAt: Date | null; endAt: Date | null }, now: Date, exceptId?: string) {
  const conditions: SQL[] = [eq(news.pin, true), eq(news.deleted, false), sql`(${news.endAt} is null or ${news.endAt} >= ${now})`]
  if (window.endAt) conditions.push(sql`(${news.startAt} is null or ${news.startAt} <= ${window.endAt})`)
  if (window.startAt) conditions.push(sql`(${news.endAt} is null or ${news.endAt} >= ${window.startAt})`)
  if (exceptId) conditions.push(sql`${news.id} <> ${exceptId}`)
  const rows = await tx
    .select({ id: news.id, title: news.title })
    .from(news)
    .where(and(...conditions))
    .orderBy(desc(news.createdAt))
  return rows.map((row) => ({ id: row.id, title: row.title.en || row.title.zh }))
}

/** One writer at a time checks the pin cap, so two saves cannot both take the last place. */
async function lockPins(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wwd:news-pins'))`)
}

/** The refusal when pinning an item over `window` would pass the cap (called under `lockPins`). */
async function pinCapRefusal(tx: Db, window: { startAt: Date | null; endAt: Date | null }, now: Date, options: NewsCommandOptions, exceptId?: string) {
  const cap = options.pinCap ?? DEFAULT_PIN_CAP
  const pinned = await overlappingPins(tx, window, now, exceptId)
  return pinned.length >= cap ? refuse('stale', { issues: [{ path: 'pin', message: 'pinCap' }], current: { pinned, cap } }) : undefined
}

function parseDraft(input: unknown): { ok: true; draft: NewsDraft } | NewsRefusal {
  const parsed = newsDraftSchema.safeParse(input)
  return parsed.success ? { ok: true, draft: parsed.data } : invalidInput(newsDraftIssues(parsed.error))
}

async function announce(database: Database, id: string) {
  // After commit: a lost notification only delays other instances until their cache expires.
  await database.notify(channels.news, id).catch(() => undefined)
}

export async function createNews(database: Database, input: unknown, options: NewsCommandOptions): Promise<NewsCommandResult> {
  const parsed = parseDraft(input)
  if (!parsed.ok) return parsed
  const { now } = options
  const values = rowValues(parsed.draft)
  const result = await database.db.transaction(async (tx): Promise<NewsCommandResult> => {
    await lockPins(tx)
    const refusal = values.pin ? await pinCapRefusal(tx, values, now, options) : undefined
    if (refusal) return refusal
    const [item] = await tx
      .insert(news)
      .values({ id: randomUUID(), ...values, createdAt: now, updatedAt: now })
      .returning()
    if (!item) throw new Error('news insert returned no row')
    await options.audit(tx, { action: 'news.create', target: item.id, before: null, after: auditFields(item) })
    return { ok: true, item }
  })
  if (result.ok) await announce(database, result.item.id)
  return result
}

/**
 * Replace an item's editable fields. `expectedUpdatedAt` is the `updatedAt` the editor loaded: when
 * someone saved since, the edit is refused as `stale` with the current item, never overwritten.
 */
export async function updateNews(
  database: Database,
  id: string,
  input: unknown,
  expectedUpdatedAt: string,
  options: NewsCommandOptions,
): Promise<NewsCommandResult> {
  const parsed = parseDraft(input)
  if (!parsed.ok) return parsed
  const { now } = options
  const values = rowValues(parsed.draft)
  const result = await database.db.transaction(async (tx): Promise<NewsCommandResult> => {
    await lockPins(tx)
    const [current] = await tx.select().from(news).where(eq(news.id, id)).for('update')
    if (!current) return refuse('notFound')
    if (current.updatedAt.toISOString() !== new Date(expectedUpdatedAt).toISOString()) {
      return refuse<NewsConflict>('stale', { current: { item: current } })
    }
    const refusal = values.pin && !current.deleted ? await pinCapRefusal(tx, values, now, options, id) : undefined
    if (refusal) return refusal
    // updatedAt moves forward even when two saves land in one millisecond.
    const updatedAt = new Date(Math.max(now.getTime(), current.updatedAt.getTime() + 1))
    const [item] = await tx
      .update(news)
      .set({ ...values, updatedAt })
      .where(eq(news.id, id))
      .returning()
    if (!item) throw new Error('news update returned no row')
    await options.audit(tx, { action: 'news.update', target: id, ...changedFields(auditFields(current), auditFields(item)) })
    return { ok: true, item }
  })
  if (result.ok) await announce(database, id)
  return result
}

async function setDeleted(database: Database, id: string, deleted: boolean, options: NewsCommandOptions): Promise<NewsCommandResult> {
  const { now } = options
  const result = await database.db.transaction(async (tx): Promise<NewsCommandResult> => {
    await lockPins(tx)
    const [current] = await tx.select().from(news).where(eq(news.id, id)).for('update')
    if (!current) return refuse('notFound')
    if (current.deleted === deleted) return { ok: true, item: current }
    const refusal = !deleted && current.pin ? await pinCapRefusal(tx, current, now, options, id) : undefined
    if (refusal) return refusal
    const updatedAt = new Date(Math.max(now.getTime(), current.updatedAt.getTime() + 1))
    const [item] = await tx
      .update(news)
      .set({ deleted, deletedAt: deleted ? now : null, updatedAt })
      .where(eq(news.id, id))
      .returning()
    if (!item) throw new Error('news update returned no row')
    await options.audit(tx, {
      action: deleted ? 'news.delete' : 'news.restore',
      target: id,
      before: { deleted: current.deleted },
      after: { deleted: item.deleted },
    })
    return { ok: true, item }
  })
  if (result.ok) await announce(database, id)
  return result
}

/** Soft delete: deleted true with deletedAt; the board and the API stop showing it. */
export function deleteNews(database: Database, id: string, options: NewsCommandOptions): Promise<NewsCommandResult> {
  return setDeleted(database, id, true, options)
}

/** Undo a soft delete; refused (`stale`, `pinCap`) when it would put one pin too many on the board. */
export function restoreNews(database: Database, id: string, options: NewsCommandOptions): Promise<NewsCommandResult> {
  return setDeleted(database, id, false, options)
}

export type NewsAdminPage = { items: NewsRow[]; total: number; page: number; pageSize: number }

/** The desk's list: newest first, 100 per page by default, deleted items only on request. */
export async function listNewsForDesk(
  db: Db,
  { page = 1, pageSize = 100, showDeleted = false }: { page?: number; pageSize?: number; showDeleted?: boolean } = {},
): Promise<NewsAdminPage> {
  const size = Math.min(Math.max(Math.trunc(pageSize), 1), 100)
  const current = Math.max(Math.trunc(page), 1)
  const where = showDeleted ? undefined : eq(news.deleted, false)
  const [items, counted] = await Promise.all([
    db
      .select()
      .from(news)
      .where(where)
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(size)
      .offset((current - 1) * size),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(news)
      .where(where),
  ])
  return { items, total: counted[0]?.total ?? 0, page: current, pageSize: size }
}

export { newsStateAt, type NewsState }
