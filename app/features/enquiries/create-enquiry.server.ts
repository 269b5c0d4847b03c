/**
 * Create an enquiry from a public request: validate, refuse replays and floods, then write the
 * enquiry and its outbox mails in one statement, which commits them together. Only after that does
 * the caller answer 201, so an acknowledged enquiry is never lost, even when mail delivery is down.
 */
import { createHash } from 'node:crypto'
import { eq, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Database, Db } from '../../.server/db/client'
import type { Clock } from '../../.server/clock'
import type { Config } from '../../.server/config'
import type { Logger } from '../../.server/logger'
import type { SiteContentStore } from '../content/content-store.server'
import { enquiries } from '../../.server/db/schema'
import { earliestServerDate, enquiryPayloadSchema, findBadText, isValidationKey, mailboxKey, type EnquiryPayload, type ValidationKey } from './enquiry-schema'
import { langs, type Lang } from '../i18n/lang'
import { clientKey } from '../../.server/limits/client-key'
import { verifyHumanCheck } from './human-check.server'
import { createJunkLimit, type JunkLimit } from './junk-limit.server'
import type { EnquiryForMail } from '../outgoing-mail/mail-layout'
import { operatorMail } from '../outgoing-mail/operator-notice'
import { visitorAckMail } from '../outgoing-mail/visitor-acknowledgement'
import { emailWindows, hitRateLimits, ipWindows } from '../../.server/limits/rate-limit'
import { nextEnquiryId, storeEnquiry } from './store-enquiry.server'
import { publishWithStatement } from '../../.server/events'
import { DEFAULT_RATES } from '../pricing/convert'
import { cachedWorkingCalendar } from '../reply-clock/clock-settings.server'
import { replyDueAt } from '../reply-clock/reply-clock'
import { shownPricesFor } from './shown-prices'
import { cachedBlocklist } from '../blocklist/blocklist-store.server'
import { screenMessage } from '../blocklist/screen-message.server'
import { channels } from '../../.server/channels'

/** At most this many acknowledgements to one address per day, so the form cannot spam anyone. */
export const ACKS_PER_RECIPIENT_PER_DAY = 3

/** What is wrong with a field: the key of its message (`validation.*`), or `invalid` for anything else. */
export type FieldProblem = ValidationKey | 'invalid'

/** Why an enquiry was refused, as codes; the endpoint words them in its language. */
export type RefusalCode = 'bad_request' | 'invalid' | 'lang_mismatch' | 'human_check_failed' | 'rate_limited'
export type EnquiryRefusal = {
  status: 400 | 403 | 429
  code: RefusalCode
  fields?: Record<string, FieldProblem>
  retryAfterSeconds?: number
}
export type CreateEnquiryResult = { status: 201; body: { id: number; reference: string } } | EnquiryRefusal

