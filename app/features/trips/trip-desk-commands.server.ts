/**
 * The Trips section's commands, sent from the enquiry screen: save a trip, add one, cancel one,
 * send the visitor the confirmation. Each is refused without `enquiries.write`; the confirmation,
 * which mails the visitor, without `mail.send` as well.
 */
import type { Clock } from '../../.server/clock'
import type { Config } from '../../.server/config'
import type { Database } from '../../.server/db/client'
import type { DeskActor } from '../desk/context'
import { authorize, parseInput } from '../desk/desk-command.server'
import { deskAudit } from '../audit/audit.server'
import type { DeskResult } from '../desk/desk-result'
import type { SiteContentStore } from '../content/content-store.server'
import { sendTripConfirmation, type ConfirmationContext } from './send-trip-confirmation.server'
import { tripCommandSchema, type TripIntent } from './trip-schema'
import { addTrip, cancelTrip, updateTrip, type TripNow } from './trips-store.server'

/** What was done, and the trip's new version (or the queued mail). */
export type TripDeskResult = DeskResult<{ intent: TripIntent; tripId?: number; version?: number; mailId?: number }, TripNow>

export type TripDeskServices = { config: Pick<Config, 'publicUrl'>; database: Database; content: Pick<SiteContentStore, 'getSiteContent'>; clock: Clock }

/** The site settings and catalog durations the confirmation mail and its calendar file need. */
async function confirmationContext(services: TripDeskServices): Promise<ConfirmationContext> {
  const { settings, products } = (await services.content.getSiteContent()).content
  const durations = Object.fromEntries(products.flatMap((product) => (product.durationMinutes === null ? [] : [[product.id, product.durationMinutes]])))
  return { brand: settings.brand, email: settings.email, whatsapp: settings.whatsapp, publicUrl: services.config.publicUrl, durations }
}

export async function runTripCommand(actor: DeskActor, enquiryId: number, input: unknown, services: TripDeskServices): Promise<TripDeskResult> {
  const refused = authorize(actor, 'enquiries.write')
  if (refused) return refused
  const parsed = parseInput(tripCommandSchema, input)
  if (!parsed.ok) return parsed
  const { database } = services
  const audit = deskAudit(actor)
  const now = services.clock.now()
  const command = parsed.data
  switch (command.intent) {
    case 'trip-update': {
      const { intent, tripId, expectedVersion, ...fields } = command
      const result = await updateTrip(database, { enquiryId, tripId, expectedVersion }, fields, audit, now)
      return result.ok ? { ok: true, intent, tripId: result.tripId, version: result.version } : result
    }
    case 'trip-add': {
      const { intent, ...fields } = command
      const result = await addTrip(database, enquiryId, fields, audit, now)
      return result.ok ? { ok: true, intent, tripId: result.tripId, version: result.version } : result
    }
    case 'trip-cancel': {
      const { intent, tripId, expectedVersion } = command
      const result = await cancelTrip(database, { enquiryId, tripId, expectedVersion }, audit, now)
      return result.ok ? { ok: true, intent, tripId: result.tripId, version: result.version } : result
    }
    case 'trip-confirmation': {
      const noMail = authorize(actor, 'mail.send')
      if (noMail) return noMail
      const result = await sendTripConfirmation(database, { email: actor.staff.email }, enquiryId, await confirmationContext(services), audit)
      return result.ok ? { ok: true, intent: command.intent, mailId: result.mailId } : result
    }
  }
}
