/**
 * The staff screen's commands (its forms): invite a person with a role, change a role, remove a
 * person. Each is refused without `staff.manage`; a role change or a removal tells the person's
 * open desks at once that their sessions ended.
 */
import { z } from 'zod'
import type { Database } from '../../.server/db/client'
import { auditContextOf } from './audit.server'
import type { DeskActor } from './context'
import { authorize, parseInput } from './desk-command.server'
import type { DeskResult } from './desk-result'
import { roles } from './permissions'
import { announceSessionsEnded } from './session.server'
import { changeRole, inviteStaff, removeStaff } from './staff.server'

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** Everything the staff screen sends, one shape per intent. */
export const staffCommandSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('invite'), email: z.email().max(320), role: z.enum(roles) }),
  z.object({ intent: z.literal('role'), id, role: z.enum(roles) }),
  z.object({ intent: z.literal('remove'), id }),
])

export async function runStaffCommand(actor: DeskActor, input: unknown, services: { database: Database }): Promise<DeskResult> {
  const refused = authorize(actor, 'staff.manage')
  if (refused) return refused
  const parsed = parseInput(staffCommandSchema, input)
  if (!parsed.ok) return parsed
  const { database } = services
  const audit = auditContextOf(actor)
  const command = parsed.data
  if (command.intent === 'invite') {
    const invited = await inviteStaff(database.db, audit, { email: command.email, role: command.role })
    return invited.ok ? { ok: true } : invited
  }
  const result = command.intent === 'role' ? await changeRole(database.db, audit, command.id, command.role) : await removeStaff(database.db, audit, command.id)
  // Their open desks (on any instance) learn at once that their sessions ended.
  if (result.ok) await announceSessionsEnded(database, command.id)
  return result
}
