/** What the parts of My account share: their classes, how a passkey step posts, and a refusal in the person's words. */
import { dubaiDateTime } from '../../lib/dubai-time'
import type { AccountCommandInput } from './account-schema'
import type { AccountCommandResult } from './account.server'
import type { DeskLang } from '../desk/desk-path'
import { staffCopy } from '../staff/staff-copy'
import { accountCopy } from './account-copy'
import { minutesToWait, type DeskFailure } from '../desk/desk-result'

export const button = 'rounded-full border border-navy px-3 py-1'
export const primary = 'rounded-full bg-navy px-5 py-2 font-semibold text-cream'
export const section = 'mt-6 rounded-xl border border-sand bg-white p-4'
export const control = 'mt-1 w-full max-w-sm rounded border border-muted px-3 py-2'
export const alert = 'w-full font-semibold text-red-800'

/** Posts one command of this screen as JSON and reads its result (for the passkey steps, which chain). */
export async function postAccount(body: AccountCommandInput): Promise<AccountCommandResult> {
  const response = await fetch('/admin/account/passkey', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  return (await response.json()) as AccountCommandResult
}

/** A refusal in the person's words: the first issue's sentence, or how long to wait. */
export function refusalText(lang: DeskLang, refusal: DeskFailure): string {
  const words = accountCopy(lang)
  if (refusal.kind === 'limited') return words.tooManyAttempts(minutesToWait(refusal.retryAfterSeconds))
  const errors: Record<string, string> = { ...words.errors, ...staffCopy(lang).passwordProblems }
  const key = refusal.issues?.[0]?.message
  return (key ? errors[key] : undefined) ?? words.errors.invalid
}

/** The time a confirmation stops counting, as the desk writes times (Dubai). */
export const clockTime = (iso: string) => dubaiDateTime(iso).slice(11)
