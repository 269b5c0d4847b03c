/**
 * The trips of confirmed enquiries: made from the basket when an enquiry is confirmed, completed
 * and changed by the agent, added by hand, cancelled. Every change quotes the version the agent saw
 * (an older one is refused as `stale`, never overwritten), bumps it, and writes its audit row in the
 * same transaction.
 */
import { and, asc, count, eq, gte, lte, sql } from 'drizzle-orm'
import type { Database, Db } from '../../.server/db/client'
import { inTransaction } from '../../.server/db/transaction'
import { enquiries, trips, type TripRow, type TripStatus } from '../../.server/db/schema'
import type { AuditWrite } from '../audit/audit.server'
import { refuse, type DeskResult } from '../desk/desk-result'
import { dubaiDay } from '../../lib/dubai-time'
import { isCalendarDay, type TripFields, type TripView } from './trip-schema'

/** A trip as it is now, when a change quoted an older version. */
export type TripNow = { version: number; status: TripStatus }

export type TripResult = DeskResult<{ tripId: number; version: number }, TripNow>

export function tripView(row: TripRow): TripView {
  return {
    id: row.id,
    enquiryId: row.enquiryId,
    itemId: row.itemId,
    service: row.service,
    serviceDate: row.serviceDate,
    pickupTime: row.pickupTime,
    pickupPlace: row.pickupPlace,
    adults: row.adults,
    children: row.children,
    vehicle: row.vehicle,
    priceAed: row.priceAed,
    driverNotes: row.driverNotes,
    status: row.status,
    version: row.version,
  }
}

/** What an audit row keeps of a trip: the fields the agent sets, without ids and times. */
function auditFields(trip: Pick<TripRow, keyof TripFields | 'status'>): Record<string, unknown> {
  const { service, serviceDate, pickupTime, pickupPlace, adults, children, vehicle, priceAed, driverNotes, status } = trip
  return { service, serviceDate, pickupTime, pickupPlace, adults, children, vehicle, priceAed, driverNotes, status }
}

/**
 * The draft trips of an enquiry just confirmed, inside the status change's transaction: one per
 * basket item not yet planned (so confirming again, after a step back, never makes a second), dated
 * on the enquiry's travel date (today in Dubai when it has none), for one adult until the agent
 * says more. Returns the new trips' ids.
 */
export async function createTripsFromBasket(tx: Db, enquiryId: number, now: Date, audit: AuditWrite): Promise<number[]> {
  const [enquiry] = await tx.select({ items: enquiries.items, travelDate: enquiries.travelDate }).from(enquiries).where(eq(enquiries.id, enquiryId))
  if (!enquiry) return []
  const existing = await tx.select({ itemId: trips.itemId }).from(trips).where(eq(trips.enquiryId, enquiryId))
  const planned = new Set(existing.map((trip) => trip.itemId))
  const serviceDate = isCalendarDay(enquiry.travelDate) ? enquiry.travelDate : dubaiDay(now)
  const fresh = enquiry.items.filter((item, index) => !planned.has(item.id) && enquiry.items.findIndex((other) => other.id === item.id) === index)
  if (fresh.length === 0) return []
  const created = await tx
    .insert(trips)
    .values(fresh.map((item) => ({ enquiryId, itemId: item.id, service: item.title.trim() || item.id, serviceDate, createdAt: now, updatedAt: now })))
    .returning()
  for (const trip of created) {
    await audit(tx, { action: 'trip.create', target: String(trip.id), after: { enquiryId, from: 'confirmation', ...auditFields(trip) } })
  }
  return created.map((trip) => trip.id)
}

/** The trips of one enquiry, by day and pickup time (cancelled ones too, marked). */
export async function listEnquiryTrips(db: Db, enquiryId: number): Promise<TripView[]> {
  const rows = await db
    .select()
    .from(trips)
    .where(eq(trips.enquiryId, enquiryId))
    .orderBy(asc(trips.serviceDate), sql`${trips.pickupTime} asc nulls last`, asc(trips.id))
  return rows.map(tripView)
}

/** The trip `tripId` of enquiry `enquiryId`, locked for the change; or why it cannot be changed. */
async function lockTrip(tx: Db, enquiryId: number, tripId: number, expectedVersion: number): Promise<{ trip: TripRow } | { error: TripResult }> {
  const [trip] = await tx
    .select()
    .from(trips)
    .where(and(eq(trips.id, tripId), eq(trips.enquiryId, enquiryId)))
    .for('update')
  if (!trip) return { error: refuse('notFound') }
  if (trip.version !== expectedVersion || trip.status === 'cancelled')
    return { error: refuse('stale', { current: { version: trip.version, status: trip.status } }) }
  return { trip }
}

