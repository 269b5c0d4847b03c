/**
 * The human check of public writes. ALTCHA (self-hosted proof of work) by default; Cloudflare
 * Turnstile when configured. A solved ALTCHA challenge works once (its nonce is stored until it
 * expires) and only until it expires.
 */
import { randomInt } from 'node:crypto'
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { lt } from 'drizzle-orm'
import type { Config } from '../../.server/config'
import type { Db } from '../../.server/db/client'
import { usedChallenges } from '../../.server/db/schema'
import { sharedSecretOnce } from '../../.server/limits/client-key'

export const CHALLENGE_TTL_SECONDS = 10 * 60
const ALGORITHM = 'PBKDF2/SHA-256'

export type HumanCheckResult = { ok: true } | { ok: false; reason: string }

/**
 * The key that signs ALTCHA challenges: one for every instance on the database, so a challenge
 * issued by one instance is accepted by whichever instance receives the solution.
 */
const hmacSecret = (db: Db) => sharedSecretOnce(db, 'human-check-hmac')

/**
 * A signed challenge. `counter` is the work the browser does (the number it must find); the server
 * verifies a solution the same way whatever it was, so in-process tests pass a small one to keep a
 * solve in milliseconds while the endpoint always asks for the full 1,000–3,000.
 */
export async function createAltchaChallenge(db: Db, now: number, counter = randomInt(1000, 3000)): Promise<Challenge> {
  const secret = await hmacSecret(db)
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1000,
    counter,
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: `${secret}:key`,
    // The expiry travels in the signed data, not in `expiresAt`: the widget judges `expiresAt` by
    // the device clock, so a visitor whose clock runs ten minutes fast could never submit. Only
    // the server, on its own clock, decides whether a challenge has expired.
    data: { expires: Math.floor(now / 1000) + CHALLENGE_TTL_SECONDS },
  })
}

type AltchaPayload = { challenge: Challenge; solution: Solution }

function decodeAltcha(token: string): AltchaPayload | undefined {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(token, 'base64').toString('utf8'))
    if (typeof decoded !== 'object' || decoded === null) return undefined
    const { challenge, solution } = decoded as Partial<AltchaPayload>
    if (!challenge?.parameters || typeof challenge.parameters.nonce !== 'string' || !solution) return undefined
    return { challenge, solution }
  } catch {
    return undefined
  }
}

async function verifyAltcha(token: string, db: Db, now: number): Promise<HumanCheckResult> {
  const payload = decodeAltcha(token)
  if (!payload) return { ok: false, reason: 'malformed' }
  const secret = await hmacSecret(db)
  let result
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: `${secret}:key`,
    })
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  if (!result.verified) return { ok: false, reason: result.invalidSignature ? 'invalid-signature' : 'invalid-solution' }
  // Signed, so the client cannot move it.
  const expiresAt = payload.challenge.parameters.data?.expires
  if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now) return { ok: false, reason: 'expired' }
  // A solution works once: the first request stores the nonce, any replay finds it taken.
  const stored = await db
    .insert(usedChallenges)
    .values({ nonce: payload.challenge.parameters.nonce, expiresAt: new Date(expiresAt * 1000) })
    .onConflictDoNothing()
    .returning({ nonce: usedChallenges.nonce })
  if (stored.length === 0) return { ok: false, reason: 'replayed' }
  return { ok: true }
}

type TurnstileResponse = { success?: boolean; 'error-codes'?: string[] }

async function verifyTurnstile(token: string, config: Config, remoteIp: string | undefined): Promise<HumanCheckResult> {
  const { turnstileSecret, turnstileVerifyUrl } = config.humanCheck
  const body = new URLSearchParams({ secret: turnstileSecret ?? '', response: token })
  if (remoteIp) body.set('remoteip', remoteIp)
  try {
    const response = await fetch(turnstileVerifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(8000) })
    if (!response.ok) return { ok: false, reason: `siteverify-${String(response.status)}` }
    const outcome = (await response.json()) as TurnstileResponse
    if (outcome.success === true) return { ok: true }
    return { ok: false, reason: outcome['error-codes']?.join(',') || 'rejected' }
  } catch {
    return { ok: false, reason: 'siteverify-unreachable' }
  }
}

export async function verifyHumanCheck(token: string, deps: { db: Db; config: Config; remoteIp?: string; now: number }): Promise<HumanCheckResult> {
  if (!token || token.length > 4096) return { ok: false, reason: 'missing' }
  return deps.config.humanCheck.provider === 'turnstile' ? verifyTurnstile(token, deps.config, deps.remoteIp) : verifyAltcha(token, deps.db, deps.now)
}

/** Forget nonces of challenges that have expired anyway. */
export async function purgeUsedChallenges(db: Db, now: Date): Promise<void> {
  await db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, now))
}
