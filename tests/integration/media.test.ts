/**
 * The media library on every database: an upload of a real JPEG (made here with sharp, with EXIF
 * GPS) is sniffed, processed and stored; /media serves the original and its variants with the
 * right types, immutable caching, ETag and 304, and no metadata; disguised and oversized files are
 * refused; alt text and focal point are saved with an audit row; a delete is refused while the
 * content uses the image.
 */
import { mkdtempSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../app/.server/config'
import { openDatabase, type Database } from '../../app/.server/db/client'
import { auditLog, media, mediaVariants } from '../../app/.server/db/schema'
import { createSiteContentStore, type SiteContentStore } from '../../app/features/content/content-store.server'
import { auditContextOf, recordAudit, type AuditContext } from '../../app/features/audit/audit.server'
import type { DeskActor } from '../../app/features/desk/context'
import { siteContentSchema } from '../../app/features/catalog/catalog-schema'
import { siteSeed } from '../../app/features/catalog/seed'
import { deleteMedia, listMedia, updateMedia, type MediaAudit } from '../../app/features/media/media-library.server'
import { MAX_UPLOAD_BYTES, type MediaItem } from '../../app/features/media/media-schema'
import { mediaUsage } from '../../app/features/media/media-usage'
import { uploadMedia, uploadStatus, type UploadResult } from '../../app/features/media/upload-media.server'
import { createApp } from '../../server/app'
import { databaseTargets, eventually } from '../support/databases'
import { systemClock } from '../../app/.server/clock'

/** An upload's answer as its route sends it: the status, and the photo or the reason for the refusal. */
function answerOf(result: UploadResult): { status: number; item: MediaItem; isDuplicate: boolean } | { status: number; code: string | undefined } {
  const status = uploadStatus(result)
  return result.ok ? { status, item: result.item, isDuplicate: result.isDuplicate } : { status, code: result.issues?.[0]?.message }
}

const editor: DeskActor = {
  staff: { id: 1, email: 'editor@example.com', name: 'Editor', role: 'editor' },
  tokenHash: 'h',
  expiresAt: new Date(Date.now() + 3_600_000),
  ip: '127.0.0.1',
  userAgent: 'vitest',
  requestId: 'media-test',
}
const staff: AuditContext = auditContextOf(editor)
const audit: MediaAudit = (tx, entry) => recordAudit(tx, staff, entry)
const quiet = { warn: () => undefined }

/** A photo-like JPEG (noise, so it does not compress to nothing) carrying EXIF with GPS. */
async function photoWithGps(width: number, height: number, seed = 128): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: Math.ceil(width / 8),
      height: Math.ceil(height / 8),
      channels: 3,
      background: '#c08040',
      noise: { type: 'gaussian', mean: seed, sigma: 50 },
    },
  })
    .png()
    .toBuffer()
  return sharp(noise)
    .resize(width, height)
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Dune 1', Copyright: 'WWD' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 11/1 49/1', GPSLongitudeRef: 'E', GPSLongitude: '55/1 16/1 26/1' },
    })
    .toBuffer()
}

