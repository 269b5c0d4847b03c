/**
 * The day before travel with 100,000 enquiries and 20,000 trips, on embedded PGlite (in a temporary
 * directory) and on PostgreSQL when TEST_DATABASE_URL is set: the p95 of tomorrow's reconfirmation
 * list (trips joined with their visitors, messages and numbers made), the drivers' day sheet, and
 * the dashboard's "left to reconfirm" count, and the Trips screen's agenda of a day and its month. The trips spread over the year around today, so a
 * day holds what a busy operator's day holds (about 55 trips).
 *   BENCH_RECONFIRM_ENQUIRIES=100000   how many enquiries to seed
 *   BENCH_RECONFIRM_TRIPS=20000        how many trips
 *   BENCH_RECONFIRM_RUNS=60            timed runs per query (after 5 warm-up runs)
 *   BENCH_RECONFIRM_TARGETS=pglite,postgres
 */
import { openBenchDatabase } from './bench-database'
import { sql } from 'drizzle-orm'
import { rowsOf, type Database } from '../../app/.server/db/client'
import { migrateDatabase } from '../../app/.server/db/migrate'
import { trips } from '../../app/.server/db/schema'
import { siteSeed } from '../../app/features/catalog/seed'
import { daySheet } from '../../app/features/trips/day-sheet.server'
import { dubaiTomorrow } from '../../app/features/trips/reconfirm-day'
import { countLeftToReconfirm, listReconfirmations, teamContactOf } from '../../app/features/trips/reconfirm-query.server'
import { readTripsScreen } from '../../app/features/trips/trips-agenda.server'
import { DAY_MS, dubaiDay } from '../../app/lib/dubai-time'
import { seedEnquiries } from '../seed-enquiries'
import { log, percentile, table } from './common'

const ENQUIRIES = Number(process.env.BENCH_RECONFIRM_ENQUIRIES ?? 100_000)
const TRIPS = Number(process.env.BENCH_RECONFIRM_TRIPS ?? 20_000)
const RUNS = Number(process.env.BENCH_RECONFIRM_RUNS ?? 60)
const WARMUP = 5
/** The trips' days: half a year back, half a year ahead. */
const SPAN_DAYS = 365

const services = ['Evening Desert Safari', 'Dubai City Tour', 'Dhow Dinner Cruise', 'Airport Transfer', '沙漠冲沙（私享四驱车）', '迪拜经典城市游']
const places = ['Atlantis The Palm', 'JW Marriott Marquis', 'Rove Downtown', 'Hilton Dubai Jumeirah', 'DXB Terminal 3', '']
const vehicles = ['Land Cruiser 1', 'Land Cruiser 2', 'Van 1', 'Van 2', 'Van 3', '']

export type ReconfirmBenchTarget = {
  target: 'pglite' | 'postgres'
  enquiries: number
  trips: number
  tripsTomorrow: number
  seedSeconds: number
  queries: { name: string; p50: number; p95: number; rows: number }[]
}
export type ReconfirmBenchResult = ReconfirmBenchTarget[]

/** 20,000 trips of enquiries picked evenly, over the days around now, some reconfirmed and some cancelled. */
async function seedTrips(database: Database, now: Date): Promise<void> {
  const [range] = await rowsOf<{ min: number | string; max: number | string }>(database.db, sql`select min(id) as min, max(id) as max from enquiries`)
  const first = Number(range?.min ?? 1)
  const span = Number(range?.max ?? 1) - first + 1
  const start = now.getTime() - (SPAN_DAYS / 2) * DAY_MS
  for (let done = 0; done < TRIPS; done += 1000) {
    const batch = Array.from({ length: Math.min(1000, TRIPS - done) }, (_, index) => {
      const n = done + index
      return {
        enquiryId: first + ((n * 7919) % span),
        service: services[n % services.length] ?? '',
        serviceDate: dubaiDay(start + (n % SPAN_DAYS) * DAY_MS),
        pickupTime: n % 17 === 0 ? null : `${String(6 + (n % 16)).padStart(2, '0')}:${n % 2 === 0 ? '00' : '30'}`,
        pickupPlace: places[n % places.length] ?? '',
        adults: 1 + (n % 4),
        children: n % 3,
        vehicle: vehicles[n % vehicles.length] ?? '',
        driverNotes: n % 5 === 0 ? 'Child seat' : '',
        status: n % 23 === 0 ? ('cancelled' as const) : ('planned' as const),
        reconfirmedAt: n % 3 === 0 ? now : null,
        reconfirmedBy: n % 3 === 0 ? 'agent@example.com' : null,
      }
    })
    await database.db.insert(trips).values(batch)
  }
}