/** Save the agent's fields of a planned trip, when it is still at `expectedVersion`. */
export async function updateTrip(
  database: Database,
  target: { enquiryId: number; tripId: number; expectedVersion: number },
  fields: TripFields,
  audit: AuditWrite,
  now: Date,
): Promise<TripResult> {
  return inTransaction(database.db, async (tx): Promise<TripResult> => {
    const locked = await lockTrip(tx, target.enquiryId, target.tripId, target.expectedVersion)
    if ('error' in locked) return locked.error
    const [saved] = await tx
      .update(trips)
      .set({ ...fields, version: sql`${trips.version} + 1`, updatedAt: now })
      .where(eq(trips.id, target.tripId))
      .returning()
    if (!saved) return refuse('notFound')
    await audit(tx, {
      action: 'trip.update',
      target: String(saved.id),
      before: auditFields(locked.trip),
      after: { enquiryId: target.enquiryId, ...auditFields(saved) },
    })
    return { ok: true, tripId: saved.id, version: saved.version }
  })
}

/** A trip the agent adds by hand to a confirmed enquiry (a transfer agreed by WhatsApp, say). */
export async function addTrip(database: Database, enquiryId: number, fields: TripFields, audit: AuditWrite, now: Date): Promise<TripResult> {
  return inTransaction(database.db, async (tx): Promise<TripResult> => {
    const [enquiry] = await tx.select({ status: enquiries.status }).from(enquiries).where(eq(enquiries.id, enquiryId)).for('update')
    if (!enquiry) return refuse('notFound')
    if (enquiry.status !== 'confirmed') return refuse('stale')
    const [trip] = await tx
      .insert(trips)
      .values({ enquiryId, itemId: null, ...fields, createdAt: now, updatedAt: now })
      .returning()
    if (!trip) return refuse('notFound')
    await audit(tx, { action: 'trip.create', target: String(trip.id), after: { enquiryId, from: 'desk', ...auditFields(trip) } })
    return { ok: true, tripId: trip.id, version: trip.version }
  })
}

/** Cancel a planned trip: it stays on the enquiry, struck through, and leaves the agenda. */
export async function cancelTrip(
  database: Database,
  target: { enquiryId: number; tripId: number; expectedVersion: number },
  audit: AuditWrite,
  now: Date,
): Promise<TripResult> {
  return inTransaction(database.db, async (tx): Promise<TripResult> => {
    const locked = await lockTrip(tx, target.enquiryId, target.tripId, target.expectedVersion)
    if ('error' in locked) return locked.error
    const [saved] = await tx
      .update(trips)
      .set({ status: 'cancelled', version: sql`${trips.version} + 1`, updatedAt: now })
      .where(eq(trips.id, target.tripId))
      .returning()
    if (!saved) return refuse('notFound')
    await audit(tx, {
      action: 'trip.cancel',
      target: String(saved.id),
      before: { status: locked.trip.status },
      after: { enquiryId: target.enquiryId, status: saved.status },
    })
    return { ok: true, tripId: saved.id, version: saved.version }
  })
}

/** A planned trip on the agenda, with the enquiry it belongs to. */
export type AgendaTrip = TripView & { reference: string; name: string; phone: string; lang: 'en' | 'zh' }

/** The planned trips from `from` to `to` (Dubai days, both included), by day and pickup time; of one service when given. */
export async function listPlannedTrips(db: Db, range: { from: string; to: string; service?: string | undefined }): Promise<AgendaTrip[]> {
  const rows = await db
    .select({ trip: trips, reference: enquiries.reference, name: enquiries.name, phone: enquiries.phone, lang: enquiries.lang })
    .from(trips)
    .innerJoin(enquiries, eq(enquiries.id, trips.enquiryId))
    .where(
      and(
        eq(trips.status, 'planned'),
        gte(trips.serviceDate, range.from),
        lte(trips.serviceDate, range.to),
        range.service ? eq(trips.service, range.service) : undefined,
      ),
    )
    .orderBy(asc(trips.serviceDate), sql`${trips.pickupTime} asc nulls last`, asc(trips.id))
  return rows.map((row) => ({ ...tripView(row.trip), reference: row.reference, name: row.name, phone: row.phone, lang: row.lang }))
}

/** How many planned trips each day from `from` to `to` has (days without trips left out). */
export async function countPlannedTripsByDay(db: Db, range: { from: string; to: string; service?: string | undefined }): Promise<Record<string, number>> {
  const rows = await db
    .select({ day: trips.serviceDate, trips: count() })
    .from(trips)
    .where(
      and(
        eq(trips.status, 'planned'),
        gte(trips.serviceDate, range.from),
        lte(trips.serviceDate, range.to),
        range.service ? eq(trips.service, range.service) : undefined,
      ),
    )
    .groupBy(trips.serviceDate)
  return Object.fromEntries(rows.map((row) => [row.day, row.trips]))
}

/** The services planned trips name, for the agenda's filter. */
export async function listTripServices(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ service: trips.service }).from(trips).where(eq(trips.status, 'planned')).orderBy(asc(trips.service))
  return rows.map((row) => row.service)
}
