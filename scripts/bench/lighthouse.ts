/**
 * Part (a): Lighthouse mobile (the default form factor and simulated throttling) on Debian's
 * Chromium, one run per page, the JSON report kept per page.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
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

export type LighthouseRow = {
  path: string
  ok: boolean
  attempts: number
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

function fileName(pagePath: string): string {
  return `lighthouse${pagePath === '/' ? '-home' : pagePath.replaceAll('/', '-')}.json`
}

export async function runLighthouse(options: { baseUrl: string; cli: string; outDir: string; pages?: string[] }) {
  const rows: LighthouseRow[] = []
  const pages = options.pages ?? lighthousePages
  let version = ''
  for (const [index, pagePath] of pages.entries()) {
    const output = path.join(options.outDir, fileName(pagePath))
    const started = Date.now()
    // Lighthouse sometimes fails to record the trace on a busy machine (NO_NAVSTART and the like)
    // and asks to run it again: up to three attempts, but none after a time-out.
    let result: RunResult | undefined
    let attempts = 0
    while (attempts < MAX_ATTEMPTS) {
      attempts += 1
      result = await run(
        process.execPath,
        [
          options.cli,
          `${options.baseUrl}${pagePath}`,
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
    const seconds = ((Date.now() - started) / 1000).toFixed(0)
    const tries = attempts > 1 ? `, ${String(attempts)} attempts` : ''
    if (!result || result.code !== 0) {
      const last = result?.stderr.trim().split('\n').find((line) => line.includes('Runtime error')) ?? result?.stderr.trim().split('\n').at(-1) ?? ''
      const error = result?.timedOut ? 'timed out after 120 s' : (/\(([A-Z_]+)\)/.exec(last)?.[1] ?? last.slice(0, 80))
      log(`  [${String(index + 1)}/${String(pages.length)}] ${pagePath}: FAILED (${error}${tries})`)
      rows.push({ path: pagePath, ok: false, attempts, scores: { performance: null, accessibility: null, 'best-practices': null, seo: null }, lcpMs: Number.NaN, tbtMs: Number.NaN, cls: Number.NaN, totalBytes: Number.NaN, scriptBytes: Number.NaN, benchmarkIndex: Number.NaN, shortfalls: [], error })
      continue
    }
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report
    version = report.lighthouseVersion
    const audit = (id: string) => report.audits[id]
    const summary = (audit('resource-summary')?.details?.items ?? []) as { resourceType: string; transferSize: number }[]
    const shortfalls: string[] = []
    for (const [category, { auditRefs }] of Object.entries(report.categories)) {
      for (const ref of auditRefs) {
        const score = audit(ref.id)?.score
        if (ref.weight > 0 && typeof score === 'number' && score < 1) shortfalls.push(`${category}:${ref.id}`)
      }
    }
    const row: LighthouseRow = {
      path: pagePath,
      ok: true,
      attempts,
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
    rows.push(row)
    const s = row.scores
    log(
      `  [${String(index + 1)}/${String(pages.length)}] ${pagePath}: ${[s.performance, s.accessibility, s['best-practices'], s.seo].map(pct).join('/')} LCP ${(row.lcpMs / 1000).toFixed(2)} s (${seconds} s${tries})`,
    )
  }
  writeFileSync(path.join(options.outDir, 'lighthouse-summary.json'), JSON.stringify({ version, rows }, null, 2))
  return { version, rows }
}

const pct = (score: number | null) => (score === null ? '–' : String(Math.round(score * 100)))

export function lighthouseTable(rows: LighthouseRow[]): string {
  return table(
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP s', 'TBT ms', 'CLS', 'bytes KiB', 'JS KiB', 'CPU index'],
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
          ]
        : [row.path, `failed: ${row.error ?? ''}`, '', '', '', '', '', '', '', '', ''],
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
