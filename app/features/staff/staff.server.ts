/** The staff list: seeding owners from ADMIN_EMAILS, matching a sign-in, invitations and changes. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../.server/db/client'
import { staffCredentials, users } from '../../.server/db/schema'
import { changedFields, recordAudit, type AuditContext } from '../audit/audit.server'
import { refuse, type DeskFailure, type DeskResult } from '../desk/desk-result'
import { grantsFor, isRole, type Permission, type Role } from '../desk/permissions'
import { revokeSessionsOf, toStaffMember } from './session.server'
import type { StaffMember } from '../desk/context'

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * Every ADMIN_EMAILS address the staff list has never held becomes an owner (idempotent). An
 * address that was on the list before is left as it is: a person an owner removed stays removed at
 * the next start, and a changed role is kept. Removed people keep their row (for the audit log),
 * so that row is the record that the address has been seen.
 */
export async function seedOwners(db: Db, emails: readonly string[]): Promise<void> {
  for (const email of new Set(emails.map(normaliseEmail))) {
    await db.execute(sql`
      insert into ${users} (email, role)
      select ${email}, 'owner'
      where not exists (select 1 from ${users} where ${users.email} = ${email})
      on conflict (email) where removed_at is null do nothing`)
  }
}

/** The live staff: `bound` once they have signed in, `credential` once they have a password or passkey of the built-in provider. */
export async function listStaff(db: Db): Promise<(StaffMember & { bound: boolean; credential: boolean; createdAt: Date })[]> {
  const rows = await db
    .select({
      user: users,
      credential: sql<boolean>`exists (select 1 from ${staffCredentials} where ${staffCredentials.userId} = ${users.id})`,
    })
    .from(users)
    .where(isNull(users.removedAt))
    .orderBy(asc(users.email))
  return rows.map(({ user, credential }) => ({ ...toStaffMember(user), bound: user.subject !== null, credential, createdAt: user.createdAt }))
}

export type SignInMatch = { ok: true; staff: StaffMember } | { ok: false; reason: 'not-on-staff-list' | 'user-mismatch' }

/**
 * The staff member for a verified identity: the exact e-mail must be on the list. The first sign-in
 * binds issuer + subject; later sign-ins must come from the same identity.
 */
export async function matchSignIn(db: Db, identity: { issuer: string; subject: string; email: string; name: string }): Promise<SignInMatch> {
  const email = normaliseEmail(identity.email)
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.removedAt)))
  if (!row) return { ok: false, reason: 'not-on-staff-list' }
  if (row.subject === null) {
    const [bound] = await db
      .update(users)
      .set({ issuer: identity.issuer, subject: identity.subject, name: row.name || identity.name.slice(0, 200) })
      .where(and(eq(users.id, row.id), isNull(users.subject)))
      .returning()
    return bound ? { ok: true, staff: toStaffMember(bound) } : { ok: false, reason: 'user-mismatch' }
  }
  if (row.issuer !== identity.issuer || row.subject !== identity.subject) return { ok: false, reason: 'user-mismatch' }
  return { ok: true, staff: toStaffMember(row) }
}

/**
 * Why a staff change cannot be made as the screen showed it (`stale`): the address is on the list
 * already, the person has left the list, or it would leave the desk without an owner. The issue's
 * message is the key of the staff screen's error copy.
 */
function staffConflict(path: 'email' | 'role' | 'form', code: 'already-on-list' | 'not-found' | 'last-owner'): DeskFailure {
  return refuse('stale', { issues: [{ path, message: code }] })
}

/** A live person by id, or undefined. */
export async function staffById(db: Pick<Db, 'select'>, id: number): Promise<StaffMember | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.removedAt)))
  return row ? toStaffMember(row) : undefined
}

/** A live person by e-mail, or undefined. */
export async function staffByEmail(db: Pick<Db, 'select'>, email: string): Promise<StaffMember | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, normaliseEmail(email)), isNull(users.removedAt)))
  return row ? toStaffMember(row) : undefined
}

export async function inviteStaff(db: Db, audit: AuditContext, input: { email: string; role: Role }): Promise<DeskResult<{ staff: StaffMember }>> {
  const email = normaliseEmail(input.email)
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.removedAt)))
    if (existing) return staffConflict('email', 'already-on-list')
    const [row] = await tx
      .insert(users)
      .values({ email, role: input.role, invitedBy: audit.actor?.id ?? null })
      .returning()
    if (!row) throw new Error('the staff insert returned no row')
    await recordAudit(tx, audit, { action: 'staff.invite', target: email, after: { email, role: input.role } })
    return { ok: true as const, staff: toStaffMember(row) }
  })
}

async function ownersLeft(tx: Pick<Db, 'select'>, exceptId: number): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'owner'), isNull(users.removedAt)))
  return rows.filter((r) => r.id !== exceptId).length
}

/** Changes a role and ends the person's live sessions at once. */
export async function changeRole(db: Db, audit: AuditContext, userId: number, role: Role, now: Date): Promise<DeskResult> {
  return db.transaction(async (tx): Promise<DeskResult> => {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.removedAt)))
    if (!row) return staffConflict('form', 'not-found')
    if (row.role === role) return { ok: true }
    if (row.role === 'owner' && (await ownersLeft(tx, userId)) === 0) return staffConflict('role', 'last-owner')
    await tx.update(users).set({ role }).where(eq(users.id, userId))
    await revokeSessionsOf(tx, userId, now)
    const diff = changedFields({ role: row.role }, { role })
    await recordAudit(tx, audit, { action: 'staff.role', target: row.email, ...diff })
    return { ok: true }
  })
}

/**
 * Sets what a person may do beyond their role (only what `grantable` allows for it). Their open
 * sessions see it on their next request: the session reads the person afresh each time.
 */
export async function setGrants(db: Db, audit: AuditContext, userId: number, grants: readonly Permission[]): Promise<DeskResult> {
  return db.transaction(async (tx): Promise<DeskResult> => {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.removedAt)))
    if (!row) return staffConflict('form', 'not-found')
    const role = isRole(row.role) ? row.role : 'agent'
    const next = grantsFor(role, grants)
    const before = grantsFor(role, row.grants)
    if (next.length === before.length && next.every((grant) => before.includes(grant))) return { ok: true }
    await tx.update(users).set({ grants: next }).where(eq(users.id, userId))
    await recordAudit(tx, audit, { action: 'staff.grants', target: row.email, before: { grants: before }, after: { grants: next } })
    return { ok: true }
  })
}

/** Removes a person from the staff list (the row stays for the audit log) and ends their sessions. */
export async function removeStaff(db: Db, audit: AuditContext, userId: number, now: Date): Promise<DeskResult> {
  return db.transaction(async (tx): Promise<DeskResult> => {
    const [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.removedAt)))
    if (!row) return staffConflict('form', 'not-found')
    if (row.role === 'owner' && (await ownersLeft(tx, userId)) === 0) return staffConflict('form', 'last-owner')
    await tx.update(users).set({ removedAt: now }).where(eq(users.id, userId))
    await revokeSessionsOf(tx, userId, now)
    await recordAudit(tx, audit, { action: 'staff.remove', target: row.email, before: { email: row.email, role: row.role } })
    return { ok: true }
  })
}
