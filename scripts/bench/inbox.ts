/**
 * Part (e): the enquiry inbox with 100,000 enquiries, on embedded PGlite (in a temporary directory)
 * and on PostgreSQL when TEST_DATABASE_URL is set (a fresh database, dropped afterwards). Measures
 * the p95 of the first page, filtered pages and searches (Latin and Chinese), and the process's
 * resident memory while the CSV of all of them streams to nowhere.
 *   BENCH_INBOX_COUNT=100000   how many enquiries to seed
 *   BENCH_INBOX_RUNS=60        timed runs per query (after 5 warm-up runs)
 *   BENCH_INBOX_TARGETS=pglite,postgres
 */
import { openBenchDatabase } from './bench-database'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Database } from '../../app/.server/db/client'
import { migrateDatabase } from '../../app/.server/db/migrate'
import { inboxCsv } from '../../app/features/inbox/inbox-csv.server'
import type { InboxQueryInput } from '../../app/features/inbox/inbox-filters'
import { queryInbox } from '../../app/features/inbox/inbox-query.server'
import { seedEnquiries } from '../seed-enquiries'
import { log, percentile, table } from './common'

const COUNT = Number(process.env.BENCH_INBOX_COUNT ?? 100_000)
const RUNS = Number(process.env.BENCH_INBOX_RUNS ?? 60)
const WARMUP = 5

export const inboxQueries: { name: string; query: InboxQueryInput }[] = [
  { name: 'first page', query: {} },
  { name: 'filtered: status new, Chinese', query: { status: ['new'], lang: 'zh' } },
  { name: 'filtered: last 30 days, sorted by due', query: { from: daysAgo(30), sort: 'due', dir: 'asc' } },
  { name: 'filtered: overdue', query: { overdue: true } },
  { name: 'filtered: failed mail', query: { failedMail: true } },
  { name: 'search "smith"', query: { q: 'smith' } },
  { name: 'search "机场"', query: { q: '机场' } },
  { name: 'search e-mail "anna.4"', query: { q: 'anna.4' } },
  { name: 'search rare "musandam" + zh', query: { q: '穆桑达姆', lang: 'zh', status: ['quoted'] } },
  { name: 'search reference', query: { q: 'E-2026-0500' } },
]

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000 + 4 * 3600_000).toISOString().slice(0, 10)
}

export type InboxTargetResult = {
  target: 'pglite' | 'postgres'
  count: number
  seedSeconds: number
  queries: { name: string; p50: number; p95: number; rows: number }[]
  csv: { rows: number; seconds: number; rssBeforeMiB: number; rssPeakFirstTenthMiB: number; rssPeakMiB: number; rssAfterMiB: number; bytesMiB: number }
}
export type InboxResult = InboxTargetResult[]

const mib = (bytes: number) => Number((bytes / 2 ** 20).toFixed(1))

async function measure(database: Database, target: 'pglite' | 'postgres', seedSeconds: number): Promise<InboxTargetResult> {
  const now = new Date()
  const queries: InboxTargetResult['queries'] = []
  for (const { name, query } of inboxQueries) {
    const times: number[] = []
    let rows = 0
    for (let run = 0; run < WARMUP + RUNS; run++) {
      const started = performance.now()
      const result = await queryInbox(database.db, query, now)
      const ms = performance.now() - started
      if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.issues)}`)
      rows = result.page.rows.length
      if (run >= WARMUP) times.push(ms)
    }
    times.sort((a, b) => a - b)
    queries.push({ name, p50: Number(percentile(times, 50).toFixed(1)), p95: Number(percentile(times, 95).toFixed(1)), rows })
  }
  global.gc?.()
  const rssBefore = process.memoryUsage().rss
  let rssPeak = rssBefore
  // Flat memory: the peak over the first tenth of the rows is (about) the peak over all of them.
  let rssPeakFirstTenth = rssBefore
  let bytes = 0
  let lines = 0
  const sampler = setInterval(() => {
    const rss = process.memoryUsage().rss
    rssPeak = Math.max(rssPeak, rss)
    if (lines <= COUNT / 10) rssPeakFirstTenth = Math.max(rssPeakFirstTenth, rss)
  }, 25)
  const started = performance.now()
  const csv = inboxCsv(database.db, { status: ['new', 'replied', 'awaiting_visitor', 'quoted', 'confirmed', 'closed', 'spam'] }, now)
  if (!csv.ok) throw new Error('csv refused')
  await pipeline(
    csv.stream,
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length
        for (const byte of chunk) if (byte === 0x0a) lines += 1
        done()
      },
    }),
  )
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  const rssAfter = process.memoryUsage().rss
  return {
    target,
    count: COUNT,
    seedSeconds,
    queries,
    csv: {
      rows: lines - 1,
      seconds: Number(seconds.toFixed(1)),
      rssBeforeMiB: mib(rssBefore),
      rssPeakFirstTenthMiB: mib(rssPeakFirstTenth),
      rssPeakMiB: mib(Math.max(rssPeak, rssAfter)),
      rssAfterMiB: mib(rssAfter),
      bytesMiB: mib(bytes),
    },
  }
}

async function runOn(target: 'pglite' | 'postgres'): Promise<InboxTargetResult> {
  const { database, cleanup } = await openBenchDatabase(target, 'inbox')
  try {
    await migrateDatabase(database)
    log(`inbox (${target}): seeding ${String(COUNT)} enquiries …`)
    const { ms } = await seedEnquiries(database, { count: COUNT })
    log(`inbox (${target}): seeded in ${(ms / 1000).toFixed(1)} s; measuring`)
    return await measure(database, target, Number((ms / 1000).toFixed(1)))
  } finally {
    await cleanup()
  }
}

export async function runInbox(): Promise<InboxResult> {
  const targets = (process.env.BENCH_INBOX_TARGETS ?? 'pglite,postgres').split(',')
  const results: InboxResult = []
  if (targets.includes('pglite')) results.push(await runOn('pglite'))
  if (targets.includes('postgres') && process.env.TEST_DATABASE_URL) results.push(await runOn('postgres'))
  return results
}

export function inboxTable(results: InboxResult): string {
  const names = inboxQueries.map((q) => q.name)
  const header = ['query (ms)', ...results.flatMap((r) => [`${r.target} p50`, `${r.target} p95`])]
  const rows = names.map((name) => [
    name,
    ...results.flatMap((r) => {
      const q = r.queries.find((x) => x.name === name)
      return [q?.p50 ?? '', q?.p95 ?? '']
    }),
  ])
  const csvLines = results.map(
    (r) =>
      `${r.target}: ${String(r.count)} enquiries seeded in ${String(r.seedSeconds)} s; CSV of ${String(r.csv.rows)} rows (${String(r.csv.bytesMiB)} MiB) in ${String(r.csv.seconds)} s, RSS ${String(r.csv.rssBeforeMiB)} MiB before, peak ${String(r.csv.rssPeakFirstTenthMiB)} MiB over the first tenth of the rows and ${String(r.csv.rssPeakMiB)} MiB over all, ${String(r.csv.rssAfterMiB)} MiB after`,
  )
  return `${table(header, rows)}\n\nBudget: p95 ≤ 50 ms.\n\n${csvLines.join('\n')}`
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const results = await runInbox()
  log(inboxTable(results))
}
