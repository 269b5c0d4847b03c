/**
 * Everything My account sends, one shape per intent, for the screen and the server alike. The
 * passkey answers (a new passkey, or one that confirms it is the person) are at most
 * `passkeyAnswerMaxBytes` as JSON; the passkey route refuses a larger body before reading it all.
 */
import { z } from 'zod'
import { passkeyAnswerMaxBytes } from '../staff/passkey-limits'

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** The current password, when the person types it to confirm it is them (empty when not). */
const current = z.string().max(200).default('')

const passkeyAnswer = z
  .record(z.string(), z.unknown())
  .refine((answer) => new TextEncoder().encode(JSON.stringify(answer)).byteLength <= passkeyAnswerMaxBytes, 'passkey-too-large')

export const accountCommandSchema = z.discriminatedUnion('intent', [
  // Confirming it is the person with one of their passkeys: the browser's options, then its answer.
  z.object({ intent: z.literal('reauth-options') }),
  z.object({ intent: z.literal('reauth-passkey'), response: passkeyAnswer }),
  z.object({ intent: z.literal('passkey-options'), current }),
  z.object({ intent: z.literal('passkey-add'), response: passkeyAnswer, label: z.string().trim().max(120).default('') }),
  z.object({ intent: z.literal('passkey-remove'), id }),
  // A checkbox: present ("on") when ticked, absent when not.
  z.object({ intent: z.literal('password'), current, password: z.string().max(400), repeat: z.string().max(400), signOutOthers: z.literal('on').optional() }),
  z.object({ intent: z.literal('session-end'), session: z.string().regex(/^[0-9a-f]{16}$/) }),
])

/** A command as the screen writes it (defaults left out). */
export type AccountCommandInput = z.input<typeof accountCommandSchema>
