/**
 * One labelled control of a desk form, wired the same way on every screen: the label points at the
 * control (`htmlFor` → `id`), the control says whether it holds an error (`aria-invalid`) and
 * points at its hint and error (`aria-describedby`), and the error sits under it. `Field` holds an
 * input, `TextareaField` a text area, `SelectField` a list of choices; each passes every other
 * property (a react-hook-form `register(…)`, `name`, `value`, `onChange`, …) to its control.
 */
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react'

/** The look of a desk form's text box, text area and list of choices. */
export const controlClass = 'mt-1 w-full rounded border border-muted bg-white px-3 py-2'

type FrameProps = {
  label: ReactNode
  /** A line under the control that helps fill it in. */
  hint?: ReactNode
  /** What is wrong with the value, in the operator's words; the control is marked invalid. */
  error?: string | undefined
  /** `alert` where the error appears without a submit of its own to announce it (a check as you go). */
  errorRole?: 'alert'
  /** The wrapper's classes (the label's text size and the layout). */
  className?: string
  labelClassName?: string
  /** The control's classes, when it differs from the desk's usual text box. */
  controlClassName?: string
}

type ControlWiring = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; className: string }

function Frame({ label, hint, error, errorRole, className = 'text-sm', labelClassName, id, children }: FrameProps & { id: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role={errorRole} className="mt-1 text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The control's id and its aria wiring, from the field's own id (or a generated one). */
function useWiring(props: FrameProps & { id?: string | undefined }): ControlWiring {
  const generated = useId()
  const id = props.id ?? generated
  const describedBy = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return {
    id,
    ...(props.error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    className: props.controlClassName ?? controlClass,
  }
}

export function Field({
  label,
  hint,
  error,
  errorRole,
  className,
  labelClassName,
  controlClassName,
  ...input
}: FrameProps & Omit<ComponentPropsWithRef<'input'>, 'className'>) {
  const wiring = useWiring({ label, hint, error, controlClassName, id: input.id })
  return (
    <Frame label={label} hint={hint} error={error} errorRole={errorRole} className={className} labelClassName={labelClassName} id={wiring.id}>
      <input {...input} {...wiring} />
    </Frame>
  )
}

export function TextareaField({
  label,
  hint,
  error,
  errorRole,
  className,
  labelClassName,
  controlClassName,
  ...textarea
}: FrameProps & Omit<ComponentPropsWithRef<'textarea'>, 'className'>) {
  const wiring = useWiring({ label, hint, error, controlClassName, id: textarea.id })
  return (
    <Frame label={label} hint={hint} error={error} errorRole={errorRole} className={className} labelClassName={labelClassName} id={wiring.id}>
      <textarea {...textarea} {...wiring} />
    </Frame>
  )
}

export function SelectField({
  label,
  hint,
  error,
  errorRole,
  className,
  labelClassName,
  controlClassName,
  children,
  ...select
}: FrameProps & Omit<ComponentPropsWithRef<'select'>, 'className'>) {
  const wiring = useWiring({ label, hint, error, controlClassName, id: select.id })
  return (
    <Frame label={label} hint={hint} error={error} errorRole={errorRole} className={className} labelClassName={labelClassName} id={wiring.id}>
      <select {...select} {...wiring}>
        {children}
      </select>
    </Frame>
  )
}
