/**
 * The browser bundle carries no secrets and no server-only code: scan every file of the client
 * build for configuration names, key material, server-only packages, and the actual secret values
 * of an instance that ran with a test DATA_DIR and database.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedSecrets } from '../../app/.server/db/schema'
import { repoRoot, startServerProcess } from '../support/server-process'
import { openDatabase } from '../../app/.server/db/client'

const clientDir = path.join(repoRoot, 'build/client')

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })
}

/** Names and markers that must never reach a browser. */
const FORBIDDEN = [
  'DATABASE_URL',
  'SMTP_URL',
  'SESSION_SECRET',
  'TURNSTILE_SECRET',
  'AUTH_CLIENT_SECRET',
  '-----BEGIN',
  'PRIVATE KEY',
  'pglite',
  'PGlite',
  'nodemailer',
  'pg-protocol',
  'pg-pool',
  'drizzle-orm/node-postgres',
  'smtp-server',
  'altcha-lib',
  // The password estimator and its word lists (hundreds of kB) are the server's alone.
  'zxcvbn',
  'hmacSignatureSecret',
  'postgres://',
  'node:fs',
  'node:crypto',
  'process.env',
]

describe('the client build', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wwd-faults-secrets-'))
  let secrets: string[] = []

  beforeAll(async () => {
    // Run the built server once with a fresh DATA_DIR so it generates every secret it keeps (in
    // files and in the database), then read them all back once it has stopped.
    const server = await startServerProcess({ dataDir })
    await (await fetch(`${server.url}/api/human-check/challenge`)).text()
    await server.stop()
    const secretsDir = path.join(dataDir, 'secrets')
    secrets = existsSync(secretsDir) ? readdirSync(secretsDir).map((name) => readFileSync(path.join(secretsDir, name), 'utf8').trim()) : []
    const database = await openDatabase({ dir: path.join(dataDir, 'db') })
    try {
      const rows = await database.db.select({ value: sharedSecrets.value }).from(sharedSecrets)
      secrets.push(...rows.map((row) => row.value))
    } finally {
      await database.close()
    }
    secrets = secrets.filter((secret) => secret.length >= 16)
  })
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('holds no secret, configuration name or server-only module', () => {
    const files = filesUnder(clientDir).filter((file) => /\.(js|mjs|css|html|json|map|txt|svg|webmanifest)$/.test(file))
    expect(files.some((file) => file.endsWith('.js'))).toBe(true)
    expect(secrets.length).toBeGreaterThan(0)
    const found: string[] = []
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      for (const marker of [...FORBIDDEN, ...secrets]) {
        if (text.includes(marker)) found.push(`${path.relative(clientDir, file)}: ${secrets.includes(marker) ? 'a generated secret' : marker}`)
      }
    }
    expect(found).toEqual([])
  })
})
