/**
 * Part (g): the desk dashboard's data with 100,000 enquiries (and their status history) and 20,000
 * trips, on embedded PGlite (in a temporary directory) and on PostgreSQL when TEST_DATABASE_URL is
 * set (a fresh database, dropped afterwards). Measures the p50 and p95 of `dashboardFigures`, all
 * of the dashboard's charts in one call, as the dashboard's loader makes it.
 *   BENCH_DASHBOARD_COUNT=100000    enquiries to seed
 *   BENCH_DASHBOARD_TRIPS=20000     trips to seed
 *   BENCH_DASHBOARD_RUNS=60         timed runs (after 5 warm-up runs)
 *   BENCH_DASHBOARD_TARGETS=pglite,postgres
 * Alone: node --import tsx scripts/bench/dashboard.ts
 */
import { openBenchDatabase } from './bench-database'
import { loadavg } from 'node:os'
import type { Database } from '../../app/.server/db/client'
import { migrateDatabase } from '../../app/.server/db/migrate'
import { dashboardFigures } from '../../app/features/insights/dashboard-figures.server'
import { seedEnquiries } from '../seed-enquiries'
import { seedStatusHistory, seedTrips } from '../seed-trips'
import { log, percentile, table } from './common'

const COUNT = Number(process.env.BENCH_DASHBOARD_COUNT ?? 100_000)
const TRIPS = Number(process.env.BENCH_DASHBOARD_TRIPS ?? 20_000)
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 60)
const WARMUP = 5

export type DashboardTargetResult = {
  target: 'pglite' | 'postgres'
  enquiries: number
  trips: number
  seedSeconds: number
  p50: number
  p95: number
  /** CPU time of this process per call (PGlite runs in it; PostgreSQL's own work is not counted). */
  cpuMsPerCall: number
  /** The machine's load average over the last minute when the runs ended: other work skews every figure. */
  load: number
  /** What the last run counted, so a reader sees the figures were not empty. */
  counted: { weekEnquiries: number; pipelineNew: number; services: number; tripsAhead: number }
}
export type DashboardResult = DashboardTargetResult[]

async function measure(database: Database): Promise<Pick<DashboardTargetResult, 'p50' | 'p95' | 'cpuMsPerCall' | 'load' | 'counted'>> {
  const times: number[] = []
  let cpu = 0
  let counted: DashboardTargetResult['counted'] = { weekEnquiries: 0, pipelineNew: 0, services: 0, tripsAhead: 0 }
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const cpuBefore = process.cpuUsage()
    const started = performance.now()
    const figures = await dashboardFigures(database.db, new Date())
    const ms = performance.now() - started
    const used = process.cpuUsage(cpuBefore)
    if (run >= WARMUP) {
      times.push(ms)
      cpu += (used.user + used.system) / 1000
    }
    counted = {
      weekEnquiries: figures.weeks.reduce((sum, week) => sum + week.en + week.zh, 0),
      pipelineNew: figures.pipeline.new,
      services: figures.mostAsked.length,
      tripsAhead: figures.tripsAhead.reduce((sum, day) => sum + day.trips, 0),
    }
  }
  times.sort((a, b) => a - b)
  return {
    p50: Number(percentile(times, 50).toFixed(1)),
    p95: Number(percentile(times, 95).toFixed(1)),
    cpuMsPerCall: Number((cpu / RUNS).toFixed(1)),
    load: Number((loadavg()[0] ?? 0).toFixed(2)),
    counted,
  }
}

async function runOn(target: 'pglite' | 'postgres'): Promise<DashboardTargetResult> {
  const { database, cleanup } = await openBenchDatabase(target, 'dashboard')
  try {
    await migrateDatabase(database)
    log(`dashboard (${target}): seeding ${String(COUNT)} enquiries, their status history and ${String(TRIPS)} trips …`)
    const started = performance.now()
    await seedEnquiries(database, { count: COUNT })
    await seedStatusHistory(database)
    await seedTrips(database, { count: TRIPS })
    const seedSeconds = Number(((performance.now() - started) / 1000).toFixed(1))
    log(`dashboard (${target}): seeded in ${String(seedSeconds)} s; measuring`)
    return { target, enquiries: COUNT, trips: TRIPS, seedSeconds, ...(await measure(database)) }
  } finally {
    await cleanup()
  }
}

export async function runDashboard(): Promise<DashboardResult> {
  const targets = (process.env.BENCH_DASHBOARD_TARGETS ?? 'pglite,postgres').split(',')
  const results: DashboardResult = []
  if (targets.includes('pglite')) results.push(await runOn('pglite'))
  if (targets.includes('postgres') && process.env.TEST_DATABASE_URL) results.push(await runOn('postgres'))
  return results
}

export function dashboardTable(results: DashboardResult): string {
  const rows = results.map((r) => [
    r.target,
    r.enquiries,
    r.trips,
    r.seedSeconds,
    r.p50,
    r.p95,
    r.cpuMsPerCall,
    r.load,
    `${String(r.counted.weekEnquiries)} enquiries in 12 weeks, funnel of ${String(r.counted.pipelineNew)}, ${String(r.counted.services)} services, ${String(r.counted.tripsAhead)} trips in 7 days`,
  ])
  return `${table(['database', 'enquiries', 'trips', 'seeded (s)', 'p50 (ms)', 'p95 (ms)', 'CPU of this process per call (ms)', 'load (1 min)', 'counted'], rows)}\n\nBudget: dashboard data p95 ≤ 100 ms on both databases.`
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const results = await runDashboard()
  log(dashboardTable(results))
  process.exit(0)
}
