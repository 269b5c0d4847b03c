/**
 * The media library in the database: storing a processed upload, listing and searching entries,
 * saving alt text and focal point, deleting. Every write runs in one transaction with its audit
 * row; a delete is refused while the site content uses the image.
 */
import { asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { Database, Db } from '../../.server/db/client'
import { inTransaction } from '../../.server/db/transaction'
import { media, mediaVariants, type MediaRow } from '../../.server/db/schema'
import { MEDIA_URL_PREFIX } from '../../lib/media-urls'
import { changedFields } from '../audit/audit.server'
import { refuse, type DeskResult } from '../desk/desk-result'
import type { SiteContentStore } from '../content/content-store.server'
import { mediaListQuerySchema, type MediaItem, type MediaUpdate, type MediaVariantInfo } from './media-schema'
import { mediaUsage, usesOf, type MediaUse } from './media-usage'
import type { ProcessedImage } from './process-image.server'
import { channels } from '../../.server/channels'

export type MediaAudit = (
  tx: Db,
  entry: {
    action: 'media.upload' | 'media.update' | 'media.delete'
    target: string
    before?: Record<string, unknown> | null
    after?: Record<string, unknown> | null
  },
) => Promise<void>

/** At most this many entries per list (newest first); search narrows it. */
export const LIST_LIMIT = 200

const itemColumns = {
  id: media.id,
  key: media.key,
  originalName: media.originalName,
  contentType: media.contentType,
  width: media.width,
  height: media.height,
  byteSize: media.byteSize,
  alt: media.alt,
  focal: media.focal,
  uploadedBy: media.uploadedBy,
  createdAt: media.createdAt,
}
type ItemRow = Pick<MediaRow, keyof typeof itemColumns>

function toItem(row: ItemRow, variants: MediaVariantInfo[], usage: ReadonlyMap<string, MediaUse[]>): MediaItem {
  const src = `${MEDIA_URL_PREFIX}${row.key}`
  return {
    id: row.id,
    src,
    originalName: row.originalName,
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    byteSize: row.byteSize,
    alt: row.alt,
    focal: row.focal,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
    variants,
    usedBy: usesOf(usage, src),
  }
}

async function variantsOf(db: Db, ids: number[]): Promise<Map<number, MediaVariantInfo[]>> {
  const byMedia = new Map<number, MediaVariantInfo[]>()
  if (ids.length === 0) return byMedia
  const rows = await db
    .select({
      mediaId: mediaVariants.mediaId,
      path: mediaVariants.path,
      kind: mediaVariants.kind,
      width: mediaVariants.width,
      byteSize: mediaVariants.byteSize,
    })
    .from(mediaVariants)
    .where(inArray(mediaVariants.mediaId, ids))
    .orderBy(asc(mediaVariants.kind), asc(mediaVariants.width))
  for (const { mediaId, ...variant } of rows) byMedia.set(mediaId, [...(byMedia.get(mediaId) ?? []), variant])
  return byMedia
}

/** Entries newest first; `q` matches the file name, the stored name and either alt text. */
export async function listMedia(db: Db, q: string, usage: ReadonlyMap<string, MediaUse[]>): Promise<MediaItem[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const rows = await db
    .select(itemColumns)
    .from(media)
    .where(
      q === ''
        ? undefined
        : or(
            ilike(media.originalName, pattern),
            ilike(media.key, pattern),
            sql`${media.alt}->>'en' ilike ${pattern}`,
            sql`${media.alt}->>'zh' ilike ${pattern}`,
          ),
    )
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(LIST_LIMIT)
  const variants = await variantsOf(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toItem(row, variants.get(row.id) ?? [], usage))
}

/** The library as the desk screen and the picker list it: `?q=` from the URL, "used by" from the current content. */
export async function listMediaForDesk(
  { database, content }: { database: Database; content: Pick<SiteContentStore, 'getSiteContent'> },
  searchParams: URLSearchParams,
): Promise<{ items: MediaItem[]; q: string }> {
  const query = mediaListQuerySchema.safeParse(Object.fromEntries(searchParams))
  const q = query.success ? query.data.q : ''
  const usage = mediaUsage((await content.getSiteContent()).content)
  return { items: await listMedia(database.db, q, usage), q }
}

export async function findMedia(db: Db, where: { id: number } | { sha256: string }, usage: ReadonlyMap<string, MediaUse[]>): Promise<MediaItem | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(media)
    .where('id' in where ? eq(media.id, where.id) : eq(media.sha256, where.sha256))
  if (!row) return undefined
  return toItem(row, (await variantsOf(db, [row.id])).get(row.id) ?? [], usage)
}

