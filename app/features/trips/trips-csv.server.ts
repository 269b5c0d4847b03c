/**
 * The owners' CSV of planned trips from one Dubai day to another (one service, when chosen): one
 * row per trip with its enquiry, pickup, party, vehicle, agreed price and notes for the driver.
 * UTF-8 with a byte-order mark so Excel opens Chinese text; cells a spreadsheet would run as a
 * formula get a leading apostrophe, as in the inbox's export.
 */
import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { z } from 'zod'
import type { Db } from '../../.server/db/client'
import { excelSafe } from '../../lib/excel-safe'
import { isCalendarDay } from './trip-schema'
import { listPlannedTrips, type AgendaTrip } from './trips-store.server'
import { parseInput } from '../desk/desk-command.server'
import type { DeskResult } from '../desk/desk-result'

export const tripCsvColumns = [
  { key: 'date', header: 'Date' },
  { key: 'pickupTime', header: 'Pickup time (Dubai)' },
  { key: 'service', header: 'Service' },
  { key: 'reference', header: 'Enquiry' },
  { key: 'name', header: 'Guest' },
  { key: 'phone', header: 'Phone' },
  { key: 'pickupPlace', header: 'Pickup place' },
  { key: 'adults', header: 'Adults' },
  { key: 'children', header: 'Children' },
  { key: 'vehicle', header: 'Vehicle' },
  { key: 'priceAed', header: 'Agreed price (AED)' },
  { key: 'driverNotes', header: 'Notes for the driver' },
] as const

type TripCsvRecord = Record<(typeof tripCsvColumns)[number]['key'], string>

/** The longest range one export covers (a year), so one click cannot read the whole history at once. */
export const MAX_EXPORT_DAYS = 366

export const tripsCsvQuerySchema = z
  .object({
    from: z.string().refine(isCalendarDay, 'date'),
    to: z.string().refine(isCalendarDay, 'date'),
    service: z.string().trim().min(1).max(200).optional(),
  })
  .refine((range) => range.from <= range.to, { message: 'the range ends before it starts', path: ['to'] })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= MAX_EXPORT_DAYS * 86_400_000, { message: 'at most a year at a time', path: ['to'] })
export type TripsCsvQuery = z.output<typeof tripsCsvQuerySchema>

function csvRecord(trip: AgendaTrip): TripCsvRecord {
  const record: TripCsvRecord = {
    date: trip.serviceDate,
    pickupTime: trip.pickupTime ?? '',
    service: trip.service,
    reference: trip.reference,
    name: trip.name,
    phone: trip.phone,
    pickupPlace: trip.pickupPlace,
    adults: String(trip.adults),
    children: String(trip.children),
    vehicle: trip.vehicle,
    priceAed: trip.priceAed === null ? '' : String(trip.priceAed),
    driverNotes: trip.driverNotes,
  }
  for (const key of Object.keys(record) as (keyof TripCsvRecord)[]) record[key] = excelSafe(record[key])
  return record
}

export type TripsCsvResult = DeskResult<{ stream: Readable; filename: string; query: TripsCsvQuery }>

export async function tripsCsv(db: Db, params: URLSearchParams): Promise<TripsCsvResult> {
  const raw: Record<string, string> = {}
  for (const [key, value] of params) if (value !== '') raw[key] = value
  const parsed = parseInput(tripsCsvQuerySchema, raw)
  if (!parsed.ok) return parsed
  const trips = await listPlannedTrips(db, parsed.data)
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: tripCsvColumns.map((c) => ({ key: c.key, header: c.header })),
    record_delimiter: 'windows',
  })
  const stream = Readable.from(trips.map(csvRecord), { objectMode: true }).pipe(stringifier)
  const { from, to } = parsed.data
  return { ok: true, stream, filename: from === to ? `trips-${from}.csv` : `trips-${from}-to-${to}.csv`, query: parsed.data }
}
