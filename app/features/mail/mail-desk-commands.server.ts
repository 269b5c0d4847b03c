/**
 * The mail screen's commands as the desk sends them (forms on the mail screen and on an enquiry):
 * retry a mail that failed for good, send a sent one again (to its recipients or to oneself), write
 * a mail. Each is refused without `mail.send`.
 */
import { z } from 'zod'
import type { Database } from '../../.server/db/client'
import type { DeskActor } from '../admin/context'
import { authorize, deskAudit, parseInput } from '../admin/desk-command.server'
import { composeSchema } from './mail-schema'
import { composeMail, resendMail, retryMail, type MailCommandResult } from './outbox-desk.server'

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** Everything the mail screen sends, one shape per intent. */
export const mailCommandSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('retry'), id }),
  z.object({ intent: z.literal('resend'), id, target: z.enum(['original', 'me']) }),
  composeSchema.safeExtend({ intent: z.literal('compose') }),
])

export async function runMailCommand(actor: DeskActor, input: unknown, services: { database: Database }): Promise<MailCommandResult> {
  const refused = authorize(actor, 'mail.send')
  if (refused) return refused
  const parsed = parseInput(mailCommandSchema, input)
  if (!parsed.ok) return parsed
  const { database } = services
  const audit = deskAudit(actor)
  const command = parsed.data
  switch (command.intent) {
    case 'retry':
      return retryMail(database, command.id, audit)
    case 'resend':
      return resendMail(database, command.id, command.target, actor.staff.email, audit)
    case 'compose': {
      const { intent: _intent, ...mail } = command
      return composeMail(database, mail, actor.staff.email, audit)
    }
  }
}
