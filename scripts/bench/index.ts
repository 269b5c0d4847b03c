/**
 * `npm run bench`: build, start the production server with a temporary DATA_DIR, and measure
 * (c) gzip JS/CSS per public page and the dictionaries each loads, (a) Lighthouse mobile, (b) the
 * cached home page against nginx and a bare node:http server with wrk (identity, gzip, br), (d)
 * enquiry POSTs for 30 s with the mail worker running, on PGlite and, when TEST_DATABASE_URL is
 * set, on PostgreSQL. Prints the tables
 * and keeps raw results under bench/results/<date>_<time>/. Bounded: the whole run stops itself.
 *   BENCH_ONLY=bundles,lighthouse,throughput,enquiries,inbox,reconfirm,dashboard,photos   run a subset
 *   BENCH_SKIP_BUILD=1                                   use the existing build
 *   BENCH_LIGHTHOUSE_PAGES=/,/cn                         fewer Lighthouse pages
 *   BENCH_LIGHTHOUSE_RUNS=3                              Lighthouse runs per page (the median run is shown)
 *   BENCH_ENQUIRY_WARMUP=10                              seconds of warm-up before the measured enquiry run
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import path from 'node:path'
import { repoRoot, startServerProcess } from '../../tests/support/server-process'
import { budgetTable, type BudgetInput } from './budgets'
import { bundlesTable, runBundles, sharedJs } from './bundles'
import { ensureTools, kib, killChildren, log, run, track } from './common'
import { enquiriesTable, runEnquiries, type EnquiryResult } from './enquiries'
import { inboxTable, runInbox } from './inbox'
import { dashboardTable, runDashboard } from './dashboard'
import { photoPages, runPhotos } from './photos'
import { reconfirmTable, runReconfirm } from './reconfirm'
import { lighthouseRuns, lighthouseTable, runLighthouse, shortfallSummary } from './lighthouse'
import { ensureWrk, runThroughput, throughputTable } from './throughput'

const DEADLINE_MS = 40 * 60_000
const runsNote = `Each page ran ${String(lighthouseRuns)} time(s); the row is the run Lighthouse's computeMedianRun picks (closest to the median first paint and time to interactive), and the last column lists every run.`
const parts = new Set((process.env.BENCH_ONLY ?? 'bundles,lighthouse,throughput,enquiries,inbox,reconfirm,dashboard,photos').split(',').map((s) => s.trim()))

const deadline = setTimeout(() => {
  process.stderr.write(`bench: still running after ${String(DEADLINE_MS / 60_000)} minutes: stopping\n`)
  killChildren()
  process.exit(2)
}, DEADLINE_MS)
deadline.unref()
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killChildren()
    process.exit(130)
  })
}

function versionOf(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  if (result.status !== 0 || result.error) return 'not installed'
  return `${result.stdout}${result.stderr}`.trim().split('\n')[0] ?? ''
}

const now = new Date()
const stamp = now.toISOString().slice(0, 19).replaceAll(':', '').replace('T', '_')
const outDir = path.join(repoRoot, 'bench', 'results', stamp)
mkdirSync(outDir, { recursive: true })
const workDir = mkdtempSync(path.join(tmpdir(), 'wwd-bench-'))
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const machine = {
  date: now.toISOString(),
  cores: cpus().length,
  cpu: cpus()[0]?.model ?? '',
  memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
  node: process.version,
  chromium: versionOf(chromium, ['--version']),
  nginx: versionOf('nginx', ['-v']),
  commit: versionOf('git', ['-C', repoRoot, 'rev-parse', '--short', 'HEAD']),
}
/** Other work on the machine skews every figure: note the load average around each part. */
const load = () =>
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`
const loads: Record<string, string> = { start: load() }
const report: string[] = [
  `# Bench ${machine.date}`,
  '',
  `${String(machine.cores)} cores (${machine.cpu}), ${String(machine.memoryGiB)} GiB, Node ${machine.node}, ${machine.chromium}, nginx: ${machine.nginx}, commit ${machine.commit}`,
  `At the start: ${loads.start}.`,
]
log(report.slice(2).join('\n'))
log(`Raw results: ${path.relative(repoRoot, outDir)}/`)
const section = (title: string, body: string, noteLoad = true) => {
  loads[title] = load()
  if (noteLoad) body += `\n\nAt the end of this part: ${load()} (${String(machine.cores)} cores).`
  report.push('', `## ${title}`, '', body)
  log(`\n## ${title}\n\n${body}`)
}
const summary: Record<string, unknown> = { machine, loads }

