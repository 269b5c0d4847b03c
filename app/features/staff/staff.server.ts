/** The staff list as sign-in reads it: seeding owners from ADMIN_EMAILS, matching a sign-in, finding a person. */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../.server/db/client'
import { users } from '../../.server/db/schema'
import { toStaffMember } from './session.server'
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
