/**
 * A throwaway PostgreSQL cluster of our own (initdb + pg_ctl from the Debian packages) in a temp
 * dir on a free port, so the fault suite can stop and start "the database" without touching the
 * shared server on 5432.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from '../../support/server-process'

function postgresBin(): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a))
  for (const version of versions) {
    const bin = `/usr/lib/postgresql/${version}/bin`
    if (existsSync(`${bin}/initdb`)) return bin
  }
  throw new Error('no PostgreSQL binaries under /usr/lib/postgresql/*/bin')
}

const isRoot = process.getuid?.() === 0

/** Run a PostgreSQL tool as the `postgres` user when we are root (initdb refuses root). */
function asPostgres(command: string, args: string[]): string {
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

export type PostgresCluster = {
  /** postgres://…/faults on our own port. */
  url: string
  stop: () => void
  start: () => void
  dispose: () => void
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = postgresBin()
  const dir = mkdtempSync(path.join(tmpdir(), 'wwd-faults-pg-'))
  chmodSync(dir, 0o755)
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir])
  const dataDir = path.join(dir, 'data')
  const port = await freePort()
  asPostgres(`${bin}/initdb`, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--no-instructions'])
  const options = `-p ${String(port)} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`
  let isRunning = false
  const start = () => {
    asPostgres(`${bin}/pg_ctl`, ['-D', dataDir, '-l', path.join(dir, 'log'), '-o', options, '-w', '-t', '30', 'start'])
    isRunning = true
  }
  const stop = () => {
    asPostgres(`${bin}/pg_ctl`, ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop'])
    isRunning = false
  }
  let isDisposed = false
  const dispose = () => {
    if (isDisposed) return
    isDisposed = true
    process.off('exit', dispose)
    if (isRunning) {
      try {
        asPostgres(`${bin}/pg_ctl`, ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
      } catch {
        // already stopped
      }
    }
    rmSync(dir, { recursive: true, force: true })
  }
  // pg_ctl runs the server in the background: never leave it behind, even if the suite crashes.
  process.on('exit', dispose)
  start()
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${String(port)}/postgres` })
  await admin.connect()
  await admin.query('CREATE DATABASE faults')
  await admin.end()
  return { url: `postgres://postgres@127.0.0.1:${String(port)}/faults`, start, stop, dispose }
}
