/**
 * The editor's fields, drawn from the field model (field-model.ts) inside a react-hook-form form:
 * bilingual text side by side (English | 中文) with "Copy from English" and the missing / stale
 * Chinese flags, shared fields once, choices, images, product references and lists (field arrays
 * with add, remove and move).
 */
import { createContext, useContext, useId } from 'react'
import { useFieldArray, useFormContext, useWatch, type FieldValues } from 'react-hook-form'
import { Field as InputField, SelectField, TextareaField } from '../admin/ui/field'
import type { ContentCopy } from './content-copy'
import type { LanguageStamps } from './content-units'
import { isPlainItem, type Field } from './field-model'
import { formatConversion, type Rates } from '../pricing/convert'

export type EditorContextValue = {
  copy: ContentCopy
  /** The live unit's bilingual fields by data path, for the stale-Chinese flag. */
  live: Map<string, { en: string; zh: string }>
  stamps: LanguageStamps
  products: { id: string; title: { en: string; zh: string } }[]
  /** What a choice's value is called when the content names it (a detail page by its title). */
  choiceNames: Record<string, { en: string; zh: string }>
  deskLang: 'en' | 'zh'
  /** The site's AED → GBP/EUR rates, for the amounts shown beside the price grid's AED. */
  rates: Rates
  /** Opens the media library; calls back with the chosen image. */
  pickImage?: (onPick: (image: { src: string; alt: { en: string; zh: string }; width: number; height: number; focal?: { x: number; y: number } }) => void) => void
}

export const EditorContext = createContext<EditorContextValue | null>(null)

function useEditor(): EditorContextValue {
  const value = useContext(EditorContext)
  if (!value) throw new Error('unit fields outside the editor')
  return value
}

const input = 'w-full rounded border border-muted bg-white px-3 py-2 text-sm'

/** The data path of a form field name ("pricing.rows.0.aed.1.value" → "pricing.rows[0].aed[1]"). */
export function dataPathOf(name: string): string {
  return name
    .replace(/\.value$/, '')
    .replace(/\.value\./g, '.')
    .replace(/\.(\d+)(?=\.|$)/g, '[$1]')
}

/** The anchor of a top-level field of the unit, for the editor's outline. */
export function sectionId(key: string): string {
  return `section-${key}`
}

export function labelOf(copy: ContentCopy, key: string): string {
  return copy.fields[key] ?? key
}

/** The message of the form's error on the field `name`, if any. */
function useErrorMessage(name: string): string | undefined {
  const { formState } = useFormContext()
  const parts = name.split('.')
  let error: unknown = formState.errors
  for (const part of parts) error = (error as Record<string, unknown> | undefined)?.[part]
  const message = (error as { message?: unknown } | undefined)?.message
  return typeof message === 'string' && message !== '' ? message : undefined
}

function ErrorText({ name }: { name: string }) {
  const message = useErrorMessage(name)
  return message ? (
    <p role="alert" className="mt-1 text-xs text-red-800">
      {message}
    </p>
  ) : null
}

/** How the editor lays out a field of the desk's Field kit: a bold label over the control, a small error under it. */
const plain = { className: 'min-w-0 text-xs', labelClassName: 'text-sm font-semibold text-navy', errorRole: 'alert' } as const

