/**
 * Passkeys (WebAuthn) at the built-in provider, with @simplewebauthn/server: a person adds one
 * through their one-time link or in My account, and signs in with it without typing an e-mail
 * (discoverable credentials); a signed-in person also confirms it is them with one of their own
 * passkeys before adding a credential in My account (`confirmationOptions`, `checkOwnPasskey`).
 * The relying party is PUBLIC_URL's host, so a passkey works at that address only (browsers allow
 * `localhost`, never a bare IP address). Challenges are kept in the database for five minutes and
 * used once, each for its own purpose, so any instance can check the answer and an answer to one
 * purpose never serves another. A browser's answer is at most `passkeyAnswerMaxBytes`.
 */
import { createHash } from 'node:crypto'
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm'
import type { Db } from '../../.server/db/client'
import { staffCredentials, users, webauthnChallenges } from '../../.server/db/schema'
import { recordAudit, type AuditContext } from '../audit/audit.server'
import { toStaffMember } from './session.server'
import type { StaffMember } from '../desk/context'

export type RelyingParty = { id: string; name: string; origin: string }

export { passkeyAnswerMaxBytes } from './passkey-limits'

type ChallengePurpose = 'sign-in' | 'register' | 'reauth'

/** The relying party of a site at `publicUrl`. */
export function relyingPartyOf(publicUrl: string, name: string): RelyingParty {
  const url = new URL(publicUrl)
  return { id: url.hostname, name, origin: url.origin }
}

const challengeMs = 5 * 60_000

async function saveChallenge(db: Pick<Db, 'insert' | 'delete'>, input: { challenge: string; purpose: ChallengePurpose; userId: number | null; now: Date }) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, input.now))
  await db.insert(webauthnChallenges).values({ ...input, expiresAt: new Date(input.now.getTime() + challengeMs) })
}

/** Uses a challenge up: true once, for an unexpired challenge of this purpose (and person). */
async function takeChallenge(db: Pick<Db, 'delete'>, challenge: string, purpose: ChallengePurpose, userId: number | null, now: Date): Promise<boolean> {
  const taken = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.challenge, challenge), eq(webauthnChallenges.purpose, purpose), gt(webauthnChallenges.expiresAt, now)))
    .returning({ userId: webauthnChallenges.userId })
  return taken.length === 1 && taken[0]?.userId === userId
}

/** A stable, opaque user handle for a person (no e-mail or id in clear on the authenticator). */
function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(
    createHash('sha256')
      .update(`wwd-staff:${String(userId)}`)
      .digest()
      .subarray(0, 16),
  )
}

async function passkeysOf(db: Pick<Db, 'select'>, userId: number) {
  return db
    .select()
    .from(staffCredentials)
    .where(and(eq(staffCredentials.userId, userId), eq(staffCredentials.kind, 'passkey')))
    .orderBy(asc(staffCredentials.createdAt))
}

/** The browser's options to create a passkey for `person`; their passkeys are excluded. */
export async function registrationOptions(db: Db, rp: RelyingParty, person: StaffMember, now: Date): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await passkeysOf(db, person.id)
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: person.email,
    userDisplayName: person.name || person.email,
    userID: userHandle(person.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId ?? '', transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  await saveChallenge(db, { challenge: options.challenge, purpose: 'register', userId: person.id, now })
  return options
}

/** Keeps the passkey the browser made, if it answers this person's challenge. */
export async function addPasskey(
  db: Db,
  audit: AuditContext,
  input: {
    rp: RelyingParty
    person: StaffMember
    response: unknown
    label: string
    now: Date
    /** More writes of the same transaction (My account queues the person's notice of it). */
    alongside?: (tx: Db) => Promise<void>
  },
): Promise<boolean> {
  const { rp, person, now } = input
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>
  try {
    verified = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: (challenge) => takeChallenge(db, challenge, 'register', person.id, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    })
  } catch {
    return false
  }
  if (!verified.verified) return false
  const { credential } = verified.registrationInfo
  await db.transaction(async (tx) => {
    await tx.insert(staffCredentials).values({
      userId: person.id,
      kind: 'passkey',
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      label: input.label.slice(0, 120),
      createdAt: now,
    })
    await recordAudit(tx, { ...audit, actor: person }, { action: 'auth.passkey-added', target: person.email, after: { label: input.label.slice(0, 120) } })
    await input.alongside?.(tx)
  })
  return true
}

/** The browser's options to sign in with any passkey of this site. */
export async function signInOptions(db: Db, rp: RelyingParty, now: Date): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' })
  await saveChallenge(db, { challenge: options.challenge, purpose: 'sign-in', userId: null, now })
  return options
}

