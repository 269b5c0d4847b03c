/**
 * The desk's reads of the site content's units: the list (each unit's version, its draft, how much
 * of its Chinese needs a look, its title and a product's "from" price), and one unit with its
 * draft for the editor.
 */
import { asc, eq } from 'drizzle-orm'
import { fromPrice } from '../catalog/price-binding'
import { langs, perLang, type Localized } from '../i18n/lang'
import { migrateUnitData } from '../catalog/migrations/content-migrations'
import { chineseStates, kindOf, type LanguageStamps, type UnitData, type UnitKind } from './content-units'
import type { Db } from '../../.server/db/client'
import { contentDrafts, contentUnits } from '../../.server/db/schema'

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

const iso = (value: Date | string) => new Date(value).toISOString()
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function titleOf(data: unknown): Localized | null {
  const title = isRecord(data) ? data.title : undefined
  if (!isRecord(title) || !langs.every((lang) => typeof title[lang] === 'string')) return null
  return perLang((lang) => title[lang] as string)
}

/** Every unit, in the order of the site, for the desk's list. */
export async function listUnits(db: Db): Promise<UnitSummary[]> {
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

/** One unit as stored (in the current shape) with the team's draft, for the editor; null when there is none. */
export async function readUnit(db: Db, id: string): Promise<UnitForEditing | null> {
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