function LocalizedField({ name, label, isMultiline }: { name: string; label: string; isMultiline: boolean }) {
  const { copy, live, stamps } = useEditor()
  const { register, setValue, control } = useFormContext()
  const [en, zh] = useWatch({ control, name: [`${name}.en`, `${name}.zh`] }) as [string | undefined, string | undefined]
  const id = useId()
  const path = dataPathOf(name)
  const published = live.get(path)
  const stamp = stamps[path]
  const isMissing = (en ?? '').trim() !== '' && (zh ?? '').trim() === ''
  const isStale = !isMissing && published !== undefined && published.zh === zh && (published.en !== en || (stamp !== undefined && stamp.en > stamp.zh))
  const Control = isMultiline ? 'textarea' : 'input'
  return (
    <div className="min-w-0" data-chinese={isMissing ? 'missing' : isStale ? 'stale' : 'ok'}>
      <p className="text-sm font-semibold text-navy">{label}</p>
      <div className="mt-1 grid gap-2 md:grid-cols-2">
        <div>
          <div className="flex min-h-5 items-end">
            <label htmlFor={`${id}-en`} className="text-xs text-muted">
              {label} · {copy.editor.english}
            </label>
          </div>
          <Control id={`${id}-en`} lang="en" {...register(`${name}.en`)} {...(isMultiline ? { rows: 3 } : {})} className={input} />
        </div>
        <div>
          <div className="flex min-h-5 items-end justify-between gap-2">
            <label htmlFor={`${id}-zh`} className="text-xs text-muted">
              {label} · {copy.editor.chinese}
            </label>
            <button
              type="button"
              onClick={() => {
                setValue(`${name}.zh`, en ?? '', { shouldDirty: true })
              }}
              className="text-xs text-navy underline"
              aria-label={`${copy.editor.copyFromEnglish}${copy.colon}${label}`}
            >
              {copy.editor.copyFromEnglish}
            </button>
          </div>
          <Control
            id={`${id}-zh`}
            lang="zh-CN"
            {...register(`${name}.zh`)}
            {...(isMultiline ? { rows: 3 } : {})}
            aria-invalid={isMissing || undefined}
            className={`${input} ${isMissing ? 'border-red-700' : isStale ? 'border-amber-600' : ''}`}
          />
          {isMissing ? <p className="mt-1 text-xs font-semibold text-red-800">{copy.editor.missingChinese}</p> : null}
          {isStale ? <p className="mt-1 text-xs font-semibold text-amber-800">{copy.editor.staleChinese}</p> : null}
        </div>
      </div>
      <ErrorText name={`${name}.en`} />
      <ErrorText name={`${name}.zh`} />
      <ErrorText name={name} />
    </div>
  )
}

function ImageField({ name, label }: { name: string; label: string }) {
  const { copy, pickImage } = useEditor()
  const { register, setValue, control } = useFormContext()
  const src = useWatch({ control, name: `${name}.src` }) as string | undefined
  const id = useId()
  return (
    <fieldset className="min-w-0 rounded-lg border border-sand p-3">
      <legend className="px-1 text-sm font-semibold text-navy">{label}</legend>
      <div className="flex flex-wrap items-start gap-3">
        {src ? <img src={src} alt="" width={160} height={96} className="h-24 w-40 rounded object-cover" /> : null}
        <div className="min-w-48 flex-1">
          <label htmlFor={id} className="text-xs text-muted">
            {copy.fields.src}
          </label>
          <input id={id} {...register(`${name}.src`)} className={input} />
          <ErrorText name={`${name}.src`} />
          {pickImage ? (
            <button
              type="button"
              className="mt-2 rounded-full border border-navy px-3 py-1 text-sm"
              onClick={() => {
                pickImage((image) => {
                  setValue(name, { ...image }, { shouldDirty: true })
                })
              }}
            >
              {copy.editor.chooseImage}
            </button>
          ) : null}
        </div>
      </div>
      <div className="mt-2">
        <LocalizedField name={`${name}.alt`} label={copy.editor.imageAlt} isMultiline={false} />
      </div>
    </fieldset>
  )
}

function ImageSrcField({ name, label }: { name: string; label: string }) {
  const { copy, pickImage } = useEditor()
  const { register, setValue, control } = useFormContext()
  const src = useWatch({ control, name }) as string | undefined
  const id = useId()
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="text-sm font-semibold text-navy">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-start gap-3">
        {src ? <img src={src} alt="" width={96} height={96} className="size-24 rounded object-contain" /> : null}
        <div className="min-w-48 flex-1">
          <input id={id} {...register(name)} className={input} />
          {pickImage ? (
            <button
              type="button"
              className="mt-2 rounded-full border border-navy px-3 py-1 text-sm"
              aria-label={`${copy.editor.chooseImage}${copy.colon}${label}`}
              onClick={() => {
                pickImage((image) => {
                  setValue(name, image.src, { shouldDirty: true })
                })
              }}
            >
              {copy.editor.chooseImage}
            </button>
          ) : null}
        </div>
      </div>
      <ErrorText name={name} />
    </div>
  )
}

