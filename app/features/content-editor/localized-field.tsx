/**
 * A bilingual text, English | 中文 side by side, with "Copy from English" and the flags for Chinese
 * that is missing or was left behind by the English.
 */
import { useId } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useEditor } from './editor-context'
import { dataPathOf, ErrorText, input } from './field-parts'

export function LocalizedField({ name, label, isMultiline }: { name: string; label: string; isMultiline: boolean }) {
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
              {label} · {copy.languageNames.en}
            </label>
          </div>
          <Control id={`${id}-en`} lang="en" {...register(`${name}.en`)} {...(isMultiline ? { rows: 3 } : {})} className={input} />
        </div>
        <div>
          <div className="flex min-h-5 items-end justify-between gap-2">
            <label htmlFor={`${id}-zh`} className="text-xs text-muted">
              {label} · {copy.languageNames.zh}
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
