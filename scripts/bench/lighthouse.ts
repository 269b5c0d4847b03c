/**
 * Part (a): Lighthouse mobile (the default form factor and simulated throttling) on Debian's
 * Chromium. Each page runs several times (BENCH_LIGHTHOUSE_RUNS, default 3) and the row shows the
 * run Lighthouse's own `computeMedianRun` picks (closest to the median first paint and time to
 * interactive), as Lighthouse's guidance on variability asks; the scores of every run are shown
 * beside it, so a poor run is never hidden. Every run's JSON report is kept. Each page is requested
 * once before its runs, so Lighthouse loads it from the page cache, as every visitor after the
 * first does.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { kib, log, run, table, type RunResult } from './common'

export const lighthousePages = [
  '/',
  '/transfers',
  '/packages',
  '/safari',
  '/city',
  '/cruise',
  '/transfers/short',
  '/city/sndcruise',
  '/contact',
  '/cn',
  '/cn/transfers',
  '/cn/packages',
  '/cn/safari',
  '/cn/city',
  '/cn/cruise',
  '/transfers/short1',
  '/city/sndcruise1',
]

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]
const MAX_ATTEMPTS = 3
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

type Audit = { score: number | null; numericValue?: number; displayValue?: string; details?: { items?: unknown[] } }
type Report = {
  lighthouseVersion: string
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, Audit | undefined>
  runWarnings?: string[]
  environment?: { benchmarkIndex?: number }
}

/** Runs per page: Lighthouse's guidance is to take the median of several. */
export const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3)

/** Lighthouse's own median-run choice, from the installed Lighthouse. */
async function medianRunOf(cli: string): Promise<(runs: Report[]) => Report> {
  const file = path.join(path.dirname(cli), '..', 'core', 'lib', 'median-run.js')
  const module = (await import(pathToFileURL(file).href)) as { computeMedianRun: (runs: Report[]) => Report }
  return module.computeMedianRun
}

export type LighthouseRow = {
  path: string
  ok: boolean
  /** Lighthouse starts, counting the ones that failed to record a trace. */
  attempts: number
  /** Performance score, TBT and LCP of every completed run, in run order (the row is the median run). */
  runs: { performance: number | null; tbtMs: number; lcpMs: number }[]
  scores: Record<(typeof CATEGORIES)[number], number | null>
  lcpMs: number
  tbtMs: number
  cls: number
  totalBytes: number
  scriptBytes: number
  /** Lighthouse's CPU benchmark of this run (higher is faster): low values mean a busy machine. */
  benchmarkIndex: number
  /** Weighted audits that did not get full marks, e.g. "seo:link-text". */
  shortfalls: string[]
  error?: string
}

function fileName(pagePath: string, run: number): string {
  return `lighthouse${pagePath === '/' ? '-home' : pagePath.replaceAll('/', '-')}-run${String(run)}.json`
}

export async function runLighthouse(options: { baseUrl: string; cli: string; outDir: string; pages?: string[]; filePrefix?: string }) {
  const rows: LighthouseRow[] = []
  const pages = options.pages ?? lighthousePages
  const computeMedianRun = await medianRunOf(options.cli)
  const prefix = options.filePrefix ? `${options.filePrefix}-` : ''
  let version = ''
  for (const [index, pagePath] of pages.entries()) {
    const started = Date.now()
    // The page as every visitor after the first gets it: one request before puts it in the page
    // cache (ADR 0007), as visitors (or the warm-up after a publish, ADR 0032) would have.
    await fetch(`${options.baseUrl}${pagePath}`)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined)
    const reports: Report[] = []
    let attempts = 0
    let error: string | undefined
    for (let run = 1; run <= lighthouseRuns && error === undefined; run++) {
      const output = path.join(options.outDir, `${prefix}${fileName(pagePath, run)}`)
      const outcome = await runOnce(options.cli, `${options.baseUrl}${pagePath}`, output)
      attempts += outcome.attempts
      if (outcome.error !== undefined) error = outcome.error
      else reports.push(JSON.parse(readFileSync(output, 'utf8')) as Report)
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(0)
    const tries = attempts > reports.length ? `, ${String(attempts)} Lighthouse starts` : ''
    if (error !== undefined || reports.length === 0) {
      log(`  [${String(index + 1)}/${String(pages.length)}] ${pagePath}: FAILED (${error ?? 'no run'}${tries})`)
      rows.push({
        path: pagePath,
        ok: false,
        attempts,
        runs: [],
        scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
        lcpMs: Number.NaN,
        tbtMs: Number.NaN,
        cls: Number.NaN,
        totalBytes: Number.NaN,
        scriptBytes: Number.NaN,
        benchmarkIndex: Number.NaN,
        shortfalls: [],
        error,
      })
      continue
    }
    const report = computeMedianRun(reports)
    version = report.lighthouseVersion
    const row = rowOf(pagePath, report, attempts, reports)
    rows.push(row)
    const perRun = row.runs.map((r) => pct(r.performance)).join(' ')
    const s = row.scores
    log(
      `  [${String(index + 1)}/${String(pages.length)}] ${pagePath}: ${[s.performance, s.accessibility, s['best-practices'], s.seo].map(pct).join('/')} LCP ${(row.lcpMs / 1000).toFixed(2)} s, performance of the runs ${perRun} (${seconds} s${tries})`,
    )
  }
  writeFileSync(path.join(options.outDir, `${prefix}lighthouse-summary.json`), JSON.stringify({ version, runsPerPage: lighthouseRuns, rows }, null, 2))
  return { version, rows }
}

