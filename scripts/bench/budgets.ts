/** The measured figures against the budgets (docs/performance.md lists them): met or not, and by how much. */
import type { PageBundle } from './bundles'
import { kib, table } from './common'
import type { EnquiryResult } from './enquiries'
import type { LighthouseRow } from './lighthouse'
import type { ThroughputRow } from './throughput'

export type BudgetInput = {
  bundles?: PageBundle[]
  lighthouse?: LighthouseRow[]
  /** Lighthouse on pages showing uploaded photos (part f). */
  photos?: LighthouseRow[]
  throughput?: ThroughputRow[]
  enquiries?: EnquiryResult
  enquiriesPostgres?: EnquiryResult
}

type Line = [what: string, budget: string, measured: string, verdict: string]

/** The lowest performance score of any single run (the budget also bounds the worst run: ≥ 95). */
function lowestRun(rows: LighthouseRow[]): number {
  const runs = rows.flatMap((row) => row.runs)
  return runs.length === 0 ? Number.NaN : Math.min(...runs.map((r) => Math.round((r.performance ?? 0) * 100)))
}

/** How the performance rows were chosen, and the lowest single run, so a poor run is never hidden. */
function medianNote(rows: LighthouseRow[]): string {
  const runs = rows.flatMap((row) => row.runs)
  if (runs.length <= rows.length) return ''
  const lowest = Math.min(...runs.map((r) => Math.round((r.performance ?? 0) * 100)))
  const perPage = Math.max(...rows.map((row) => row.runs.length))
  return ` (Lighthouse's median run of ${String(perPage)} per page; lowest single run ${String(lowest)})`
}

/** What the fresh server did before the measured run, so the cold start is never hidden. */
function warmupNote(run: EnquiryResult): string {
  const seconds = run.warmupSeries
  if (seconds.length === 0) return ', without a warm-up'
  return `, after a ${String(seconds.length)} s warm-up of the fresh server at ${String(Math.min(...seconds))}–${String(Math.max(...seconds))}/s`
}

const verdict = (met: boolean, gap: string) => (met ? 'met' : `NOT met (${gap})`)

