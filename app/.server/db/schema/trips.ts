/** The day of travel: a confirmed enquiry's trips. */
import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'
import { enquiries } from './enquiries'

/**
 * The day of travel: a confirmed enquiry's basket becomes trips, one per service, which the agent
 * completes (pickup time and place, party, vehicle, agreed price, notes for the driver). Dates and
 * times are Dubai wall-clock values as typed (`YYYY-MM-DD`, `HH:MM`): the drivers' sheet and the
 * reconfirmation text say exactly what the agent wrote, never a converted instant.
 */
export const tripStatuses = ['planned', 'cancelled'] as const
export type TripStatus = (typeof tripStatuses)[number]

export const trips = pgTable(
  'trips',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    enquiryId: bigint('enquiry_id', { mode: 'number' })
      .notNull()
      .references(() => enquiries.id),
    /** The catalog item the trip came from (null for a trip the agent added by hand). */
    itemId: text('item_id'),
    /** What is done, as the visitor will read it ("Evening Desert Safari"). */
    service: text('service').notNull(),
    /** Dubai calendar date, YYYY-MM-DD. */
    serviceDate: text('service_date').notNull(),
    /** Dubai wall-clock pickup time, HH:MM; null until the agent sets it. */
    pickupTime: text('pickup_time'),
    /** Hotel name or address. */
    pickupPlace: text('pickup_place').notNull().default(''),
    adults: integer('adults').notNull().default(1),
    children: integer('children').notNull().default(0),
    vehicle: text('vehicle').notNull().default(''),
    /** The price agreed with the visitor, whole dirhams; null until agreed. */
    priceAed: integer('price_aed'),
    driverNotes: text('driver_notes').notNull().default(''),
    status: text('status', { enum: tripStatuses }).notNull().default('planned'),
    /** The 24-hour reconfirmation: when, and by whom (a staff e-mail). */
    reconfirmedAt: timestamp('reconfirmed_at', { withTimezone: true }),
    reconfirmedBy: text('reconfirmed_by'),
    /** Bumped by every change; a change quoting an older version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('trips_day_idx').on(t.serviceDate, t.pickupTime), index('trips_enquiry_idx').on(t.enquiryId)],
)
export type TripRow = typeof trips.$inferSelect
