/**
 * Part (b): throughput of the cached home page against (1) nginx serving the same bytes as files
 * (one worker, precompressed gzip and br variants), (2) a bare `node:http` server answering with
 * the same bytes and four headers and (3) the same bare server sending the very headers our server
 * sends on a hit, in the same run, on loopback, for identity, gzip and br (browsers always send
 * Accept-Encoding). (3) tells what our own path costs apart from what Node charges for the
 * headers. A fourth server, (4) a `node:net` server writing the same whole responses with no HTTP
 * layer, is the floor of a Node process on this machine: what is left between it and (2) is
 * node:http's own cost per request, which no server built on node:http can avoid. The load generator is wrk (Debian package; written in C, it outruns a single Node.js
 * process by far). It proves this in the same run: when neither nginx nor the bare server
 * is clearly faster than ours, the generator may be the limit and no ratio is printed.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { freePort, repoRoot } from '../../tests/support/server-process'
import { getRaw, kib, log, run, sleep, table, track } from './common'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const DURATION_S = Number(process.env.BENCH_DURATION ?? 6)
/**
 * Rounds of the five servers in turn: on a shared machine one run of each proves little. Four, so
 * that every server runs once right after each of the others (roundOrder).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4)
const WARMUP_S = 2
/** Load just before each measured run, after the other servers' turns (see the rounds). */
const RUN_WARMUP_S = 1
/** The generator check: a reference server must beat ours by this factor, else the run proves nothing. */
const CLEARLY_FASTER = 1.1
/**
 * On a machine with two or more CPUs every server runs on CPU 0 (all its threads, and nginx's
 * worker) and wrk on CPU 1, unless BENCH_PIN=0. Unpinned on two cores, a server's helper threads
 * (garbage collection, the database thread) took turns with wrk on its core, so a server with more
 * of them was measured slower and less steadily than its own cost: ours moved 25 % between runs a
 * minute apart while the bare server moved 3 %. Pinned, each server pays for all of its threads on
 * its own core, and the generator keeps the other core to itself.
 */
const PIN = process.env.BENCH_PIN !== '0' && availableParallelism() >= 2 && spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0
const SERVER_CPU = '0'
const GENERATOR_CPU = '1'
/** The command that runs `command` on `cpu` when pinning. */
function onCpu(cpu: string, command: string, args: string[]): [string, string[]] {
  return PIN ? ['taskset', ['-c', cpu, command, ...args]] : [command, args]
}
/** How the run was pinned, for the log, the summary and the table. */
const PINNING = PIN ? `every server on CPU ${SERVER_CPU}, wrk on CPU ${GENERATOR_CPU} (taskset)` : 'not pinned to CPUs'
/** Moves a running server (every thread it has) to the servers' CPU; its new threads inherit it. */
function pinServer(pid: number | undefined): void {
  if (PIN && pid !== undefined) spawnSync('taskset', ['-a', '-p', '-c', SERVER_CPU, String(pid)], { stdio: 'ignore' })
}

export const ENCODINGS = ['identity', 'gzip', 'br'] as const
export type Encoding = (typeof ENCODINGS)[number]
const ACCEPT: Record<Encoding, string> = { identity: 'identity', gzip: 'gzip', br: 'gzip, deflate, br, zstd' }

export type WrkResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number; bytesPerRequest: number }
export type ThroughputRow = {
  encoding: Encoding
  bytes: number
  nginx: WrkResult
  bare: WrkResult
  /** The bare server sending our headers. */
  bareOurHeaders: WrkResult
  /** Node's sockets without node:http: the stored whole responses written as they are. */
  socket: WrkResult
  ours: WrkResult
  /** ours / nginx, or null when the generator check failed. */
  ratio: number | null
  generatorOk: boolean
  /**
   * The hit path's own cost: ours / the bare server sending our headers, or null when neither nginx
   * nor the node:net floor was clearly faster than that bare server (then the generator or the
   * loopback copy is the limit of both, and their ratio says nothing about either).
   */
  hitRatio: number | null
}

type Server = { kind: string; url: string; stop: () => Promise<void> }

