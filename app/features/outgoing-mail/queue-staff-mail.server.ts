/**
 * The mails about a person's own desk sign-in go through the outbox like every other mail, in the
 * caller's transaction: the one-time link (kind `staff-link`) and the notice that a credential was
 * added (kind `staff-notice`). The mail desk never resends either: the link in one sets the
 * password, and a notice is about a moment that has passed.
 */
import type { Db } from '../../.server/db/client'
import { mailOutbox } from '../../.server/db/schema'
import type { Lang, Localized } from '../i18n/lang'
import { staffMailKinds } from './mail-kinds'
import { credentialLinkMail, credentialNoticeIn, type CredentialChange, type CredentialLinkPurpose } from './staff-credential'

/** Queues the link to set a password, in the invitee's desk language; `role` is the role's name in it. */
export async function queueCredentialMail(
  tx: Pick<Db, 'insert'>,
  input: { to: string; lang: Lang; purpose: CredentialLinkPurpose; brand: string; role: string; url: string; by: string },
): Promise<void> {
  const mail = credentialLinkMail(input.lang, input)
  await tx.insert(mailOutbox).values({ to: [input.to], subject: mail.subject, text: mail.text, kind: staffMailKinds.link, createdBy: input.by })
}

/**
 * Tells a person that a credential was added to their account on My account (a stolen session
 * that added one is then seen at once): in the desk language they chose, or in every language
 * when they never chose one.
 */
export async function queueCredentialNotice(
  tx: Pick<Db, 'insert'>,
  input: { to: string; lang: Lang | undefined; brand: Localized; change: CredentialChange; when: Date; device: string; ip: string },
): Promise<void> {
  const mail = credentialNoticeIn(input.lang, input.brand, input.change, { when: input.when, device: input.device, ip: input.ip || '?' })
  await tx.insert(mailOutbox).values({ to: [input.to], subject: mail.subject, text: mail.text, kind: staffMailKinds.notice, createdBy: input.to })
}
