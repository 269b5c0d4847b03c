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

export const DEFAULT_DURATION_MINUTES = 60
const MAX_DURATION_MINUTES = 24 * 60

const minutesOf = (hours: string, minutes: string) => Number(hours) * 60 + Number(minutes)

/**
 * How long a service lasts, read from the catalog's duration line ("6 hours (15:00–21:00)",
 * "About 1.5–2 hours on the water", "Overnight (15:00 to 09:00 next day)", "30 minutes"); an hour
 * when the line gives no length (a package's "4 days / 3 nights" is not one event).
 */
export function durationMinutesOf(line: string | undefined): number {
  if (!line) return DEFAULT_DURATION_MINUTES
  const hours = /(\d+(?:\.\d+)?)(?:\s*[–-]\s*(\d+(?:\.\d+)?))?\s*hours?\b/i.exec(line)
  if (hours?.[1]) return Math.min(Math.round(Number(hours[2] ?? hours[1]) * 60), MAX_DURATION_MINUTES)
  const range = /(\d{2}):(\d{2})\s*(?:[–-]|to)\s*(\d{2}):(\d{2})/.exec(line)
  if (range?.[1] && range[2] && range[3] && range[4]) {
    const start = minutesOf(range[1], range[2])
    const end = minutesOf(range[3], range[4])
    return end > start ? end - start : end + MAX_DURATION_MINUTES - start
  }
  const minutes = /(\d+)\s*minutes?\b/i.exec(line)
  if (minutes?.[1]) return Math.min(Number(minutes[1]), MAX_DURATION_MINUTES)
  return DEFAULT_DURATION_MINUTES
}

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
    duration: trip.durationMinutes % 60 === 0 ? { hours: trip.durationMinutes / 60 } : { hours: Math.floor(trip.durationMinutes / 60), minutes: trip.durationMinutes % 60 },
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
