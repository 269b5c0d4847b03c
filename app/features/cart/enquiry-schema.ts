/**
 * The enquiry, validated with the same rules in the browser (form) and on the server (API).
 * Messages are copy keys (`validation.*` in the dictionaries), so one schema serves both languages.
 */
import { z } from 'zod'
import { isClean } from '../enquiries/blocklist'
import type { EnquiryForm } from './form-fields'

export const MESSAGE_MAX = 400
export const LAST_TRAVEL_DATE = '2050-12-31'
export const MAX_ITEMS = 50

export type ValidationKey =
  | 'emailInvalid'
  | 'dateInvalid'
  | 'messageRequired'
  | 'messageTooLong'
  | 'messageBlocked'
  | 'nameTooLong'
  | 'phoneInvalid'

const key = (k: ValidationKey) => k

/** Spec §5: text, at sign, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** The visitor's calendar date, YYYY-MM-DD, in their own time zone. */
export function localToday(now: Date = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000
  return new Date(now.getTime() - offset).toISOString().slice(0, 10)
}

/**
 * The earliest travel date the server accepts: yesterday in UTC, because somewhere on Earth
 * (down to UTC−12) it is still that day when a visitor there picks "today".
 */
export function earliestServerDate(now: Date = new Date()): string {
  return new Date(now.getTime() - 24 * 3600_000).toISOString().slice(0, 10)
}

const emailSchema = z.string().trim().max(254, key('emailInvalid')).regex(EMAIL_PATTERN, key('emailInvalid'))
const messageSchema = z
  .string()
  .trim()
  .min(1, key('messageRequired'))
  .max(MESSAGE_MAX, key('messageTooLong'))
  .refine((text) => isClean(text), key('messageBlocked'))

function travelDateSchema(earliest: string) {
  return z
    .string()
    .trim()
    .regex(DATE_PATTERN, key('dateInvalid'))
    .refine((value) => isRealDate(value) && value >= earliest && value <= LAST_TRAVEL_DATE, key('dateInvalid'))
}

/** The form in the WonderCart modal; `today` is the visitor's date. */
export function enquiryFormSchema(today: string) {
  return z.object({
    name: z.string().trim().max(100, key('nameTooLong')),
    email: emailSchema,
    phoneCc: z.string().trim().regex(/^(\+?\d{1,4})?$/, key('phoneInvalid')),
    phoneNumber: z.string().trim().regex(/^(\d[\d\s()-]{3,18}\d)?$/, key('phoneInvalid')),
    travelDate: travelDateSchema(today),
    message: messageSchema,
  }) satisfies z.ZodType<EnquiryForm>
}
export type { EnquiryForm } from './form-fields'

export const cartItemSchema = z.object({
  id: z.string().trim().min(1).max(80),
  title: z.string().trim().min(1).max(200),
})

/** The payload of spec §3 as the API receives it. */
export function enquiryPayloadSchema(earliest: string) {
  return z.object({
    items: z.array(cartItemSchema).max(MAX_ITEMS),
    contact: z.object({
      name: z.string().trim().max(100, key('nameTooLong')).default(''),
      email: emailSchema,
      phone: z.string().trim().max(40, key('phoneInvalid')).default(''),
    }),
    travelDate: travelDateSchema(earliest),
    message: messageSchema,
  })
}
export type EnquiryPayload = z.output<ReturnType<typeof enquiryPayloadSchema>>

/** From the form to the payload: phone = country code and number joined by a space. */
export function toPayload(form: EnquiryForm, items: readonly { id: string; name: string }[]) {
  const phone = [form.phoneCc.trim(), form.phoneNumber.trim()].filter(Boolean).join(' ')
  return {
    items: items.map((item) => ({ id: item.id, title: item.name })),
    contact: { name: form.name.trim(), email: form.email.trim(), phone },
    travelDate: form.travelDate.trim(),
    message: form.message.trim(),
  }
}
