/**
 * Create an enquiry from a public request: validate, refuse replays and floods, then write the
 * enquiry and its outbox mails in one statement, which commits them together. Only after that does
 * the caller answer 201, so an acknowledged enquiry is never lost, even when mail delivery is down.
 */
import { createHash } from 'node:crypto'
import { eq, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { OUTBOX_CHANNEL } from '../../.server/mail/outbox-worker'
import type { Db } from '../../.server/db/client'
import type { Services } from '../../.server/services'
import { enquiries } from '../../.server/db/schema'
import { earliestServerDate, enquiryPayloadSchema, type EnquiryPayload, type ValidationKey } from '../cart/enquiry-schema'
import { copyFor } from '../i18n/copy'
import type { Lang } from '../i18n/site-routes'
import { verifyHumanCheck } from './human-check.server'
import { operatorMail, visitorAckMail, type EnquiryForMail } from './mail-templates'
import { emailWindows, hitRateLimit, ipWindows } from './rate-limit.server'
import { nextEnquiryId, storeEnquiry } from './store-enquiry.server'

/** At most this many acknowledgements to one address per day, so the form cannot spam anyone. */
export const ACKS_PER_RECIPIENT_PER_DAY = 3

export type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } }
export type CreateEnquiryResult =
  | { status: 201; body: { id: number; reference: string } }
  | { status: 400 | 403 | 409 | 429; body: ApiError; retryAfterSeconds?: number }

const requestSchema = z.object({
  payload: z.unknown(),
  token: z.string().max(4096).default(''),
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .optional(),
  lang: z.enum(['en', 'zh']).optional(),
})

/**
 * The payload schema depends only on the earliest accepted date, which changes once a day; building
 * a zod schema costs more than using it, so keep the one for the current date.
 */
let payloadSchemaFor: { earliest: string; schema: ReturnType<typeof enquiryPayloadSchema> } | undefined
function payloadSchemaAt(now: Date) {
  const earliest = earliestServerDate(now)
  if (payloadSchemaFor?.earliest !== earliest) payloadSchemaFor = { earliest, schema: enquiryPayloadSchema(earliest) }
  return payloadSchemaFor.schema
}

export type CreateEnquiryInput = { body: unknown; lang: Lang; ip: string; userAgent: string; now?: Date }

function fail(status: 400 | 403 | 409 | 429, code: string, message: string, extra: Partial<ApiError['error']> = {}) {
  return { status, body: { error: { code, message, ...extra } } } as const
}

export function formatReference(id: number, createdAt: Date): string {
  return `E-${String(createdAt.getUTCFullYear())}-${String(id).padStart(6, '0')}`
}

