/**
 * POST /admin/media/upload: one image per request, its bytes as the raw body (the browser sends
 * the file itself, so each file of a batch has its own progress bar), the file name in `?name=`.
 * Read with a hard cap of 15 MB (a longer body is never buffered), sniffed, decoded and stored.
 * Refused (`forbidden`) without `media.write`, before the body is read. Every refusal is a desk
 * refusal whose one issue (`file`) names the reason, which the uploader words (media copy `errors`).
 */
import { createHash } from 'node:crypto'
import { StatementTimeoutError } from '../../.server/db/pglite-thread'
import { isDatabaseUnavailable } from '../../.server/db/unavailable'
import type { Database } from '../../.server/db/client'
import type { Logger } from '../../.server/logger'
import { readBodyUpTo } from '../../.server/read-body'
import { MEDIA_URL_PREFIX } from '../../lib/media-urls'
import type { DeskActor } from '../desk/context'
import { authorize } from '../desk/desk-command.server'
import { deskStatus, refuse, type DeskFailureKind, type DeskResult } from '../desk/desk-result'
import { deskAudit } from '../audit/audit.server'
import { findMedia, storeMedia } from './media-library.server'
import { imageFormats, mediaKey } from './media-names'
import { MAX_UPLOAD_BYTES, type MediaItem, type UploadErrorCode } from './media-schema'
import { ImageRefused, processImage } from './process-image.server'
import { sniffImage } from './sniff-image'

export type UploadResult = DeskResult<{ item: MediaItem; isDuplicate: boolean }, never, { path: 'file'; message: UploadErrorCode }>

/** The status of an upload's answer: 201 for a new photo, 200 for one the library already had, else its refusal's. */
export function uploadStatus(result: UploadResult): number {
  return result.ok ? (result.isDuplicate ? 200 : 201) : deskStatus[result.kind]
}

/** How long a person waits before trying a photo again when the site was too busy to take it. */
export const UPLOAD_RETRY_SECONDS = 60

/** The refusal of an upload: its kind (and so its status) from the reason, the reason as the one issue. */
function refused(code: UploadErrorCode): UploadResult {
  const kind = refusalKind[code]
  return refuse(kind, { issues: [{ path: 'file', message: code }], ...(kind === 'unavailable' ? { retryAfterSeconds: UPLOAD_RETRY_SECONDS } : {}) })
}

/** A statement time limit (the embedded thread's own, or PostgreSQL's 57014), or no database at all. */
function isDatabaseBusy(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current instanceof StatementTimeoutError || (current as { code?: unknown }).code === '57014') return true
  }
  return isDatabaseUnavailable(error)
}

const refusalKind: Record<UploadErrorCode, DeskFailureKind> = {
  forbidden: 'forbidden',
  empty: 'invalid',
  failed: 'invalid',
  tooLarge: 'tooLarge',
  svg: 'unsupported',
  html: 'unsupported',
  unsupported: 'unsupported',
  tooManyPixels: 'unreadable',
  unreadable: 'unreadable',
  busy: 'unavailable',
  storeBusy: 'unavailable',
}

/** A display name from `?name=`: no control characters, at most 255 characters. */
export function uploadName(raw: string | null): string {
  const name = (raw ?? '')
    .slice(0, 255)
    // eslint-disable-next-line no-control-regex -- control characters and lone surrogates (a cut pair too) are dropped
    .replace(/[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    .trim()
  return name === '' ? 'image' : name
}

export async function uploadMedia(
  actor: DeskActor,
  request: Request,
  { database, logger }: { database: Database; logger: Pick<Logger, 'warn'> },
): Promise<UploadResult> {
  if (authorize(actor, 'media.write')) return refused('forbidden')
  const uploadedBy = actor.staff.email
  const audit = deskAudit(actor)
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_UPLOAD_BYTES) return refused('tooLarge')
  const bytes = await readBodyUpTo(request, MAX_UPLOAD_BYTES)
  if (!bytes) return refused('tooLarge')
  if (bytes.byteLength === 0) return refused('empty')

  const sniffed = sniffImage(bytes)
  if (sniffed.kind !== 'image') return refused(sniffed.kind === 'unknown' ? 'unsupported' : sniffed.kind)

  const originalName = uploadName(new URL(request.url).searchParams.get('name'))
  const sha256 = createHash('sha256').update(bytes).digest('hex')
  const key = mediaKey(originalName, sha256, sniffed.format)
  try {
    // The same file again: the entry it already is, without processing it twice.
    const existing = await findMedia(database.db, { sha256 }, new Map())
    if (existing) return { ok: true, item: existing, isDuplicate: true }
    const image = await processImage(bytes, sniffed.format, key)
    const { item, isDuplicate } = await storeMedia(
      database,
      { key, originalName, contentType: imageFormats[sniffed.format].contentType, sha256, image, uploadedBy },
      audit,
    )
    return { ok: true, item, isDuplicate }
  } catch (error) {
    // The database could not take the photo in time (a busy machine, a server restarting): the
    // write rolled back, so the person may simply try again.
    if (isDatabaseBusy(error)) {
      logger.warn({ key: `${MEDIA_URL_PREFIX}${key}` }, 'an upload could not be stored in time: the database was busy or unavailable')
      return refused('storeBusy')
    }
    if (!(error instanceof ImageRefused)) throw error
    if (error.code === 'unreadable') {
      const cause = error.cause instanceof Error ? error.cause.message.slice(0, 200) : undefined
      logger.warn({ key: `${MEDIA_URL_PREFIX}${key}`, cause }, 'an upload did not decode as the image it claims to be')
    }
    return refused(error.code)
  }
}
