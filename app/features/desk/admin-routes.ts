/**
 * Every route under the admin layout and the permission it needs: app/routes.ts builds the admin
 * routes from this table and the gate checks it, so a route cannot exist without a permission.
 * Paths are full paths; `index` marks the desk's home.
 */
import type { Permission } from './permissions'

export type AdminRoute = {
  id: string
  path: string
  file: string
  /** What reading it (GET, HEAD) needs. */
  permission: Permission
  /** What a state change (POST …) needs, when more than reading: sending mail, changing an enquiry. */
  writePermission?: Permission
  /** Shown in the desk's navigation under this copy key. */
  nav?:
    | 'dashboard'
    | 'content'
    | 'media'
    | 'news'
    | 'enquiries'
    | 'trips'
    | 'reconfirm'
    | 'daySheet'
    | 'templates'
    | 'mail'
    | 'calendar'
    | 'blocklist'
    | 'staff'
    | 'audit'
    | 'backups'
    | 'account'
  index?: true
  /**
   * Requests the desk makes by itself (the background session check, a live stream): they only
   * look at the session, so they neither restart its idle clock nor clear an ended session's cookie.
   */
  passive?: true
  /**
   * The route reads its request body itself, with a cap of its own (the media upload: one image,
   * up to 15 MB), instead of the gate's 1 MB for every other desk request.
   */
  readsOwnBody?: true
}

/** The route id of the layout over every admin route (its middleware is the gate; its loader, the desk's frame). */
export const adminLayoutId = 'AdminLayout'

export const adminRoutes: readonly AdminRoute[] = [
  { id: 'AdminDashboard', path: 'admin', file: 'routes/admin/dashboard.tsx', permission: 'desk.use', nav: 'dashboard', index: true },
  { id: 'AdminContent', path: 'admin/content', file: 'routes/admin/content.tsx', permission: 'content.write', nav: 'content' },
  { id: 'AdminContentUnit', path: 'admin/content/:unit', file: 'routes/admin/content-unit.tsx', permission: 'content.write' },
  { id: 'AdminContentPresence', path: 'admin/content/:unit/presence', file: 'routes/admin/content-presence.ts', permission: 'content.write', passive: true },
  { id: 'AdminMedia', path: 'admin/media', file: 'routes/admin/media.tsx', permission: 'media.write', nav: 'media' },
  { id: 'AdminMediaUpload', path: 'admin/media/upload', file: 'routes/admin/media-upload.ts', permission: 'media.write', readsOwnBody: true },
  { id: 'AdminMediaList', path: 'admin/media/list', file: 'routes/admin/media-list.ts', permission: 'media.write' },
  { id: 'AdminNews', path: 'admin/news', file: 'routes/admin/news.tsx', permission: 'news.write', nav: 'news' },
  { id: 'AdminNewsEvents', path: 'admin/news/events', file: 'routes/admin/news-events.ts', permission: 'news.write', passive: true },
  { id: 'AdminEnquiries', path: 'admin/enquiries', file: 'routes/admin/enquiries.tsx', permission: 'enquiries.read', nav: 'enquiries' },
  { id: 'AdminEnquiriesCsv', path: 'admin/enquiries.csv', file: 'routes/admin/enquiries-csv.ts', permission: 'enquiries.read' },
  { id: 'AdminEnquiriesEvents', path: 'admin/enquiries/events', file: 'routes/admin/enquiries-events.ts', permission: 'enquiries.read', passive: true },
  { id: 'AdminEnquiry', path: 'admin/enquiries/:id', file: 'routes/admin/enquiry.tsx', permission: 'enquiries.read', writePermission: 'enquiries.write' },
  { id: 'AdminTrips', path: 'admin/trips', file: 'routes/admin/trips.tsx', permission: 'enquiries.read', nav: 'trips' },
  { id: 'AdminTripsCsv', path: 'admin/trips.csv', file: 'routes/admin/trips-csv.ts', permission: 'trips.export' },
  {
    id: 'AdminReconfirm',
    path: 'admin/reconfirm',
    file: 'routes/admin/reconfirm.tsx',
    permission: 'enquiries.read',
    writePermission: 'enquiries.write',
    nav: 'reconfirm',
  },
  { id: 'AdminDaySheet', path: 'admin/day-sheet', file: 'routes/admin/day-sheet.tsx', permission: 'enquiries.read', nav: 'daySheet' },
  { id: 'AdminDaySheetCsv', path: 'admin/day-sheet.csv', file: 'routes/admin/day-sheet-csv.ts', permission: 'enquiries.read' },
  { id: 'AdminTemplates', path: 'admin/templates', file: 'routes/admin/templates.tsx', permission: 'templates.write', nav: 'templates' },
  { id: 'AdminMail', path: 'admin/mail', file: 'routes/admin/mail.tsx', permission: 'mail.read', writePermission: 'mail.send', nav: 'mail' },
  { id: 'AdminCalendar', path: 'admin/calendar', file: 'routes/admin/calendar.tsx', permission: 'calendar.manage', nav: 'calendar' },
  { id: 'AdminBlocklist', path: 'admin/blocklist', file: 'routes/admin/blocklist.tsx', permission: 'blocklist.manage', nav: 'blocklist' },
  { id: 'AdminStaff', path: 'admin/staff', file: 'routes/admin/staff.tsx', permission: 'staff.manage', nav: 'staff' },
  { id: 'AdminAudit', path: 'admin/audit', file: 'routes/admin/audit.tsx', permission: 'audit.read', nav: 'audit' },
  { id: 'AdminAuditCsv', path: 'admin/audit.csv', file: 'routes/admin/audit-csv.ts', permission: 'audit.read' },
  { id: 'AdminBackups', path: 'admin/backups', file: 'routes/admin/backups.tsx', permission: 'backups.manage', nav: 'backups' },
  { id: 'AdminBackupDownload', path: 'admin/backups/:name', file: 'routes/admin/backup-download.ts', permission: 'backups.manage' },
  { id: 'AdminAccount', path: 'admin/account', file: 'routes/admin/account.tsx', permission: 'desk.use', nav: 'account' },
  { id: 'AdminAccountPasskey', path: 'admin/account/passkey', file: 'routes/admin/account-passkey.ts', permission: 'desk.use' },
  { id: 'AdminSession', path: 'admin/session', file: 'routes/admin/session.ts', permission: 'desk.use', passive: true },
  { id: 'AdminSignOut', path: 'admin/sign-out', file: 'routes/admin/sign-out.ts', permission: 'desk.use' },
]

function routeForPattern(pattern: string): AdminRoute | undefined {
  const path = pattern.replace(/^\/+|\/+$/g, '')
  return adminRoutes.find((route) => route.path === path)
}

/** The permission a request needs, by route pattern ("/admin/staff") and method; undefined: not an admin route (refused). */
export function permissionForPattern(pattern: string, method = 'GET'): Permission | undefined {
  const route = routeForPattern(pattern)
  const isRead = method === 'GET' || method === 'HEAD'
  return isRead ? route?.permission : (route?.writePermission ?? route?.permission)
}

/** Whether a request to this route pattern is one the desk makes by itself (see `passive`). */
export function isPassivePattern(pattern: string): boolean {
  return routeForPattern(pattern)?.passive === true
}

/** Whether the route at this pattern caps its request body itself (see `readsOwnBody`). */
export function readsOwnBodyPattern(pattern: string): boolean {
  return routeForPattern(pattern)?.readsOwnBody === true
}
