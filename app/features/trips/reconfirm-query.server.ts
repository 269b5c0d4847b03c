/**
 * The reconfirmations of one Dubai day: the planned trips of that day with their visitor, one entry
 * per visitor (a visitor with two trips gets one message naming both), in the order of their first
 * pickup. Each entry carries the message in the visitor's language, their number in E.164 and the
 * WhatsApp link that opens a chat with the message filled in.
 */
import { and, asc, countDistinct, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../.server/db/client'
import { enquiries, trips } from '../../.server/db/schema'
import { can, type Role } from '../desk/permissions'
import type { SiteContentStore } from '../content/content-store.server'
import type { Lang } from '../i18n/lang'
import { dayOrDefault, dubaiTomorrow } from './reconfirm-day'
import { reconfirmMessage } from './reconfirm-message'
import { normalisePhone } from './reconfirm-phone'

/** The team's contact as the message gives it, from the site settings. */
export type TeamContact = { brand: Record<Lang, string>; whatsapp: string; email: string }

export type ReconfirmTrip = {
  id: number
  version: number
  service: string
  pickupTime: string | null
  pickupPlace: string
  adults: number
  children: number
  vehicle: string
  /** ISO time of the reconfirmation, null while not reconfirmed. */
  reconfirmedAt: string | null
  reconfirmedBy: string | null
}

export type ReconfirmVisitor = {
  enquiryId: number
  reference: string
  name: string
  lang: Lang
  /** The number as the visitor typed it. */
  phone: string
  /** E.164, null when it is no valid number (then there is no WhatsApp link). */
  e164: string | null
  phoneDisplay: string
  trips: ReconfirmTrip[]
  /** The reconfirmation in the visitor's language (WhatsApp and WeChat alike). */
  message: string
  /** Every trip of the day reconfirmed: by whom and when (the latest). */
  reconfirmed: { by: string; at: string } | null
  /** Some trips reconfirmed, others not (one added or changed since). */
  isPartlyReconfirmed: boolean
}

/** A trip's row as the day's queries read it, with its visitor. */
export const dayTripColumns = {
  id: trips.id,
  enquiryId: trips.enquiryId,
  version: trips.version,
  service: trips.service,
  pickupTime: trips.pickupTime,
  pickupPlace: trips.pickupPlace,
  adults: trips.adults,
  children: trips.children,
  vehicle: trips.vehicle,
  driverNotes: trips.driverNotes,
  reconfirmedAt: trips.reconfirmedAt,
  reconfirmedBy: trips.reconfirmedBy,
  reference: enquiries.reference,
  name: enquiries.name,
  phone: enquiries.phone,
  lang: enquiries.lang,
}

/** The planned trips of a Dubai day with their visitor, by pickup time (unset times last). */
export function plannedTripsOn(db: Db, day: string) {
  return db
    .select(dayTripColumns)
    .from(trips)
    .innerJoin(enquiries, eq(enquiries.id, trips.enquiryId))
    .where(and(eq(trips.serviceDate, day), eq(trips.status, 'planned')))
    .orderBy(sql`${trips.pickupTime} asc nulls last`, asc(trips.id))
}

export type DayTripRow = Awaited<ReturnType<typeof plannedTripsOn>>[number]

const isoOf = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString())

/** The day's visitors to reconfirm, each with their trips, message and chat link. */
export async function listReconfirmations(db: Db, day: string, team: TeamContact): Promise<ReconfirmVisitor[]> {
  const rows = await plannedTripsOn(db, day)
  const byEnquiry = new Map<number, DayTripRow[]>()
  for (const row of rows) {
    const list = byEnquiry.get(row.enquiryId)
    if (list) list.push(row)
    else byEnquiry.set(row.enquiryId, [row])
  }
  return [...byEnquiry.values()].map((visitorTrips) => {
    const first = visitorTrips[0] as DayTripRow
    const phone = normalisePhone(first.phone)
    const tripsOfDay = visitorTrips.map((row): ReconfirmTrip => ({
      id: row.id,
      version: row.version,
      service: row.service,
      pickupTime: row.pickupTime,
      pickupPlace: row.pickupPlace,
      adults: row.adults,
      children: row.children,
      vehicle: row.vehicle,
      reconfirmedAt: isoOf(row.reconfirmedAt),
      reconfirmedBy: row.reconfirmedBy,
    }))
    const done = tripsOfDay.filter((trip) => trip.reconfirmedAt !== null)
    const latest = done.reduce<ReconfirmTrip | undefined>(
      (last, trip) => (!last || (trip.reconfirmedAt ?? '') > (last.reconfirmedAt ?? '') ? trip : last),
      undefined,
    )
    const message = reconfirmMessage(first.lang, {
      name: first.name,
      brand: team.brand[first.lang],
      day,
      trips: tripsOfDay,
      whatsapp: team.whatsapp,
      email: team.email,
    })
    return {
      enquiryId: first.enquiryId,
      reference: first.reference,
      name: first.name,
      lang: first.lang,
      phone: first.phone,
      e164: phone?.e164 ?? null,
      phoneDisplay: phone?.international ?? first.phone,
      trips: tripsOfDay,
      message,
      reconfirmed: done.length === tripsOfDay.length && latest ? { by: latest.reconfirmedBy ?? '', at: latest.reconfirmedAt ?? '' } : null,
      isPartlyReconfirmed: done.length > 0 && done.length < tripsOfDay.length,
    }
  })
}

/** The team's contact from the site settings: the WhatsApp number written for people, and the e-mail. */
export function teamContactOf(settings: { brand: Record<Lang, string>; whatsapp: string; email: string }): TeamContact {
  return { brand: settings.brand, whatsapp: normalisePhone(`+${settings.whatsapp}`)?.international ?? `+${settings.whatsapp}`, email: settings.email }
}

/** How many visitors still wait for their reconfirmation of tomorrow's (Dubai) trips: the dashboard's counter. */
export async function countLeftToReconfirm(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(trips.enquiryId) })
    .from(trips)
    .where(and(eq(trips.serviceDate, dubaiTomorrow(now)), eq(trips.status, 'planned'), isNull(trips.reconfirmedAt)))
  return row?.n ?? 0
}

/** The parts of the process the day-before screens read. */
export type TripDayServices = { database: { db: Db }; clock: { now: () => Date }; content: Pick<SiteContentStore, 'getSiteContent'> }

/** The reconfirmations screen's data: the asked Dubai day (tomorrow by default) and its visitors. */
export async function loadReconfirmScreen(services: TripDayServices, role: Role, dayParam: string | null) {
  const tomorrow = dubaiTomorrow(services.clock.now())
  const day = dayOrDefault(dayParam, tomorrow)
  const { settings } = (await services.content.getSiteContent()).content
  const visitors = await listReconfirmations(services.database.db, day, teamContactOf(settings))
  return { day, tomorrow, visitors, canWrite: can(role, 'enquiries.write') }
}