/**
 * Stores a processed upload: the entry, its original and variants, and the audit row, in one
 * transaction. When the same bytes were stored meanwhile (two uploads of one file), answers that
 * entry instead (`isDuplicate`).
 */
export async function storeMedia(
  database: Database,
  upload: { key: string; originalName: string; contentType: string; sha256: string; image: ProcessedImage; uploadedBy: string },
  audit: MediaAudit,
): Promise<{ item: MediaItem; isDuplicate: boolean }> {
  const noUsage = new Map<string, MediaUse[]>()
  const original = upload.image.files.find((file) => file.kind === 'original')
  if (!original) throw new Error('a processed image without its original')
  const id = await inTransaction(database.db, async (tx) => {
    const [row] = await tx
      .insert(media)
      .values({
        key: upload.key,
        originalName: upload.originalName.slice(0, 255),
        contentType: upload.contentType,
        width: upload.image.width,
        height: upload.image.height,
        sha256: upload.sha256,
        byteSize: original.bytes.byteLength,
        uploadedBy: upload.uploadedBy,
      })
      .onConflictDoNothing()
      .returning({ id: media.id })
    if (!row) return undefined
    for (const file of upload.image.files) {
      const { bytes, ...rest } = file
      await tx.insert(mediaVariants).values({ ...rest, mediaId: row.id, byteSize: bytes.byteLength, bytes })
    }
    await audit(tx, {
      action: 'media.upload',
      target: `${MEDIA_URL_PREFIX}${upload.key}`,
      before: null,
      after: {
        originalName: upload.originalName,
        width: upload.image.width,
        height: upload.image.height,
        bytes: upload.image.files.reduce((sum, file) => sum + file.bytes.byteLength, 0),
        files: upload.image.files.length,
      },
    })
    return row.id
  })
  const item = await findMedia(database.db, id === undefined ? { sha256: upload.sha256 } : { id }, noUsage)
  if (!item) throw new Error('the stored image is missing')
  return { item, isDuplicate: id === undefined }
}

/** The entry as saved; or why not: gone, or (`stale`) still used by the pages listed in `current`. */
export type MediaCommandResult = DeskResult<{ item: MediaItem }, { usedBy: MediaUse[] }>

/** Saves alt text and focal point (audited as before → after of what changed). */
export async function updateMedia(
  database: Database,
  update: MediaUpdate,
  usage: ReadonlyMap<string, MediaUse[]>,
  audit: MediaAudit,
): Promise<MediaCommandResult> {
  const found = await inTransaction(database.db, async (tx) => {
    const [current] = await tx.select().from(media).where(eq(media.id, update.id)).for('update')
    if (!current) return false
    const next = { alt: { en: update.altEn, zh: update.altZh }, focal: { x: update.focalX, y: update.focalY } }
    const change = changedFields({ alt: current.alt, focal: current.focal }, next)
    if (Object.keys(change.after).length === 0) return true
    await tx
      .update(media)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(media.id, update.id))
    await audit(tx, { action: 'media.update', target: `${MEDIA_URL_PREFIX}${current.key}`, ...change })
    return true
  })
  if (!found) return refuse('notFound')
  const item = await findMedia(database.db, { id: update.id }, usage)
  return item ? { ok: true, item } : refuse('notFound')
}

/**
 * Deletes an entry and its bytes, unless the content uses it (`stale`, with the places). Every
 * instance then forgets the bytes it kept in memory (channels.media).
 */
export async function deleteMedia(database: Database, id: number, usage: ReadonlyMap<string, MediaUse[]>, audit: MediaAudit): Promise<MediaCommandResult> {
  const item = await findMedia(database.db, { id }, usage)
  if (!item) return refuse('notFound')
  if (item.usedBy.length > 0) return refuse('stale', { current: { usedBy: item.usedBy } })
  const deleted = await inTransaction(database.db, async (tx) => {
    const [row] = await tx.delete(media).where(eq(media.id, id)).returning({ key: media.key, originalName: media.originalName, alt: media.alt })
    if (!row) return undefined
    await audit(tx, { action: 'media.delete', target: `${MEDIA_URL_PREFIX}${row.key}`, before: { originalName: row.originalName, alt: row.alt }, after: null })
    return row
  })
  if (!deleted) return refuse('notFound')
  await database.notify(channels.media, deleted.key)
  return { ok: true, item }
}
