/**
 * Part (b): SSR throughput of / and /cn against a static server of the same HTML bytes, in the
 * same run, on loopback: nginx when installed (one worker, like our one Node process), else a
 * minimal node:http server. autocannon sends no Accept-Encoding, so both answer uncompressed.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { freePort, repoRoot } from '../../tests/support/server-process'
import { getRaw, kib, log, run, sleep, table, track } from './common'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10)
const WARMUP_S = 3

type AutocannonJson = {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number }
  errors: number
  timeouts: number
  non2xx: number
  throughput: { average: number }
}

export type ThroughputRow = {
  path: string
  htmlBytes: number
  ours: AutocannonJson
  staticServer: AutocannonJson
  ratio: number
}

type StaticServer = { kind: string; url: string; stop: () => Promise<void> }

function hasNginx(): boolean {
  return spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).status === 0
}

async function waitFor(url: string, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs
  for (;;) {
    try {
      const response = await getRaw(url, 1000)
      if (response.status === 200) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in ${String(deadlineMs / 1000)} s`)
    await sleep(100)
  }
}

async function startStatic(dir: string): Promise<StaticServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${String(port)}`
  let child
  let kind: string
  if (hasNginx() && process.env.BENCH_STATIC !== 'node') {
    const version = spawnSync('nginx', ['-v'], { encoding: 'utf8' }).stderr.trim().replace('nginx version: ', '')
    kind = `${version}, 1 worker`
    for (const sub of ['logs', 'tmp']) mkdirSync(path.join(dir, sub), { recursive: true })
    // The workers may run as "nobody": let them read the pages.
    chmodSync(dir, 0o755)
    const config = `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  default_type text/html;
  charset utf-8;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  server {
    listen 127.0.0.1:${String(port)};
    root ${dir};
    location = / { rewrite ^ /en.html break; }
    location = /cn { rewrite ^ /cn.html break; }
    location / { return 404; }
  }
}
`
    writeFileSync(path.join(dir, 'nginx.conf'), config)
    child = track(spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'logs/error.log')], { stdio: 'ignore' }))
  } else {
    kind = `node:http ${process.version}`
    child = track(
      spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/bench/static-server.ts'), String(port), dir], {
        cwd: repoRoot,
        stdio: 'ignore',
      }),
    )
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => { resolve() }))
  await waitFor(`${url}/`, 15_000)
  return {
    kind,
    url,
    async stop() {
      // nginx: SIGQUIT is its graceful stop; node exits on SIGTERM. Then make sure.
      if (child.exitCode === null) child.kill(kind.startsWith('node') ? 'SIGTERM' : 'SIGQUIT')
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
      await exited
      clearTimeout(timer)
    },
  }
}

async function autocannon(cli: string, url: string, seconds: number, outFile?: string): Promise<AutocannonJson> {
  const result = await run(process.execPath, [cli, '-c', String(CONNECTIONS), '-d', String(seconds), '--json', url], {
    timeoutMs: (seconds + 30) * 1000,
  })
  if (result.code !== 0) throw new Error(`autocannon ${url} failed: ${result.stderr.slice(-500)}`)
  if (outFile) writeFileSync(outFile, result.stdout)
  return JSON.parse(result.stdout) as AutocannonJson
}

export async function runThroughput(options: { baseUrl: string; cli: string; outDir: string; workDir: string }) {
  const pages = [
    { path: '/', file: 'en.html' },
    { path: '/cn', file: 'cn.html' },
  ]
  const sizes = new Map<string, number>()
  for (const page of pages) {
    const response = await getRaw(`${options.baseUrl}${page.path}`)
    if (response.status !== 200) throw new Error(`GET ${page.path} answered ${String(response.status)}`)
    writeFileSync(path.join(options.workDir, page.file), response.body)
    writeFileSync(path.join(options.outDir, `page${page.path === '/' ? '-home' : '-cn'}.html`), response.body)
    sizes.set(page.path, response.body.length)
  }
  const staticServer = await startStatic(options.workDir)
  log(`  static server: ${staticServer.kind}; ${String(CONNECTIONS)} connections, ${String(DURATION_S)} s per run after a ${String(WARMUP_S)} s warm-up`)
  const rows: ThroughputRow[] = []
  try {
    for (const page of pages) {
      const ours = `${options.baseUrl}${page.path}`
      const other = `${staticServer.url}${page.path}`
      await autocannon(options.cli, ours, WARMUP_S)
      await autocannon(options.cli, other, WARMUP_S)
      const slug = page.path === '/' ? 'home' : 'cn'
      const oursResult = await autocannon(options.cli, ours, DURATION_S, path.join(options.outDir, `autocannon-ssr-${slug}.json`))
      const staticResult = await autocannon(options.cli, other, DURATION_S, path.join(options.outDir, `autocannon-static-${slug}.json`))
      const row: ThroughputRow = {
        path: page.path,
        htmlBytes: sizes.get(page.path) ?? 0,
        ours: oursResult,
        staticServer: staticResult,
        ratio: oursResult.requests.average / staticResult.requests.average,
      }
      rows.push(row)
      log(`  ${page.path}: ours ${oursResult.requests.average.toFixed(0)} req/s, static ${staticResult.requests.average.toFixed(0)} req/s`)
    }
  } finally {
    await staticServer.stop()
  }
  writeFileSync(path.join(options.outDir, 'throughput-summary.json'), JSON.stringify({ staticServer: staticServer.kind, connections: CONNECTIONS, durationSeconds: DURATION_S, rows }, null, 2))
  return { staticKind: staticServer.kind, rows }
}

export function throughputTable(rows: ThroughputRow[], staticKind: string): string {
  const errors = (r: AutocannonJson) => r.errors + r.timeouts + r.non2xx
  return table(
    ['page', 'HTML KiB', 'SSR req/s', 'SSR p50 ms', 'SSR p99 ms', `static req/s`, 'static p99 ms', 'ratio SSR/static', 'errors (SSR/static)'],
    rows.map((row) => [
      row.path,
      kib(row.htmlBytes),
      row.ours.requests.average.toFixed(0),
      row.ours.latency.p50,
      row.ours.latency.p99,
      row.staticServer.requests.average.toFixed(0),
      row.staticServer.latency.p99,
      `${(row.ratio * 100).toFixed(1)} %`,
      `${String(errors(row.ours))}/${String(errors(row.staticServer))}`,
    ]),
  ) + `\n(static server: ${staticKind}; ${String(CONNECTIONS)} connections, ${String(DURATION_S)} s each, uncompressed HTML on loopback)`
}
