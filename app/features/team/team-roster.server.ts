/** The Staff screen's list and its changes: who is on the team, invitations, roles, grants, removal. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Config } from '../../.server/config'
import type { Database, Db } from '../../.server/db/client'
import { staffCredentials, users } from '../../.server/db/schema'
import { changedFields, recordAudit, type AuditContext } from '../audit/audit.server'
import { refuse, type DeskFailure, type DeskResult } from '../desk/desk-result'
import { grantsFor, isRole, type Permission, type Role } from '../desk/permissions'
import type { DeskActor, StaffMember } from '../desk/context'
import { revokeSessionsOf, toStaffMember } from '../staff/session.server'
import { normaliseEmail } from '../staff/staff.server'

/**
 * Why a staff change cannot be made as the screen showed it (`stale`): the address is on the list
 * already, the person has left the list, or it would leave the desk without an owner. The issue's
 * message is the key of the staff screen's error copy.
 */
function staffConflict(path: 'email' | 'role' | 'form', code: 'already-on-list' | 'not-found' | 'last-owner'): DeskFailure {
  return refuse('stale', { issues: [{ path, message: code }] })
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

/** What the Staff screen shows: everyone on the list, who is looking, and whether people set a password of ours. */
export async function teamOverview(actor: DeskActor, services: { config: Pick<Config, 'auth'>; database: Database }) {
  const staff = await listStaff(services.database.db)
  return {
    staff: staff.map((s) => ({
      id: s.id,
      email: s.email,
      name: s.name,
      role: s.role,
      grants: [...(s.grants ?? [])],
      bound: s.bound,
      credential: s.credential,
    })),
    me: actor.staff.id,
    // With the built-in provider, people set a password of ours; with the operator's own, they sign in there.
    builtin: !services.config.auth,
  }
}

export type TeamOverview = Awaited<ReturnType<typeof teamOverview>>
