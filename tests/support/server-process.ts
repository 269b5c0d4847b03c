/** Start the real production server as a child process, on a free port, with its own DATA_DIR. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverArgs } from '../../scripts/build-server'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => {
        resolve(port)
      })
    })
  })
}

export type ServerProcess = {
  url: string
  dataDir: string
  child: ChildProcess
  output: () => string
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
  /** The server's time now (with `clock: true`, ahead of this machine's by what the test moved it). */
  now: () => number
  /** Moves the server's clock (started with `clock: true`) forward to `at`, at once: no test sleeps for it. */
  setTime: (at: number) => void
}

/** The variable naming the run's DATA_DIR template (data-dir-template.ts makes it), inherited by test workers. */
export const dataDirTemplateEnv = 'WWD_TEST_DATA_DIR_TEMPLATE'

/** A new DATA_DIR of the test's own: a copy of the run's template, or empty when `fresh` or there is none. */
export function newDataDir(fresh = false): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wwd-e2e-'))
  const template = process.env[dataDirTemplateEnv]
  // `cp -a` keeps the files' private modes, which a server repairs (and warns about) otherwise.
  if (template && !fresh) execFileSync('cp', ['-a', `${template}/.`, dir])
  return dir
}

export async function startServerProcess(
  options: {
    env?: Record<string, string>
    dataDir?: string
    nodeBinary?: string
    port?: number
    /** Node's arguments; by default those of `npm start`'s server command (the prebuilt server). */
    args?: readonly string[]
    /** A clock the test moves (TEST_CLOCK_FILE): for a server of the test's own, since it moves for every page. */
    clock?: boolean
    /**
     * A first start in an empty DATA_DIR. By default a new DATA_DIR is a copy of the run's template
     * when there is one (data-dir-template.ts): the same database, made and migrated once.
     */
    fresh?: boolean
  } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort())
  const dataDir = options.dataDir ?? newDataDir(options.fresh)
  const clockFile = options.clock ? path.join(mkdtempSync(path.join(tmpdir(), 'wwd-clock-')), 'offset') : undefined
  let offset = 0
  const child = spawn(options.nodeBinary ?? process.execPath, options.args ?? serverArgs, {
    cwd: repoRoot,
    // An empty string in options.env removes that variable (e.g. NODE_ENV, as `npm start` runs).
    env: Object.fromEntries(
      Object.entries({
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${String(port)}`,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // No daily snapshot in the middle of another test's run; backup tests turn it on.
        BACKUP_AT: 'off',
        ...(clockFile ? { TEST_CLOCK_FILE: clockFile } : {}),
        ...options.env,
      }).filter(([, value]) => value !== ''),
    ),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      resolve(code)
    }),
  )
  const url = `http://127.0.0.1:${String(port)}`
  // A machine shared with other runs may start the server slower: E2E_SERVER_READY_SECONDS waits longer.
  const readySeconds = Number(process.env.E2E_SERVER_READY_SECONDS ?? 60)
  const deadline = Date.now() + readySeconds * 1000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${String(child.exitCode)}:\n${output}`)
    try {
      const response = await fetch(`${url}/readyz`)
      if (response.ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not become ready in ${String(readySeconds)} s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    dataDir,
    child,
    output: () => output,
    now: () => Date.now() + offset,
    setTime(at) {
      if (!clockFile) throw new Error('this server was started without a clock to move (clock: true)')
      offset = Math.max(offset, at - Date.now())
      writeFileSync(clockFile, String(offset))
    },
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal)
      const code = await exited
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true })
      if (clockFile) rmSync(path.dirname(clockFile), { recursive: true, force: true })
      return code
    },
  }
}
