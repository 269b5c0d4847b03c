/**
 * The drivers' day sheet: the planned pickups of one Dubai day, one group per vehicle (in the
 * vehicles' alphabetical order, the trips without a vehicle last), each in pickup-time order, with
 * what a driver needs: the visitor's name and phone, where to pick them up, how many, what for and
 * the agent's notes. The same rows make the printed sheet and the CSV.
 */
import { stringify } from 'csv-stringify/sync'
import { dayOrDefault, dubaiToday } from './reconfirm-day'
import { normalisePhone } from './reconfirm-phone'
import { plannedTripsOn, type TripDayServices } from './reconfirm-query.server'
import type { Db } from '../../.server/db/client'
import { reconfirmEn } from './reconfirm-copy'

export type DaySheetRow = {
  id: number
  pickupTime: string | null
  name: string
  /** International form when it is a valid number, else as the visitor typed it. */
  phone: string
  pickupPlace: string
  adults: number
  children: number
  service: string
  notes: string
  reference: string
}

/** One vehicle's pickups; `vehicle` is '' for the trips no vehicle is set for yet. */
export type DaySheetGroup = { vehicle: string; rows: DaySheetRow[] }

/** The day's pickups grouped by vehicle, each group in pickup-time order (unset times last). */
export async function daySheet(db: Db, day: string): Promise<DaySheetGroup[]> {
  const trips = await plannedTripsOn(db, day)
  const groups = new Map<string, DaySheetRow[]>()
  for (const trip of trips) {
    const vehicle = trip.vehicle.trim()
    const row: DaySheetRow = {
      id: trip.id,
      pickupTime: trip.pickupTime,
      name: trip.name,
      phone: normalisePhone(trip.phone)?.international ?? trip.phone,
      pickupPlace: trip.pickupPlace,
      adults: trip.adults,
      children: trip.children,
      service: trip.service,
      notes: trip.driverNotes,
      reference: trip.reference,
    }
    const group = groups.get(vehicle)
    if (group) group.push(row)
    else groups.set(vehicle, [row])
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b, 'en'))).map(([vehicle, rows]) => ({ vehicle, rows }))
}

/** The day sheet screen's data: the asked Dubai day (today by default) and its groups. */
export async function loadDaySheet(services: TripDayServices, dayParam: string | null) {
  const today = dubaiToday(services.clock.now())
  const day = dayOrDefault(dayParam, today)
  return { day, today, groups: await daySheet(services.database.db, day) }
}

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). */
function excelSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/**
 * The day sheet as CSV, in the order of the printed sheet: UTF-8 with a byte-order mark so Excel
 * shows Chinese names, headers in English (the drivers' working language), phones as text.
 */
export async function daySheetCsv(db: Db, day: string): Promise<{ filename: string; body: string }> {
  const t = reconfirmEn.daySheet
  const header = ['Vehicle', t.time, t.name, t.phone, t.place, 'Adults', 'Children', t.pax, t.service, t.notes, 'Reference']
  const lines = (await daySheet(db, day)).flatMap((group) =>
    group.rows.map((row) =>
      [
        group.vehicle || t.noVehicle,
        row.pickupTime ?? '',
        row.name,
        row.phone,
        row.pickupPlace,
        String(row.adults),
        String(row.children),
        String(row.adults + row.children),
        row.service,
        row.notes,
        row.reference,
      ].map(excelSafe),
    ),
  )
  return { filename: `day-sheet-${day}.csv`, body: stringify([header, ...lines], { bom: true, record_delimiter: 'windows' }) }
}
