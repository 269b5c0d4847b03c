/** The media library's shapes, shared by the desk, the picker and the server. */
import { z } from 'zod'
import type { MediaUse } from './media-usage'

/** Largest upload accepted: 15 MB. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024
/** What the file picker offers (the server sniffs the bytes whatever the browser says). */
export const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/avif'

/** Why an upload was refused; each has a sentence in both languages (media-copy.ts). */
export const uploadErrorCodes = [
  'tooLarge',
  'empty',
  'svg',
  'html',
  'unsupported',
  'tooManyPixels',
  'unreadable',
  'busy',
  'storeBusy',
  'failed',
  'forbidden',
] as const
export type UploadErrorCode = (typeof uploadErrorCodes)[number]

export type MediaVariantInfo = { path: string; kind: 'original' | 'avif' | 'webp'; width: number; byteSize: number }

/** One library entry as the desk and the picker see it. */
export type MediaItem = {
  id: number
  /** The original's URL (`/media/images/site/<name>-<hash8>.<ext>`): what content stores as `src`. */
  src: string
  originalName: string
  contentType: string
  width: number
  height: number
  byteSize: number
  alt: { en: string; zh: string }
  focal: { x: number; y: number }
  uploadedBy: string
  createdAt: string
  variants: MediaVariantInfo[]
  usedBy: MediaUse[]
}

/** Whether an image may be placed on a page: alt text in both languages. */
export function hasAltText(item: Pick<MediaItem, 'alt'>): boolean {
  return item.alt.en.trim() !== '' && item.alt.zh.trim() !== ''
}

// eslint-disable-next-line no-control-regex -- finding control characters and broken Unicode is the point
const badCharacters = /[\u0000-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

const altText = z
  .string()
  .trim()
  .min(1, 'altRequired')
  .max(300, 'altTooLong')
  .refine((text) => !badCharacters.test(text), 'altBadCharacters')

const percent = z.coerce
  .number()
  .min(0)
  .max(100)
  .transform((n) => Math.round(n * 10) / 10)

/** Saving an entry's alt text and focal point (the library's form). */
export const mediaUpdateSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  altEn: altText,
  altZh: altText,
  focalX: percent,
  focalY: percent,
})
export type MediaUpdate = z.infer<typeof mediaUpdateSchema>

export const mediaListQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
})
