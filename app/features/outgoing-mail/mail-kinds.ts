/**
 * What each outbox row is, one kind per mail the site sends: `operator` the notice of a new enquiry
 * to us, `ack` its acknowledgement to the visitor, `reply` and `status` the desk's answers in the
 * visitor's thread, `trip-confirmation` a confirmed enquiry's trips with their calendar entries,
 * `compose` and `resend` mail written or sent again on the Mail screen, `staff-link` a person's
 * one-time sign-in link and `staff-notice` the notice that a credential was added to their account.
 */
export const mailKinds = ['operator', 'ack', 'reply', 'status', 'compose', 'resend', 'staff-link', 'staff-notice', 'trip-confirmation'] as const
export type MailKind = (typeof mailKinds)[number]

/** The mails about one staff member's own sign-in (queue-staff-mail.server.ts). */
export const staffMailKinds = { link: 'staff-link', notice: 'staff-notice' } as const satisfies Record<string, MailKind>

/** Mail about one staff member's own sign-in: it went to that person alone and is never sent again from the desk. */
export function isPersonalStaffMail(kind: string): boolean {
  return kind === staffMailKinds.link || kind === staffMailKinds.notice
}