/** The live person whose passkey answered a sign-in challenge, or undefined. */
export async function checkPasskey(db: Db, rp: RelyingParty, response: unknown, now: Date): Promise<StaffMember | undefined> {
  return verifyAssertion(db, rp, response, { purpose: 'sign-in', userId: null }, now)
}

/**
 * The browser's options for `person` to confirm it is them with one of their own passkeys (user
 * verification required), or undefined when they have none. The challenge is theirs alone.
 */
export async function confirmationOptions(
  db: Db,
  rp: RelyingParty,
  person: StaffMember,
  now: Date,
): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
  const own = await passkeysOf(db, person.id)
  if (own.length === 0) return undefined
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    allowCredentials: own.map((row) => ({ id: row.credentialId ?? '', transports: row.transports })),
  })
  await saveChallenge(db, { challenge: options.challenge, purpose: 'reauth', userId: person.id, now })
  return options
}

/** Whether one of `person`'s own passkeys answered their confirmation challenge (never another's). */
export async function checkOwnPasskey(db: Db, rp: RelyingParty, person: StaffMember, response: unknown, now: Date): Promise<boolean> {
  return (await verifyAssertion(db, rp, response, { purpose: 'reauth', userId: person.id }, now)) !== undefined
}

/**
 * The live person whose passkey answered a challenge of `challengeOf` (a sign-in's, anyone's; a
 * confirmation's, its person's only), with user verification; the passkey's counter and last use
 * are kept. Undefined for anything else.
 */
async function verifyAssertion(
  db: Db,
  rp: RelyingParty,
  response: unknown,
  challengeOf: { purpose: 'sign-in' | 'reauth'; userId: number | null },
  now: Date,
): Promise<StaffMember | undefined> {
  const answer = response as Partial<AuthenticationResponseJSON> | null
  if (!answer || typeof answer.id !== 'string' || answer.id.length > 1500) return undefined
  const owner = challengeOf.userId === null ? [] : [eq(staffCredentials.userId, challengeOf.userId)]
  const [row] = await db
    .select({ credential: staffCredentials, user: users })
    .from(staffCredentials)
    .innerJoin(users, eq(users.id, staffCredentials.userId))
    .where(and(eq(staffCredentials.kind, 'passkey'), eq(staffCredentials.credentialId, answer.id), isNull(users.removedAt), ...owner))
  if (!row?.credential.publicKey) return undefined
  try {
    const verified = await verifyAuthenticationResponse({
      response: answer as AuthenticationResponseJSON,
      expectedChallenge: (challenge) => takeChallenge(db, challenge, challengeOf.purpose, challengeOf.userId, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: answer.id,
        publicKey: new Uint8Array(Buffer.from(row.credential.publicKey, 'base64url')),
        counter: row.credential.counter,
        transports: row.credential.transports,
      },
      requireUserVerification: true,
    })
    if (!verified.verified) return undefined
    await db
      .update(staffCredentials)
      .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now })
      .where(eq(staffCredentials.id, row.credential.id))
    return toStaffMember(row.user)
  } catch {
    return undefined
  }
}

export type PasskeySummary = { id: number; label: string; createdAt: Date; lastUsedAt: Date | null }

export async function listPasskeys(db: Db, userId: number): Promise<PasskeySummary[]> {
  return (await passkeysOf(db, userId)).map((row) => ({ id: row.id, label: row.label, createdAt: row.createdAt, lastUsedAt: row.lastUsedAt }))
}

/**
 * Removes one of the person's own passkeys: `not-found` when it is not theirs (or gone), and
 * `last-credential` when it is the only way they have left to sign in (no password, no other
 * passkey), which would leave a signed-in person who can never confirm it is them nor sign in again.
 */
export async function removePasskey(db: Db, audit: AuditContext & { actor: StaffMember }, id: number): Promise<'removed' | 'not-found' | 'last-credential'> {
  return db.transaction(async (tx) => {
    // One change of a person's credentials at a time: two removals at once cannot take the last two.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, audit.actor.id)).for('update')
    const own = await tx
      .select({ id: staffCredentials.id, kind: staffCredentials.kind })
      .from(staffCredentials)
      .where(eq(staffCredentials.userId, audit.actor.id))
    if (!own.some((row) => row.id === id && row.kind === 'passkey')) return 'not-found'
    if (own.length === 1) return 'last-credential'
    const [gone] = await tx
      .delete(staffCredentials)
      .where(and(eq(staffCredentials.id, id), eq(staffCredentials.userId, audit.actor.id), eq(staffCredentials.kind, 'passkey')))
      .returning({ label: staffCredentials.label })
    if (!gone) return 'not-found'
    await recordAudit(tx, audit, { action: 'auth.passkey-removed', target: audit.actor.email, before: { label: gone.label } })
    return 'removed'
  })
}
