/**
 * The reconfirmations screen's commands: mark a visitor's trips of the day reconfirmed (who and
 * when), or take that back ("not reconfirmed after all"). Each trip quotes the version the screen
 * showed; when one of them changed since, nothing is saved and the screen is told `stale`. Every
 * trip changed leaves an audit row in the same transaction. Refused without `enquiries.write`.
 */
import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../.server/db/client'
import { inTransaction } from '../../.server/db/transaction'
import { enquiries, trips } from '../../.server/db/schema'
import type { DeskActor } from '../desk/context'
import { authorize, parseInput } from '../desk/desk-command.server'
import { deskAudit } from '../audit/audit.server'
import { refuse, type DeskFailure, type DeskResult } from '../desk/desk-result'

const tripRef = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  expectedVersion: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

/** What the screen sends: the visitor's trips of the day as it showed them. */
export const reconfirmCommandSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('reconfirm'), trips: z.array(tripRef).min(1).max(50) }),
  z.object({ intent: z.literal('undo'), trips: z.array(tripRef).min(1).max(50) }),
])

/** A trip after the change: its new version and reconfirmation. */
export type ReconfirmedTrip = { id: number; version: number; reconfirmedAt: string | null; reconfirmedBy: string | null }

export type ReconfirmResult = DeskResult<{ intent: 'reconfirm' | 'undo'; trips: ReconfirmedTrip[] }>

/** Thrown inside the transaction to roll back every trip already changed. */
class Refused extends Error {
  constructor(readonly failure: DeskFailure) {
    super(failure.kind)
  }
}

export async function runReconfirmCommand(
  actor: DeskActor,
  input: unknown,
  services: { database: { db: Db }; clock: { now: () => Date } },
): Promise<ReconfirmResult> {
  const refused = authorize(actor, 'enquiries.write')
  if (refused) return refused
  const parsed = parseInput(reconfirmCommandSchema, input)
  if (!parsed.ok) return parsed
  const { intent } = parsed.data
  const isReconfirm = intent === 'reconfirm'
  const now = services.clock.now()
  const by = actor.staff.email
  const audit = deskAudit(actor)
  try {
    const changed = await inTransaction(services.database.db, async (tx) => {
      const done: ReconfirmedTrip[] = []
      for (const { id, expectedVersion } of parsed.data.trips) {
        const [row] = await tx
          .update(trips)
          .set({ reconfirmedAt: isReconfirm ? now : null, reconfirmedBy: isReconfirm ? by : null, version: sql`${trips.version} + 1`, updatedAt: now })
          .where(and(eq(trips.id, id), eq(trips.version, expectedVersion), eq(trips.status, 'planned')))
          .returning({
            id: trips.id,
            version: trips.version,
            enquiryId: trips.enquiryId,
            service: trips.service,
            serviceDate: trips.serviceDate,
            pickupTime: trips.pickupTime,
          })
        if (!row) {
          const [current] = await tx.select({ status: trips.status }).from(trips).where(eq(trips.id, id))
          throw new Refused(current?.status === 'planned' ? refuse('stale') : refuse('notFound'))
        }
        done.push({ id: row.id, version: row.version, reconfirmedAt: isReconfirm ? now.toISOString() : null, reconfirmedBy: isReconfirm ? by : null })
        const [enquiry] = await tx.select({ reference: enquiries.reference }).from(enquiries).where(eq(enquiries.id, row.enquiryId))
        const trip = { reference: enquiry?.reference ?? '', service: row.service, date: row.serviceDate, pickup: row.pickupTime ?? '' }
        await audit(tx, {
          action: isReconfirm ? 'trip.reconfirm' : 'trip.reconfirm-undo',
          target: `${trip.reference} · ${row.service} · ${row.serviceDate}`,
          before: isReconfirm ? null : trip,
          after: isReconfirm ? { ...trip, reconfirmedBy: by } : null,
        })
      }
      return done
    })
    return { ok: true, intent, trips: changed }
  } catch (error) {
    if (error instanceof Refused) return error.failure
    throw error
  }
}
