/**
 * What the Trips screen shows: the agenda of one Dubai day (today unless `?day=` says another), or
 * the month calendar (`?month=YYYY-MM`) with each day's number of planned trips, of one service
 * when `?service=` names it.
 */
import { z } from 'zod'
import type { Db } from '../../.server/db/client'
import { dubaiDay } from '../../lib/dubai-time'
import { monthRange, monthWeeks } from './trip-days'
import { isCalendarDay } from './trip-schema'
import { countPlannedTripsByDay, listPlannedTrips, listTripServices, type AgendaTrip } from './trips-store.server'

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/

export const tripsQuerySchema = z.object({
  day: z.string().refine(isCalendarDay).optional(),
  month: z.string().regex(MONTH_PATTERN).optional(),
  service: z.string().trim().min(1).max(200).optional(),
})
export type TripsQuery = z.output<typeof tripsQuerySchema>

/** The query of a Trips URL (empty values left out); an unreadable one falls back to today. */
export function tripsQueryFrom(params: URLSearchParams): TripsQuery {
  const raw: Record<string, string> = {}
  for (const [key, value] of params) if (value !== '') raw[key] = value
  const parsed = tripsQuerySchema.safeParse(raw)
  return parsed.success ? parsed.data : {}
}

export type TripsScreenData =
  | {
      view: 'day'
      day: string
      today: string
      service: string
      services: string[]
      trips: AgendaTrip[]
      range: { from: string; to: string }
      canExport: boolean
    }
  | {
      view: 'month'
      month: string
      today: string
      service: string
      services: string[]
      counts: Record<string, number>
      weeks: (string | null)[][]
      range: { from: string; to: string }
      canExport: boolean
    }

export async function readTripsScreen(db: Db, params: URLSearchParams, now: Date, canExport: boolean): Promise<TripsScreenData> {
  const query = tripsQueryFrom(params)
  const today = dubaiDay(now)
  const service = query.service ?? ''
  const services = await listTripServices(db)
  if (query.month) {
    const range = monthRange(query.month)
    const counts = await countPlannedTripsByDay(db, { ...range, service: query.service })
    return { view: 'month', month: query.month, today, service, services, counts, weeks: monthWeeks(query.month), range, canExport }
  }
  const day = query.day ?? today
  const range = { from: day, to: day }
  const trips = await listPlannedTrips(db, { ...range, service: query.service })
  return { view: 'day', day, today, service, services, trips, range, canExport }
}
