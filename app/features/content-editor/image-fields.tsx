/** An image (its address, chosen from the media library, and its bilingual description) and an image's address alone. */
import { useId } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useEditor } from './editor-context'
import { ErrorText, input } from './field-parts'
import { LocalizedField } from './localized-field'

export function ImageField({ name, label }: { name: string; label: string }) {
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

export function ImageSrcField({ name, label }: { name: string; label: string }) {
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
