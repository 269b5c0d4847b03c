/**
 * The enquiry, validated with the same rules in the browser (form) and on the server (API).
 * Messages are copy keys (`validation.*` in the dictionaries), so one schema serves both languages.
 */
import { z } from 'zod'
import { characterCount, hasUnsafeText } from '../../lib/safe-text'
import { defaultRefusalTerms, isAcceptable } from '../blocklist/blocklist'
import type { EnquiryForm } from './form-fields'
import { answerSlot, reachSchema, serviceAnswersSchema } from './service-answers'

export const MESSAGE_MAX = 400
export const LAST_TRAVEL_DATE = '2050-12-31'
export const MAX_ITEMS = 50

export const validationKeys = [
  'emailInvalid',
  'dateInvalid',
  'messageRequired',
  'messageTooLong',
  'messageBlocked',
  'nameTooLong',
  'phoneInvalid',
  'invalidCharacters',
  'flightInvalid',
  'timeInvalid',
  'countInvalid',
  'agesInvalid',
  'answerTooLong',
  'wechatInvalid',
] as const
export type ValidationKey = (typeof validationKeys)[number]

export function isValidationKey(value: unknown): value is ValidationKey {
  return (validationKeys as readonly unknown[]).includes(value)
}

const key = (k: ValidationKey) => k

/** True for text that cannot be stored or shown safely (NUL, other controls, half characters). */
export const findBadText = hasUnsafeText

/** A string field that first refuses unstorable text, so that issue names the field before any other. */
const text = () => z.string().refine((value) => !findBadText(value), key('invalidCharacters'))

export { characterCount }

/** The message length the rule judges and the counter shows: trimmed, in characters. */
export function messageLength(message: string): number {
  return characterCount(message.trim())
}

/**
 * The form's e-mail rule (text, at sign, text, dot, text), narrowed to a plain mailbox: no display
 * name, angle brackets, quotes, comments or lists, only `local@domain`.
 */
export const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"/?#]+\.[^\s@<>()[\]\\,;:"/?#]+$/

/** The domain in ASCII (IDN to punycode) and lower case; undefined when it is not a host name. */
function asciiDomain(domain: string): string | undefined {
  try {
    const host = new URL(`http://${domain}`).hostname
    return host && !host.startsWith('[') ? host : undefined
  } catch {
    return undefined
  }
}

/** The address as stored and mailed: trimmed, domain in lower-case ASCII; unchanged if it is not an address. */
export function normalizeEmail(email: string): string {
  const trimmed = email.trim()
  const at = trimmed.lastIndexOf('@')
  if (at < 1) return trimmed
  const domain = asciiDomain(trimmed.slice(at + 1))
  return domain ? `${trimmed.slice(0, at)}@${domain}` : trimmed
}

/**
 * One key per mailbox however it is spelled, for the per-address limit and the acknowledgement cap
 * only (the address itself is stored and answered as typed): normalised, in lower case, without a
 * sub-address (`victim+1@…` is `victim@…`) and without a trailing dot of the domain (`x.com.`).
 */
export function mailboxKey(email: string): string {
  const address = normalizeEmail(email).toLowerCase()
  const at = address.lastIndexOf('@')
  if (at < 1) return address
  const local = address.slice(0, at)
  const plus = local.indexOf('+')
  return `${plus > 0 ? local.slice(0, plus) : local}@${address.slice(at + 1).replace(/\.+$/, '')}`
}
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** The visitor's calendar date, YYYY-MM-DD, in their own time zone. */
export function localToday(now: Date): string {
  const offset = now.getTimezoneOffset() * 60_000
  return new Date(now.getTime() - offset).toISOString().slice(0, 10)
}

/**
 * The earliest travel date the server accepts: yesterday in UTC, because somewhere on Earth
 * (down to UTC−12) it is still that day when a visitor there picks "today".
 */
export function earliestServerDate(now: Date): string {
  return new Date(now.getTime() - 24 * 3600_000).toISOString().slice(0, 10)
}

const emailSchema = text()
  .trim()
  .max(254, key('emailInvalid'))
  .regex(EMAIL_PATTERN, key('emailInvalid'))
  .refine((value) => asciiDomain(value.slice(value.lastIndexOf('@') + 1)) !== undefined, key('emailInvalid'))
  .transform(normalizeEmail)