async function measure(name: string, run: () => Promise<number>): Promise<{ name: string; p50: number; p95: number; rows: number }> {
  const times: number[] = []
  let rows = 0
  for (let index = 0; index < WARMUP + RUNS; index++) {
    const started = performance.now()
    rows = await run()
    const ms = performance.now() - started
    if (index >= WARMUP) times.push(ms)
  }
  times.sort((a, b) => a - b)
  return { name, p50: Number(percentile(times, 50).toFixed(1)), p95: Number(percentile(times, 95).toFixed(1)), rows }
}

async function runOn(target: 'pglite' | 'postgres'): Promise<ReconfirmBenchTarget> {
  const { database, cleanup } = await openBenchDatabase(target, 'reconfirm')
  try {
    await migrateDatabase(database)
    const now = new Date()
    log(`reconfirmations (${target}): seeding ${String(ENQUIRIES)} enquiries and ${String(TRIPS)} trips …`)
    const started = performance.now()
    await seedEnquiries(database, { count: ENQUIRIES })
    await seedTrips(database, now)
    await database.db.execute(sql`analyze`)
    const seedSeconds = Number(((performance.now() - started) / 1000).toFixed(1))
    log(`reconfirmations (${target}): seeded in ${String(seedSeconds)} s; measuring`)
    const day = dubaiTomorrow(now)
    const team = teamContactOf(siteSeed.settings)
    const queries = [
      await measure('reconfirmations of tomorrow', async () =>
        (await listReconfirmations(database.db, day, team)).reduce((sum, visitor) => sum + visitor.trips.length, 0),
      ),
      await measure('day sheet of tomorrow', async () => (await daySheet(database.db, day)).reduce((sum, group) => sum + group.rows.length, 0)),
      await measure('left to reconfirm (dashboard)', async () => countLeftToReconfirm(database.db, now)),
      // The Trips screen: tomorrow's agenda (with the service filter's list) and the month around it.
      await measure('agenda of tomorrow (Trips screen)', async () => {
        const screen = await readTripsScreen(database.db, new URLSearchParams({ day }), now, true)
        return screen.view === 'day' ? screen.trips.length : 0
      }),
      await measure('month calendar (Trips screen)', async () => {
        const screen = await readTripsScreen(database.db, new URLSearchParams({ month: day.slice(0, 7) }), now, true)
        return screen.view === 'month' ? Object.values(screen.counts).reduce((sum, n) => sum + n, 0) : 0
      }),
    ]
    return { target, enquiries: ENQUIRIES, trips: TRIPS, tripsTomorrow: queries[1]?.rows ?? 0, seedSeconds, queries }
  } finally {
    await cleanup()
  }
}

export async function runReconfirm(): Promise<ReconfirmBenchResult> {
  const targets = (process.env.BENCH_RECONFIRM_TARGETS ?? 'pglite,postgres').split(',')
  const results: ReconfirmBenchResult = []
  if (targets.includes('pglite')) results.push(await runOn('pglite'))
  if (targets.includes('postgres') && process.env.TEST_DATABASE_URL) results.push(await runOn('postgres'))
  return results
}

export function reconfirmTable(results: ReconfirmBenchResult): string {
  const names = results[0]?.queries.map((query) => query.name) ?? []
  const header = ['query (ms)', ...results.flatMap((result) => [`${result.target} p50`, `${result.target} p95`, 'rows'])]
  const rows = names.map((name) => [
    name,
    ...results.flatMap((result) => {
      const query = result.queries.find((q) => q.name === name)
      return [query?.p50 ?? '', query?.p95 ?? '', query?.rows ?? '']
    }),
  ])
  const seeds = results.map(
    (result) =>
      `${result.target}: ${String(result.enquiries)} enquiries and ${String(result.trips)} trips seeded in ${String(result.seedSeconds)} s; ${String(result.tripsTomorrow)} planned trips tomorrow.`,
  )
  return `${table(header, rows)}\n\nBudget: p95 ≤ 50 ms.\n\n${seeds.join('\n')}`
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  log(reconfirmTable(await runReconfirm()))
}
