/**
 * The answers to a service's questions (service-questions.ts), one shared schema for the form and
 * the server. Every answer is optional: an empty field is no answer. The form sends what is typed
 * (strings); the schema trims, checks and turns counts into numbers, so the enquiry stores the same
 * shape whichever way it came. Messages are `validation.*` copy keys, as for the other fields.
 */
import { z } from 'zod'
import { characterCount, hasUnsafeText } from '../../lib/safe-text'

export const COUNT_MAX = 20
export const CHILD_AGE_MAX = 17

/** An airline's two-character code (letters, or a letter and a digit), an optional third letter, 1–4 digits, an optional suffix: EK303, MU 5231, 3U8513. */
export const FLIGHT_PATTERN = /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])[A-Z]?\d{1,4}[A-Z]?$/
const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/
/** A WeChat ID (6–20 characters, starting with a letter) or the phone number the account is found by. */
const WECHAT_PATTERN = /^(?:[a-zA-Z][-_a-zA-Z0-9]{5,19}|\+?\d{6,15})$/

export const contactChannels = ['wechat', 'whatsapp', 'email', 'phone'] as const
export type ContactChannel = (typeof contactChannels)[number]

type AnswerKey = 'invalidCharacters' | 'flightInvalid' | 'timeInvalid' | 'countInvalid' | 'agesInvalid' | 'answerTooLong' | 'wechatInvalid'
const key = (k: AnswerKey) => k

/** The fields that hold an answer (an empty field's transform gave undefined). */
function definedOnly(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined))
}

/** Free text up to `max` characters; empty is no answer. */
const words = (max: number) =>
  z
    .string()
    .refine((value) => !hasUnsafeText(value), key('invalidCharacters'))
    .transform((value) => value.trim())
    .refine((value) => characterCount(value) <= max, key('answerTooLong'))
    .transform((value) => value || undefined)

/** A count from 0 to 20, typed or as a number; empty is no answer. */
const count = z
  .union([z.number(), z.string().max(10)])
  .transform((value) =>
    typeof value === 'number' ? value : value.trim() === '' ? undefined : /^\d{1,2}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN,
  )
  .refine((value) => value === undefined || (Number.isInteger(value) && value >= 0 && value <= COUNT_MAX), key('countInvalid'))

/** Children's ages, 0–17 each, typed as "4, 7" or as numbers; at most 20. */
const ages = z
  .union([z.array(z.number()).max(COUNT_MAX), z.string().max(100)])
  .transform((value) =>
    typeof value === 'string'
      ? value
          .split(/[,，、\s]+/)
          .filter(Boolean)
          .map((part) => (/^\d{1,2}$/.test(part) ? Number(part) : Number.NaN))
      : value,
  )
  .refine((list) => list.length <= COUNT_MAX && list.every((age) => Number.isInteger(age) && age >= 0 && age <= CHILD_AGE_MAX), key('agesInvalid'))
  .transform((list) => (list.length > 0 ? list : undefined))

const flight = words(12)
  .transform((value) => value?.replace(/\s+/g, '').toUpperCase())
  .refine((value) => value === undefined || FLIGHT_PATTERN.test(value), key('flightInvalid'))
const time = words(5).refine((value) => value === undefined || TIME_PATTERN.test(value), key('timeInvalid'))

/** The answers for one service of the enquiry. Unknown fields are refused, not dropped. */
const answerFields = z.object({
  flight,
  time,
  terminal: words(40),
  bags: count,
  signName: words(80),
  hotel: words(120),
  adults: count,
  children: count,
  childAges: ages,
  infants: count,
  childSeats: count,
})

export const serviceAnswersSchema = answerFields
  .partial()
  .strict()
  .transform((answers) => definedOnly(answers) as ServiceAnswers)

export type ServiceAnswers = {
  flight?: string
  time?: string
  terminal?: string
  bags?: number
  signName?: string
  hotel?: string
  adults?: number
  children?: number
  childAges?: number[]
  infants?: number
  childSeats?: number
}
export type ServiceAnswerField = keyof ServiceAnswers

/** Every answer field, in the order the form asks them. */
export const serviceAnswerFields = Object.keys(answerFields.shape) as ServiceAnswerField[]

/** How the visitor would like to hear from us, and their WeChat ID when that is WeChat. */
export const reachSchema = z
  .object({
    channel: z.union([z.enum(contactChannels), z.literal('')]).transform((value) => value || undefined),
    wechatId: words(40).refine((value) => value === undefined || WECHAT_PATTERN.test(value), key('wechatInvalid')),
  })
  .partial()
  .strict()
  .transform((reach) => definedOnly(reach) as Reach)

export type Reach = { channel?: ContactChannel; wechatId?: string }

/** What the enquiry keeps: the answers per item (by the item's id) and how to reach the visitor. */
export type EnquiryDetails = { items: Record<string, ServiceAnswers>; reach: Reach }
export const noDetails: EnquiryDetails = { items: {}, reach: {} }

/** The form's field name for an item's answers: its id with anything but letters, digits, `-` and `_` as `_` (a dot would split the path). */
export function answerSlot(itemId: string): string {
  return itemId.replace(/[^a-zA-Z0-9_-]/g, '_')
}

/** How to reach the visitor as stored: a channel the desk knows, and the WeChat ID. */
export function readReach(stored: { channel?: string; wechatId?: string }): Reach {
  const channel = contactChannels.find((known) => known === stored.channel)
  return { ...(channel ? { channel } : {}), ...(stored.wechatId ? { wechatId: stored.wechatId } : {}) }
}