async function waitFor(url: string, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs
  for (;;) {
    try {
      if ((await getRaw(url, 1000)).status === 200) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${String(deadlineMs / 1000)} s`)
    await sleep(100)
  }
}

function stopper(child: ReturnType<typeof spawn>, signal: NodeJS.Signals) {
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve()
    }),
  )
  return async () => {
    if (child.exitCode === null) child.kill(signal)
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
}

async function startNginx(dir: string): Promise<Server> {
  const port = await freePort()
  const url = `http://127.0.0.1:${String(port)}`
  const version = spawnSync('nginx', ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '')
  for (const sub of ['logs', 'tmp']) mkdirSync(path.join(dir, sub), { recursive: true })
  // The workers may run as "nobody": let them read the pages.
  chmodSync(dir, 0o755)
  // The precompressed variant is picked by Accept-Encoding (br first), as gzip_static would, and
  // sent with the same Content-Type, Content-Encoding and Vary as our server.
  const config = `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  types { }
  default_type "text/html; charset=utf-8";
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 10000000;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  map $http_accept_encoding $suffix { default ""; "~*\\bbr\\b" ".br"; "~*\\bgzip\\b" ".gz"; }
  map $suffix $coding { default ""; ".br" "br"; ".gz" "gzip"; }
  server {
    listen 127.0.0.1:${String(port)};
    root ${dir};
    location = / { rewrite ^ /en.html$suffix last; }
    location ~ ^/en\\.html {
      internal;
      add_header Content-Encoding $coding;
      add_header Vary Accept-Encoding;
    }
    location / { return 404; }
  }
}
`
  writeFileSync(path.join(dir, 'nginx.conf'), config)
  const child = track(
    spawn(...onCpu(SERVER_CPU, 'nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'logs/error.log')]), { stdio: 'ignore' }),
  )
  const stop = stopper(child, 'SIGQUIT')
  await waitFor(`${url}/`, 15_000)
  return { kind: `${version}, 1 worker`, url, stop }
}

async function startNode(script: string, kind: string, args: string[]): Promise<Server> {
  const port = await freePort()
  const url = `http://127.0.0.1:${String(port)}`
  const child = track(
    spawn(...onCpu(SERVER_CPU, process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/bench', script), String(port), ...args]), {
      cwd: repoRoot,
      stdio: 'ignore',
    }),
  )
  const stop = stopper(child, 'SIGTERM')
  await waitFor(`${url}/`, 15_000)
  return { kind: `${kind} ${process.version}`, url, stop }
}

const startBare = (dir: string, headersFile?: string) => startNode('static-server.ts', 'node:http', [dir, ...(headersFile ? [headersFile] : [])])
const startSocket = (dir: string) => startNode('socket-server.ts', 'node:net', [dir])

/** wrk's durations: "812.00us", "1.23ms", "2.01s". */
function toMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim())
  if (!match) return Number.NaN
  const value = Number(match[1])
  return match[2] === 'us' ? value / 1000 : match[2] === 'ms' ? value : match[2] === 's' ? value * 1000 : value * 60_000
}

export function parseWrk(output: string): WrkResult {
  const requestsPerSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN)
  const p50Ms = toMs(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? '')
  const p99Ms = toMs(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? '')
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0)
  const errors = non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0)
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0)
  const read = /requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB) read/.exec(output)
  const unit = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }[read?.[2] ?? 'B'] ?? 1
  const bytesPerRequest = requests > 0 ? (Number(read?.[1] ?? 0) * unit) / requests : 0
  return { requestsPerSecond, p50Ms, p99Ms, errors, bytesPerRequest }
}

async function wrk(url: string, encoding: Encoding, seconds: number, outFile?: string): Promise<WrkResult> {
  const result = await run(
    ...onCpu(GENERATOR_CPU, 'wrk', [
      '-t1',
      `-c${String(CONNECTIONS)}`,
      `-d${String(seconds)}s`,
      '--latency',
      '-H',
      `Accept-Encoding: ${ACCEPT[encoding]}`,
      url,
    ]),
    {
      timeoutMs: (seconds + 30) * 1000,
    },
  )
  if (result.code !== 0) throw new Error(`wrk ${url} failed: ${result.stderr.slice(-500)}`)
  if (outFile) writeFileSync(outFile, result.stdout)
  return parseWrk(result.stdout)
}

/**
 * The body of / as each server sends it for `encoding`; the sizes differ only when our page was
 * rendered again meanwhile (an entry lives a minute) with other bytes, which the table notes.
 */
