/**
 * The editor's fields, drawn from the field model (field-model.ts) inside a react-hook-form form:
 * bilingual text side by side (English | 中文, localized-field.tsx) with "Copy from English" and the
 * missing / stale Chinese flags, shared fields once (plain-field.tsx), choices, images
 * (image-fields.tsx), product references, a product's price grid (pricing-grid.tsx) and lists
 * (field arrays with add, remove and move).
 */
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form'
import { useEditor } from './editor-context'
import { ErrorText, labelOf } from './field-parts'
import { isPlainItem, type Field } from './field-model'
import { ImageField, ImageSrcField } from './image-fields'
import { LocalizedField } from './localized-field'
import { PlainField } from './plain-field'
import { PricingGrid } from './pricing-grid'

/** The anchor of a top-level field of the unit, for the editor's outline. */
export function sectionId(key: string): string {
  return `section-${key}`
}

/** An empty value of a field, for a new list item. */
export function emptyValue(field: Field): unknown {
  switch (field.kind) {
    case 'localized':
      return { en: '', zh: '' }
    case 'text':
      return ''
    case 'number':
      return field.isNullable ? null : 0
    case 'boolean':
      return false
    case 'choice':
      return field.options[0] ?? ''
    case 'productRef':
      return ''
    case 'image':
      return { src: '', alt: { en: '', zh: '' }, width: 1200, height: 800 }
    case 'imageSrc':
      return ''
    case 'group':
      return Object.fromEntries(field.fields.map((child) => [child.key, child.kind === 'list' ? [] : emptyValue(child)]))
    case 'list':
      return []
  }
}

function ListField({ field, name, label }: { field: Extract<Field, { kind: 'list' }>; name: string; label: string }) {
  const { copy } = useEditor()
  const { control } = useFormContext<FieldValues>()
  const { fields, append, remove, move } = useFieldArray({ control, name })
  const isPlain = isPlainItem(field.item)
  const canAdd = field.max === undefined || fields.length < field.max
  const canRemove = fields.length > field.min
  return (
    <fieldset className="min-w-0 rounded-lg border border-sand p-3">
      <legend className="px-1 text-sm font-semibold text-navy">{label}</legend>
      <ol className="space-y-3">
        {fields.map((item, index) => {
          const itemName = isPlain ? `${name}.${String(index)}.value` : `${name}.${String(index)}`
          const itemLabel = `${label} ${copy.editor.item(index + 1)}`
          return (
            <li key={item.id} className="flex gap-2">
              <span className="pt-1 text-xs text-muted">{index + 1}</span>
              <div className="min-w-0 flex-1">
                <FieldView field={isPlain ? { ...field.item, key: field.key } : field.item} name={itemName} label={itemLabel} />
              </div>
              <div className="flex shrink-0 flex-col gap-1">
                <button
                  type="button"
                  disabled={index === 0}
                  onClick={() => {
                    move(index, index - 1)
                  }}
                  aria-label={`${copy.editor.moveUp}${copy.colon}${itemLabel}`}
                  className="rounded border border-sand px-2 text-xs disabled:opacity-40"
                >
                  ↑
                </button>
                <button
                  type="button"
                  disabled={index === fields.length - 1}
                  onClick={() => {
                    move(index, index + 1)
                  }}
                  aria-label={`${copy.editor.moveDown}${copy.colon}${itemLabel}`}
                  className="rounded border border-sand px-2 text-xs disabled:opacity-40"
                >
                  ↓
                </button>
                <button
                  type="button"
                  disabled={!canRemove}
                  onClick={() => {
                    remove(index)
                  }}
                  aria-label={`${copy.editor.remove}${copy.colon}${itemLabel}`}
                  className="rounded border border-red-700 px-2 text-xs text-red-800 disabled:opacity-40"
                >
                  ×
                </button>
              </div>
            </li>
          )
        })}
      </ol>
      {canAdd ? (
        <button
          type="button"
          onClick={() => {
            append(isPlain ? { value: emptyValue(field.item) } : emptyValue(field.item))
          }}
          className="mt-2 rounded-full border border-navy px-3 py-1 text-sm"
          aria-label={`${copy.editor.add}${copy.colon}${label}`}
        >
          + {copy.editor.add}
        </button>
      ) : null}
      <ErrorText name={name} />
    </fieldset>
  )
}

export function FieldView({ field, name, label }: { field: Field; name: string; label?: string }) {
  const { copy } = useEditor()
  const shown = label ?? labelOf(copy, field.key)
  if (field.kind === 'group' && field.key === 'pricing' && field.fields.some((child) => child.key === 'rows')) {
    const unitField = field.fields.find((child) => child.key === 'unit')
    return <PricingGrid name={name} label={shown} unit={unitField ? <FieldView field={unitField} name={`${name}.unit`} /> : null} />
  }
  switch (field.kind) {
    case 'localized':
      return <LocalizedField name={name} label={shown} isMultiline={field.isMultiline} />
    case 'image':
      return <ImageField name={name} label={shown} />
    case 'imageSrc':
      return <ImageSrcField name={name} label={shown} />
    case 'list':
      return <ListField field={field} name={name} label={shown} />
    case 'group': {
      const children = field.fields.map((child) => <FieldView key={child.key} field={child} name={name ? `${name}.${child.key}` : child.key} />)
      // The unit itself: each top-level field is a section the editor's outline links to.
      if (!name)
        return (
          <div className="space-y-5">
            {field.fields.map((child, index) => (
              <div key={child.key} id={sectionId(child.key)} className="scroll-mt-24">
                {children[index]}
              </div>
            ))}
          </div>
        )
      return (
        <fieldset className="min-w-0 space-y-3 rounded-lg border border-sand p-3">
          <legend className="px-1 text-sm font-semibold text-navy">{shown}</legend>
          {children}
        </fieldset>
      )
    }
    default:
      return <PlainField field={field} name={name} label={shown} />
  }
}
