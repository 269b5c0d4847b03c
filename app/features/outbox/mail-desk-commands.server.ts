/**
 * The mail screen's commands as the desk sends them (forms on the mail screen and on an enquiry):
 * retry a mail that failed for good, send a sent one again (to its recipients or to oneself), write
 * a mail. Each is refused without `mail.send`. Writing and sending again are limited per person
 * (`deskMailWindows`): the desk sends from the site's own address, with Reply-To the team's.
 */
import { z } from 'zod'
import type { Clock } from '../../.server/clock'
import type { Database } from '../../.server/db/client'
import { hitRateLimit, type Window } from '../../.server/limits/rate-limit'
import type { DeskActor } from '../desk/context'
import type { SiteContentStore } from '../content/content-store.server'
import { authorize, parseInput } from '../desk/desk-command.server'
import { deskAudit } from '../audit/audit.server'
import { limited } from '../desk/desk-result'
import { composeSchema, DESK_MAILS_PER_HOUR } from './mail-schema'
import { composeMail, resendMail, retryMail, type MailCommandResult } from './outbox-desk.server'

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** Everything the mail screen sends, one shape per intent. */
export const mailCommandSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('retry'), id }),
  z.object({ intent: z.literal('resend'), id, target: z.enum(['original', 'me']) }),
  composeSchema.safeExtend({ intent: z.literal('compose') }),
])

/** The mails (written, or sent again) one staff member may queue, counted per person on the service clock. */
export const deskMailWindows: Window[] = [{ limit: DESK_MAILS_PER_HOUR, seconds: 3600 }]

/**
 * The team's address, where answers to the desk's mail go: the site settings' contact e-mail (the
 * address the site publishes and the acknowledgement already answers to).
 */
async function teamAddress(content: Pick<SiteContentStore, 'getSiteContent'>): Promise<string> {
  return (await content.getSiteContent()).content.settings.email
}

export async function runMailCommand(
  actor: DeskActor,
  input: unknown,
  services: { database: Database; clock: Clock; content: Pick<SiteContentStore, 'getSiteContent'> },
): Promise<MailCommandResult> {
  const refused = authorize(actor, 'mail.send')
  if (refused) return refused
  const parsed = parseInput(mailCommandSchema, input)
  if (!parsed.ok) return parsed
  const { database, clock } = services
  const audit = deskAudit(actor)
  const command = parsed.data
  if (command.intent !== 'retry') {
    const counted = await hitRateLimit(database.db, `desk-mail:staff:${String(actor.staff.id)}`, deskMailWindows, clock.now())
    if (!counted.ok) return limited(counted.retryAfterSeconds)
  }
  switch (command.intent) {
    case 'retry':
      return retryMail(database, command.id, audit)
    case 'resend':
      return resendMail(database, command.id, command.target, actor.staff.email, audit, await teamAddress(services.content))
    case 'compose': {
      const { intent: _intent, ...mail } = command
      return composeMail(database, mail, actor.staff.email, audit, await teamAddress(services.content))
    }
  }
}
