/**
 * What the desk's mail screen sends to the server: the outbox filters, and a composed mail
 * (recipients, subject, HTML and/or text, an optional reply-to of which the first entry counts).
 * Shared by the form and the server, which parses every request with it.
 */
import { z } from 'zod'
import { hasUnsafeText } from '../../lib/safe-text'
import { EMAIL_PATTERN, normalizeEmail } from '../enquiries/enquiry-schema'
import { mailKinds } from '../outgoing-mail/mail-kinds'

export const MAX_RECIPIENTS = 20
/** Mails one staff member may queue from the desk in an hour (written, or sent again). */
export const DESK_MAILS_PER_HOUR = 30
export const outboxStatuses = ['PENDING', 'PROCESSING', 'SUCCESS', 'ERROR'] as const

/** One outgoing mail as the desk lists it, on the mail screen and on an enquiry (times as ISO text). */
export type MailSummary = {
  id: number
  kind: string
  to: string[]
  subject: string
  status: (typeof outboxStatuses)[number]
  attempts: number
  lastError: string | null
  sentAt: string | null
  createdAt: string
  createdBy: string | null
}

const cleanText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !hasUnsafeText(value), 'badCharacters')

/** One address or a list: comma, semicolon, space or line separated. */
function addressList(value: string | string[]): string[] {
  const parts = Array.isArray(value) ? value : value.split(/[\s,;]+/)
  return parts.map((part) => part.trim()).filter(Boolean)
}

const address = z
  .string()
  .refine((value) => EMAIL_PATTERN.test(value), 'badAddress')
  .transform(normalizeEmail)

export const composeSchema = z
  .object({
    to: z
      .union([z.string().max(5000), z.array(z.string().max(320)).max(MAX_RECIPIENTS * 2)])
      .transform(addressList)
      .pipe(z.array(address).min(1, 'noRecipients').max(MAX_RECIPIENTS, 'tooManyRecipients')),
    subject: cleanText(200)
      .transform((value) => value.trim())
      .pipe(z.string().min(1, 'required')),
    text: cleanText(20_000).default(''),
    html: cleanText(100_000).default(''),
    /** A list is accepted too; its first entry is used. */
    replyTo: z
      .union([z.string().max(1000), z.array(z.string().max(320)).max(MAX_RECIPIENTS)])
      .optional()
      .transform((value) => (value === undefined ? [] : addressList(value)).slice(0, 1))
      .pipe(z.array(address).max(1))
      .transform((list) => list[0]),
  })
  .refine((mail) => mail.text.trim() !== '' || mail.html.trim() !== '', { message: 'noBody', path: ['text'] })

const flag = z.union([z.boolean(), z.enum(['1', 'true', 'on']).transform(() => true), z.enum(['0', 'false', '']).transform(() => false)])

export const outboxQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  status: z.enum(outboxStatuses).optional(),
  kind: z.enum(mailKinds).optional(),
  /** Only failed notifications to the operator (the dashboard's warning links here). */
  failedOperator: flag.optional(),
  /** Part of a recipient address or subject. */
  q: cleanText(200)
    .transform((value) => value.trim())
    .optional(),
})
export type OutboxQuery = z.output<typeof outboxQuerySchema>

export function outboxQueryFromSearchParams(params: URLSearchParams) {
  const raw: Record<string, string> = {}
  for (const [key, value] of params) if (value !== '') raw[key] = value
  return outboxQuerySchema.safeParse(raw)
}