async function bodySizes(urls: string[], encoding: Encoding): Promise<number[]> {
  const deadline = Date.now() + 15_000
  for (;;) {
    const responses = await Promise.all(urls.map((url) => getRaw(url, 15_000, { 'accept-encoding': ACCEPT[encoding] })))
    // A page stored again has its brotli copy made in the background: wait for it.
    if (responses.every((r) => String(r.headers['content-encoding'] ?? 'identity') === encoding)) return responses.map((r) => r.body.length)
    if (Date.now() > deadline) throw new Error(`not every server answers ${encoding} to Accept-Encoding: ${ACCEPT[encoding]}`)
    await sleep(200)
  }
}

/**
 * The order of the servers in a round (1, 2, …), as indexes: each round runs every server once, and
 * over `count - 1` rounds every server runs right after every other one exactly once. A rotation
 * of one order keeps each server's predecessor (with five servers, ours always ran right after the
 * bare server with our headers); stepping through the servers by a different stride each round
 * does not. Needs a prime count, which five servers are.
 */
export function roundOrder(count: number, round: number): number[] {
  if (count < 2 || !Array.from({ length: count - 2 }, (_, i) => i + 2).every((d) => count % d !== 0))
    throw new Error(`roundOrder needs a prime number of servers, not ${String(count)}`)
  const stride = ((round - 1) % (count - 1)) + 1
  const start = (round - 1) % count
  return Array.from({ length: count }, (_, i) => (start + i * stride) % count)
}

/** The run with the median rate (its own p99 with it). */
function median(runs: WrkResult[]): WrkResult {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)
  const middle = sorted[Math.floor((sorted.length - 1) / 2)]
  if (!middle) throw new Error('no wrk run')
  return { ...middle, errors: runs.reduce((sum, run) => sum + run.errors, 0) }
}

function hasWrk(): boolean {
  return (
    spawnSync('sh', ['-c', 'command -v wrk && command -v nginx'], { encoding: 'utf8', env: { ...process.env, PATH: `${process.env.PATH ?? ''}:/usr/sbin` } })
      .status === 0
  )
}

/**
 * wrk and nginx from Debian's packages when they are missing, as root or through sudo (what CI
 * does for its own packages). Says whether both are there afterwards.
 */
export function ensureWrk(): boolean {
  if (hasWrk()) return true
  const root = process.getuid?.() === 0
  const prefix = root ? '' : 'sudo -n '
  log("  installing wrk and nginx from Debian's packages…")
  spawnSync('sh', ['-c', `${prefix}apt-get update -qq && DEBIAN_FRONTEND=noninteractive ${prefix}apt-get install -y -qq wrk nginx-light`], { stdio: 'ignore' })
  return hasWrk()
}

/** Headers of a hit that the server itself adds (or that belong to the body): not recorded. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-encoding', 'transfer-encoding', 'x-request-id'])

/**
 * Our cached page in each encoding, exactly as our server sends it (brotli is made in the
 * background), with the headers of each answer.
 */
async function cachedBodies(url: string): Promise<{ bodies: Record<Encoding, Buffer>; headers: Record<Encoding, [string, string][]> }> {
  const bodies: Partial<Record<Encoding, Buffer>> = {}
  const headers: Partial<Record<Encoding, [string, string][]>> = {}
  const deadline = Date.now() + 15_000
  while (Object.keys(bodies).length < ENCODINGS.length) {
    for (const encoding of ENCODINGS) {
      const response = await getRaw(url, 15_000, { 'accept-encoding': ACCEPT[encoding] })
      if (response.status !== 200) throw new Error(`GET ${url} answered ${String(response.status)}`)
      if (response.headers['x-page-cache'] === 'hit' && String(response.headers['content-encoding'] ?? 'identity') === encoding) {
        bodies[encoding] = response.body
        headers[encoding] = Object.entries(response.headers).flatMap(([name, value]) =>
          PER_CONNECTION.has(name) || value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value] as [string, string]],
        )
      }
    }
    if (Date.now() > deadline) throw new Error(`${url}: no cached ${ENCODINGS.filter((e) => !bodies[e]).join(', ')} variant`)
    await sleep(100)
  }
  return { bodies: bodies as Record<Encoding, Buffer>, headers: headers as Record<Encoding, [string, string][]> }
}

