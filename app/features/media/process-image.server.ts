/**
 * Turning an upload into what /media serves, with sharp: the original re-encoded in its own format
 * (turned upright by its EXIF orientation first, every metadata block dropped, GPS included), and
 * AVIF and WebP variants at the widths of lib/media-urls.ts. sharp works on its own thread pool,
 * so the event loop stays free; one image is processed at a time per instance and a few more may
 * wait their turn, the rest are told to come back (503).
 */
import { createHash } from 'node:crypto'
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp'
import { isMediaSrc, MEDIA_URL_PREFIX, variantSrc, variantWidths, VARIANT_FORMATS } from '../../lib/media-urls'
import { imageFormats, type ImageFormat } from './media-names'

/** Decoding a larger image would need too much memory: 50 megapixels (8660 × 5773). */
export const MAX_INPUT_PIXELS = 50_000_000
/** Uploads waiting for the one processing slot; more get 503 at once. */
export const MAX_WAITING = 6

/**
 * AVIF quality by variant width. Phone-size variants (768 px and narrower) are seen on screens of
 * 1.75 dppx and more, where 38 looks as clean as 45 does on a desktop: a phone's 768 px banner of
 * a detailed photo is then about 34 KiB instead of 49, well inside the first two round trips of a
 * fresh mobile connection and sooner on screen (Lighthouse's mobile LCP with an uploaded banner
 * photo: 1.39–1.53 s at 42, 1.37–1.44 s at 38). Wider variants keep 45. Chroma is subsampled 4:2:0,
 * as JPEG does for photographs (sharp's AVIF default keeps full-resolution colour, 5–6 % larger for
 * no visible gain).
 */
const PHONE_VARIANT_MAX_WIDTH = 768
const avifQuality = (width: number) => (width <= PHONE_VARIANT_MAX_WIDTH ? 38 : 45)
const WEBP_QUALITY = 75
/**
 * AVIF effort 3 of 9: a 3000 × 2000 photo's four AVIF variants in about 2.3–2.7 s here, 15 % longer
 * than at 2 for files 19 % smaller; 4 takes four times as long for almost nothing more.
 */
const AVIF_EFFORT = 3

// Every upload is new bytes: libvips' operation cache would only hold memory.
sharp.cache(false)

export type StoredFile = {
  /** Path under /media. */
  path: string
  kind: 'original' | 'avif' | 'webp'
  contentType: string
  width: number
  height: number
  bytes: Buffer
  etag: string
}

export type ProcessedImage = { width: number; height: number; files: StoredFile[] }

export type ProcessRefusal = 'tooManyPixels' | 'unreadable' | 'busy'

export class ImageRefused extends Error {
  override name = 'ImageRefused'
  constructor(
    readonly code: ProcessRefusal,
    options?: ErrorOptions,
  ) {
    super(code, options)
  }
}

/** A strong ETag of some bytes. */
export function etagOf(bytes: Uint8Array): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`
}

/** The format sharp reports for each of ours (sharp says `heif` for AVIF, with `av1` compression). */
function decodedAs(metadata: Metadata): ImageFormat | undefined {
  if (metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp') return metadata.format
  if (metadata.format === 'heif' && metadata.compression === 'av1') return 'avif'
  return undefined
}

function encodeOriginal(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 90 })
    case 'png':
      return image.png()
    case 'webp':
      return image.webp({ quality: 90 })
    case 'avif':
      return image.avif({ quality: 64, effort: AVIF_EFFORT })
  }
}

const isPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message)

let running = false
const waiting: (() => void)[] = []

/** Runs `work` when the instance's one processing slot is free; throws `busy` when too many wait. */
async function inProcessingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running) {
    if (waiting.length >= MAX_WAITING) throw new ImageRefused('busy')
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
  running = true
  try {
    return await work()
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running = false
  }
}

/**
 * Decodes `input` (already sniffed as `format`) and encodes the stored original and variants under
 * `key` (`images/site/<name>-<hash8>.<ext>`). Throws ImageRefused for an image that is too large
 * or does not decode as the format it claims.
 */
export function processImage(input: Buffer, format: ImageFormat, key: string): Promise<ProcessedImage> {
  const src = `${MEDIA_URL_PREFIX}${key}`
  if (!isMediaSrc(src)) throw new Error(`key ${key} does not follow the media naming convention`)
  return inProcessingSlot(async () => {
    const options: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }
    let metadata: Metadata
    try {
      metadata = await sharp(input, options).metadata()
    } catch (error) {
      throw new ImageRefused(isPixelLimit(error) ? 'tooManyPixels' : 'unreadable', { cause: error })
    }
    if (decodedAs(metadata) !== format) throw new ImageRefused('unreadable')
    if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new ImageRefused('tooManyPixels')

    // One decoder per output: clones of an upright pipeline (rotate() with no angle reads EXIF).
    const upright = sharp(input, options).rotate()
    const files: StoredFile[] = []
    const add = async (path: string, kind: StoredFile['kind'], contentType: string, image: Sharp) => {
      const { data, info } = await image.toBuffer({ resolveWithObject: true })
      files.push({ path, kind, contentType, width: info.width, height: info.height, bytes: data, etag: etagOf(data) })
    }
    try {
      await add(key, 'original', imageFormats[format].contentType, encodeOriginal(upright.clone(), format))
      const original = files[0] as StoredFile
      for (const width of variantWidths(original.width)) {
        for (const variant of VARIANT_FORMATS) {
          const path = (variantSrc(src, width, variant) ?? '').slice(MEDIA_URL_PREFIX.length)
          const resized = upright.clone().resize({ width, withoutEnlargement: true })
          const encoded =
            variant === 'avif'
              ? resized.avif({ quality: avifQuality(width), effort: AVIF_EFFORT, chromaSubsampling: '4:2:0' })
              : resized.webp({ quality: WEBP_QUALITY })
          await add(path, variant, `image/${variant}`, encoded)
        }
      }
      return { width: original.width, height: original.height, files }
    } catch (error) {
      // The header read well but the pixels did not decode: a damaged or disguised file.
      throw new ImageRefused(isPixelLimit(error) ? 'tooManyPixels' : 'unreadable', { cause: error })
    }
  })
}
