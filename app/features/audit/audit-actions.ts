/**
 * Every action the audit log records: the codes stored in its `action` column. A write can only
 * record one of these, and the desk copy names each in English and Chinese, so the log never shows
 * an operator a code nobody translated.
 */
export const auditActions = [
  'auth.sign-in',
  'auth.sign-in-failed',
  'auth.sign-out',
  'auth.sign-out-everywhere',
  'auth.session-ended',
  'auth.password-set',
  'auth.idp-password-refused',
  'auth.passkey-added',
  'auth.passkey-removed',
  'auth.passkey-refused',
  'auth.reauthenticated',
  'auth.reauth-refused',
  'staff.invite',
  'staff.role',
  'staff.grants',
  'staff.reset',
  'staff.remove',
  'content.publish',
  'content.restore',
  'content.discard',
  'media.upload',
  'media.update',
  'media.delete',
  'news.create',
  'news.update',
  'news.delete',
  'news.restore',
  'enquiry.status',
  'enquiry.note',
  'trip.create',
  'trip.update',
  'trip.cancel',
  'trip.confirmation-mail',
  'trips.export',
  'mail.reply',
  'mail.compose',
  'mail.resend',
  'mail.retry',
  'template.create',
  'template.update',
  'template.delete',
  'calendar.update',
  'blocklist.update',
  'enquiries.export',
  'audit.export',
  'backups.snapshot',
  'backups.download',
  'trip.reconfirm',
  'trip.reconfirm-undo',
] as const

export type AuditAction = (typeof auditActions)[number]

export function isAuditAction(value: string): value is AuditAction {
  return (auditActions as readonly string[]).includes(value)
}
