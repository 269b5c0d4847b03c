/**
 * What the agent types for one trip, checked by the same schema in the browser (before the form is
 * sent) and on the server (before it is saved). Dates and times are Dubai wall-clock values as the
 * agent writes them: `YYYY-MM-DD` and `HH:MM`. Messages are keys of the trips copy (`tripErrors`),
 * so one schema serves both desk languages.
 */
import { z } from 'zod'

export const MAX_PARTY = 60
export const MAX_PRICE_AED = 1_000_000

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (not 2027-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return Number.isFinite(date.getTime()) && date.toISOString().slice(0, 10) === value
}

export const PICKUP_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/

/** A form's text as a whole number (NaN when it is not one); numbers pass through. */
const asNumber = (value: unknown) => (typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value)

/** A head count; an empty box counts as `empty` (no children is 0; adults must be given). */
const count = (min: number, message: 'adults' | 'children', empty?: number) =>
  z.preprocess(
    (value) => ((value === '' || value === undefined || value === null) && empty !== undefined ? empty : asNumber(value)),
    z.number({ message }).int(message).min(min, message).max(MAX_PARTY, message),
  )

const text = (max: number) => z.string().trim().max(max, 'tooLong').default('')

export const tripFieldsSchema = z.object({
  /** What is done, as the visitor reads it. */
  service: z.string().trim().min(1, 'required').max(200, 'tooLong'),
  serviceDate: z.string().trim().refine(isCalendarDay, 'date'),
  /** Empty until the agent knows it. */
  pickupTime: z
    .union([z.string(), z.null()])
    .optional()
    .transform((value) => value?.trim() ?? '')
    .refine((value) => value === '' || PICKUP_TIME_PATTERN.test(value), 'time')
    .transform((value) => value || null),
  pickupPlace: text(300),
  adults: count(1, 'adults'),
  children: count(0, 'children', 0),
  vehicle: text(100),
  /** Whole dirhams; empty until agreed. */
  priceAed: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? null : asNumber(value)),
    z.number({ message: 'price' }).int('price').min(0, 'price').max(MAX_PRICE_AED, 'price').nullable(),
  ),
  driverNotes: text(2000),
})
export type TripFieldsInput = z.input<typeof tripFieldsSchema>
export type TripFields = z.output<typeof tripFieldsSchema>

/** Every message key the schema can give, for the copy that words them. */
export const tripErrorKeys = ['required', 'tooLong', 'date', 'time', 'adults', 'children', 'price', 'incomplete', 'noTrips', 'unsafeText'] as const
export type TripErrorKey = (typeof tripErrorKeys)[number]

const positiveId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

/** Everything the enquiry's Trips section sends, one shape per intent. */
export const tripCommandSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('trip-update'), tripId: positiveId, expectedVersion: positiveId, ...tripFieldsSchema.shape }),
  z.object({ intent: z.literal('trip-add'), ...tripFieldsSchema.shape }),
  z.object({ intent: z.literal('trip-cancel'), tripId: positiveId, expectedVersion: positiveId }),
  z.object({ intent: z.literal('trip-confirmation') }),
])
export type TripCommand = z.output<typeof tripCommandSchema>
export const tripIntents = ['trip-update', 'trip-add', 'trip-cancel', 'trip-confirmation'] as const
export type TripIntent = (typeof tripIntents)[number]

/** Whether a desk input is meant for the Trips section (its `intent` names a trip command). */
export function isTripInput(input: unknown): boolean {
  const intent = (input as { intent?: unknown } | null)?.intent
  return typeof intent === 'string' && (tripIntents as readonly string[]).includes(intent)
}

/** A trip as the desk shows and edits it (times as ISO text). */
export type TripView = {
  id: number
  enquiryId: number
  itemId: string | null
  service: string
  serviceDate: string
  pickupTime: string | null
  pickupPlace: string
  adults: number
  children: number
  vehicle: string
  priceAed: number | null
  driverNotes: string
  status: 'planned' | 'cancelled'
  version: number
}

/** Whether a planned trip says when and where the driver collects the party (needed before the confirmation). */
export function isReadyToConfirm(trip: Pick<TripView, 'status' | 'pickupTime' | 'pickupPlace'>): boolean {
  return trip.status !== 'planned' || (trip.pickupTime !== null && trip.pickupTime !== '' && trip.pickupPlace.trim() !== '')
}
