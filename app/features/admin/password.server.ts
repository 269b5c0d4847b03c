/**
 * Staff passwords of the built-in provider: each person's own, at least 12 characters, not one of
 * the common passwords that zxcvbn-ts ships, kept only as a scrypt hash. Hashing runs on libuv's
 * thread pool: one scrypt takes tens of milliseconds, and sign-in attempts from many addresses must
 * not stall the thread that serves the public pages.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const N = 16384
export const passwordMinLength = 12
export const passwordMaxLength = 200

function hash(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, 32, { N, r: 8, p: 1 }, (error, key) => {
      if (error) reject(error)
      else resolve(key)
    })
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  return `scrypt$${String(N)}$${salt.toString('base64')}$${(await hash(password, salt)).toString('base64')}`
}

/** A stand-in hash, so that an unknown e-mail costs as much time as a wrong password. */
let decoy: Promise<string> | undefined

export async function verifyPassword(stored: string | undefined, attempt: string): Promise<boolean> {
  const [scheme, , salt, expected] = (stored ?? (await (decoy ??= hashPassword(randomBytes(18).toString('base64'))))).split('$')
  if (scheme !== 'scrypt' || !salt || !expected) return false
  const wanted = Buffer.from(expected, 'base64')
  const got = await hash(attempt.slice(0, passwordMaxLength), Buffer.from(salt, 'base64'))
  return stored !== undefined && got.length === wanted.length && timingSafeEqual(got, wanted)
}

let common: Promise<Set<string>> | undefined
function commonPasswords(): Promise<Set<string>> {
  return (common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())),
  ))
}

const graphemes = new Intl.Segmenter()

export type PasswordProblem = 'too-short' | 'too-long' | 'too-common' | 'is-email'

/** Why a new password is refused, or undefined when it will do. */
export async function passwordProblem(password: string, email: string): Promise<PasswordProblem | undefined> {
  // Characters as a person counts them (an emoji or a Chinese character is one).
  if ([...graphemes.segment(password)].length < passwordMinLength) return 'too-short'
  if (password.length > passwordMaxLength) return 'too-long'
  const folded = password.toLowerCase()
  if (folded === email.toLowerCase() || folded === email.split('@')[0]?.toLowerCase()) return 'is-email'
  if ((await commonPasswords()).has(folded)) return 'too-common'
  return undefined
}
