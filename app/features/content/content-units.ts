/**
 * The site content as editable units: the settings, each page's copy, each product, each FAQ list
 * and the terms. Each unit is stored, versioned, drafted and published on its own, so two people
 * editing unrelated pages never collide; the pages still read one assembled `SiteContent`.
 *
 * Pure and shared by the server (store, publish) and the desk (forms, flags).
 */
import { z } from 'zod'
import {
  categoryIds,
  categoryPageSchema,
  contactPageSchema,
  detailPageIds,
  detailPageSchema,
  faqItemSchema,
  homePageSchema,
  localizedSchema,
  productSchema,
  settingsSchema,
  siteContentSchema,
  textBlockSchema,
  type SiteContent,
  type SiteContentInput,
} from '../catalog/catalog-schema'
import { fromPrice, unknownPlaceholders } from '../catalog/price-binding'
import { localizedFields } from '../i18n/localize'
import { unsafeTextPaths } from '../../lib/safe-text'

export { localizedFields }

export const unitKinds = ['settings', 'home', 'category', 'detail', 'contact', 'terms', 'faq', 'product'] as const
export type UnitKind = (typeof unitKinds)[number]

/** The FAQ lists: the home page's and each category page's. */
export const faqOwners = ['home', ...categoryIds] as const

export const unitSchemas = {
  settings: settingsSchema,
  home: homePageSchema.omit({ faq: true }),
  category: categoryPageSchema.omit({ faq: true }),
  detail: detailPageSchema,
  contact: contactPageSchema.omit({ terms: true, termsFootnote: true }),
  terms: z.object({ sections: z.array(textBlockSchema).length(9), footnote: localizedSchema }),
  faq: z.object({ items: z.array(faqItemSchema).min(1) }),
  product: productSchema,
} as const satisfies Record<UnitKind, z.ZodType>

export type UnitData<K extends UnitKind = UnitKind> = z.output<(typeof unitSchemas)[K]>

/** One unit as stored: its id says what it is (`settings`, `category:safari`, `product:city-hatta`…). */
export type ContentUnit = { id: string; kind: UnitKind; position: number; data: unknown }

export function unitIdOf(kind: UnitKind, key?: string): string {
  return key === undefined ? kind : `${kind}:${key}`
}

export function kindOf(unitId: string): UnitKind | undefined {
  const kind = unitId.split(':', 1)[0]
  return (unitKinds as readonly string[]).includes(kind ?? '') ? (kind as UnitKind) : undefined
}

/** The key after the colon (`safari` of `category:safari`), or '' for single units. */
export function keyOf(unitId: string): string {
  const colon = unitId.indexOf(':')
  return colon < 0 ? '' : unitId.slice(colon + 1)
}

/** Split assembled content into its units, in a stable order. */
export function splitContent(content: SiteContentInput | SiteContent): ContentUnit[] {
  const units: ContentUnit[] = []
  let position = 0
  const add = (id: string, kind: UnitKind, data: unknown) => units.push({ id, kind, position: position++, data })
  add('settings', 'settings', content.settings)
  const { faq: homeFaq, ...home } = content.home
  add('home', 'home', home)
  add('faq:home', 'faq', { items: homeFaq })
  for (const category of content.categories) {
    const { faq, ...page } = category
    add(unitIdOf('category', category.id), 'category', page)
    add(unitIdOf('faq', category.id), 'faq', { items: faq })
  }
  for (const detail of content.details) add(unitIdOf('detail', detail.id), 'detail', detail)
  const { terms, termsFootnote, ...contact } = content.contact
  add('contact', 'contact', contact)
  add('terms', 'terms', { sections: terms, footnote: termsFootnote })
  for (const product of content.products) {
    // The "from" price pages read is derived from the table, never stored.
    const { fromAed: _derived, ...data } = product as typeof product & { fromAed?: unknown }
    add(unitIdOf('product', product.id), 'product', data)
  }
  return units
}

