/**
 * The enquiry screen's commands as the desk sends them (its forms): a status change (optionally
 * sending its wording to the visitor), a note, or a reply. Each is refused without
 * `enquiries.write`, and sending anything to the visitor without `mail.send` as well.
 */
import { z } from 'zod'
import { enquiryStatuses } from '../../.server/db/schema'
import type { Config } from '../../.server/config'
import type { Database } from '../../.server/db/client'
import type { DeskActor } from '../desk/context'
import { authorize, parseInput } from '../desk/desk-command.server'
import { deskAudit } from '../audit/audit.server'
import { refuse, type DeskResult } from '../desk/desk-result'
import type { SiteContentStore } from '../content/content-store.server'
import { addNote, changeStatus, type CommandResult, type EnquiryNow } from './enquiry-commands.server'
import { replyThen, sendReply } from './send-reply.server'
import type { Clock } from '../../.server/clock'
import { isTripInput } from '../trips/trip-schema'
import { runTripCommand, type TripDeskResult } from '../trips/trip-desk-commands.server'

const expectedVersion = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/**
 * Everything the enquiry screen sends, one shape per intent. The texts are checked (trimmed,
 * bounded, no placeholder left) by the change itself, which names the field of each problem.
 */
export const enquiryCommandSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('status'),
    expectedVersion,
    to: z.enum(enquiryStatuses),
    internalReason: z.string().optional(),
    visitorWording: z.string().optional(),
    /** Present (a ticked box) when the wording goes to the visitor as a mail. */
    sendWording: z.string().optional(),
  }),
  z.object({ intent: z.literal('note'), expectedVersion, body: z.string() }),
  z.object({
    intent: z.literal('reply'),
    expectedVersion,
    lang: z.enum(['en', 'zh']),
    subject: z.string(),
    body: z.string(),
    then: z.enum(replyThen).default('replied'),
  }),
])

/** The enquiry's new version, and what was done (a status change, one sent to the visitor too, a note, a reply). */
export type EnquiryDeskResult = DeskResult<{ intent: 'status' | 'status-mail' | 'note' | 'reply'; version: number }, EnquiryNow>

/** The parts of the process the enquiry screen's commands use (the clock dates trips' changes). */
export type EnquiryDeskServices = { config: Config; database: Database; content: Pick<SiteContentStore, 'getSiteContent'>; clock: Clock }

const enquiryId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** The outcome of one change as the screen reads it: the new version under the intent. */
function answer(intent: 'status' | 'status-mail' | 'note' | 'reply', result: CommandResult<{ version: number }>): EnquiryDeskResult {
  return result.ok ? { ok: true, intent, version: result.version } : result
}

export async function runEnquiryCommand(
  actor: DeskActor,
  enquiry: string,
  input: unknown,
  services: EnquiryDeskServices,
): Promise<EnquiryDeskResult | TripDeskResult> {
  const refused = authorize(actor, 'enquiries.write')
  if (refused) return refused
  const id = enquiryId.safeParse(enquiry)
  if (!id.success) return refuse<EnquiryNow>('notFound')
  // The Trips section's forms: trips keep their own versions, apart from the enquiry's.
  if (isTripInput(input)) return runTripCommand(actor, id.data, input, services)
  const parsed = parseInput(enquiryCommandSchema, input)
  if (!parsed.ok) return parsed
  const { database } = services
  const by = { email: actor.staff.email }
  const audit = deskAudit(actor)
  const now = services.clock.now()
  const site = async () => {
    const { settings } = (await services.content.getSiteContent()).content
    return { brand: settings.brand, email: settings.email, publicUrl: services.config.publicUrl }
  }
  const command = parsed.data
  switch (command.intent) {
    case 'status': {
      const { expectedVersion, to, internalReason } = command
      const wording = command.visitorWording?.trim() ?? ''
      if (command.sendWording && wording !== '') {
        const noMail = authorize(actor, 'mail.send')
        if (noMail) return noMail
        // The subject and language come from the enquiry, inside the send's own transaction.
        const mail = { enquiryId: id.data, expectedVersion, body: wording, then: to, internalReason, kind: 'status' as const }
        return answer('status-mail', await sendReply(database, by, mail, await site(), audit, now))
      }
      return answer(
        'status',
        await changeStatus(database, by, { enquiryId: id.data, expectedVersion, to, internalReason, visitorWording: wording || undefined }, now, audit),
      )
    }
    case 'note':
      return answer('note', await addNote(database, by, { enquiryId: id.data, expectedVersion: command.expectedVersion, body: command.body }, now, audit))
    case 'reply': {
      const noMail = authorize(actor, 'mail.send')
      if (noMail) return noMail
      const { intent: _intent, ...reply } = command
      return answer('reply', await sendReply(database, by, { enquiryId: id.data, ...reply }, await site(), audit, now))
    }
  }
}
