/**
 * Part (d): sustained POST /api/enquiries on the embedded database. N workers on keep-alive
 * connections post valid enquiries until the deadline, each with a unique Turnstile token (the
 * local siteverify stand-in passes every 'pass-…' token once), a unique X-Forwarded-For from the
 * benchmarking range 198.18.0.0/15 (a header only: all traffic stays on loopback) and a unique
 * e-mail, so no rate limit applies. Every request is awaited, so after the deadline nothing is in
 * flight. The measured run follows a warm-up of BENCH_ENQUIRY_WARMUP seconds (default 10) at the
 * same concurrency: a freshly started server needs that long before its code and the embedded
 * database's WebAssembly are compiled at full speed. The warm-up's seconds are reported beside the
 * run (they are what a just-deployed instance does), and its enquiries are checked like the
 * others. Then the server stops and the PGlite directory is opened to prove that every 201 has
 * its row. The mail worker runs as in production (mails go to the file transport under
 * DATA_DIR). On PostgreSQL (`database: 'postgres'`, TEST_DATABASE_URL set) a fresh database is
 * created for the run and dropped afterwards.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { FAKE_TURNSTILE_SECRET, startFakeTurnstile } from '../../tests/support/fake-turnstile'
import pg from 'pg'
import { createPostgresDatabase } from '../../tests/support/databases'
import { startServerProcess } from '../../tests/support/server-process'
import { log, percentile, table, track } from './common'

const CONCURRENCY = Number(process.env.BENCH_ENQUIRY_CONCURRENCY ?? 10)
const DURATION_S = Number(process.env.BENCH_ENQUIRY_DURATION ?? 30)
const WARMUP_S = Number(process.env.BENCH_ENQUIRY_WARMUP ?? 10)
const TRACE_GC = "--import=data:text/javascript,import{setFlagsFromString}from'node:v8';setFlagsFromString('--trace-gc')"
/** A hard bound on the number of requests, whatever the speed. */
const MAX_REQUESTS = 100_000

type Outcome = { status: number; ms: number; endedAt: number; id?: number }

function post(agent: Agent, url: URL, body: string, headers: Record<string, string>): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', agent, timeout: 10_000, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers } },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, text })
        })
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error('request timed out')))
    req.on('error', reject)
    req.end(body)
  })
}

export type GcSummary = { threads: number; scavenges: { count: number; ms: number }; markCompacts: { count: number; ms: number }; longestMs: number }

/** Sum the pauses in `--trace-gc` lines ("[pid:0xisolate]  1234 ms: Scavenge … 1.23 / 0.00 ms …"). */
export function gcPauses(output: string): GcSummary {
  const summary: GcSummary = { threads: 0, scavenges: { count: 0, ms: 0 }, markCompacts: { count: 0, ms: 0 }, longestMs: 0 }
  const isolates = new Set<string>()
  for (const match of output.matchAll(
    /^\[\d+:(0x[0-9a-f]+)\]\s+\d+ ms: ([\w -]+?) [\d.]+ \([\d.]+\) -> [\d.]+ \([\d.]+\) MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ [\d.]+ ms/gm,
  )) {
    isolates.add(match[1] ?? '')
    const ms = Number(match[3])
    const kind = /Scavenge|Minor/.test(match[2] ?? '') ? summary.scavenges : summary.markCompacts
    kind.count += 1
    kind.ms += ms
    summary.longestMs = Math.max(summary.longestMs, ms)
  }
  summary.threads = isolates.size
  return summary
}

export type EnquiryResult = {
  database: 'pglite' | 'postgres'
  /** 201s per whole second of the measured run, in order. */
  series: number[]
  /** 201s per whole second of the warm-up that preceded it (a freshly started server). */
  warmupSeries: number[]
  /** Mails in the outbox at the end: sent, and still pending. */
  outbox: { sent: number; pending: number }
  /** GC pauses during the measured run (node --trace-gc), per kind, over all threads. */
  gc: GcSummary
  concurrency: number
  durationSeconds: number
  sent: number
  created: number
  statuses: Record<string, number>
  errors: number
  requestsPerSecond: number
  perSecond: { min: number; median: number; max: number }
  p50: number
  p95: number
  p99: number
  max: number
  rowsInDatabase: number
  lost: number
  rowsWithout201: number
}