const requestSchema = z.object({
  payload: z.unknown(),
  token: z.string().max(4096).default(''),
  idempotencyKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .optional(),
  /** Optional, and then the endpoint's language: the endpoint decides an enquiry's language. */
  lang: z.enum(langs).optional(),
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

/** One junk limit per database this process serves (tests open several). */
const junkLimits = new WeakMap<Database, JunkLimit>()
function junkLimitFor(database: Database): JunkLimit {
  let limit = junkLimits.get(database)
  if (!limit) junkLimits.set(database, (limit = createJunkLimit()))
  return limit
}

/** `lang` is the endpoint's: the language of the enquiry, its acknowledgement and the desk's replies. */
export type CreateEnquiryInput = { body: unknown; lang: Lang; ip: string; userAgent: string; now?: Date }

function refuse(status: EnquiryRefusal['status'], code: RefusalCode, fields?: Record<string, FieldProblem>): EnquiryRefusal {
  return { status, code, ...(fields && { fields }) }
}

/**
 * The request's own fields that failed (token, idempotencyKey, lang), named as the payload's fields
 * are; undefined when the body is not an object at all.
 */
function requestFieldErrors(issues: readonly z.core.$ZodIssue[], body: unknown) {
  const fields: Record<string, FieldProblem> = {}
  for (const issue of issues) {
    const [name] = issue.path
    if (typeof name !== 'string') return undefined
    const value = (body as Record<string, unknown>)[name]
    fields[name] ??= typeof value === 'string' && findBadText(value) ? 'invalidCharacters' : 'invalid'
  }
  return Object.keys(fields).length > 0 ? fields : undefined
}

export function formatReference(id: number, createdAt: Date): string {
  return `E-${String(createdAt.getUTCFullYear())}-${String(id).padStart(6, '0')}`
}

/** The parts of the process an enquiry is written with. */
export type EnquiryServices = { config: Config; database: Database; content: Pick<SiteContentStore, 'getSiteContent'>; logger: Logger; clock: Clock }

export async function createEnquiry(input: CreateEnquiryInput, services: EnquiryServices): Promise<CreateEnquiryResult> {
  const now = input.now ?? services.clock.now()
  const { lang } = input
  const parsedRequest = requestSchema.safeParse(input.body)
  if (!parsedRequest.success) {
    const fields = requestFieldErrors(parsedRequest.error.issues, input.body)
    return fields ? refuse(400, 'invalid', fields) : refuse(400, 'bad_request')
  }
  const { payload, token, idempotencyKey } = parsedRequest.data
  // A body that names a language must name the endpoint's: nothing overrides the endpoint.
  if (parsedRequest.data.lang !== undefined && parsedRequest.data.lang !== lang) return refuse(400, 'lang_mismatch')

  const parsed = payloadSchemaAt(now).safeParse(payload)
  if (!parsed.success) {
    const fields: Record<string, FieldProblem> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path.filter((p) => typeof p === 'string' && p !== 'contact').join('.') || 'payload'
      fields[field] ??= isValidationKey(issue.message) ? issue.message : 'invalid'
    }
    return refuse(400, 'invalid', fields)
  }
  const enquiry = parsed.data
  const { db } = services.database
  // The blocklist (ADR 0036): the refusal tier refuses as the form does; the flag tier only marks
  // the enquiry for the staff, and the visitor is never told.
  const verdict = screenMessage(enquiry.message, await cachedBlocklist(db, now.getTime()))
  if (verdict.kind === 'refused') return refuse(400, 'invalid', { message: 'messageBlocked' })
  const ipHash = await clientKey(db, input.ip)
  const ipKey = `enquiry:ip:${ipHash}`

  // The human check comes first: what fails it is junk, counted on its own cheap, short limit, so
  // junk never uses up the limit of real visitors behind the same address (a hotel or carrier NAT).
  const check = await verifyHumanCheck(token, { db, config: services.config, remoteIp: input.ip, now: now.getTime() })
  if (!check.ok) {
    // A retried submit resends its solved (now used) token: answer it from the stored enquiry.
    if (check.reason === 'replayed' && idempotencyKey) {
      const existing = await findByIdempotencyKey(db, idempotencyKey)
      if (existing) return { status: 201, body: existing }
    }
    const junk = junkLimitFor(services.database)
    const wait = junk.check(ipKey, now.getTime())
    junk.record(ipKey, now.getTime())
    services.logger.info({ reason: check.reason }, 'enquiry refused: human check failed')
    if (wait) return { ...refuse(429, 'rate_limited'), retryAfterSeconds: wait }
    return refuse(403, 'human_check_failed')
  }

  // The client address's limit, then the e-mail address's (counted only if the first let the
  // attempt through), in one statement. A retried submit (same key) gets the first answer, never a
  // second enquiry, and is not counted: the statement counts only when no enquiry has the key.
  const emailKey = createHash('sha256').update(mailboxKey(enquiry.contact.email)).digest('hex').slice(0, 32)
  const byEmail = { key: `enquiry:email:${emailKey}`, windows: emailWindows }
  let limited = await hitRateLimits(db, [{ key: ipKey, windows: ipWindows, ...(idempotencyKey ? { unless: isStoredKey(idempotencyKey) } : {}) }, byEmail], now)
  if (limited.ok && limited.isSkipped && idempotencyKey) {
    const existing = await findByIdempotencyKey(db, idempotencyKey)
    if (existing) return { status: 201, body: existing }
    // Only if that enquiry vanished in between (the app never deletes one): count as usual.
    limited = await hitRateLimits(db, [{ key: ipKey, windows: ipWindows }, byEmail], now)
  }
  if (!limited.ok) return { ...refuse(429, 'rate_limited'), retryAfterSeconds: limited.retryAfterSeconds }

  try {
    const created = await saveEnquiry(services, {
      enquiry,
      lang,
      now,
      idempotencyKey: idempotencyKey ?? null,
      ipHash,
      userAgent: input.userAgent.slice(0, 300),
      flaggedTerms: verdict.flaggedTerms,
    })
    await services.database.notify(channels.outbox, String(created.id)).catch(() => undefined)
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
  const [existing] = await db.select({ id: enquiries.id, reference: enquiries.reference }).from(enquiries).where(eq(enquiries.idempotencyKey, idempotencyKey))
  return existing
}

type EnquiryToSave = {
  enquiry: EnquiryPayload
  lang: Lang
  now: Date
  idempotencyKey: string | null
  ipHash: string
  userAgent: string
  flaggedTerms: readonly string[]
}

/** Reserve the id, render the mails that quote its reference, and write everything at once. */
async function saveEnquiry(services: EnquiryServices, input: EnquiryToSave): Promise<{ id: number; reference: string }> {
  const { db } = services.database
  const { enquiry, lang, now } = input
  const siteContent = await services.content.getSiteContent()
  const { settings } = siteContent.content
  const site = { brand: settings.brand, email: settings.email, publicUrl: services.config.publicUrl }
  const { contact, items, travelDate, message, details, reach } = enquiry

  const id = await nextEnquiryId(db)
  const reference = formatReference(id, now)
  const forMail: EnquiryForMail = { reference, lang, ...contact, travelDate, message, items, createdAt: now }
  // The ack is rendered even when its cap will veto it: the cap is checked inside the write, which
  // keeps the write one statement.
  const ack = settings.isVisitorAckEnabled ? visitorAckMail(forMail, site) : undefined
  const calendar = await cachedWorkingCalendar(db, now.getTime())
  const event = publishWithStatement(services.database, { type: 'enquiry.created', enquiryId: id, reference })
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
      details: { items: details, reach },
      createdAt: now,
      idempotencyKey: input.idempotencyKey,
      ipHash: input.ipHash,
      userAgent: input.userAgent,
      shownPrices: shownPricesFor(items, siteContent.content, siteContent.version, lang, DEFAULT_RATES),
      replyDueAt: replyDueAt({ submittedAt: now, pauses: [] }, calendar, now),
      flaggedTerms: input.flaggedTerms,
    },
    {
      operator: { to: services.config.enquiryTo ?? settings.email, replyTo: contact.email, ...operatorMail(forMail, site) },
      ...(ack && {
        ack: {
          to: contact.email,
          replyTo: settings.email,
          ...ack,
          mailbox: mailboxKey(contact.email),
          limit: ACKS_PER_RECIPIENT_PER_DAY,
          since: new Date(now.getTime() - 24 * 3600_000),
        },
      }),
    },
    event.select,
  )
  await event.afterCommit()
  return { id, reference }
}

function isUniqueViolation(error: unknown): boolean {
  const code = error as { code?: unknown; cause?: { code?: unknown } } | undefined
  return code?.code === '23505' || code?.cause?.code === '23505'
}
