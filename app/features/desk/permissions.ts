/**
 * Roles and what each may do: one table, read by the browser (to show what is possible) and by the
 * server (which decides). Hiding a button is never the check: on the server, the gate checks each
 * route's permission (admin-routes.ts) and each desk command checks its own (`authorize`), both with
 * `allows`, which adds the person's grants to their role.
 */
export const roles = ['owner', 'editor', 'agent'] as const
export type Role = (typeof roles)[number]

export const permissions = [
  'staff.manage',
  'audit.read',
  'content.write',
  'media.write',
  'news.write',
  'enquiries.read',
  'enquiries.write',
  'mail.read',
  'mail.send',
  'templates.write',
  'calendar.manage',
  'blocklist.manage',
  'backups.manage',
  /** Every trip with its agreed price, as CSV (owners); agents plan and reconfirm trips with enquiries.write. */
  'trips.export',
  'desk.use',
] as const
export type Permission = (typeof permissions)[number]

/** The permission table. Owners may do everything. */
const granted: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(permissions),
  editor: new Set<Permission>(['desk.use', 'content.write', 'media.write', 'news.write', 'mail.read', 'templates.write']),
  agent: new Set<Permission>(['desk.use', 'enquiries.read', 'enquiries.write', 'mail.read', 'mail.send']),
}

export function can(role: Role, permission: Permission): boolean {
  return granted[role].has(permission)
}

/**
 * What an owner may give one person beyond their role, on the Staff screen: an agent who answers
 * enquiries may be trusted with the reply templates they use.
 */
export const grantable: Readonly<Partial<Record<Role, readonly Permission[]>>> = { agent: ['templates.write'] }

/** The grants of a person that their role allows giving (a grant left from an earlier role counts for nothing). */
export function grantsFor(role: Role, grants: readonly string[]): Permission[] {
  return (grantable[role] ?? []).filter((permission) => grants.includes(permission))
}

/** Whether this person may: their role's permissions and what an owner granted them. Every check of the desk asks this. */
export function allows(staff: { role: Role; grants?: readonly Permission[] }, permission: Permission): boolean {
  return can(staff.role, permission) || grantsFor(staff.role, staff.grants ?? []).includes(permission)
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value)
}
