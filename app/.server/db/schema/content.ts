/** The site's content: its generation, units with their published versions and drafts, who is editing, and the news board. */
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt, type Bilingual } from './columns'

/**
 * The content's generation: one row, id 'content', whose `version` goes up with every publish of
 * any unit (the page cache and the enquiry's shown prices key on it). `data` holds the content as it
 * was before it was split into units (content_units); it is read once, to split it, and kept.
 */
export const siteContent = pgTable('site_content', {
  id: text('id').primaryKey(),
  data: jsonb('data').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
})
export type SiteContentRow = typeof siteContent.$inferSelect

/** Full snapshots of site_content from before the content was split into units (history only). */
export const contentRevisions = pgTable('content_revisions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  contentId: text('content_id').notNull(),
  version: integer('version').notNull(),
  data: jsonb('data').notNull(),
  createdAt: createdAt(),
  createdBy: text('created_by'),
})

/**
 * One editable unit of the site content (settings, a page's copy, a product, an FAQ list, the
 * terms), with its own version. `schema_version` is the shape `data` was written in: older rows are
 * migrated forward at start. `stamps` records, per bilingual field, the unit version at which its
 * English and its Chinese last changed (the desk's "Chinese is stale" flag).
 */
export const contentUnits = pgTable('content_units', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  position: integer('position').notNull(),
  data: jsonb('data').notNull(),
  schemaVersion: integer('schema_version').notNull(),
  version: integer('version').notNull().default(1),
  stamps: jsonb('stamps').$type<Record<string, { en: number; zh: number }>>().notNull().default({}),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
})
export type ContentUnitRow = typeof contentUnits.$inferSelect

/** Every published version of a unit: who, when, the data, and what changed field by field. */
export const contentUnitRevisions = pgTable(
  'content_unit_revisions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    unitId: text('unit_id').notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    changes: jsonb('changes').$type<{ path: string; before: unknown; after: unknown }[]>().notNull().default([]),
    /** The version this one restored, when it was a restore. */
    restoredFrom: integer('restored_from'),
    createdBy: text('created_by'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_unit_revisions_unit_version_idx').on(t.unitId, t.version)],
)
export type ContentUnitRevisionRow = typeof contentUnitRevisions.$inferSelect

/** The team's draft of a unit: saved as staff type, previewed, then published or discarded. */
export const contentDrafts = pgTable('content_drafts', {
  unitId: text('unit_id').primaryKey(),
  data: jsonb('data').notNull(),
  /** The unit version the draft started from (a publish from an older one is refused). */
  baseVersion: integer('base_version').notNull(),
  /** Goes up with every autosave, so two people typing into one draft do not overwrite each other. */
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
})
export type ContentDraftRow = typeof contentDrafts.$inferSelect

/**
 * Who has a unit open in the editor now: each open editor marks itself every little while; a mark
 * older than a minute or two means the page was closed. One row per unit and person (two tabs of
 * one person are one presence), shared by every instance through the database.
 */
export const editorPresence = pgTable(
  'editor_presence',
  {
    unitId: text('unit_id').notNull(),
    email: text('email').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.email] })],
)

export const news = pgTable(
  'news',
  {
    id: text('id').primaryKey(),
    title: jsonb('title').$type<Bilingual>().notNull(),
    body: jsonb('body').$type<Bilingual>().notNull(),
    ctaText: jsonb('cta_text').$type<Bilingual | null>(),
    ctaLink: text('cta_link'),
    pin: boolean('pin').notNull().default(false),
    variant: text('variant', { enum: ['info', 'success', 'warning'] })
      .notNull()
      .default('info'),
    priority: integer('priority').notNull().default(0),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deleted: boolean('deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('news_live_idx').on(t.deleted, t.endAt)],
)
export type NewsRow = typeof news.$inferSelect
