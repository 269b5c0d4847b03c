/**
 * The built-in identity provider's password: generated at first start, shown once in the log, and
 * only its scrypt hash kept in DATA_DIR (mode 0600). Hashing runs on libuv's thread pool: one
 * scrypt takes tens of milliseconds, and sign-in attempts from many addresses must not stall the
 * thread that serves the public pages.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const N = 16384

function hash(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, 32, { N, r: 8, p: 1 }, (error, key) => {
      if (error) reject(error)
      else resolve(key)
    })
  })
}

/** Reads the stored hash, creating password and hash on first start (`created` holds the password then). */
export async function ensureBuiltinPassword(dataDir: string): Promise<{ stored: string; created?: string }> {
  const dir = path.join(dataDir, 'secrets')
  const file = path.join(dir, 'admin-password.scrypt')
  if (existsSync(file)) return { stored: readFileSync(file, 'utf8').trim() }
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  // Four groups of five letters and digits: easy to copy from a log line.
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789'
  const bytes = randomBytes(20)
  const chars = Array.from(bytes, (b) => alphabet[b % alphabet.length] ?? 'a').join('')
  const password = `${chars.slice(0, 5)}-${chars.slice(5, 10)}-${chars.slice(10, 15)}-${chars.slice(15, 20)}`
  const salt = randomBytes(16)
  const stored = `scrypt$${String(N)}$${salt.toString('base64')}$${(await hash(password, salt)).toString('base64')}`
  writeFileSync(file, `${stored}\n`, { mode: 0o600, flag: 'wx' })
  chmodSync(file, 0o600)
  return { stored, created: password }
}

export async function verifyBuiltinPassword(stored: string, attempt: string): Promise<boolean> {
  const [scheme, , salt, expected] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !expected) return false
  const wanted = Buffer.from(expected, 'base64')
  const got = await hash(attempt.slice(0, 200), Buffer.from(salt, 'base64'))
  return got.length === wanted.length && timingSafeEqual(got, wanted)
}