/** Assemble units (in position order) back into the content the pages read; not yet validated. */
export function assembleContent(units: readonly ContentUnit[]): unknown {
  const sorted = [...units].sort((a, b) => a.position - b.position)
  const data = (id: string) => sorted.find((unit) => unit.id === id)?.data as Record<string, unknown> | undefined
  const faqOf = (owner: string) => (data(unitIdOf('faq', owner)) as { items?: unknown } | undefined)?.items
  const ofKind = (kind: UnitKind) => sorted.filter((unit) => unit.kind === kind)
  const terms = data('terms') as { sections?: unknown; footnote?: unknown } | undefined
  return {
    settings: data('settings'),
    home: { ...data('home'), faq: faqOf('home') },
    categories: ofKind('category').map((unit) => ({ ...(unit.data as object), faq: faqOf(keyOf(unit.id)) })),
    details: ofKind('detail').map((unit) => unit.data),
    contact: { ...data('contact'), terms: terms?.sections, termsFootnote: terms?.footnote },
    products: ofKind('product').map((unit) => unit.data),
  }
}

/** A problem found in content, pointed at the unit and field that causes it. */
export type ContentIssue = {
  unitId: string
  path: string
  message: string
  /** The message in Chinese, where it was written for the operator. */
  zh?: string
  /** A warning the editor may confirm ("Publish anyway"), not a page that would break. */
  confirmable?: true
}

/** The issue's message for text jsonb cannot hold (a NUL, which PostgreSQL refuses) or a page cannot show. */
export const UNSTORABLE = 'characters that cannot be stored'

/** Where such text is, as dotted paths like the schema's own issues ('pricing.notes.1'): refused early. */
export function unstorablePaths(value: unknown): string[] {
  return unsafeTextPaths(value).map((path) => path.join('.') || '(value)')
}

const pathText = (path: readonly PropertyKey[]) =>
  path
    .map((part) => (typeof part === 'number' ? `[${String(part)}]` : `.${String(part)}`))
    .join('')
    .replace(/^\./, '')

/** "categories[2].intro[0]" → ["categories", 2, "intro", 0]. */
export function pathParts(path: string): PropertyKey[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((match) => (match[2] === undefined ? (match[1] ?? '') : Number(match[2])))
}

/** Which unit a path of the assembled content belongs to, and the path inside that unit. */
export function unitPathOf(
  content: { categories?: { id?: string }[]; details?: { id?: string }[]; products?: { id?: string }[] },
  path: readonly PropertyKey[],
): { unitId: string; path: string } {
  const [top, index, field, ...rest] = path
  const item = (list: { id?: string }[] | undefined) => (typeof index === 'number' ? list?.[index]?.id : undefined) ?? String(index)
  switch (top) {
    case 'settings':
      return { unitId: 'settings', path: pathText(path.slice(1)) }
    case 'home':
      return index === 'faq' ? { unitId: 'faq:home', path: pathText(['items', ...path.slice(2)]) } : { unitId: 'home', path: pathText(path.slice(1)) }
    case 'categories': {
      const id = item(content.categories)
      return field === 'faq' ? { unitId: `faq:${id}`, path: pathText(['items', ...rest]) } : { unitId: `category:${id}`, path: pathText(path.slice(2)) }
    }
    case 'details':
      return { unitId: `detail:${item(content.details)}`, path: pathText(path.slice(2)) }
    case 'products':
      return { unitId: `product:${item(content.products)}`, path: pathText(path.slice(2)) }
    case 'contact':
      if (index === 'terms') return { unitId: 'terms', path: pathText(['sections', ...path.slice(2)]) }
      if (index === 'termsFootnote') return { unitId: 'terms', path: pathText(['footnote', ...path.slice(2)]) }
      return { unitId: 'contact', path: pathText(path.slice(1)) }
    default:
      return { unitId: String(top), path: pathText(path.slice(1)) }
  }
}

/**
 * Everything the pages rely on beyond each field's own rule: every category and detail page
 * present once, product ids unique and every page's product reference existing, each product's
 * detail page existing. A save that breaks one of these is refused (the page would fail).
 */
