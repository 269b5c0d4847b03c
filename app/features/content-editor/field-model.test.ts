import { describe, expect, it } from 'vitest'
import { siteSeed } from '../catalog/seed'
import { productSchema } from '../catalog/catalog-schema'
import { splitContent, unitSchemas } from '../content/content-units'
import { fieldOf, formNameOf, fromFormValues, toFormValues, type Field } from './field-model'

const product = fieldOf(unitSchemas.product)
const child = (field: Field, key: string) => (field.kind === 'group' ? field.fields.find((f) => f.key === key) : undefined)

describe('the editor’s field model', () => {
  it('reads bilingual text, shared fields, choices, images and lists from the product schema', () => {
    expect(child(product, 'title')).toEqual({ kind: 'localized', key: 'title', isMultiline: false })
    expect(child(product, 'overview')).toEqual({ kind: 'localized', key: 'overview', isMultiline: true })
    // The "from" price is read from the table, never typed.
    expect(child(product, 'fromAed')).toBeUndefined()
    expect(child(product, 'cancellation')).toEqual({ kind: 'choice', key: 'cancellation', options: ['standard', 'strict'] })
    expect(child(product, 'image')).toEqual({ kind: 'image', key: 'image' })
    expect(child(product, 'included')).toMatchObject({ kind: 'list', item: { kind: 'localized' }, min: 1 })
    const rows = child(child(product, 'pricing') as Field, 'rows')
    expect(rows).toMatchObject({ kind: 'list', item: { kind: 'group' } })
    const category = fieldOf(unitSchemas.category)
    expect(child(category, 'productIds')).toMatchObject({ kind: 'list', item: { kind: 'productRef' } })
    expect(child(fieldOf(unitSchemas.home), 'slides')).toMatchObject({ kind: 'list', item: { kind: 'image' }, min: 6, max: 6 })
  })

  it('round-trips every seeded unit through the form’s shape', () => {
    for (const unit of splitContent(siteSeed)) {
      const field = fieldOf(unitSchemas[unit.kind])
      const parsed = unitSchemas[unit.kind].parse(unit.data)
      expect(fromFormValues(field, toFormValues(field, parsed)), unit.id).toEqual(parsed)
    }
  })

  it('wraps plain list items as { value } and names data paths as form fields', () => {
    const lotus = productSchema.parse(siteSeed.products.find((p) => p.id === 'cruise-lotus'))
    const values = toFormValues(product, lotus) as { pricing: { rows: { aed: { value: number | null }[] }[] } }
    expect(values.pricing.rows[0]?.aed[0]).toEqual({ value: lotus.pricing.rows[0]?.aed[0] })
    expect(formNameOf(product, 'pricing.rows[0].aed[1]')).toBe('pricing.rows.0.aed.1.value')
    expect(formNameOf(product, ['title', 'zh'])).toBe('title.zh')
    expect(formNameOf(fieldOf(unitSchemas.category), 'productIds[2]')).toBe('productIds.2.value')
  })

  it('reads an emptied price as null and a typed one as a number', () => {
    expect(fromFormValues({ kind: 'number', key: 'aed', isNullable: true }, '')).toBeNull()
    expect(fromFormValues({ kind: 'number', key: 'aed', isNullable: true }, '259')).toBe(259)
  })
})
