/**
 * The staff screen's commands (its forms): invite a person with a role, change a role, remove a
 * person. Each is refused without `staff.manage`; a role change or a removal tells the person's
 * open desks at once that their sessions ended.
 */
import { z } from 'zod'
import { channels } from '../../.server/channels'
import type { Clock } from '../../.server/clock'
import type { Config } from '../../.server/config'
import type { Database } from '../../.server/db/client'
import { auditContextOf, recordAudit } from '../audit/audit.server'
import { deskCopy, type DeskLang } from '../desk/copy'
import { queueCredentialMail } from '../outgoing-mail/queue-staff-mail.server'
import { credentialLinkUrl, issueCredentialLink, resetCredentials } from '../staff/credentials.server'
import type { DeskActor } from '../desk/context'
import { authorize, parseInput } from '../desk/desk-command.server'
import { refuse, type DeskResult } from '../desk/desk-result'
import { roles, type Role } from '../desk/permissions'
import { announceSessionsEnded } from '../staff/session.server'
import { staffById } from '../staff/staff.server'
import { changeRole, inviteStaff, removeStaff, setGrants } from './team-roster.server'

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** Everything the staff screen sends, one shape per intent. */
export const staffCommandSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('invite'), email: z.email().max(320), role: z.enum(roles), lang: z.enum(['en', 'zh']).default('en') }),
  z.object({ intent: z.literal('reset'), id, lang: z.enum(['en', 'zh']).default('en') }),
  z.object({ intent: z.literal('role'), id, role: z.enum(roles) }),
  z.object({ intent: z.literal('remove'), id }),
  // A checkbox: present ("on") when ticked, absent when not.
  z.object({ intent: z.literal('grants'), id, templates: z.literal('on').optional() }),
])

async function wakeMailWorker(database: Database): Promise<void> {
  await database.notify(channels.outbox, 'desk').catch(() => undefined)
}

/** The link an invitation or a reset made, for the owner to pass on should the mail not arrive. */
export type StaffCommandResult = DeskResult<{ link?: { email: string; url: string } }>

type StaffServices = { database: Database; config: Pick<Config, 'auth' | 'publicUrl'>; clock: Clock }

export async function runStaffCommand(actor: DeskActor, input: unknown, services: StaffServices): Promise<StaffCommandResult> {
  const refused = authorize(actor, 'staff.manage')
  if (refused) return refused
  const parsed = parseInput(staffCommandSchema, input)
  if (!parsed.ok) return parsed
  const { database, config, clock } = services
  const audit = auditContextOf(actor)
  const command = parsed.data
  const now = clock.now()
  if (command.intent === 'invite') {
    const invited = await database.db.transaction(async (tx): Promise<StaffCommandResult> => {
      const invited = await inviteStaff(tx, audit, { email: command.email, role: command.role })
      if (!invited.ok) return invited
      // With the operator's own provider, people sign in there: no credential of ours to set.
      if (config.auth) return { ok: true }
      const { token } = await issueCredentialLink(tx, { userId: invited.staff.id, purpose: 'invite', createdBy: actor.staff.id, now })
      const url = credentialLinkUrl(config.publicUrl, token)
      await queueCredentialMail(tx, {
        to: invited.staff.email,
        lang: command.lang,
        purpose: 'invite',
        ...linkMailWords(command.lang, command.role),
        url,
        by: actor.staff.email,
      })
      return { ok: true, link: { email: invited.staff.email, url } }
    })
    if (invited.ok && invited.link) await wakeMailWorker(database)
    return invited
  }
  if (command.intent === 'reset') {
    if (config.auth) return refuse('invalid', { issues: [{ path: 'form', message: 'external-provider' }] })
    const result = await database.db.transaction(async (tx): Promise<StaffCommandResult> => {
      const person = await staffById(tx, command.id)
      if (!person) return refuse('stale', { issues: [{ path: 'form', message: 'not-found' }] })
      const { token } = await resetCredentials(tx, person.id, actor.staff.id, now)
      const url = credentialLinkUrl(config.publicUrl, token)
      await queueCredentialMail(tx, {
        to: person.email,
        lang: command.lang,
        purpose: 'reset',
        ...linkMailWords(command.lang, person.role),
        url,
        by: actor.staff.email,
      })
      await recordAudit(tx, audit, { action: 'staff.reset', target: person.email })
      return { ok: true, link: { email: person.email, url } }
    })
    if (result.ok) {
      await announceSessionsEnded(database, command.id)
      await wakeMailWorker(database)
    }
    return result
  }
  if (command.intent === 'grants') return setGrants(database.db, audit, command.id, command.templates ? ['templates.write'] : [])
  const result =
    command.intent === 'role' ? await changeRole(database.db, audit, command.id, command.role, now) : await removeStaff(database.db, audit, command.id, now)
  // Their open desks (on any instance) learn at once that their sessions ended.
  if (result.ok) await announceSessionsEnded(database, command.id)
  return result
}

/** The desk's brand and the role's name in the invitee's language, for the mail with their link. */
function linkMailWords(lang: DeskLang, role: Role): { brand: string; role: string } {
  const copy = deskCopy(lang)
  return { brand: copy.brand, role: copy.roles[role] }
}
