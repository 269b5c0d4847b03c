/**
 * Shared helpers of `npm run bench`: bounded child processes, the external tools (Lighthouse and
 * autocannon live outside package.json, in a cache folder), raw HTTP fetches and table printing.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import { homedir } from 'node:os'
import path from 'node:path'

export const LIGHTHOUSE_VERSION = '13.5.0'
export const AUTOCANNON_VERSION = '9.0.0'
export const toolsDir = process.env.BENCH_TOOLS_DIR ?? path.join(homedir(), '.cache', 'wwd-bench-tools')

/** Every child the bench starts, so that a deadline or Ctrl-C can end them (by pid, nothing else). */
export const children = new Set<ChildProcess>()

export function track(child: ChildProcess): ChildProcess {
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}

export function killChildren(): void {
  for (const child of children) {
    if (child.exitCode === null && child.pid !== undefined) child.kill('SIGKILL')
  }
}

export function log(line = ''): void {
  process.stdout.write(`${line}\n`)
}

export type RunResult = { code: number | null; stdout: string; stderr: string; timedOut: boolean }

/** Run a command to its end, or kill it after `timeoutMs`. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs: number; echo?: boolean },
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = track(spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] }))
    let stdout = ''
    let stderr = ''
    let timedOut = false
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (options.echo) process.stdout.write(chunk)
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
      if (options.echo) process.stderr.write(chunk)
    })
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, options.timeoutMs)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr, timedOut })
    })
  })
}

function installedVersion(name: string): string | undefined {
  const file = path.join(toolsDir, 'node_modules', name, 'package.json')
  if (!existsSync(file)) return undefined
  return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version
}

/** Install Lighthouse and autocannon into the tools cache once; later runs reuse them. */
export async function ensureTools(): Promise<{ lighthouse: string; autocannon: string }> {
  const wanted = { lighthouse: LIGHTHOUSE_VERSION, autocannon: AUTOCANNON_VERSION }
  const missing = Object.entries(wanted).filter(([name, version]) => installedVersion(name) !== version)
  if (missing.length > 0) {
    // Both at once: an install of one with --no-save removes the other from the folder.
    const all = Object.entries(wanted).map(([n, v]) => `${n}@${v}`)
    log(`Installing ${all.join(' ')} into ${toolsDir} (once)…`)
    const result = await run('npm', ['install', '--prefix', toolsDir, '--no-audit', '--no-fund', '--no-save', ...all], { timeoutMs: 5 * 60_000 })
    if (result.code !== 0) throw new Error(`could not install the bench tools:\n${result.stderr.slice(-2000)}`)
  }
  return {
    lighthouse: path.join(toolsDir, 'node_modules', 'lighthouse', 'cli', 'index.js'),
    autocannon: path.join(toolsDir, 'node_modules', 'autocannon', 'autocannon.js'),
  }
}

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** GET (without Accept-Encoding unless given): the bytes exactly as the server sends them. */
export function getRaw(url: string, timeoutMs = 15_000, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', timeout: timeoutMs, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) })
      })
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error(`GET ${url} timed out`)))
    req.on('error', reject)
    req.end()
  })
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
}

export const kib = (bytes: number, digits = 1) => (bytes / 1024).toFixed(digits)

/** A Markdown table with padded columns, readable in a terminal and pasteable into docs. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))]
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)))
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n')
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