export async function runThroughput(options: { baseUrl: string; outDir: string; workDir: string; serverPid?: number }) {
  const ours = `${options.baseUrl}/`
  pinServer(options.serverPid)
  // The same bytes for everyone: ours as served from the page cache (the compressed variants too).
  const { bodies, headers } = await cachedBodies(ours)
  // Kept with the results, and read from there by the bare server that sends them.
  const headersFile = path.join(options.outDir, 'our-hit-headers.json')
  writeFileSync(headersFile, JSON.stringify(headers, null, 2))
  writeFileSync(path.join(options.workDir, 'en.html'), bodies.identity)
  writeFileSync(path.join(options.workDir, 'en.html.gz'), bodies.gzip)
  writeFileSync(path.join(options.workDir, 'en.html.br'), bodies.br)
  writeFileSync(path.join(options.outDir, 'page-home.html'), bodies.identity)
  const nginx = await startNginx(options.workDir)
  const bare = await startBare(options.workDir)
  const bareOurHeaders = await startBare(options.workDir, headersFile)
  const socket = await startSocket(options.workDir)
  log(
    `  nginx: ${nginx.kind}; bare: ${bare.kind}; floor: ${socket.kind} without HTTP layer; wrk 1 thread, ${String(CONNECTIONS)} connections, ${String(ROUNDS)} rounds of ${String(DURATION_S)} s per server after ${String(WARMUP_S)} s of warm-up, each run just after ${String(RUN_WARMUP_S)} s of unmeasured load; ${PINNING}`,
  )
  const rows: ThroughputRow[] = []
  try {
    for (const encoding of ENCODINGS) {
      const [bytes = 0, ...others] = await bodySizes([ours, `${nginx.url}/`, `${bare.url}/`, `${bareOurHeaders.url}/`, `${socket.url}/`], encoding)
      if (others.some((size) => size !== bytes))
        log(`  note: ${encoding} bodies differ (ours ${String(bytes)}, others ${others.join('/')} bytes): the page was rendered again`)
      const targets = { nginx: `${nginx.url}/`, socket: `${socket.url}/`, bare: `${bare.url}/`, bareOurHeaders: `${bareOurHeaders.url}/`, ours }
      for (const url of Object.values(targets)) await wrk(url, encoding, WARMUP_S)
      const runs: Record<keyof typeof targets, WrkResult[]> = { nginx: [], socket: [], bare: [], bareOurHeaders: [], ours: [] }
      const order = Object.entries(targets) as [keyof typeof targets, string][]
      for (let round = 1; round <= ROUNDS; round++) {
        // No server always runs right after the same one (a server measured just after another
        // one's load met a machine still busy with it): see roundOrder.
        for (const [name, url] of roundOrder(order.length, round).map((at) => order[at] as [keyof typeof targets, string])) {
          // A second of load just before the measured run: every server is measured warm, not after
          // the idle half minute the other servers' turns gave it.
          await wrk(url, encoding, RUN_WARMUP_S)
          runs[name].push(await wrk(url, encoding, DURATION_S, path.join(options.outDir, `wrk-${name}-${encoding}-${String(round)}.txt`)))
        }
      }
      const nginxResult = median(runs.nginx)
      const bareResult = median(runs.bare)
      const bareOurHeadersResult = median(runs.bareOurHeaders)
      const oursResult = median(runs.ours)
      const socketResult = median(runs.socket)
      const perRound = runs.nginx.map((r, i) =>
        [r, runs.socket[i], runs.bare[i], runs.bareOurHeaders[i], runs.ours[i]].map((one) => one?.requestsPerSecond.toFixed(0) ?? '').join('/'),
      )
      log(`  ${encoding} per round (nginx/node:net/bare/bare with our headers/ours req/s): ${perRound.join(', ')}`)
      const fastest = Math.max(nginxResult.requestsPerSecond, bareResult.requestsPerSecond)
      const generatorOk = fastest >= oursResult.requestsPerSecond * CLEARLY_FASTER
      const hitGeneratorOk = Math.max(nginxResult.requestsPerSecond, socketResult.requestsPerSecond) >= bareOurHeadersResult.requestsPerSecond * CLEARLY_FASTER
      const row: ThroughputRow = {
        encoding,
        bytes,
        nginx: nginxResult,
        bare: bareResult,
        bareOurHeaders: bareOurHeadersResult,
        socket: socketResult,
        ours: oursResult,
        ratio: generatorOk ? oursResult.requestsPerSecond / nginxResult.requestsPerSecond : null,
        generatorOk,
        hitRatio: hitGeneratorOk ? oursResult.requestsPerSecond / bareOurHeadersResult.requestsPerSecond : null,
      }
      rows.push(row)
      log(
        `  ${encoding}: nginx ${nginxResult.requestsPerSecond.toFixed(0)}, node:net ${socketResult.requestsPerSecond.toFixed(0)}, bare ${bareResult.requestsPerSecond.toFixed(0)}, bare with our headers ${bareOurHeadersResult.requestsPerSecond.toFixed(0)}, ours ${oursResult.requestsPerSecond.toFixed(0)} req/s`,
      )
    }
  } finally {
    await nginx.stop()
    await bare.stop()
    await bareOurHeaders.stop()
    await socket.stop()
  }
  const result = {
    nginx: nginx.kind,
    bare: bare.kind,
    socket: socket.kind,
    connections: CONNECTIONS,
    durationSeconds: DURATION_S,
    rounds: ROUNDS,
    pinning: PINNING,
    rows,
  }
  writeFileSync(path.join(options.outDir, 'throughput-summary.json'), JSON.stringify(result, null, 2))
  return result
}