export function budgetLines({ bundles, lighthouse, photos, throughput, enquiries, enquiriesPostgres }: BudgetInput): Line[] {
  const lines: Line[] = []
  const withPhotos = photos?.filter((row) => row.ok) ?? []
  if (withPhotos.length > 0) {
    const scores = withPhotos.map((row) => Math.round((row.scores.performance ?? 0) * 100))
    const min = Math.min(...scores)
    lines.push([
      'Lighthouse performance, uploaded photos',
      '100 on every page (median of the runs; lowest run ≥ 95)',
      `min ${String(min)}; ${String(scores.filter((score) => score >= 100).length)}/${String(scores.length)} pages at 100${medianNote(withPhotos)}`,
      verdict(min >= 100 && lowestRun(withPhotos) >= 95, `${String(100 - min)} points short at worst; lowest run ${String(lowestRun(withPhotos))}`),
    ])
    const lcp = Math.max(...withPhotos.map((row) => row.lcpMs))
    lines.push([
      'LCP, uploaded photos',
      '≤ 1.5 s',
      `max ${(lcp / 1000).toFixed(2)} s; ${String(withPhotos.filter((row) => row.lcpMs <= 1500).length)}/${String(withPhotos.length)} pages within`,
      verdict(lcp <= 1500, `+${((lcp - 1500) / 1000).toFixed(2)} s at worst`),
    ])
  }
  const measured = lighthouse?.filter((row) => row.ok) ?? []
  const failed = (lighthouse?.length ?? 0) - measured.length
  const unmeasured = failed > 0 ? ` (${String(failed)} page(s) could not be measured)` : ''
  if (measured.length > 0) {
    const categories = [
      ['performance', 100],
      ['accessibility', 100],
      ['best-practices', 100],
      ['seo', 100],
    ] as const
    for (const [category, budget] of categories) {
      const scores = measured.map((row) => ({ path: row.path, score: Math.round((row.scores[category] ?? 0) * 100) }))
      const min = Math.min(...scores.map((s) => s.score))
      const below = scores.filter((s) => s.score < budget)
      lines.push([
        `Lighthouse ${category}`,
        category === 'performance' ? '100 on every page (median of the runs; lowest run ≥ 95)' : `${String(budget)} on every page`,
        `min ${String(min)}; ${String(scores.length - below.length)}/${String(scores.length)} pages at or above${unmeasured}${category === 'performance' ? medianNote(measured) : ''}`,
        verdict(
          below.length === 0 && (category !== 'performance' || lowestRun(measured) >= 95),
          `${String(below.length)} page(s) below, lowest ${String(budget - min)} points short${category === 'performance' ? `; lowest run ${String(lowestRun(measured))} (≥ 95 asked)` : ''}`,
        ),
      ])
    }
    const lcp = Math.max(...measured.map((row) => row.lcpMs))
    const slow = measured.filter((row) => row.lcpMs > 1500)
    lines.push([
      'LCP (Lighthouse mobile)',
      '≤ 1.5 s',
      `max ${(lcp / 1000).toFixed(2)} s; ${String(measured.length - slow.length)}/${String(measured.length)} pages within${unmeasured}`,
      verdict(slow.length === 0, `+${((lcp - 1500) / 1000).toFixed(2)} s at worst`),
    ])
    const home = measured.find((row) => row.path === '/')
    if (home) {
      lines.push([
        'Page weight, home, first load',
        '≤ 400 KiB',
        `${kib(home.totalBytes)} KiB`,
        verdict(home.totalBytes <= 400 * 1024, `+${kib(home.totalBytes - 400 * 1024)} KiB`),
      ])
    }
  }
  if (bundles && bundles.length > 0) {
    const max = Math.max(...bundles.map((page) => page.jsGzip))
    const over = bundles.filter((page) => page.jsGzip > 110 * 1024)
    lines.push([
      'JS on a public page (gzip)',
      '≤ 110 KiB',
      `max ${kib(max)} KiB; ${String(bundles.length - over.length)}/${String(bundles.length)} pages within`,
      verdict(over.length === 0, `+${kib(max - 110 * 1024)} KiB at worst`),
    ])
    const wrongCopy = bundles.filter((page) => page.dictionaries.length !== 1)
    lines.push([
      'Dictionaries per page',
      "the page's own language only",
      `${String(bundles.length - wrongCopy.length)}/${String(bundles.length)} pages load exactly one`,
      verdict(wrongCopy.length === 0, wrongCopy.map((page) => `${page.path}: ${page.dictionaries.join('+') || 'none'}`).join(', ')),
    ])
    const withAdmin = bundles.filter((page) => page.adminChunks.length > 0)
    lines.push([
      'Admin code on public pages',
      'never',
      `${String(withAdmin.length)} of ${String(bundles.length)} pages`,
      verdict(withAdmin.length === 0, withAdmin.map((page) => page.path).join(', ')),
    ])
  }
  if (throughput && throughput.length > 0) {
    for (const row of throughput) {
      const figures = `${row.ours.requestsPerSecond.toFixed(0)} vs ${row.nginx.requestsPerSecond.toFixed(0)} req/s`
      lines.push([
        `Cached page beside nginx, ${row.encoding}`,
        'shown beside, no budget',
        row.ratio === null ? `no ratio: the generator may be the limit (${figures})` : `${(row.ratio * 100).toFixed(1)} % (${figures})`,
        row.ratio === null
          ? 'NOT measured (generator check failed)'
          : `for comparison: node:http alone, four headers: ${((row.bare.requestsPerSecond / row.nginx.requestsPerSecond) * 100).toFixed(1)} % of nginx; with our headers: ${((row.bareOurHeaders.requestsPerSecond / row.nginx.requestsPerSecond) * 100).toFixed(1)} %`,
      ])
    }
    for (const row of throughput) {
      const figures = `${row.ours.requestsPerSecond.toFixed(0)} vs ${row.bareOurHeaders.requestsPerSecond.toFixed(0)} req/s`
      lines.push([
        `Cached hit path, ${row.encoding}`,
        '≥ 85 % of bare node:http, same bytes and headers',
        row.hitRatio === null ? `no ratio: the generator may be the limit (${figures})` : `${(row.hitRatio * 100).toFixed(1)} % (${figures})`,
        row.hitRatio === null ? 'NOT measured (generator check failed)' : verdict(row.hitRatio >= 0.85, `${(85 - row.hitRatio * 100).toFixed(1)} points short`),
      ])
    }
  }
  for (const run of [enquiries, enquiriesPostgres]) {
    if (!run) continue
    const on = run.database === 'postgres' ? 'PostgreSQL' : 'PGlite'
    lines.push([
      `Enquiry POST rate (${on})`,
      '≥ 300/s in every second',
      `${run.requestsPerSecond.toFixed(0)}/s (slowest second ${String(run.perSecond.min)})${warmupNote(run)}`,
      // Sustained: every second of the run, not only the average.
      verdict(
        run.perSecond.min >= 300,
        run.requestsPerSecond < 300
          ? `${(300 - run.requestsPerSecond).toFixed(0)}/s short on average`
          : `${String(300 - run.perSecond.min)}/s short in the slowest second`,
      ),
    ])
    lines.push([`Enquiry POST p99 (${on})`, '≤ 100 ms', `${run.p99.toFixed(1)} ms`, verdict(run.p99 <= 100, `+${(run.p99 - 100).toFixed(1)} ms`)])
    lines.push([
      `Enquiries lost (${on})`,
      '0',
      `${String(run.lost)} of ${String(run.created)} acknowledged`,
      verdict(run.lost === 0, `${String(run.lost)} lost`),
    ])
  }
  return lines
}

export function budgetTable(input: BudgetInput): string {
  return table(['budget', 'target', 'measured', 'verdict'], budgetLines(input))
}
