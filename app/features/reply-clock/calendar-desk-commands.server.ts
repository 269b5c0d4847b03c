/**
 * The working calendar screen's one command: save the working week and the public holidays (the
 * screen sends them as JSON), quoting the version it started from. Refused without `calendar.manage`.
 */
import { z } from 'zod'
import type { Clock } from '../../.server/clock'
import type { Db } from '../../.server/db/client'
import type { DeskActor } from '../desk/context'
import { authorize, parseInput } from '../desk/desk-command.server'
import { deskAudit } from '../audit/audit.server'
import { workingCalendarSchema } from './calendar-schema'
import { saveWorkingCalendar, type SaveCalendarResult } from './clock-settings.server'

/** What the calendar screen sends. */
export const calendarCommandSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save'), calendar: workingCalendarSchema, expectedVersion: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }),
])

export async function runCalendarCommand(actor: DeskActor, input: unknown, services: { database: { db: Db }; clock: Clock }): Promise<SaveCalendarResult> {
  const refused = authorize(actor, 'calendar.manage')
  if (refused) return refused
  const parsed = parseInput(calendarCommandSchema, input)
  if (!parsed.ok) return parsed
  const { calendar, expectedVersion } = parsed.data
  return saveWorkingCalendar(services.database.db, calendar, { expectedVersion, by: actor.staff.email, now: services.clock.now(), audit: deskAudit(actor) })
}