export function contentIntegrity(content: SiteContent): ContentIssue[] {
  const issues: ContentIssue[] = []
  const products = new Set<string>()
  content.products.forEach((product, index) => {
    if (products.has(product.id)) issues.push({ ...unitPathOf(content, ['products', index, 'id']), message: `duplicate product id "${product.id}"` })
    products.add(product.id)
  })
  const present = (list: { id: string }[], ids: readonly string[], top: 'categories' | 'details') => {
    const seen = new Set<string>()
    list.forEach((page, index) => {
      if (seen.has(page.id)) issues.push({ ...unitPathOf(content, [top, index, 'id']), message: `duplicate page "${page.id}"` })
      seen.add(page.id)
    })
    for (const id of ids)
      if (!seen.has(id)) issues.push({ unitId: `${top === 'categories' ? 'category' : 'detail'}:${id}`, path: '', message: `the page "${id}" is missing` })
  }
  present(content.categories, categoryIds, 'categories')
  present(content.details, detailPageIds, 'details')
  const referenced = (ids: readonly string[], path: PropertyKey[]) => {
    const seen = new Set<string>()
    ids.forEach((id, index) => {
      const at = unitPathOf(content, [...path, index])
      if (!products.has(id)) issues.push({ ...at, message: `no product has the id "${id}"` })
      else if (seen.has(id)) issues.push({ ...at, message: `"${id}" is listed twice` })
      seen.add(id)
    })
  }
  content.categories.forEach((page, index) => {
    referenced(page.productIds, ['categories', index, 'productIds'])
    referenced(page.addonIds, ['categories', index, 'addonIds'])
  })
  content.home.sections.forEach((section, index) => {
    referenced(section.productIds, ['home', 'sections', index, 'productIds'])
  })
  content.details.forEach((page, index) => {
    referenced(page.productIds, ['details', index, 'productIds'])
  })
  // A price placeholder in copy must name a page, a product or a cell of its table.
  for (const { path, en, zh } of localizedFields(content)) {
    const unknown = [...new Set([en, zh].flatMap((text) => unknownPlaceholders(text, content)))]
    if (unknown.length > 0)
      issues.push({
        ...unitPathOf(content, pathParts(path)),
        message: `${unknown.join(', ')} names no page, product or price: write {{from:page}}, {{price:product}} or {{price:product:row:column}}`,
      })
  }
  const details = new Set(content.details.map((page) => page.id))
  content.products.forEach((product, index) => {
    if (!details.has(product.detailPage))
      issues.push({ ...unitPathOf(content, ['products', index, 'detailPage']), message: `no detail page "${product.detailPage}"` })
  })
  return issues
}

export type ValidatedContent = { ok: true; content: SiteContent } | { ok: false; issues: ContentIssue[] }

/** Assemble and check everything: the schema of every field, then the references between units. */
export function validateUnits(units: readonly ContentUnit[]): ValidatedContent {
  const assembled = assembleContent(units)
  const parsed = siteContentSchema.safeParse(assembled)
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({ ...unitPathOf(assembled as SiteContent, issue.path), message: issue.message })),
    }
  }
  const issues = contentIntegrity(parsed.data)
  return issues.length > 0 ? { ok: false, issues } : { ok: true, content: parsed.data }
}

// ---- Field-level differences, for revisions, the stale-Chinese flags and the price history ------

export type FieldChange = { path: string; before: unknown; after: unknown }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const isEmpty = (value: unknown) => value === undefined || value === null || value === ''

/** Leaf-level differences between two values of one unit ("title.zh", "pricing.rows[1].aed[0]"). */
export function fieldChanges(before: unknown, after: unknown, path = ''): FieldChange[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return []
  // An optional field left out, emptied or null is the same to the operator.
  if (isEmpty(before) && isEmpty(after)) return []
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: FieldChange[] = []
    for (let index = 0; index < Math.max(before.length, after.length); index++) {
      changes.push(...fieldChanges(before[index], after[index], `${path}[${String(index)}]`))
    }
    return changes
  }
  if (isRecord(before) && isRecord(after)) {
    const changes: FieldChange[] = []
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      changes.push(...fieldChanges(before[key], after[key], path ? `${path}.${key}` : key))
    }
    return changes
  }
  return [{ path, before: before ?? null, after: after ?? null }]
}

/** When each language of each bilingual field last changed, by unit version: `{ "title": { en: 3, zh: 1 } }`. */
export type LanguageStamps = Record<string, { en: number; zh: number }>

/** The stamps after publishing `after` over `before` as unit version `version`. */
export function nextStamps(stamps: LanguageStamps, before: unknown, after: unknown, version: number): LanguageStamps {
  const old = new Map(localizedFields(before).map((field) => [field.path, field]))
  const next: LanguageStamps = {}
  for (const field of localizedFields(after)) {
    const stamp = stamps[field.path] ?? { en: 0, zh: 0 }
    const previous = old.get(field.path)
    next[field.path] = {
      en: previous && previous.en === field.en ? stamp.en : version,
      zh: previous && previous.zh === field.zh ? stamp.zh : version,
    }
  }
  return next
}

