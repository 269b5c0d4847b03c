/**
 * One outgoing mail as the desk shows it, on the mail screen and on an enquiry: its delivery status,
 * kind, times, subject, recipients, attempts and last error, and what may be done with it (retry a
 * failed one; send a sent one again, or a copy to oneself). The commands go to /admin/mail.
 */
import { Link, useFetcher } from 'react-router'
import { refusalText } from '../desk/ui/desk-notice'
import { useDeskLang } from '../desk/use-desk-lang'
import { dubaiDateTime } from '../../lib/dubai-time'
import { mailCopy } from './mail-copy'
import { isPersonalStaffMail, mailKinds, type MailKind } from '../outgoing-mail/mail-kinds'
import type { MailSummary } from './mail-schema'
import type { MailCommandResult } from './outbox-desk.server'

export type MailItemData = MailSummary & {
  /** Shown as a link to the enquiry (the mail screen; on the enquiry itself it is left out). */
  enquiry?: { id: number; reference: string } | null
  /** An enquiry's mail listed for a role that does not read enquiries: no recipients or subject came. */
  isHidden?: boolean
}

const statusStyle = {
  ERROR: 'bg-red-700 text-white',
  SUCCESS: 'bg-emerald-100 text-emerald-900',
  PENDING: 'bg-amber-100 text-amber-950',
  PROCESSING: 'bg-amber-100 text-amber-950',
}

function Command({ mail, intent, target, label }: { mail: MailItemData; intent: 'retry' | 'resend'; target?: 'original' | 'me'; label: string }) {
  const { lang, copy: desk } = useDeskLang()
  const copy = mailCopy(lang)
  const fetcher = useFetcher<MailCommandResult>()
  const done = fetcher.state === 'idle' ? fetcher.data : undefined
  return (
    <fetcher.Form method="post" action="/admin/mail" className="inline-flex items-center gap-2">
      <input type="hidden" name="intent" value={intent} />
      {target ? <input type="hidden" name="target" value={target} /> : null}
      <input type="hidden" name="id" value={mail.id} />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="rounded-full border border-navy px-3 py-1"
        aria-label={`${label}${copy.colon}${mail.subject}`}
      >
        {label}
      </button>
      {done?.ok ? (
        <span role="status" className="text-xs">
          {copy.queued}
        </span>
      ) : done ? (
        <span role="alert" className="text-xs text-red-900">
          {refusalText(done, desk, { stale: copy.stale, limited: copy.limited })}
        </span>
      ) : null}
    </fetcher.Form>
  )
}

export function MailItem({ mail, canSend }: { mail: MailItemData; canSend: boolean }) {
  const { lang } = useDeskLang()
  const copy = mailCopy(lang)
  const kind = (mailKinds as readonly string[]).includes(mail.kind) ? copy.kinds[mail.kind as MailKind] : mail.kind
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyle[mail.status]}`}>{copy.statuses[mail.status]}</span>
        <span className="text-muted">{kind}</span>
        <span className="text-muted">
          {copy.created} {dubaiDateTime(mail.createdAt)}
          {mail.sentAt ? ` · ${copy.sent} ${dubaiDateTime(mail.sentAt)}` : ''}
        </span>
        {mail.enquiry ? (
          <Link to={`/admin/enquiries/${String(mail.enquiry.id)}`} className="text-navy underline">
            {copy.enquiry} {mail.enquiry.reference}
          </Link>
        ) : null}
      </div>
      {mail.isHidden ? (
        <p className="mt-1 text-muted italic">{copy.hiddenEnquiryMail}</p>
      ) : (
        <>
          <p className="mt-1 font-semibold break-words">{mail.subject}</p>
          <p className="text-muted break-all">
            {copy.recipients}
            {copy.colon}
            {mail.to.join(', ')}
          </p>
        </>
      )}
      {mail.createdBy ? (
        <p className="text-muted">
          {copy.by}
          {copy.colon}
          {mail.createdBy}
        </p>
      ) : null}
      {mail.status !== 'SUCCESS' ? (
        <p className="text-muted">
          {copy.attempts}
          {copy.colon}
          {mail.attempts}
        </p>
      ) : null}
      {mail.lastError && mail.status !== 'SUCCESS' ? (
        <p className="text-red-900 break-words">
          {copy.lastError}
          {copy.colon}
          {mail.lastError}
        </p>
      ) : null}
      {canSend && !mail.isHidden && (mail.status === 'ERROR' || mail.status === 'SUCCESS') ? (
        <div className="mt-2 flex flex-wrap gap-2">
          {mail.status === 'ERROR' ? <Command mail={mail} intent="retry" label={copy.retry} /> : null}
          {/* Mail about a person's own sign-in is never sent again from the desk (an owner resets instead). */}
          {mail.status === 'SUCCESS' && !isPersonalStaffMail(mail.kind) ? (
            <>
              <Command mail={mail} intent="resend" target="original" label={copy.resendOriginal} />
              <Command mail={mail} intent="resend" target="me" label={copy.resendMe} />
            </>
          ) : null}
        </div>
      ) : null}
    </>
  )
}