const percent = (part: WrkResult, whole: WrkResult) => `${((part.requestsPerSecond / whole.requestsPerSecond) * 100).toFixed(1)} %`

export function throughputTable(rows: ThroughputRow[], kinds: { nginx: string; bare: string; socket: string; pinning: string }): string {
  const cell = (r: WrkResult) => `${r.requestsPerSecond.toFixed(0)} (p99 ${r.p99Ms.toFixed(2)} ms)`
  return (
    table(
      [
        'GET / (cached)',
        'body KiB',
        'nginx req/s',
        'node:net, no HTTP layer',
        'bare node:http req/s',
        'bare, our headers',
        'ours req/s',
        'ours / nginx',
        'ours / bare, our headers',
        'errors n/s/b/h/o',
      ],
      rows.map((row) => [
        row.encoding,
        kib(row.bytes),
        cell(row.nginx),
        cell(row.socket),
        cell(row.bare),
        cell(row.bareOurHeaders),
        cell(row.ours),
        row.ratio === null ? 'no ratio: generator check failed' : `${(row.ratio * 100).toFixed(1)} %`,
        row.hitRatio === null ? `no ratio: generator limit (${percent(row.ours, row.bareOurHeaders)})` : `${(row.hitRatio * 100).toFixed(1)} %`,
        [row.nginx, row.socket, row.bare, row.bareOurHeaders, row.ours].map((r) => String(r.errors)).join('/'),
      ]),
    ) +
    `\n(nginx: ${kinds.nginx}; node:net: ${kinds.socket}, the same whole responses written to the socket with no HTTP layer; bare: ${kinds.bare}, four headers; "bare, our headers": the same server sending the headers of our hit (security headers, CSP, ETag, X-Page-Cache, a fresh X-Request-Id); wrk, 1 thread, ${String(CONNECTIONS)} connections, loopback; ${kinds.pinning}; each cell is the median (with an even count, the lower of the middle two) of ${String(ROUNDS)} runs of ${String(DURATION_S)} s, each just after ${String(RUN_WARMUP_S)} s of unmeasured load, the servers taking turns in an order that changes every round so that each runs once right after each of the others; errors are summed.)` +
    `\nGenerator check: a ratio is printed only when nginx or the bare server answered at least ${String(Math.round((CLEARLY_FASTER - 1) * 100))} % more requests/s than ours in the same run, which shows the generator was not the limit. ` +
    rows.map((row) => `${row.encoding}: ${row.generatorOk ? 'passed' : 'FAILED, the generator may be the limit: no ratio'}`).join('; ') +
    '.' +
    `\nThe hit path against the bare server with our headers is a ratio only when nginx or the node:net floor answered at least ${String(Math.round((CLEARLY_FASTER - 1) * 100))} % more requests/s than that bare server, which shows the generator was not what held both back: ` +
    rows.map((row) => `${row.encoding}: ${row.hitRatio === null ? 'FAILED, no ratio' : 'passed'}`).join('; ') +
    '.' +
    `\nWhat node:http itself costs (bare with four headers, then with our headers, as a share of the node:net floor; the floor as a share of nginx): ` +
    rows
      .map(
        (row) =>
          `${row.encoding} ${percent(row.bare, row.socket)}, ${percent(row.bareOurHeaders, row.socket)}; floor ${percent(row.socket, row.nginx)} of nginx`,
      )
      .join('; ') +
    '.'
  )
}
