/** What every field of the editor shares: the control's look, its label, its data path and its error under it. */
import { useFormContext } from 'react-hook-form'
import type { ContentCopy } from './content-copy'

export const input = 'w-full rounded border border-muted bg-white px-3 py-2 text-sm'

/** The data path of a form field name ("pricing.rows.0.aed.1.value" → "pricing.rows[0].aed[1]"). */
export function dataPathOf(name: string): string {
  return name
    .replace(/\.value$/, '')
    .replace(/\.value\./g, '.')
    .replace(/\.(\d+)(?=\.|$)/g, '[$1]')
}

export function labelOf(copy: ContentCopy, key: string): string {
  return copy.fields[key] ?? key
}

/** The message of the form's error on the field `name`, if any. */
export function useErrorMessage(name: string): string | undefined {
  const { formState } = useFormContext()
  const parts = name.split('.')
  let error: unknown = formState.errors
  for (const part of parts) error = (error as Record<string, unknown> | undefined)?.[part]
  const message = (error as { message?: unknown } | undefined)?.message
  return typeof message === 'string' && message !== '' ? message : undefined
}

export function ErrorText({ name }: { name: string }) {
  const message = useErrorMessage(name)
  return message ? (
    <p role="alert" className="mt-1 text-xs text-red-800">
      {message}
    </p>
  ) : null
}

/** How the editor lays out a field of the desk's Field kit: a bold label over the control, a small error under it. */
export const plain = { className: 'min-w-0 text-xs', labelClassName: 'text-sm font-semibold text-navy', errorRole: 'alert' } as const