/**
 * One Lighthouse run. Lighthouse sometimes fails to record the trace on a busy machine (NO_NAVSTART
 * and the like) and asks to run it again: up to three starts, but none after a time-out.
 */
async function runOnce(cli: string, url: string, output: string): Promise<{ attempts: number; error?: string }> {
  let result: RunResult | undefined
  let attempts = 0
  while (attempts < MAX_ATTEMPTS) {
    attempts += 1
    result = await run(
      process.execPath,
      [
        cli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeoutMs: 120_000 },
    )
    if (result.code === 0 || result.timedOut) break
  }
  if (result?.code === 0) return { attempts }
  const last =
    result?.stderr
      .trim()
      .split('\n')
      .find((line) => line.includes('Runtime error')) ??
    result?.stderr.trim().split('\n').at(-1) ??
    ''
  return { attempts, error: result?.timedOut ? 'timed out after 120 s' : (/\(([A-Z_]+)\)/.exec(last)?.[1] ?? last.slice(0, 80)) }
}

function rowOf(pagePath: string, report: Report, attempts: number, reports: Report[]): LighthouseRow {
  const audit = (id: string) => report.audits[id]
  const summary = (audit('resource-summary')?.details?.items ?? []) as { resourceType: string; transferSize: number }[]
  const shortfalls: string[] = []
  for (const [category, { auditRefs }] of Object.entries(report.categories)) {
    for (const ref of auditRefs) {
      const score = audit(ref.id)?.score
      if (ref.weight > 0 && typeof score === 'number' && score < 1) shortfalls.push(`${category}:${ref.id}`)
    }
  }
  return {
    path: pagePath,
    ok: true,
    attempts,
    runs: reports.map((r) => ({
      performance: r.categories.performance?.score ?? null,
      tbtMs: r.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      lcpMs: r.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    })),
    scores: {
      performance: report.categories.performance?.score ?? null,
      accessibility: report.categories.accessibility?.score ?? null,
      'best-practices': report.categories['best-practices']?.score ?? null,
      seo: report.categories.seo?.score ?? null,
    },
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
    tbtMs: audit('total-blocking-time')?.numericValue ?? Number.NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
    totalBytes: audit('total-byte-weight')?.numericValue ?? Number.NaN,
    scriptBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN,
    benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
    shortfalls,
  }
}

const pct = (score: number | null) => (score === null ? '–' : String(Math.round(score * 100)))

export function lighthouseTable(rows: LighthouseRow[]): string {
  return table(
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'bytes KiB', 'JS KiB', 'CPU index', 'perf / TBT ms of each run'],
    rows.map((row) =>
      row.ok
        ? [
            row.path,
            pct(row.scores.performance),
            pct(row.scores.accessibility),
            pct(row.scores['best-practices']),
            pct(row.scores.seo),
            (row.lcpMs / 1000).toFixed(2),
            Math.round(row.tbtMs),
            row.cls.toFixed(3),
            kib(row.totalBytes),
            kib(row.scriptBytes),
            Math.round(row.benchmarkIndex),
            row.runs.map((r) => `${pct(r.performance)} / ${String(Math.round(r.tbtMs))}`).join(', '),
          ]
        : [row.path, `failed: ${row.error ?? ''}`, '', '', '', '', '', '', '', '', '', ''],
    ),
  )
}

/** Which weighted audits cost points, and on how many pages. */
export function shortfallSummary(rows: LighthouseRow[]): string {
  const counts = new Map<string, string[]>()
  for (const row of rows) for (const id of row.shortfalls) counts.set(id, [...(counts.get(id) ?? []), row.path])
  if (counts.size === 0) return 'No weighted audit below full marks.'
  return [...counts.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([id, paths]) => `- ${id}: ${String(paths.length)} page(s) (${paths.join(', ')})`)
    .join('\n')
}
