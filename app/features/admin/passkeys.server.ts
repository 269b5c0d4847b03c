/**
 * Passkeys (WebAuthn) at the built-in provider, with @simplewebauthn/server: a person adds one
 * through their one-time link or in My account, and signs in with it without typing an e-mail
 * (discoverable credentials). The relying party is PUBLIC_URL's host, so a passkey works at that
 * address only (browsers allow `localhost`, never a bare IP address). Challenges are kept in the
 * database for five minutes and used once, so any instance can check the answer.
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
import { recordAudit, type AuditContext } from './audit.server'
import { toStaffMember, type StaffMember } from './session.server'

export type RelyingParty = { id: string; name: string; origin: string }

/** The relying party of a site at `publicUrl`. */
export function relyingPartyOf(publicUrl: string, name: string): RelyingParty {
  const url = new URL(publicUrl)
  return { id: url.hostname, name, origin: url.origin }
}

const challengeMs = 5 * 60_000

async function saveChallenge(db: Pick<Db, 'insert' | 'delete'>, input: { challenge: string; purpose: 'sign-in' | 'register'; userId: number | null; now: Date }) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, input.now))
  await db.insert(webauthnChallenges).values({ ...input, expiresAt: new Date(input.now.getTime() + challengeMs) })
}

/** Uses a challenge up: true once, for an unexpired challenge of this purpose (and person). */
async function takeChallenge(db: Pick<Db, 'delete'>, challenge: string, purpose: 'sign-in' | 'register', userId: number | null, now: Date): Promise<boolean> {
  const taken = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.challenge, challenge), eq(webauthnChallenges.purpose, purpose), gt(webauthnChallenges.expiresAt, now)))
    .returning({ userId: webauthnChallenges.userId })
  return taken.length === 1 && taken[0]?.userId === userId
}

/** A stable, opaque user handle for a person (no e-mail or id in clear on the authenticator). */
function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHash('sha256').update(`wwd-staff:${String(userId)}`).digest().subarray(0, 16))
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
  input: { rp: RelyingParty; person: StaffMember; response: unknown; label: string; now: Date },
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
  const answer = response as Partial<AuthenticationResponseJSON> | null
  if (!answer || typeof answer.id !== 'string' || answer.id.length > 1500) return undefined
  const [row] = await db
    .select({ credential: staffCredentials, user: users })
    .from(staffCredentials)
    .innerJoin(users, eq(users.id, staffCredentials.userId))
    .where(and(eq(staffCredentials.kind, 'passkey'), eq(staffCredentials.credentialId, answer.id), isNull(users.removedAt)))
  if (!row?.credential.publicKey) return undefined
  try {
    const verified = await verifyAuthenticationResponse({
      response: answer as AuthenticationResponseJSON,
      expectedChallenge: (challenge) => takeChallenge(db, challenge, 'sign-in', null, now),
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

/** Removes one of the person's own passkeys; false when it is not theirs (or gone). */
export async function removePasskey(db: Db, audit: AuditContext & { actor: StaffMember }, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(staffCredentials)
      .where(and(eq(staffCredentials.id, id), eq(staffCredentials.userId, audit.actor.id), eq(staffCredentials.kind, 'passkey')))
      .returning({ label: staffCredentials.label })
    if (!gone) return false
    await recordAudit(tx, audit, { action: 'auth.passkey-removed', target: audit.actor.email, before: { label: gone.label } })
    return true
  })
}