const messageSchema = text()
  .trim()
  .min(1, key('messageRequired'))
  .refine((value) => characterCount(value) <= MESSAGE_MAX, key('messageTooLong'))

/**
 * The form's message rule: the blocklist's refusal tier (ADR 0036), the same list the server holds
 * (the form loads the owners' list; the built-in one until then). The server checks the payload's
 * message with the same function and list after parsing (`createEnquiry`), then flags.
 */
const formMessageSchema = (refusalTerms: readonly string[]) => messageSchema.refine((value) => isAcceptable(value, refusalTerms), key('messageBlocked'))

function travelDateSchema(earliest: string) {
  return text()
    .trim()
    .regex(DATE_PATTERN, key('dateInvalid'))
    .refine((value) => isRealDate(value) && value >= earliest && value <= LAST_TRAVEL_DATE, key('dateInvalid'))
}

/** The form in the WonderCart modal; `today` is the visitor's date. */
export function enquiryFormSchema(today: string, refusalTerms: readonly string[] = defaultRefusalTerms) {
  return z
    .object({
      name: text().trim().max(100, key('nameTooLong')),
      email: emailSchema,
      phoneCc: text()
        .trim()
        .regex(/^(\+?\d{1,4})?$/, key('phoneInvalid')),
      phoneNumber: text()
        .trim()
        .regex(/^(\d[\d\s()-]{3,18}\d)?$/, key('phoneInvalid')),
      travelDate: travelDateSchema(today),
      message: formMessageSchema(refusalTerms),
      channel: z.string(),
      wechatId: z.string(),
      details: z.record(z.string(), z.record(z.string(), z.string())),
    })
    .superRefine((form, ctx) => {
      // The answers as the server will judge them, each issue on the field it names.
      const reach = reachSchema.safeParse({ channel: form.channel, wechatId: form.wechatId })
      if (!reach.success) for (const issue of reach.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
      for (const [slot, answers] of Object.entries(form.details)) {
        const parsed = serviceAnswersSchema.safeParse(answers)
        if (!parsed.success)
          for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['details', slot, ...issue.path] })
      }
    }) satisfies z.ZodType<EnquiryForm>
}
export type { EnquiryForm } from './form-fields'

/** Limits in characters (code points), so what the cart derives (ids cut to 60 characters) always fits. */
export const cartItemSchema = z.object({
  id: text()
    .trim()
    .min(1)
    .refine((value) => characterCount(value) <= 80),
  title: text()
    .trim()
    .min(1)
    .refine((value) => characterCount(value) <= 200),
})

/** The enquiry payload (items, contact, travel date, message) as the API receives it. */
export function enquiryPayloadSchema(earliest: string) {
  return z
    .object({
      items: z.array(cartItemSchema).max(MAX_ITEMS),
      contact: z.object({
        name: text().trim().max(100, key('nameTooLong')).default(''),
        email: emailSchema,
        phone: text().trim().max(40, key('phoneInvalid')).default(''),
      }),
      travelDate: travelDateSchema(earliest),
      message: messageSchema,
      /** The answers to each item's questions, by the item's id (an id of `items`). */
      details: z.record(z.string().max(80), serviceAnswersSchema).default({}),
      reach: reachSchema.default({}),
    })
    .refine((payload) => Object.keys(payload.details).every((id) => payload.items.some((item) => item.id === id)), {
      path: ['details'],
      message: 'unknownItem',
    })
}
export type EnquiryPayload = z.output<ReturnType<typeof enquiryPayloadSchema>>

/** From the form to the payload: phone = country code and number joined by a space. */
export function toPayload(form: EnquiryForm, items: readonly { id: string; name: string }[]) {
  const phone = [form.phoneCc.trim(), form.phoneNumber.trim()].filter(Boolean).join(' ')
  const details: Record<string, Record<string, string>> = {}
  for (const item of items) {
    const typed = Object.entries(form.details[answerSlot(item.id)] ?? {}).filter(([, value]) => value.trim() !== '')
    if (typed.length > 0) details[item.id] = Object.fromEntries(typed)
  }
  const wechatId = form.channel === 'wechat' ? form.wechatId.trim() : ''
  return {
    items: items.map((item) => ({ id: item.id, title: item.name })),
    contact: { name: form.name.trim(), email: form.email.trim(), phone },
    travelDate: form.travelDate.trim(),
    message: form.message.trim(),
    details,
    reach: { channel: form.channel, ...(wechatId ? { wechatId } : {}) },
  }
}