const startedAt = Date.now()
const measured: BudgetInput = {}
try {
  const tools = await ensureTools()
  if (!process.env.BENCH_SKIP_BUILD) {
    log('\nBuilding (react-router build)…')
    const build = await run(process.execPath, [path.join(repoRoot, 'node_modules/@react-router/dev/bin.js'), 'build'], {
      cwd: repoRoot,
      timeoutMs: 5 * 60_000,
    })
    if (build.code !== 0) throw new Error(`build failed:\n${build.stdout.slice(-3000)}\n${build.stderr.slice(-3000)}`)
  }

  if (['bundles', 'lighthouse', 'throughput'].some((part) => parts.has(part))) {
    // Logging at the production level: the request log is part of the cost of a request.
    const server = await startServerProcess({ env: { LOG_LEVEL: 'info' } })
    track(server.child)
    log(`Server ${server.url} (temporary DATA_DIR ${server.dataDir})`)
    try {
      if (parts.has('bundles')) {
        log('\n(c) JS and CSS per public page…')
        const bundles = await runBundles({ baseUrl: server.url, outDir })
        measured.bundles = bundles.pages
        const max = bundles.pages.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a))
        const maxCss = bundles.pages.reduce((a, b) => (b.cssGzip > a.cssGzip ? b : a))
        const withAdmin = bundles.pages.filter((page) => page.adminChunks.length > 0)
        summary.bundles = {
          maxJsGzip: max.jsGzip,
          maxJsPage: max.path,
          maxCssGzip: maxCss.cssGzip,
          adminOnlyChunks: bundles.adminOnly,
          pagesWithAdminCode: withAdmin.map((p) => p.path),
        }
        const shared = sharedJs(bundles.pages)
        const largest = Object.entries(bundles.chunkSizes)
          .slice(0, 8)
          .map(([file, size]) => `${path.basename(file)} ${kib(size)} KiB`)
          .join(', ')
        section(
          '(c) JavaScript and CSS per public page (gzip -9)',
          `${bundlesTable(bundles.pages)}\n\nMaximum JS: ${kib(max.jsGzip)} KiB on ${max.path} (budget 110 KiB); maximum CSS: ${kib(maxCss.cssGzip)} KiB.\n` +
            `JS every public page loads: ${kib(shared.gzip)} KiB in ${String(shared.files.length)} files (${shared.files.map((f) => path.basename(f)).join(', ')}).\n` +
            `Largest chunks (gzip): ${largest}.\n` +
            `Admin-only chunks: ${bundles.adminOnly.map((f) => path.basename(f)).join(', ')}; public pages referencing one: ${withAdmin.length === 0 ? 'none' : withAdmin.map((p) => p.path).join(', ')}.`,
        )
      }
      if (parts.has('lighthouse')) {
        const pages = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',')
        log(`\n(a) Lighthouse mobile, ${String(pages?.length ?? 17)} pages…`)
        const lighthouse = await runLighthouse({ baseUrl: server.url, cli: tools.lighthouse, outDir, pages })
        summary.lighthouse = lighthouse
        measured.lighthouse = lighthouse.rows
        section(
          `(a) Lighthouse ${lighthouse.version} mobile (simulated throttling), ${machine.chromium}`,
          `${lighthouseTable(lighthouse.rows)}\n\n${runsNote} Each page was requested once just before its runs: Lighthouse loads it from the page cache, as every visitor after the first does. bytes: total transfer size (total-byte-weight); JS: script transfer size; CPU index: Lighthouse's benchmarkIndex of the run.\n\nAudits below full marks:\n${shortfallSummary(lighthouse.rows)}`,
        )
      }
      if (parts.has('throughput')) {
        log('\n(b) Throughput of the cached home page against nginx and a bare node:http server (wrk)…')
        if (!ensureWrk()) throw new Error('the throughput part needs wrk and nginx, and they could not be installed: apt-get install wrk nginx-light')
        const throughput = await runThroughput({ baseUrl: server.url, outDir, workDir, serverPid: server.child.pid })
        summary.throughput = throughput
        measured.throughput = throughput.rows
        section('(b) Cached / against nginx, the node:net floor and a bare node:http server, same bytes (wrk)', throughputTable(throughput.rows, throughput))
      }
    } finally {
      const code = await server.stop()
      if (code !== 0) log(`server exited with ${String(code)}:\n${server.output().slice(-2000)}`)
    }
  }

  if (parts.has('enquiries')) {
    log('\n(d) Enquiry POST throughput on the embedded database, mail worker running…')
    const enquiries: EnquiryResult = await runEnquiries({ outDir })
    summary.enquiries = enquiries
    measured.enquiries = enquiries
    section('(d) POST /api/enquiries, embedded PGlite, Turnstile stand-in, mail worker running', enquiriesTable(enquiries))
    if (process.env.TEST_DATABASE_URL) {
      log('\n(d) The same on PostgreSQL (TEST_DATABASE_URL)…')
      const onPostgres = await runEnquiries({ outDir, database: 'postgres' })
      summary.enquiriesPostgres = onPostgres
      measured.enquiriesPostgres = onPostgres
      section('(d) POST /api/enquiries, PostgreSQL, Turnstile stand-in, mail worker running', enquiriesTable(onPostgres))
    }
  }
  if (parts.has('inbox')) {
    log('\n(e) Inbox with 100,000 enquiries (PGlite; PostgreSQL when TEST_DATABASE_URL is set)…')
    const inbox = await runInbox()
    summary.inbox = inbox
    section('(e) Inbox pages, search and CSV export', inboxTable(inbox))
  }
  if (parts.has('reconfirm')) {
    log('\n(g) The day before travel with 100,000 enquiries and 20,000 trips (PGlite; PostgreSQL when TEST_DATABASE_URL is set)…')
    const reconfirm = await runReconfirm()
    summary.reconfirm = reconfirm
    section('(g) Tomorrow’s reconfirmations, the drivers’ day sheet and the dashboard’s count', reconfirmTable(reconfirm))
  }
  if (parts.has('dashboard')) {
    log('\n(h) Desk dashboard data with 100,000 enquiries and 20,000 trips (PGlite; PostgreSQL when TEST_DATABASE_URL is set)…')
    const dashboard = await runDashboard()
    summary.dashboard = dashboard
    section('(h) Desk dashboard data (the charts’ figures)', dashboardTable(dashboard))
  }
  if (parts.has('photos')) {
    log(`\n(f) Lighthouse mobile with uploaded photos, ${String(photoPages.length)} pages…`)
    const photos = await runPhotos({ cli: tools.lighthouse, outDir })
    summary.photos = photos
    measured.photos = photos.rows
    section(
      '(f) Lighthouse mobile with uploaded photos (2400 × 1600 JPEGs published through the desk)',
      `Uploaded: ${photos.photos.map((p) => `${p.src} (${String(Math.round(p.bytes / 1024))} KiB)`).join(', ')}.\n\n${lighthouseTable(photos.rows)}\n\n${runsNote} Each page was requested once just before its runs (from the page cache, as after the warm-up that follows a publish).\n\nAudits below full marks:\n${shortfallSummary(photos.rows)}`,
    )
  }
  section('Budgets', budgetTable(measured), false)
} catch (error) {
  killChildren()
  process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exitCode = 1
} finally {
  rmSync(workDir, { recursive: true, force: true })
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(0)
  loads.end = load()
  report.push('', `Total time: ${seconds} s.`)
  writeFileSync(path.join(outDir, 'summary.md'), `${report.join('\n')}\n`)
  writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify(summary, null, 2))
  log(`\nDone in ${seconds} s. Raw results in ${path.relative(repoRoot, outDir)}/ (summary.md, summary.json).`)
}
process.exit(process.exitCode ?? 0)
