/**
 * The mails that carry a credential link (invitation, reset), in the invitee's desk language,
 * through the outbox like every other mail. Their kind is `staff-link`: the mail desk never shows
 * or resends their text, since the link in it sets the person's password.
 */
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
