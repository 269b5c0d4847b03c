/**
 * The editor's view of a content unit, read from the same zod schemas the server validates with:
 * which fields are bilingual text (shown English | 中文 side by side), shared text, numbers,
 * choices, images, product references and lists. The desk's forms are drawn from this, so a field
 * added to a schema appears in the editor without a form to write.
 *
 * Lists of plain values (product ids, a price row's amounts) travel through the form as
 * `{ value }` objects, as react-hook-form's field arrays need; `toFormValues` / `fromFormValues`
 * convert between the two shapes.
 */
import type { z } from 'zod'
import { imageSchema, localizedSchema } from '../catalog/catalog-schema'

export type Field =
  | { kind: 'localized'; key: string; isMultiline: boolean }
  | { kind: 'text'; key: string; isMultiline: boolean; isOptional: boolean }
  | { kind: 'number'; key: string; isNullable: boolean }
  | { kind: 'boolean'; key: string }
  | { kind: 'choice'; key: string; options: string[] }
  | { kind: 'image'; key: string }
  /** The address of an uploaded photo alone (no alt text kept with it), as the WeChat QR image. */
  | { kind: 'imageSrc'; key: string }
  | { kind: 'productRef'; key: string }
  | { kind: 'group'; key: string; fields: Field[]; isNullable: boolean }
  | { kind: 'list'; key: string; item: Field; min: number; max: number | undefined }

/** Fields whose text runs to paragraphs: a text area rather than a line. */
const multiline = new Set([
  'overview',
  'intro',
  'summary',
  'answer',
  'body',
  'paragraphs',
  'bullets',
  'text',
  'included',
  'excluded',
  'notes',
  'pickup',
  'suits',
  'slogan',
  'footnote',
  'chatGreeting',
])
/** Plain text fields holding a photo's address: chosen from the media library. */
const imageSrcs = new Set(['wechatQrImage'])
/** Lists of product ids: chosen from the catalog. */
const productRefs = new Set(['productIds', 'addonIds'])

type Def = {
  type: string
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  innerType?: z.ZodType
  entries?: Record<string, string>
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; length?: number } } }[]
}
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def

function lengthLimits(def: Def): { min: number; max: number | undefined } {
  let min = 0
  let max: number | undefined
  for (const check of def.checks ?? []) {
    const c = check._zod.def
    if (c.check === 'min_length' && c.minimum !== undefined) min = c.minimum
    if (c.check === 'max_length' && c.maximum !== undefined) max = c.maximum
    if (c.check === 'length_equals' && c.length !== undefined) {
      min = c.length
      max = c.length
    }
  }
  return { min, max }
}

/** The field tree of a schema (an object schema for a unit). */
export function fieldOf(schema: z.ZodType, key = ''): Field {
  if (schema === localizedSchema) return { kind: 'localized', key, isMultiline: multiline.has(key) }
  if (schema === imageSchema) return { kind: 'image', key }
  const def = defOf(schema)
  switch (def.type) {
    case 'default':
    case 'optional':
    case 'pipe': {
      const inner = def.innerType ?? (schema as unknown as { def: { in?: z.ZodType } }).def.in
      if (!inner) break
      const field = fieldOf(inner, key)
      return field.kind === 'text' && def.type === 'optional' ? { ...field, isOptional: true } : field
    }
    case 'nullable': {
      if (!def.innerType) break
      const field = fieldOf(def.innerType, key)
      if (field.kind === 'number') return { ...field, isNullable: true }
      if (field.kind === 'group') return { ...field, isNullable: true }
      return field
    }
    case 'object':
      return { kind: 'group', key, isNullable: false, fields: Object.entries(def.shape ?? {}).map(([name, child]) => fieldOf(child, name)) }
    case 'array': {
      if (!def.element) break
      const item = productRefs.has(key) ? ({ kind: 'productRef', key: 'value' } as const) : fieldOf(def.element, key)
      return { kind: 'list', key, item, ...lengthLimits(def) }
    }
    case 'string':
      if (imageSrcs.has(key)) return { kind: 'imageSrc', key }
      return { kind: 'text', key, isMultiline: multiline.has(key), isOptional: false }
    case 'number':
      return { kind: 'number', key, isNullable: false }
    case 'boolean':
      return { kind: 'boolean', key }
    case 'enum':
      return { kind: 'choice', key, options: Object.values(def.entries ?? {}) }
  }
  return { kind: 'text', key, isMultiline: false, isOptional: true }
}

/** Whether a list's items are plain values (they travel as `{ value }` in the form). */
export function isPlainItem(item: Field): boolean {
  return (
    item.kind === 'text' ||
    item.kind === 'number' ||
    item.kind === 'choice' ||
    item.kind === 'productRef' ||
    item.kind === 'boolean' ||
    item.kind === 'imageSrc'
  )
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Stored data → the form's values (plain list items wrapped as `{ value }`). */
export function toFormValues(field: Field, data: unknown): unknown {
  if (field.kind === 'list') {
    const items = Array.isArray(data) ? data : []
    return items.map((item: unknown) => (isPlainItem(field.item) ? { value: item } : toFormValues(field.item, item)))
  }
  if (field.kind === 'group') {
    if (!isRecord(data)) return data
    const out: Record<string, unknown> = { ...data }
    for (const child of field.fields) out[child.key] = toFormValues(child, data[child.key])
    return out
  }
  return data
}

/** The form's values → data in the stored shape. */
export function fromFormValues(field: Field, values: unknown): unknown {
  if (field.kind === 'list') {
    const items = Array.isArray(values) ? values : []
    return items.map((item: unknown) => (isPlainItem(field.item) ? (isRecord(item) ? item.value : item) : fromFormValues(field.item, item)))
  }
  if (field.kind === 'group') {
    if (!isRecord(values)) return values
    const out: Record<string, unknown> = { ...values }
    for (const child of field.fields) out[child.key] = fromFormValues(child, values[child.key])
    return out
  }
  if (field.kind === 'number' && typeof values === 'string') return values.trim() === '' ? (field.isNullable ? null : values) : Number(values)
  return values
}

/** A data path ("pricing.rows[1].aed[0]" or ["pricing","rows",1,"aed",0]) as the form's field name. */
export function formNameOf(root: Field, path: string | readonly PropertyKey[]): string {
  const parts =
    typeof path === 'string'
      ? path.split(/\.|\[(\d+)\]/).filter((part: string | undefined): part is string => part !== '' && part !== undefined)
      : path.map(String)
  const names: string[] = []
  let field: Field | undefined = root
  for (const part of parts) {
    names.push(part)
    if (!field) continue
    if (field.kind === 'group') field = field.fields.find((child) => child.key === part)
    else if (field.kind === 'list') {
      const item: Field = field.item
      if (isPlainItem(item)) {
        names.push('value')
        field = undefined
      } else field = item
    } else field = undefined
  }
  return names.join('.')
}
