/**
 * Each person's own credential at the built-in provider, and the one-time links that set it: an
 * owner's invitation, an owner's reset, or the setup link of an ADMIN_EMAILS owner at first start.
 * A link's token is shown once (in the mail, the staff screen or the log); only its SHA-256 is kept.
 * Opening a link changes nothing (mail scanners open links); setting the credential uses it up.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../.server/db/client'
import { contentUnits, staffCredentials, staffInvitations, users } from '../../.server/db/schema'
import { recordAudit, type AuditContext } from '../audit/audit.server'
import { builtinSiteNames, hashPassword, passwordProblem, verifyPassword, type PasswordProblem } from './password.server'
import { hashToken, revokeOtherSessionsOf, revokeSessionsOf, toStaffMember } from './session.server'
import type { StaffMember } from '../desk/context'

/** How long a credential link works. */
export const credentialLinkHours = 72

export type LinkPurpose = 'invite' | 'reset' | 'setup'

/** The address of a credential link (served by the built-in provider, app/features/staff/idp/provider.server.ts). */
export function credentialLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/interaction/setup/${token}`
}

/**
 * A new link for a live person; earlier unused links of theirs stop working, except that a start's
 * setup link leaves the others be (a recovery link printed before the restart must still work).
 * Setting a credential uses up all of them. Pass the write's transaction.
 */
export async function issueCredentialLink(
  tx: Db,
  input: { userId: number; purpose: LinkPurpose; createdBy: number | null; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  if (input.purpose !== 'setup') await useUpCredentialLinks(tx, input.userId, input.now)
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(input.now.getTime() + credentialLinkHours * 3600_000)
  await tx.insert(staffInvitations).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    purpose: input.purpose,
    createdBy: input.createdBy,
    createdAt: input.now,
    expiresAt,
  })
  return { token, expiresAt }
}

/** Every open link of a person stops working (a credential was set, by a link or otherwise). */
export async function useUpCredentialLinks(tx: Pick<Db, 'update'>, userId: number, now: Date): Promise<void> {
  await tx
    .update(staffInvitations)
    .set({ usedAt: now })
    .where(and(eq(staffInvitations.userId, userId), isNull(staffInvitations.usedAt)))
}

/** A person's one password: set, or replaced (the hash is made by the caller, outside the transaction). */
async function storePassword(tx: Pick<Db, 'insert'>, userId: number, stored: string, now: Date): Promise<void> {
  await tx
    .insert(staffCredentials)
    .values({ userId, kind: 'password', passwordHash: stored, createdAt: now })
    .onConflictDoUpdate({
      target: staffCredentials.userId,
      targetWhere: sql`${staffCredentials.kind} = 'password'`,
      set: { passwordHash: stored, createdAt: now, lastUsedAt: null },
    })
}

export type OpenLink = { ok: true; staff: StaffMember; purpose: LinkPurpose; hasPassword: boolean } | { ok: false; reason: 'unknown' | 'used' | 'expired' }

/** What a link's page shows: whose it is, or why it no longer works. */
export async function openCredentialLink(db: Db, token: string, now: Date): Promise<OpenLink> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { ok: false, reason: 'unknown' }
  const [row] = await db
    .select({ link: staffInvitations, user: users })
    .from(staffInvitations)
    .innerJoin(users, eq(users.id, staffInvitations.userId))
    .where(eq(staffInvitations.tokenHash, hashToken(token)))
  if (!row || row.user.removedAt) return { ok: false, reason: 'unknown' }
  if (row.link.usedAt) return { ok: false, reason: 'used' }
  if (row.link.expiresAt <= now) return { ok: false, reason: 'expired' }
  const [password] = await db
    .select({ id: staffCredentials.id })
    .from(staffCredentials)
    .where(and(eq(staffCredentials.userId, row.user.id), eq(staffCredentials.kind, 'password')))
  return { ok: true, staff: toStaffMember(row.user), purpose: row.link.purpose, hasPassword: Boolean(password) }
}

export type SetPasswordResult = { ok: true; staff: StaffMember } | { ok: false; reason: 'unknown' | 'used' | 'expired' | PasswordProblem }

/**
 * Sets the link's person's password and uses the link up, in one transaction: of two submits of
 * one link, only one sets it. A reset also ends the person's sessions.
 */
export async function setPasswordWithLink(
  db: Db,
  audit: Omit<AuditContext, 'actor'>,
  input: { token: string; password: string; now: Date },
): Promise<SetPasswordResult> {
  const opened = await openCredentialLink(db, input.token, input.now)
  if (!opened.ok) return opened
  const problem = await passwordProblem(input.password, opened.staff.email, await siteNames(db))
  if (problem) return { ok: false, reason: problem }
  const stored = await hashPassword(input.password)
  return db.transaction(async (tx): Promise<SetPasswordResult> => {
    const [used] = await tx
      .update(staffInvitations)
      .set({ usedAt: input.now })
      .where(and(eq(staffInvitations.tokenHash, hashToken(input.token)), isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, input.now)))
      .returning({ purpose: staffInvitations.purpose })
    if (!used) return { ok: false, reason: 'used' }
    await useUpCredentialLinks(tx, opened.staff.id, input.now)
    await storePassword(tx, opened.staff.id, stored, input.now)
    if (used.purpose === 'reset') await revokeSessionsOf(tx, opened.staff.id, input.now)
    await recordAudit(tx, { ...audit, actor: opened.staff }, { action: 'auth.password-set', target: opened.staff.email, after: { via: used.purpose } })
    return { ok: true, staff: opened.staff }
  })
}

/**
 * The live person whose own password this is, or undefined. An unknown e-mail costs the same
 * scrypt as a wrong password, so the answer's timing does not tell who is on the staff list.
 */
export async function checkPassword(db: Db, email: string, password: string, now: Date): Promise<StaffMember | undefined> {
  const [row] = await db
    .select({ user: users, credentialId: staffCredentials.id, passwordHash: staffCredentials.passwordHash })
    .from(users)
    .innerJoin(staffCredentials, and(eq(staffCredentials.userId, users.id), eq(staffCredentials.kind, 'password')))
    .where(and(eq(users.email, email), isNull(users.removedAt)))
  if (!(await verifyPassword(row?.passwordHash ?? undefined, password)) || !row) return undefined
  await db.update(staffCredentials).set({ lastUsedAt: now }).where(eq(staffCredentials.id, row.credentialId))
  return toStaffMember(row.user)
}

/** Whether a live person has any credential at the built-in provider. */
export async function hasCredential(db: Pick<Db, 'select'>, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: staffCredentials.id }).from(staffCredentials).where(eq(staffCredentials.userId, userId)).limit(1)
  return Boolean(row)
}

/**
 * First start and recovery: a setup link for each live owner among `emails` who has no credential
 * yet (the first start's log line `setupLinks`).
 */
export async function setupLinksFor(db: Db, input: { emails: readonly string[]; publicUrl: string; now: Date }): Promise<{ email: string; url: string }[]> {
  const links: { email: string; url: string }[] = []
  for (const email of input.emails) {
    const [owner] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, email), eq(users.role, 'owner'), isNull(users.removedAt)))
    if (!owner || (await hasCredential(db, owner.id))) continue
    const { token } = await db.transaction((tx) => issueCredentialLink(tx, { userId: owner.id, purpose: 'setup', createdBy: null, now: input.now }))
    links.push({ email, url: credentialLinkUrl(input.publicUrl, token) })
  }
  return links
}

/** An owner's reset of a person: their credentials go, their sessions end, a new link is made. */
export async function resetCredentials(tx: Db, userId: number, createdBy: number | null, now: Date) {
  await tx.delete(staffCredentials).where(eq(staffCredentials.userId, userId))
  await revokeSessionsOf(tx, userId, now)
  return issueCredentialLink(tx, { userId, purpose: 'reset', createdBy, now })
}

/**
 * Failed passwords at the built-in provider, counted after the check: per client address, and per
 * (account, client address). Failures from elsewhere never lock an account's owner out: past
 * `slowAfter` failures of one account in the window, each attempt on it waits a little longer
 * (`slowdownMs`), up to two seconds.
 */
export const passwordFailureLimits = {
  perClient: [{ limit: 30, seconds: 10 * 60 }],
  perAccountClient: [{ limit: 10, seconds: 10 * 60 }],
  /** Counted only (never refused): its count sets the slow-down. */
  perAccount: { limit: Number.MAX_SAFE_INTEGER, seconds: 10 * 60 },
  slowAfter: 10,
}

/** How long an attempt on an account waits, given its failures (from everywhere) in the window. */
export function slowdownMs(accountFailures: number): number {
  return Math.min(2000, Math.max(0, accountFailures - passwordFailureLimits.slowAfter) * 200)
}

/**
 * Recovery from the console (`npm run desk:invite -- someone@example.com`), for when no owner can
 * sign in: a live person gets a reset link (their old credentials and sessions end); an address
 * not on the list joins as an owner with an invitation link. Audited as done from the console.
 */
export async function recoveryLink(db: Db, input: { email: string; publicUrl: string; now: Date }): Promise<{ email: string; url: string; added: boolean }> {
  const email = input.email.trim().toLowerCase()
  const audit: AuditContext = { actor: null, ip: '', userAgent: 'npm run desk:invite', requestId: '' }
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(users)
      .where(and(eq(users.email, email), isNull(users.removedAt)))
    if (live) {
      const { token } = await resetCredentials(tx, live.id, null, input.now)
      await recordAudit(tx, audit, { action: 'staff.reset', target: email, actorEmail: 'console' })
      return { email, url: credentialLinkUrl(input.publicUrl, token), added: false }
    }
    const [row] = await tx.insert(users).values({ email, role: 'owner' }).returning()
    if (!row) throw new Error('the staff insert returned no row')
    const { token } = await issueCredentialLink(tx, { userId: row.id, purpose: 'invite', createdBy: null, now: input.now })
    await recordAudit(tx, audit, { action: 'staff.invite', target: email, after: { email, role: 'owner' }, actorEmail: 'console' })
    return { email, url: credentialLinkUrl(input.publicUrl, token), added: true }
  })
}

export type ChangePasswordResult = { ok: true; endedSessions: number } | { ok: false; reason: PasswordProblem }

/**
 * A signed-in person sets or changes their own password, once they have confirmed it is them (the
 * caller's part, reauth.server.ts). With `keepOnly`, every other session of theirs ends (the one
 * they use stays), in the same transaction; `alongside` adds writes to it (their notice).
 */
export async function changePassword(
  db: Db,
  audit: AuditContext,
  input: {
    person: StaffMember
    password: string
    now: Date
    keepOnly?: string | undefined
    alongside?: (tx: Db, change: { isFirst: boolean; endedSessions: number }) => Promise<void>
  },
): Promise<ChangePasswordResult> {
  const problem = await passwordProblem(input.password, input.person.email, await siteNames(db))
  if (problem) return { ok: false, reason: problem }
  const stored = await hashPassword(input.password)
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: staffCredentials.id })
      .from(staffCredentials)
      .where(and(eq(staffCredentials.userId, input.person.id), eq(staffCredentials.kind, 'password')))
    await storePassword(tx, input.person.id, stored, input.now)
    const endedSessions = input.keepOnly === undefined ? 0 : await revokeOtherSessionsOf(tx, input.person.id, input.keepOnly, input.now)
    const after: Record<string, unknown> = { via: existing ? 'changed' : 'account' }
    if (input.keepOnly !== undefined) after.endedSessions = endedSessions
    await recordAudit(tx, audit, { action: 'auth.password-set', target: input.person.email, after })
    await input.alongside?.(tx, { isFirst: !existing, endedSessions })
    return { ok: true, endedSessions }
  })
}

/**
 * The company's names a password may not contain: the desk's own (password.server.ts
 * `builtinSiteNames`), and the site's brand as its settings hold it now, should an editor have
 * renamed it (read from the content store's `settings` unit; ignored when it cannot be read).
 */
export async function siteNames(db: Pick<Db, 'select'>): Promise<string[]> {
  const [row] = await db.select({ data: contentUnits.data }).from(contentUnits).where(eq(contentUnits.id, 'settings'))
  const brand = brandSchema.safeParse(row?.data)
  return brand.success ? [...builtinSiteNames, brand.data.brand.en, brand.data.brand.zh] : [...builtinSiteNames]
}

const brandSchema = z.object({ brand: z.object({ en: z.string().max(200), zh: z.string().max(200) }) })