function uploadRequest(body: Uint8Array | ReadableStream<Uint8Array>, name: string, type = 'image/jpeg'): Request {
  return new Request(`http://127.0.0.1/admin/media/upload?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body,
    duplex: 'half',
  } as RequestInit)
}

/** Whether some bytes still carry metadata: an EXIF block, XMP, or the GPS marker. */
async function metadataLeft(bytes: Buffer): Promise<string[]> {
  const found: string[] = []
  const meta = await sharp(bytes).metadata()
  if (meta.exif) found.push('exif')
  if (meta.xmp) found.push('xmp')
  if (meta.iptc) found.push('iptc')
  if (bytes.includes(Buffer.from('Exif\0\0'))) found.push('Exif marker')
  if (bytes.includes(Buffer.from('TestCam'))) found.push('camera make')
  return found
}

describe.each(databaseTargets)('media library on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let content: SiteContentStore
  let server: Server
  let base: string
  let photo: Buffer
  let uploaded: MediaItem

  const upload = async (body: Uint8Array | ReadableStream<Uint8Array>, name: string) =>
    answerOf(await uploadMedia(editor, uploadRequest(body, name), { database, logger: quiet }))

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    content = await createSiteContentStore(database, siteSeed)
    const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wwd-media-')), LOG_LEVEL: 'silent' })
    const app = createApp({
      services: { config, database, content, logger: pino({ level: 'silent' }), clock: systemClock },
      build: () => Promise.reject(new Error('pages are not requested in this test')),
    })
    server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`
    photo = await photoWithGps(3000, 2000)
  }, 120_000)

  afterAll(async () => {
    server.close()
    await content.stop()
    await dispose()
  })

  it('stores an uploaded JPEG under images/site with a safe, hashed name, its original and eight variants', async () => {
    // The check below sees the camera's EXIF and GPS in the upload itself.
    expect(await metadataLeft(photo)).toEqual(['exif', 'Exif marker', 'camera make'])
    const result = await upload(photo, 'Desert Sunset (GPS).JPG')
    if (!('item' in result)) throw new Error(`refused: ${result.code}`)
    expect(result.status).toBe(201)
    uploaded = result.item
    expect(uploaded.src).toMatch(/^\/media\/images\/site\/desert-sunset-gps-[0-9a-f]{8}\.jpg$/)
    expect(uploaded).toMatchObject({
      originalName: 'Desert Sunset (GPS).JPG',
      width: 3000,
      height: 2000,
      contentType: 'image/jpeg',
      uploadedBy: 'editor@example.com',
    })
    expect(uploaded.alt).toEqual({ en: '', zh: '' })
    expect(uploaded.focal).toEqual({ x: 50, y: 50 })
    const stem = uploaded.src.slice('/media/'.length, -'.jpg'.length)
    expect(uploaded.variants.map((v) => v.path).sort()).toEqual(
      [`${stem}.jpg`, ...[480, 768, 1200, 1600].flatMap((w) => [`${stem}-${String(w)}.avif`, `${stem}-${String(w)}.webp`])].sort(),
    )
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'media.upload'))
    expect(row).toMatchObject({ actorEmail: 'editor@example.com', target: uploaded.src })
  })

  it('serves the original and every variant with its type, immutable caching, an ETag, and no metadata', async () => {
    for (const variant of uploaded.variants) {
      const response = await fetch(`${base}/media/${variant.path}`)
      expect(response.status, variant.path).toBe(200)
      expect(response.headers.get('content-type'), variant.path).toBe(variant.kind === 'original' ? 'image/jpeg' : `image/${variant.kind}`)
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('etag')).toMatch(/^"[\w-]{27}"$/)
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(bytes.byteLength).toBe(variant.byteSize)
      expect(await metadataLeft(bytes), variant.path).toEqual([])
      const decoded = await sharp(bytes).metadata()
      expect(decoded.width).toBe(variant.width)
      expect(decoded.format).toBe(variant.kind === 'original' ? 'jpeg' : variant.kind === 'avif' ? 'heif' : 'webp')
    }
  })

  it('answers 304 to a matching If-None-Match, HEAD without a body, and 404 for anything unknown', async () => {
    const url = `${base}${uploaded.src.replace(/\.jpg$/, '-768.avif')}`
    const first = await fetch(url)
    const etag = first.headers.get('etag') ?? ''
    await first.arrayBuffer()
    const again = await fetch(url, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const head = await fetch(url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(first.headers.get('content-length'))
    expect((await head.arrayBuffer()).byteLength).toBe(0)
    for (const missing of [
      '/media/images/site/nothing-00000000.jpg',
      '/media/images/site/%ff.jpg',
      '/media/..%2f..%2fetc/passwd',
      '/media/',
      '/media/images/site/x-00000000.svg',
    ]) {
      const response = await fetch(`${base}${missing}`)
      expect(response.status, missing).toBe(404)
      expect(response.headers.get('cache-control'), missing).toBe('no-store')
    }
    const post = await fetch(url, { method: 'POST' })
    expect(post.status).toBe(405)
  })

  it('takes the same file again as the entry it already is', async () => {
    const again = await upload(photo, 'copy.jpg')
    expect(again).toMatchObject({ status: 200, isDuplicate: true, item: { id: uploaded.id, src: uploaded.src } })
    expect(await database.db.select({ id: media.id }).from(media)).toHaveLength(1)
  })

  it('refuses HTML named .jpg, an SVG, an empty file and a damaged JPEG, saying which', async () => {
    const html = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')
    expect(await upload(html, 'holiday.jpg')).toEqual({ status: 415, code: 'html' })
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>')
    expect(await upload(svg, 'logo.svg')).toEqual({ status: 415, code: 'svg' })
    expect(await upload(Buffer.from('GIF89a\u0001\u0000'), 'anim.jpg')).toEqual({ status: 415, code: 'unsupported' })
    expect(await upload(Buffer.alloc(0), 'empty.jpg')).toEqual({ status: 400, code: 'empty' })
    const damaged = Buffer.concat([photo.subarray(0, 2000), Buffer.alloc(3000, 7)])
    expect(await upload(damaged, 'broken.jpg')).toEqual({ status: 422, code: 'unreadable' })
  })

  it('refuses a body over 15 MB without reading past the limit, and an image over 50 megapixels', async () => {
    let sent = 0
    const chunk = new Uint8Array(1024 * 1024)
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength
        controller.enqueue(sent === chunk.byteLength ? Uint8Array.from([0xff, 0xd8, 0xff, ...chunk.subarray(3)]) : chunk)
      },
    })
    expect(await upload(endless, 'huge.jpg')).toEqual({ status: 413, code: 'tooLarge' })
    expect(sent).toBeLessThanOrEqual(MAX_UPLOAD_BYTES + 3 * chunk.byteLength)
    const vast = await sharp({ create: { width: 10_000, height: 5_100, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(vast.byteLength).toBeLessThan(MAX_UPLOAD_BYTES)
    expect(await upload(vast, 'vast.png')).toEqual({ status: 422, code: 'tooManyPixels' })
    expect(await database.db.select({ id: media.id }).from(media)).toHaveLength(1)
  })

  it('turns a sideways photo upright and keeps PNG transparency in every format', async () => {
    const sideways = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#224466' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const turned = await upload(sideways, 'sideways.jpg')
    if (!('item' in turned)) throw new Error(turned.code)
    expect({ width: turned.item.width, height: turned.item.height }).toEqual({ width: 300, height: 600 })
    expect(turned.item.variants.filter((v) => v.kind !== 'original').map((v) => v.width)).toEqual([300, 300])
    const clear = await sharp({ create: { width: 500, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer()
    const png = await upload(clear, 'Clear.png')
    if (!('item' in png)) throw new Error(png.code)
    expect(png.item.src).toMatch(/^\/media\/images\/site\/clear-[0-9a-f]{8}\.png$/)
    for (const variant of png.item.variants) {
      const bytes = Buffer.from(await (await fetch(`${base}/media/${variant.path}`)).arrayBuffer())
      expect((await sharp(bytes).metadata()).hasAlpha, variant.path).toBe(true)
    }
  })

  it('saves alt text and focal point with an audit row of what changed; search finds it by either language', async () => {
    const noUsage = new Map()
    const result = await updateMedia(database, { id: uploaded.id, altEn: 'Dunes at sunset', altZh: '日落时的沙丘', focalX: 30, focalY: 62.5 }, noUsage, audit)
    expect(result).toMatchObject({ ok: true, item: { alt: { en: 'Dunes at sunset', zh: '日落时的沙丘' }, focal: { x: 30, y: 62.5 } } })
    if (result.ok) uploaded = result.item
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'media.update'))
    expect(row).toMatchObject({
      target: uploaded.src,
      before: { alt: { en: '', zh: '' }, focal: { x: 50, y: 50 } },
      after: { alt: { en: 'Dunes at sunset', zh: '日落时的沙丘' }, focal: { x: 30, y: 62.5 } },
    })
    expect((await listMedia(database.db, '沙丘', noUsage)).map((item) => item.id)).toEqual([uploaded.id])
    expect((await listMedia(database.db, 'SUNSET', noUsage)).map((item) => item.id)).toEqual([uploaded.id])
    expect(await listMedia(database.db, '100%_', noUsage)).toEqual([])
    expect(await updateMedia(database, { id: 999_999, altEn: 'x', altZh: 'x', focalX: 1, focalY: 1 }, noUsage, audit)).toEqual({ ok: false, kind: 'notFound' })
  })

  it('refuses to delete an image the content uses, naming where; deletes it once unused, bytes and all', async () => {
    const content = siteContentSchema.parse(structuredClone(siteSeed))
    const product = content.products.find((p) => p.id === 'safari-sunset')
    if (!product) throw new Error('seed changed')
    product.image = { src: uploaded.src, alt: uploaded.alt, width: uploaded.width, height: uploaded.height, focal: uploaded.focal }
    const used = mediaUsage(siteContentSchema.parse(content))
    const refused = await deleteMedia(database, uploaded.id, used, audit)
    expect(refused).toEqual({
      ok: false,
      kind: 'stale',
      current: {
        usedBy: [
          {
            unit: 'products/safari-sunset',
            field: 'image',
            href: '/safari/regsafari#safari-sunset',
            label: { en: 'Sunset Dunes Select · Image', zh: '日落沙丘优选 · 图片' },
          },
        ],
      },
    })
    expect((await listMedia(database.db, '', used)).find((item) => item.id === uploaded.id)?.usedBy).toHaveLength(1)
    expect((await fetch(`${base}${uploaded.src}`)).status).toBe(200)

    expect(await deleteMedia(database, uploaded.id, new Map(), audit)).toMatchObject({ ok: true })
    expect(await database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, uploaded.id))).toEqual([])
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'media.delete'))
    expect(row).toMatchObject({ target: uploaded.src, before: { originalName: 'Desert Sunset (GPS).JPG' }, after: null })
    // The server's copy in memory is dropped too.
    await eventually(async () => (await fetch(`${base}${uploaded.src}`)).status === 404)
    expect(await deleteMedia(database, uploaded.id, new Map(), audit)).toEqual({ ok: false, kind: 'notFound' })
  })
})

describe('a photo the database cannot take in time', () => {
  it('is refused with 503 and a word to try again, never a server error', async () => {
    // An embedded database whose every statement runs past its time limit, as on a machine too
    // busy to answer in 15 s: the upload's reads and its write both meet the limit.
    const busy = await openDatabase({ statementTimeoutMs: 1 })
    const warnings: string[] = []
    const logger = pino(
      { level: 'warn' },
      new Writable({
        write: (chunk: Buffer, _encoding, done) => {
          warnings.push((JSON.parse(chunk.toString()) as { msg: string }).msg)
          done()
        },
      }),
    )
    try {
      const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c08040' } })
        .jpeg()
        .toBuffer()
      const result = await uploadMedia(editor, uploadRequest(photo, 'dunes.jpg'), { database: busy, logger })
      expect(answerOf(result)).toEqual({ status: 503, code: 'storeBusy' })
      expect(result).toMatchObject({ ok: false, kind: 'unavailable', retryAfterSeconds: 60 })
      expect(warnings).toEqual(['an upload could not be stored in time: the database was busy or unavailable'])
    } finally {
      await busy.close().catch(() => undefined)
    }
  })
})
