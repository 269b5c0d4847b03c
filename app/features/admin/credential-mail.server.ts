/**
 * The mails about a person's own credential, through the outbox like every other mail: the ones
 * that carry a credential link (invitation, reset), in the invitee's desk language, of kind
 * `staff-link` (the mail desk never resends them, since the link in one sets the password); and
 * the notice that a credential was added on My account, of kind `staff-notice`.
 */
import { dubaiDateTime } from '../../lib/dubai-time'
import type { Db } from '../../.server/db/client'
import { mailOutbox } from '../../.server/db/schema'
import { deskCopy, type DeskLang } from './copy'
import type { LinkPurpose } from './credentials.server'
import type { Role } from './permissions'

export const credentialMailKind = 'staff-link'

export async function queueCredentialMail(
  tx: Pick<Db, 'insert'>,
  input: { to: string; lang: DeskLang; purpose: LinkPurpose; role: Role; url: string; by: string },
): Promise<void> {
  const copy = deskCopy(input.lang)
  const words = copy.staff.invitation
  const reset = input.purpose === 'reset'
  const subject = reset ? words.resetSubject(copy.brand) : words.subject(copy.brand)
  const text = reset ? words.resetBody(copy.brand, input.url) : words.body(copy.brand, copy.roles[input.role], input.url)
  await tx.insert(mailOutbox).values({ to: [input.to], subject, text, kind: credentialMailKind, createdBy: input.by })
}

/** The kind of the notice that a credential was added on My account (never sent again from the mail desk). */
export const credentialNoticeKind = 'staff-notice'

/** What was added: a passkey (its name), a first password, or a new password (and how many other sessions ended). */
export type CredentialChange =
  { kind: 'passkey'; label: string } | { kind: 'password-set'; endedSessions: number } | { kind: 'password-changed'; endedSessions: number }

/** The notice in one language: its subject and its text. */
export function credentialNotice(lang: DeskLang, change: CredentialChange, at: { when: Date; device: string; ip: string }): { subject: string; text: string } {
  const copy = deskCopy(lang)
  const words = copy.account.notice
  const when = dubaiDateTime(at.when)
  const [subject, body] =
    change.kind === 'passkey'
      ? [words.passkeySubject(copy.brand), words.passkeyBody(copy.brand, change.label, when, at.device, at.ip)]
      : change.kind === 'password-set'
        ? [words.passwordSetSubject(copy.brand), words.passwordSetBody(copy.brand, when, at.device, at.ip)]
        : [words.passwordChangedSubject(copy.brand), words.passwordChangedBody(copy.brand, when, at.device, at.ip)]
  const ended = change.kind !== 'passkey' && change.endedSessions > 0 ? `\n\n${words.othersEnded(change.endedSessions)}` : ''
  return { subject, text: `${body}${ended}\n\n${words.notYou}` }
}

/**
 * Tells a person that a credential was added to their account on My account (a stolen session
 * that added one is then seen at once), through the outbox in the transaction that added it: in
 * the desk language they chose, or in both when they never chose one.
 */
export async function queueCredentialNotice(
  tx: Pick<Db, 'insert'>,
  input: { to: string; lang: DeskLang | undefined; change: CredentialChange; when: Date; device: string; ip: string },
): Promise<void> {
  const at = { when: input.when, device: input.device, ip: input.ip || '?' }
  const mail = input.lang
    ? credentialNotice(input.lang, input.change, at)
    : (() => {
        const en = credentialNotice('en', input.change, at)
        const zh = credentialNotice('zh', input.change, at)
        return { subject: `${en.subject} · ${zh.subject}`, text: `${en.text}\n\n————————\n\n${zh.text}` }
      })()
  await tx.insert(mailOutbox).values({ to: [input.to], subject: mail.subject, text: mail.text, kind: credentialNoticeKind, createdBy: input.to })
}