function PlainField({ field, name, label }: { field: Field; name: string; label: string }) {
  const { copy, products, choiceNames, deskLang } = useEditor()
  const { register } = useFormContext()
  const error = useErrorMessage(name)
  switch (field.kind) {
    case 'number':
      return (
        <InputField
          {...plain}
          label={label}
          error={error}
          controlClassName={`${input} mt-1 max-w-48`}
          type="number"
          inputMode="numeric"
          {...register(name, { setValueAs: (value: unknown) => (value === '' || value === null ? (field.isNullable ? null : '') : Number(value)) })}
          placeholder={field.isNullable ? copy.editor.notSold : undefined}
        />
      )
    case 'boolean':
      return (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register(name)} />
          {label}
        </label>
      )
    case 'choice':
      return (
        <SelectField {...plain} label={label} error={error} controlClassName={`${input} mt-1 max-w-md`} {...register(name)}>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {choiceNames[option]?.[deskLang] ?? copy.choices[option] ?? option}
            </option>
          ))}
        </SelectField>
      )
    case 'productRef':
      return (
        <SelectField {...plain} label={label} error={error} controlClassName={`${input} mt-1 max-w-md`} {...register(name)}>
          {products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.title[deskLang]} ({product.id})
            </option>
          ))}
        </SelectField>
      )
    case 'text':
      return field.isMultiline ? (
        <TextareaField {...plain} label={label} error={error} controlClassName={`${input} mt-1`} rows={3} {...register(name)} />
      ) : (
        <InputField {...plain} label={label} error={error} controlClassName={`${input} mt-1`} {...register(name)} />
      )
    default:
      return (
        <div className="min-w-0">
          <p className="text-sm font-semibold text-navy">{label}</p>
          <ErrorText name={name} />
        </div>
      )
  }
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
                <button type="button" disabled={index === 0} onClick={() => { move(index, index - 1) }} aria-label={`${copy.editor.moveUp}${copy.colon}${itemLabel}`} className="rounded border border-sand px-2 text-xs disabled:opacity-40">
                  ↑
                </button>
                <button type="button" disabled={index === fields.length - 1} onClick={() => { move(index, index + 1) }} aria-label={`${copy.editor.moveDown}${copy.colon}${itemLabel}`} className="rounded border border-sand px-2 text-xs disabled:opacity-40">
                  ↓
                </button>
                <button type="button" disabled={!canRemove} onClick={() => { remove(index) }} aria-label={`${copy.editor.remove}${copy.colon}${itemLabel}`} className="rounded border border-red-700 px-2 text-xs text-red-800 disabled:opacity-40">
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

type PriceRow = { label?: { en?: string; zh?: string }; aed?: { value?: number | string | null }[] }

/**
 * A product's prices as a grid: the columns named once, then each row with its name and one AED
 * amount per column, pounds and euros shown beside each amount. Every amount is labelled by its row
 * and column ("15:00–21:00 (6 hours) · Private 4x4 (AED)"), so a screen reader and the history say
 * the same thing.
 */
