/** The media library: each image and the bytes served for it. */
import { bigint, bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { bytea, createdAt, updatedAt, type Bilingual } from './columns'

/** A point of an image in percent from its left and top edge (50, 50: the centre). */
export type FocalPoint = { x: number; y: number }

/**
 * Uploaded images, one row each; their bytes (the re-encoded original and every variant) are in
 * `media_variants`, in the database, so every instance serves them (ADR 0030).
 */
export const media = pgTable(
  'media',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The original's path under /media: `images/site/<safe-name>-<hash8>.<ext>`. */
    key: text('key').notNull().unique(),
    /** The file name as uploaded (for search and display only). */
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    /** Pixel size after turning the image upright (EXIF orientation). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** SHA-256 (hex) of the uploaded bytes: the same file uploaded twice is one entry. */
    sha256: text('sha256').notNull().unique(),
    /** Size of the stored original, in bytes. */
    byteSize: integer('byte_size').notNull(),
    /** Alt text; empty until staff write it (an image cannot be picked for a page without both). */
    alt: jsonb('alt').$type<Bilingual>().notNull().default({ en: '', zh: '' }),
    focal: jsonb('focal').$type<FocalPoint>().notNull().default({ x: 50, y: 50 }),
    uploadedBy: text('uploaded_by').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('media_created_idx').on(t.createdAt)],
)
export type MediaRow = typeof media.$inferSelect

export const mediaVariantKinds = ['original', 'avif', 'webp'] as const

/** The bytes served under /media: an image's original (path = its key) and its AVIF and WebP widths. */
export const mediaVariants = pgTable(
  'media_variants',
  {
    /** The URL path under /media, e.g. `images/site/dunes-1a2b3c4d-960.avif`. */
    path: text('path').primaryKey(),
    mediaId: bigint('media_id', { mode: 'number' })
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: mediaVariantKinds }).notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Strong validator of the bytes (part of their SHA-256). */
    etag: text('etag').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [index('media_variants_media_idx').on(t.mediaId)],
)
export type MediaVariantRow = typeof mediaVariants.$inferSelect
