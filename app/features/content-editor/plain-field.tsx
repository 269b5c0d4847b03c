/** A field in one language or none: a number, a yes/no, a choice, a product, a text. */
import { useFormContext } from 'react-hook-form'
import { Field as InputField, SelectField, TextareaField } from '../desk/ui/field'
import { useEditor } from './editor-context'
import { ErrorText, input, plain, useErrorMessage } from './field-parts'
import type { Field } from './field-model'

export function PlainField({ field, name, label }: { field: Field; name: string; label: string }) {
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