export async function runEnquiries(options: { outDir: string; database?: 'pglite' | 'postgres' }): Promise<EnquiryResult> {
  const database = options.database ?? 'pglite'
  const runId = randomBytes(4).toString('hex')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wwd-bench-enquiries-'))
  const postgres = database === 'postgres' ? await createPostgresDatabase() : undefined
  const fake = await startFakeTurnstile()
  const start = () =>
    startServerProcess({
      dataDir,
      env: {
        DATABASE_URL: postgres?.url ?? '',
        // Garbage collection pauses of the server (and of its database thread) during the run.
        // NODE_OPTIONS does not take --trace-gc itself; a module that sets the flag does.
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${TRACE_GC}`.trim(),
        HUMAN_CHECK: 'turnstile',
        TURNSTILE_SITE_KEY: 'bench-site-key',
        TURNSTILE_SECRET: FAKE_TURNSTILE_SECRET,
        TURNSTILE_VERIFY_URL: fake.url,
        // Each simulated visitor has its own address, told by the load generator on loopback.
        TRUST_PROXY: 'loopback',
      },
    })
  let server: Awaited<ReturnType<typeof start>>
  try {
    server = await start()
  } catch (error) {
    await fake.close()
    rmSync(dataDir, { recursive: true, force: true })
    await postgres?.drop()
    throw error
  }
  track(server.child)
  const url = new URL('/api/enquiries', server.url)
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const travelDate = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10)
  let counter = 0
  const createdIds = new Set<number>()
  let errors = 0

  const one = async (): Promise<Outcome> => {
    const i = counter++
    const body = JSON.stringify({
      payload: {
        items: [
          { id: 'safari-sunset', title: 'Sunset Dunes Safari' },
          { id: 'cruise-lotus', title: 'Lotus Mega Yacht Dinner' },
        ],
        contact: { name: 'Bench Visitor', email: `bench-${runId}-${String(i)}@example.com`, phone: '+86 13800138000' },
        travelDate,
        message: 'We are four adults. Could you hold two evenings for us?',
      },
      token: `pass-${runId}-${String(i)}`,
      idempotencyKey: `bench-${runId}-${String(i)}`,
      lang: 'en',
    })
    const forwardedFor = `198.${String(18 + ((i >> 16) & 1))}.${String((i >> 8) & 255)}.${String(i & 255)}`
    const started = performance.now()
    try {
      const response = await post(agent, url, body, { 'X-Forwarded-For': forwardedFor, 'User-Agent': 'wwd-bench' })
      const ended = performance.now()
      let id: number | undefined
      if (response.status === 201) {
        id = (JSON.parse(response.text) as { id: number }).id
        createdIds.add(id)
      }
      return { status: response.status, ms: ended - started, endedAt: ended, id }
    } catch {
      errors += 1
      const ended = performance.now()
      return { status: 0, ms: ended - started, endedAt: ended }
    }
  }

  let gcFrom = 0
  let gcTo = 0
  let warmupSeries: number[] = []
  const drive = async () => {
    // Warm-up: JIT, connections, the first transactions (their rows are checked like the others).
    const warmStart = performance.now()
    const warmEnd = warmStart + WARMUP_S * 1000
    const warm = Array.from({ length: CONCURRENCY }, async () => {
      const mine: Outcome[] = []
      while (performance.now() < warmEnd && counter < MAX_REQUESTS) mine.push(await one())
      return mine
    })
    warmupSeries = perSecondOf((await Promise.all(warm)).flat(), warmStart, WARMUP_S)
    gcFrom = server.output().length
    const start = performance.now()
    const deadline = start + DURATION_S * 1000
    const workers = Array.from({ length: CONCURRENCY }, async () => {
      const mine: Outcome[] = []
      while (performance.now() < deadline && counter < MAX_REQUESTS) mine.push(await one())
      return mine
    })
    const outcomes = (await Promise.all(workers)).flat()
    gcTo = server.output().length
    return { outcomes, measuredStart: start, measuredEnd: performance.now() }
  }
  let driven: Awaited<ReturnType<typeof drive>>
  try {
    driven = await drive()
  } finally {
    agent.destroy()
    await server.stop()
    await fake.close()
  }
  const { outcomes, measuredStart, measuredEnd } = driven
  const gc = gcPauses(server.output().slice(gcFrom, gcTo))

  const readRows = async () => {
    const rowsQuery = 'select id::int as id from enquiries'
    const outboxQuery =
      'select count(*) filter (where sent_at is not null)::int as sent, count(*) filter (where sent_at is null)::int as pending from mail_outbox'
    try {
      if (postgres) {
        const client = new pg.Client({ connectionString: postgres.url })
        await client.connect()
        const result = await client.query<{ id: number }>(rowsQuery)
        const outbox = await client.query<{ sent: number; pending: number }>(outboxQuery).catch(() => ({ rows: [] }))
        await client.end()
        return { ids: result.rows.map((row) => row.id), outbox: outbox.rows[0] ?? { sent: -1, pending: -1 } }
      }
      const db = new PGlite(path.join(dataDir, 'db'))
      await db.waitReady
      const result = await db.query<{ id: number }>(rowsQuery)
      const outbox = await db.query<{ sent: number; pending: number }>(outboxQuery).catch(() => ({ rows: [] }))
      await db.close()
      return { ids: result.rows.map((row) => row.id), outbox: outbox.rows[0] ?? { sent: -1, pending: -1 } }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
      await postgres?.drop()
    }
  }
  const { ids: rows, outbox } = await readRows()
  const inDb = new Set(rows)
  const lost = [...createdIds].filter((id) => !inDb.has(id)).length
  const rowsWithout201 = rows.filter((id) => !createdIds.has(id)).length

  const seconds = (measuredEnd - measuredStart) / 1000
  const created = outcomes.filter((o) => o.status === 201)
  const latencies = created.map((o) => o.ms).sort((a, b) => a - b)
  const statuses: Record<string, number> = {}
  for (const o of outcomes) statuses[String(o.status)] = (statuses[String(o.status)] ?? 0) + 1
  const series = perSecondOf(outcomes, measuredStart, seconds)
  const perSecond = [...series].sort((a, b) => a - b)
  const result: EnquiryResult = {
    database,
    series,
    warmupSeries,
    outbox,
    gc,
    concurrency: CONCURRENCY,
    durationSeconds: Number(seconds.toFixed(2)),
    sent: counter,
    created: createdIds.size,
    statuses,
    errors,
    requestsPerSecond: created.length / seconds,
    perSecond: { min: perSecond[0] ?? 0, median: percentile(perSecond, 50), max: perSecond.at(-1) ?? 0 },
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    rowsInDatabase: rows.length,
    lost,
    rowsWithout201,
  }
  writeFileSync(path.join(options.outDir, 'enquiries.json'), JSON.stringify({ ...result, latenciesMs: latencies.map((ms) => Number(ms.toFixed(2))) }, null, 2))
  log(
    `  ${String(result.sent)} sent (${String(warmupSeries.reduce((a, b) => a + b, 0))} in the ${String(WARMUP_S)} s warm-up), ${String(result.created)} × 201, ${String(rows.length)} rows in the database`,
  )
  return result
}

/** 201s per whole second from `start`, over the whole seconds of `seconds`. */
function perSecondOf(outcomes: Outcome[], start: number, seconds: number): number[] {
  const buckets = new Map<number, number>()
  for (const o of outcomes) {
    if (o.status !== 201) continue
    const second = Math.floor((o.endedAt - start) / 1000)
    if (second < Math.floor(seconds)) buckets.set(second, (buckets.get(second) ?? 0) + 1)
  }
  return Array.from({ length: Math.floor(seconds) }, (_, second) => buckets.get(second) ?? 0)
}

export function enquiriesTable(r: EnquiryResult): string {
  const ms = (n: number) => n.toFixed(1)
  return (
    table(
      ['database', 'concurrency', 'seconds', '201/s', 'per-second min/median/max', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'statuses', 'rows', 'lost'],
      [
        [
          r.database,
          r.concurrency,
          r.durationSeconds,
          r.requestsPerSecond.toFixed(0),
          `${String(r.perSecond.min)}/${String(r.perSecond.median)}/${String(r.perSecond.max)}`,
          ms(r.p50),
          ms(r.p95),
          ms(r.p99),
          ms(r.max),
          Object.entries(r.statuses)
            .map(([status, n]) => `${status}×${String(n)}`)
            .join(' ') + (r.errors ? ` (${String(r.errors)} network errors)` : ''),
          r.rowsInDatabase,
          r.lost,
        ],
      ],
    ) +
    `\n(${String(r.sent)} requests in all incl. warm-up; ${String(r.created)} answered 201; rows without a 201: ${String(r.rowsWithout201)}; ` +
    `outbox at the end: ${String(r.outbox.sent)} sent, ${String(r.outbox.pending)} pending)` +
    `\nGC pauses in the run (${String(r.gc.threads)} threads): ${String(r.gc.scavenges.count)} scavenges, ${r.gc.scavenges.ms.toFixed(0)} ms in all; ` +
    `${String(r.gc.markCompacts.count)} mark-compacts, ${r.gc.markCompacts.ms.toFixed(0)} ms in all; longest ${r.gc.longestMs.toFixed(1)} ms` +
    `\n201s per second: ${r.series.join(' ')}` +
    `\nThe ${String(r.warmupSeries.length)} s warm-up before it, from the server's start (not in the figures above): ${r.warmupSeries.join(' ')}` +
    (r.series.some((n) => n < 300)
      ? `\nSeconds below 300: ${r.series
          .map((n, i) => (n < 300 ? `#${String(i + 1)} (${String(n)})` : ''))
          .filter(Boolean)
          .join(', ')}`
      : '')
  )
}