/** The stamps a unit had after the given revisions (oldest first), replayed from their data. */
export function stampsThrough(revisions: readonly { version: number; data: unknown }[]): LanguageStamps {
  let stamps: LanguageStamps = {}
  let previous: unknown
  for (const revision of revisions) {
    stamps = nextStamps(stamps, previous, revision.data, revision.version)
    previous = revision.data
  }
  return stamps
}

/** After a restore: a field whose English and Chinese matched in the restored version is in step again. */
export function restoredStamps(stamps: LanguageStamps, atRestoredVersion: LanguageStamps): LanguageStamps {
  const next: LanguageStamps = {}
  for (const [path, stamp] of Object.entries(stamps)) {
    const then = atRestoredVersion[path]
    next[path] = then && then.en <= then.zh ? { en: Math.max(stamp.en, stamp.zh), zh: Math.max(stamp.en, stamp.zh) } : stamp
  }
  return next
}

/**
 * The fields whose Chinese a publish would leave behind its English (the English changed after the
 * Chinese), for the editor to check or confirm: raised at Publish, not only in the list.
 */
export function staleChinese(
  units: readonly ContentUnit[],
  changes: ReadonlyMap<string, unknown>,
  rows: ReadonlyMap<string, { version: number; stamps: LanguageStamps }>,
): ContentIssue[] {
  const issues: ContentIssue[] = []
  for (const [unitId, after] of changes) {
    const row = rows.get(unitId)
    if (!row) continue
    const before = units.find((unit) => unit.id === unitId)?.data
    for (const [path, stamp] of Object.entries(nextStamps(row.stamps, before, after, row.version + 1))) {
      if (stamp.en <= stamp.zh) continue
      issues.push({
        unitId,
        path,
        message: 'The English changed after the Chinese: check the Chinese, or publish anyway.',
        zh: '中文写好后英文又改过：请核对中文，或选择“仍然发布”。',
        confirmable: true,
      })
    }
  }
  return issues
}

export type ChineseState = 'ok' | 'missing' | 'stale'

/**
 * Per bilingual field of a unit being edited: missing (no Chinese), or stale (the English changed
 * after the Chinese was last saved: by the stamps of published versions, or in this draft when its
 * English differs from the live one while its Chinese does not).
 */
export function chineseStates(draft: unknown, live: unknown, stamps: LanguageStamps): Map<string, ChineseState> {
  const liveFields = new Map(localizedFields(live).map((field) => [field.path, field]))
  const states = new Map<string, ChineseState>()
  for (const field of localizedFields(draft)) {
    if (field.en.trim() !== '' && field.zh.trim() === '') {
      states.set(field.path, 'missing')
      continue
    }
    const published = liveFields.get(field.path)
    const stamp = stamps[field.path]
    const isStaleLive = stamp !== undefined && stamp.en > stamp.zh && (!published || published.zh === field.zh)
    const isStaleDraft = published !== undefined && published.en !== field.en && published.zh === field.zh
    states.set(field.path, isStaleLive || isStaleDraft ? 'stale' : 'ok')
  }
  return states
}

export type PriceChange = { row: string; column: string; before: number | null; after: number | null }

/** The prices that differ between two versions of a product: the "from" price and each table cell. */
export function priceChanges(before: UnitData<'product'>, after: UnitData<'product'>): PriceChange[] {
  const changes: PriceChange[] = []
  const [fromBefore, fromAfter] = [fromPrice(before.pricing), fromPrice(after.pricing)]
  if (fromBefore !== fromAfter) changes.push({ row: 'from', column: '', before: fromBefore, after: fromAfter })
  const rows = Math.max(before.pricing.rows.length, after.pricing.rows.length)
  for (let row = 0; row < rows; row++) {
    const old = before.pricing.rows[row]
    const now = after.pricing.rows[row]
    const columns = Math.max(old?.aed.length ?? 0, now?.aed.length ?? 0)
    for (let column = 0; column < columns; column++) {
      const was = old?.aed[column] ?? null
      const is = now?.aed[column] ?? null
      if (was !== is) {
        changes.push({
          row: (now ?? old)?.label.en ?? String(row + 1),
          column: (after.pricing.columns[column] ?? before.pricing.columns[column])?.en ?? String(column + 1),
          before: was,
          after: is,
        })
      }
    }
  }
  return changes
}
