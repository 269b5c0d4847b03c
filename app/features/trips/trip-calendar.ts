/**
 * The calendar file sent with a trip confirmation: one event per planned trip, starting at its
 * pickup (Dubai wall-clock time, given to the calendar in UTC: Dubai is UTC+4 all year), lasting as
 * long as the catalog says the service does (an hour when it does not say). Each trip keeps one UID,
 * and its version is the event's SEQUENCE, so a confirmation sent again after a change moves the
 * entry already in the visitor's calendar instead of adding a second.
 */
import { createEvents, type DateArray, type EventAttributes } from 'ics'
import { DUBAI_OFFSET_MS } from '../../lib/dubai-time'
import { PICKUP_TIME_PATTERN } from './trip-schema'

export type CalendarTrip = {
  id: number
  service: string
  serviceDate: string
  pickupTime: string
  pickupPlace: string
  version: number
  /** How long the service lasts from pickup, in minutes. */
  durationMinutes: number
  /** The event's text: the party, the reference, how to reach the team. */
  description: string
}

/** The pickup of a Dubai date and wall-clock time as a UTC date-time array (15:30 Dubai → 11:30Z). */
export function pickupInUtc(serviceDate: string, pickupTime: string): DateArray {
  const match = PICKUP_TIME_PATTERN.exec(pickupTime)
  if (!match) throw new Error(`not a pickup time: ${pickupTime}`)
  const utc = new Date(Date.parse(`${serviceDate}T${pickupTime}:00Z`) - DUBAI_OFFSET_MS)
  return [utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate(), utc.getUTCHours(), utc.getUTCMinutes()]
}

/** An event's length when the catalog gives the service none (its `durationMinutes` is null). */
export const DEFAULT_DURATION_MINUTES = 60

/** The UID of a trip's calendar event: the same on every confirmation, unique per trip and site. */
export function tripEventUid(tripId: number, domain: string): string {
  return `trip-${String(tripId)}@${domain}`
}

/** The `.ics` text of the trips (each must have a pickup time). */
export function tripCalendar(list: readonly CalendarTrip[], options: { brand: string; domain: string; titleSuffix: string }): string {
  const events: EventAttributes[] = list.map((trip) => ({
    uid: tripEventUid(trip.id, options.domain),
    sequence: trip.version,
    start: pickupInUtc(trip.serviceDate, trip.pickupTime),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration:
      trip.durationMinutes % 60 === 0
        ? { hours: trip.durationMinutes / 60 }
        : { hours: Math.floor(trip.durationMinutes / 60), minutes: trip.durationMinutes % 60 },
    title: `${trip.service}${options.titleSuffix}`,
    location: trip.pickupPlace,
    description: trip.description,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  }))
  const { error, value } = createEvents(events, { productId: `-//${options.brand}//Trips//EN`, method: 'PUBLISH' })
  if (error || value === null) throw error ?? new Error('the calendar file could not be made')
  return value
}
