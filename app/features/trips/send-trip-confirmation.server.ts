/**
 * The visitor's trip confirmation, queued in the outbox in one transaction with its audit row: the
 * mail in the enquiry's language, threaded with the visitor's acknowledgement, with a calendar file
 * of every planned trip. Refused until each planned trip has its pickup time and place.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../.server/db/client'
import { inTransaction } from '../../.server/db/transaction'
import { enquiries, trips } from '../../.server/db/schema'
import { channels } from '../../.server/channels'
import type { AuditWrite } from '../audit/audit.server'
import { invalidInput, refuse, type DeskResult } from '../desk/desk-result'
import { queueVisitorMail } from '../outgoing-mail/queue-visitor-mail.server'
import {
  calendarDescription,
  calendarTitleSuffix,
  tripConfirmationMail,
  type ConfirmationSite,
  type ConfirmationTrip,
} from '../outgoing-mail/trip-confirmation'
import { DEFAULT_DURATION_MINUTES, tripCalendar } from './trip-calendar'
import { isReadyToConfirm, type TripErrorKey } from './trip-schema'

/** The site as the confirmation needs it, and how long each catalog item lasts (minutes, by item id). */
export type ConfirmationContext = ConfirmationSite & { durations: Readonly<Record<string, number>> }

export type SentConfirmation = DeskResult<{ mailId: number; trips: number }, never, { path: string; message: TripErrorKey }>

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH'

export async function sendTripConfirmation(
  database: Database,
  actor: { email: string },
  enquiryId: number,
  site: ConfirmationContext,
  audit: AuditWrite,
): Promise<SentConfirmation> {
  const result = await inTransaction(database.db, async (tx): Promise<SentConfirmation> => {
    const [enquiry] = await tx.select().from(enquiries).where(eq(enquiries.id, enquiryId)).for('update')
    if (!enquiry) return refuse('notFound')
    if (enquiry.status !== 'confirmed') return refuse('stale')
    const planned = await tx
      .select()
      .from(trips)
      .where(and(eq(trips.enquiryId, enquiryId), eq(trips.status, 'planned')))
      .orderBy(asc(trips.serviceDate), sql`${trips.pickupTime} asc nulls last`, asc(trips.id))
    if (planned.length === 0) return invalidInput([{ path: 'form', message: 'noTrips' as const }])
    if (!planned.every(isReadyToConfirm)) return invalidInput([{ path: 'form', message: 'incomplete' as const }])
    const shown = planned.map((trip): ConfirmationTrip & { id: number; version: number } => ({ ...trip, pickupTime: trip.pickupTime ?? '' }))
    const facts = { lang: enquiry.lang, reference: enquiry.reference, name: enquiry.name, trips: shown }
    const mail = tripConfirmationMail(facts, site)
    const calendar = tripCalendar(
      shown.map((trip) => ({
        ...trip,
        durationMinutes: (trip.itemId && site.durations[trip.itemId]) || DEFAULT_DURATION_MINUTES,
        description: calendarDescription(trip, facts, site),
      })),
      { brand: site.brand.en, domain: new URL(site.publicUrl).hostname, titleSuffix: calendarTitleSuffix(enquiry.lang, site) },
    )
    const mailId = await queueVisitorMail(tx, {
      ...mail,
      enquiryId,
      to: enquiry.email,
      replyTo: site.email,
      kind: 'trip-confirmation',
      createdBy: actor.email,
      attachments: [{ filename: `${enquiry.reference}.ics`, contentType: CALENDAR_CONTENT_TYPE, content: calendar }],
    })
    await audit(tx, {
      action: 'trip.confirmation-mail',
      target: String(enquiryId),
      after: { mailId, lang: enquiry.lang, subject: mail.subject, trips: planned.map((trip) => trip.id) },
    })
    return { ok: true, mailId, trips: planned.length }
  })
  // Wake the mail worker of every instance now rather than at its next poll.
  if (result.ok) await database.notify(channels.outbox, 'trip-confirmation').catch(() => undefined)
  return result
}
