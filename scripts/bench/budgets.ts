/** The measured figures against the budgets of DESIGN §9: met or not, and by how much. */
import type { PageBundle } from './bundles'
import { kib, table } from './common'
import type { EnquiryResult } from './enquiries'
import type { LighthouseRow } from './lighthouse'
import type { ThroughputRow } from './throughput'

export type BudgetInput = {
  bundles?: PageBundle[]
  lighthouse?: LighthouseRow[]
  throughput?: ThroughputRow[]
  enquiries?: EnquiryResult
}

type Line = [what: string, budget: string, measured: string, verdict: string]

const verdict = (met: boolean, gap: string) => (met ? 'met' : `NOT met (${gap})`)

export function budgetLines({ bundles, lighthouse, throughput, enquiries }: BudgetInput): Line[] {
  const lines: Line[] = []
  const measured = lighthouse?.filter((row) => row.ok) ?? []
  const failed = (lighthouse?.length ?? 0) - measured.length
  const unmeasured = failed > 0 ? ` (${String(failed)} page(s) could not be measured)` : ''
  if (measured.length > 0) {
    const categories = [
      ['performance', 98],
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
        `≥ ${String(budget)} on every page`,
        `min ${String(min)}; ${String(scores.length - below.length)}/${String(scores.length)} pages at or above${unmeasured}`,
        verdict(below.length === 0, `${String(below.length)} page(s) below, lowest ${String(budget - min)} points short`),
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
      lines.push([
        `SSR throughput ${row.path}`,
        '≥ 50 % of static',
        `${(row.ratio * 100).toFixed(1)} % (${row.ours.requests.average.toFixed(0)} vs ${row.staticServer.requests.average.toFixed(0)} req/s)`,
        verdict(row.ratio >= 0.5, `${(50 - row.ratio * 100).toFixed(1)} points short; ${(row.staticServer.requests.average / 2 - row.ours.requests.average).toFixed(0)} req/s missing`),
      ])
    }
  }
  if (enquiries) {
    lines.push([
      'Enquiry POST rate',
      '≥ 300/s sustained',
      `${enquiries.requestsPerSecond.toFixed(0)}/s (slowest second ${String(enquiries.perSecond.min)})`,
      // Sustained: every second of the run, not only the average.
      verdict(
        enquiries.perSecond.min >= 300,
        enquiries.requestsPerSecond < 300
          ? `${(300 - enquiries.requestsPerSecond).toFixed(0)}/s short on average`
          : `${String(300 - enquiries.perSecond.min)}/s short in the slowest second`,
      ),
    ])
    lines.push([
      'Enquiry POST p99',
      '≤ 100 ms',
      `${enquiries.p99.toFixed(1)} ms`,
      verdict(enquiries.p99 <= 100, `+${(enquiries.p99 - 100).toFixed(1)} ms`),
    ])
    lines.push([
      'Enquiries lost',
      '0',
      `${String(enquiries.lost)} of ${String(enquiries.created)} acknowledged`,
      verdict(enquiries.lost === 0, `${String(enquiries.lost)} lost`),
    ])
  }
  return lines
}

export function budgetTable(input: BudgetInput): string {
  return table(['budget (DESIGN §9)', 'target', 'measured', 'verdict'], budgetLines(input))
}
