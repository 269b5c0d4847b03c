import { useFieldArray, useFormContext, useWatch, type FieldValues } from 'react-hook-form'
import { useEditor } from './editor-context'
import { ErrorText, input, labelOf } from './field-parts'
import { LocalizedField } from './localized-field'
import { formatConversion } from '../pricing/convert'

type PriceRow = { label?: { en?: string; zh?: string }; aed?: { value?: number | string | null }[] }

/**
 * A product's prices as a grid: the columns named once, then each row with its name and one AED
 * amount per column, pounds and euros shown beside each amount. Every amount is labelled by its row
 * and column ("15:00–21:00 (6 hours) · Private 4x4 (AED)"), so a screen reader and the history say
 * the same thing. `unit` is the prices' unit field (per person, per vehicle…), drawn by the caller.
 */
export function PricingGrid({ name, label, unit }: { name: string; label: string; unit: React.ReactNode }) {
  const { copy, deskLang, rates } = useEditor()
  const { control, getValues, setValue, register } = useFormContext<FieldValues>()
  const columnList = useFieldArray({ control, name: `${name}.columns` })
  const rowList = useFieldArray({ control, name: `${name}.rows` })
  const columns = (useWatch({ control, name: `${name}.columns` }) ?? []) as { en?: string; zh?: string }[]
  const rows = (useWatch({ control, name: `${name}.rows` }) ?? []) as PriceRow[]
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
      {unit}
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
                  rows.forEach((_, r) => {
                    setAmounts(
                      r,
                      amountsOf(r).filter((_, index) => index !== c),
                    )
                  })
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
            rows.forEach((_, r) => {
              setAmounts(r, [...amountsOf(r), { value: null }])
            })
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
                <button
                  type="button"
                  disabled={r === 0}
                  onClick={() => {
                    rowList.move(r, r - 1)
                  }}
                  className={`${small} border-sand disabled:opacity-40`}
                  aria-label={`${copy.editor.moveUp}${copy.colon}${rowName(r)}`}
                >
                  {copy.editor.moveUp}
                </button>
                <button
                  type="button"
                  disabled={r === rowList.fields.length - 1}
                  onClick={() => {
                    rowList.move(r, r + 1)
                  }}
                  className={`${small} border-sand disabled:opacity-40`}
                  aria-label={`${copy.editor.moveDown}${copy.colon}${rowName(r)}`}
                >
                  {copy.editor.moveDown}
                </button>
                <button
                  type="button"
                  disabled={rowList.fields.length <= 1}
                  onClick={() => {
                    rowList.remove(r)
                  }}
                  className={`${small} border-red-700 text-red-800 disabled:opacity-40`}
                  aria-label={`${copy.editor.remove}${copy.colon}${rowName(r)}`}
                >
                  {copy.editor.remove}
                </button>
              </div>
            </li>
          ))}
        </ol>
        <button
          type="button"
          onClick={() => {
            rowList.append({ label: { en: '', zh: '' }, aed: columns.map(() => ({ value: null })) })
          }}
          className={`${small} mt-2 border-navy`}
        >
          + {copy.editor.addRow}
        </button>
      </div>
      <ErrorText name={name} />
    </fieldset>
  )
}