export async function createEnquiry(input: CreateEnquiryInput, services: Services): Promise<CreateEnquiryResult> {
  const now = input.now ?? new Date()
  const parsedRequest = requestSchema.safeParse(input.body)
  const lang: Lang = parsedRequest.success ? (parsedRequest.data.lang ?? input.lang) : input.lang
  const copy = copyFor(lang)
  if (!parsedRequest.success) return fail(400, 'bad_request', copy.apiErrors.badRequest)
  const { payload, token, idempotencyKey } = parsedRequest.data

  const parsed = payloadSchemaAt(now).safeParse(payload)
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path.filter((p) => typeof p === 'string' && p !== 'contact').join('.') || 'payload'
      const message = copy.validation[issue.message as ValidationKey] as string | undefined
      fields[field] ??= message ?? copy.apiErrors.invalid
    }
    return fail(400, 'invalid', copy.apiErrors.invalid, { fields })
  }
  const enquiry = parsed.data
  const { db } = services.database

  // A retried submit (same key) gets the first answer, never a second enquiry, and is not counted
  // against the address: one statement asks both, counting only when no enquiry has the key.
  const ipHash = createHash('sha256').update(`${services.config.sessionSecret}:${input.ip}`).digest('hex').slice(0, 32)
  const ipKey = `enquiry:ip:${ipHash}`
  let byIp = await hitRateLimit(db, ipKey, ipWindows, now, idempotencyKey ? { unless: isStoredKey(idempotencyKey) } : {})
  if (byIp.ok && byIp.isSkipped && idempotencyKey) {
    const existing = await findByIdempotencyKey(db, idempotencyKey)
    if (existing) return { status: 201, body: existing }
    // Only if that enquiry vanished in between (the app never deletes one): count as usual.
    byIp = await hitRateLimit(db, ipKey, ipWindows, now)
  }
  if (!byIp.ok) return { ...fail(429, 'rate_limited', copy.apiErrors.rateLimited), retryAfterSeconds: byIp.retryAfterSeconds }

  const check = await verifyHumanCheck(token, { db, config: services.config, remoteIp: input.ip, now: now.getTime() })
  if (!check.ok) {
    services.logger.info({ reason: check.reason }, 'enquiry refused: human check failed')
    return fail(403, 'human_check_failed', copy.apiErrors.humanCheckFailed)
  }

  const emailKey = createHash('sha256').update(enquiry.contact.email.toLowerCase()).digest('hex').slice(0, 32)
  const byEmail = await hitRateLimit(db, `enquiry:email:${emailKey}`, emailWindows, now)
  if (!byEmail.ok) return { ...fail(429, 'rate_limited', copy.apiErrors.rateLimited), retryAfterSeconds: byEmail.retryAfterSeconds }

  try {
    const created = await saveEnquiry(services, {
      enquiry,
      lang,
      now,
      idempotencyKey: idempotencyKey ?? null,
      ipHash,
      userAgent: input.userAgent.slice(0, 300),
    })
    await services.database.notify(OUTBOX_CHANNEL, String(created.id)).catch(() => undefined)
    return { status: 201, body: created }
  } catch (error) {
    // Two retries with the same key racing each other: the loser returns the winner's enquiry.
    if (idempotencyKey && isUniqueViolation(error)) {
      const existing = await findByIdempotencyKey(db, idempotencyKey)
      if (existing) return { status: 201, body: existing }
    }
    throw error
  }
}

function isStoredKey(idempotencyKey: string): SQL {
  return sql`exists (select 1 from enquiries where idempotency_key = ${idempotencyKey})`
}

async function findByIdempotencyKey(db: Db, idempotencyKey: string) {
  const [existing] = await db
    .select({ id: enquiries.id, reference: enquiries.reference })
    .from(enquiries)
    .where(eq(enquiries.idempotencyKey, idempotencyKey))
  return existing
}

type EnquiryToSave = {
  enquiry: EnquiryPayload
  lang: Lang
  now: Date
  idempotencyKey: string | null
  ipHash: string
  userAgent: string
}

/** Reserve the id, render the mails that quote its reference, and write everything at once. */
async function saveEnquiry(services: Services, input: EnquiryToSave): Promise<{ id: number; reference: string }> {
  const { db } = services.database
  const { enquiry, lang, now } = input
  const { settings } = (await services.content.getSiteContent()).content
  const site = { brand: settings.brand, email: settings.email, publicUrl: services.config.publicUrl }
  const { contact, items, travelDate, message } = enquiry

  const id = await nextEnquiryId(db)
  const reference = formatReference(id, now)
  const forMail: EnquiryForMail = { reference, lang, ...contact, travelDate, message, items, createdAt: now }
  // The ack is rendered even when its cap will veto it: the cap is checked inside the write, which
  // keeps the write one statement.
  const ack = settings.isVisitorAckEnabled ? visitorAckMail(forMail, site) : undefined
  await storeEnquiry(
    db,
    {
      id,
      reference,
      lang,
      items,
      ...contact,
      travelDate,
      message,
      createdAt: now,
      idempotencyKey: input.idempotencyKey,
      ipHash: input.ipHash,
      userAgent: input.userAgent,
    },
    {
      operator: { to: services.config.enquiryTo ?? settings.email, replyTo: contact.email, ...operatorMail(forMail, site) },
      ...(ack && {
        ack: {
          to: contact.email,
          replyTo: settings.email,
          ...ack,
          limit: ACKS_PER_RECIPIENT_PER_DAY,
          since: new Date(now.getTime() - 24 * 3600_000),
        },
      }),
    },
  )
  return { id, reference }
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | undefined)
  return code?.code === '23505' || code?.cause?.code === '23505'
}