function PricingGrid({ field, name, label }: { field: Extract<Field, { kind: 'group' }>; name: string; label: string }) {
  const { copy, deskLang, rates } = useEditor()
  const { control, getValues, setValue, register } = useFormContext<FieldValues>()
  const columnList = useFieldArray({ control, name: `${name}.columns` })
  const rowList = useFieldArray({ control, name: `${name}.rows` })
  const columns = (useWatch({ control, name: `${name}.columns` }) ?? []) as { en?: string; zh?: string }[]
  const rows = (useWatch({ control, name: `${name}.rows` }) ?? []) as PriceRow[]
  const unitField = field.fields.find((child) => child.key === 'unit')
  const nameIn = (value: { en?: string; zh?: string } | undefined) => (value?.[deskLang] ?? '').trim() || (value?.en ?? '').trim()
  const columnName = (c: number) => nameIn(columns[c]) || copy.editor.column(c + 1)
  const rowName = (r: number) => nameIn(rows[r]?.label) || copy.editor.row(r + 1)
  const amountsOf = (r: number) => (getValues(`${name}.rows.${String(r)}.aed`) ?? []) as { value: number | null }[]
  const setAmounts = (r: number, amounts: { value: number | null }[]) => {
    setValue(`${name}.rows.${String(r)}.aed`, amounts, { shouldDirty: true })
  }
  const small = 'rounded-full border px-3 py-1 text-xs'
  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-sand p-3" data-pricing-grid>
      <legend className="px-1 text-sm font-semibold text-navy">{label}</legend>
      <p className="text-xs text-muted">{copy.editor.gridHint}</p>
      {unitField ? <FieldView field={unitField} name={`${name}.unit`} /> : null}
      <div>
        <h3 className="text-sm font-semibold text-navy">{labelOf(copy, 'columns')}</h3>
        <ol className="mt-2 space-y-3">
          {columnList.fields.map((column, c) => (
            <li key={column.id} className="rounded border border-sand/70 p-2">
              <LocalizedField name={`${name}.columns.${String(c)}`} label={copy.editor.column(c + 1)} isMultiline={false} />
              <button
                type="button"
                disabled={columnList.fields.length <= 1}
                onClick={() => {
                  columnList.remove(c)
                  rows.forEach((_, r) => { setAmounts(r, amountsOf(r).filter((_, index) => index !== c)) })
                }}
                className={`${small} mt-2 border-red-700 text-red-800 disabled:opacity-40`}
                aria-label={`${copy.editor.remove}${copy.colon}${columnName(c)}`}
              >
                {copy.editor.remove}
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          onClick={() => {
            columnList.append({ en: '', zh: '' })
            rows.forEach((_, r) => { setAmounts(r, [...amountsOf(r), { value: null }]) })
          }}
          className={`${small} mt-2 border-navy`}
        >
          + {copy.editor.addColumn}
        </button>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-navy">{labelOf(copy, 'rows')}</h3>
        <ol className="mt-2 space-y-3">
          {rowList.fields.map((row, r) => (
            <li key={row.id} className="rounded border border-sand/70 p-2" data-price-row>
              <LocalizedField name={`${name}.rows.${String(r)}.label`} label={copy.editor.row(r + 1)} isMultiline={false} />
              <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] gap-2">
                {columns.map((_, c) => {
                  const cell = `${name}.rows.${String(r)}.aed.${String(c)}.value`
                  const amount = rows[r]?.aed?.[c]?.value
                  const id = `${cell}-input`
                  return (
                    <div key={c} className="min-w-0 text-xs">
                      <label htmlFor={id} className="font-semibold text-navy">
                        <span className="sr-only">{rowName(r)} · </span>
                        {copy.editor.inAed(columnName(c))}
                      </label>
                      <input
                        id={id}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        placeholder={copy.editor.notSold}
                        {...register(cell, { setValueAs: (value: unknown) => (value === '' || value === null ? null : Number(value)) })}
                        className={`${input} mt-1`}
                      />
                      <p className="mt-1 text-muted" aria-hidden="true">
                        {amount === null || amount === undefined || amount === '' ? copy.editor.onRequest : `≈ ${formatConversion(amount, rates)}`}
                      </p>
                      <ErrorText name={cell} />
                    </div>
                  )
                })}
              </div>
              <div className="mt-2 flex flex-wrap gap-2">
                <button type="button" disabled={r === 0} onClick={() => { rowList.move(r, r - 1) }} className={`${small} border-sand disabled:opacity-40`} aria-label={`${copy.editor.moveUp}${copy.colon}${rowName(r)}`}>
                  {copy.editor.moveUp}
                </button>
                <button type="button" disabled={r === rowList.fields.length - 1} onClick={() => { rowList.move(r, r + 1) }} className={`${small} border-sand disabled:opacity-40`} aria-label={`${copy.editor.moveDown}${copy.colon}${rowName(r)}`}>
                  {copy.editor.moveDown}
                </button>
                <button type="button" disabled={rowList.fields.length <= 1} onClick={() => { rowList.remove(r) }} className={`${small} border-red-700 text-red-800 disabled:opacity-40`} aria-label={`${copy.editor.remove}${copy.colon}${rowName(r)}`}>
                  {copy.editor.remove}
                </button>
              </div>
            </li>
          ))}
        </ol>
        <button
          type="button"
          onClick={() => { rowList.append({ label: { en: '', zh: '' }, aed: columns.map(() => ({ value: null })) }) }}
          className={`${small} mt-2 border-navy`}
        >
          + {copy.editor.addRow}
        </button>
      </div>
      <ErrorText name={name} />
    </fieldset>
  )
}

export function FieldView({ field, name, label }: { field: Field; name: string; label?: string }) {
  const { copy } = useEditor()
  const shown = label ?? labelOf(copy, field.key)
  if (field.kind === 'group' && field.key === 'pricing' && field.fields.some((child) => child.key === 'rows')) return <PricingGrid field={field} name={name} label={shown} />
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
      const children = field.fields.map((child) => (
        <FieldView key={child.key} field={child} name={name ? `${name}.${child.key}` : child.key} />
      ))
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
