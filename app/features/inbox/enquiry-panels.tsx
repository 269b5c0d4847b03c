/** The panels of one enquiry in the desk: the basket with the prices the visitor saw, its mail, the status form and the notes. */
import { Fragment, useEffect, useState, type ReactNode } from 'react'
import { useFetcher } from 'react-router'
import { SelectField, TextareaField } from '../desk/ui/field'
import type { EnquiryStatus } from '../../.server/db/schema'
import type { EnquiryDetail, EnquiryMail } from './enquiry-detail.server'
import { type InboxCopy } from './inbox-copy'
import { pipelineStatuses } from './inbox-filters'
import { dubaiDateTime } from '../../lib/dubai-time'
import type { EnquiryDeskResult } from './enquiry-desk-commands.server'
import { MailItem } from '../outbox/mail-item'
import { serviceAnswerFields } from '../enquiries/service-answers'
import { type Lang, type Localized } from '../i18n/lang'

export const panel = 'rounded-xl border border-sand bg-white p-4'

/** The text with the given spans marked (the blocklist words of a flagged enquiry). */
export function HighlightedText({ text, spans }: { text: string; spans: readonly { start: number; end: number }[] }) {
  if (spans.length === 0) return <>{text}</>
  const parts: ReactNode[] = []
  let at = 0
  for (const { start, end } of spans) {
    if (start < at || end > text.length) continue
    if (start > at) parts.push(text.slice(at, start))
    parts.push(
      <mark key={start} className="rounded bg-amber-300 px-0.5 text-ink">
        {text.slice(start, end)}
      </mark>,
    )
    at = end
  }
  if (at < text.length) parts.push(text.slice(at))
  return <>{parts}</>
}
export const h2 = 'font-display text-xl font-semibold text-navy'

function money(aed: number | null, rates: { gbpPerAed: number | null; eurPerAed: number | null } | undefined, onRequest: string): string {
  if (aed === null) return onRequest
  const base = `AED ${aed.toLocaleString('en-US')}`
  if (!rates?.gbpPerAed || !rates.eurPerAed) return base
  return `${base} (£${String(Math.round(aed * rates.gbpPerAed))} / €${String(Math.round(aed * rates.eurPerAed))})`
}

/** The visitor's answers to one service's questions, in the order the form asks them; nothing when there are none. */
function ServiceAnswersList({ answers, item, copy }: { answers: Record<string, string | number | number[]> | undefined; item: string; copy: InboxCopy }) {
  const words = copy.detail.answers
  const given = serviceAnswerFields.filter((field) => answers?.[field] !== undefined)
  if (!answers || given.length === 0) return null
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 rounded-lg bg-cream p-2 text-sm" aria-label={words.title(item)}>
      {given.map((field) => {
        const value = answers[field]
        return (
          <Fragment key={field}>
            <dt className="text-muted">{words[field]}</dt>
            <dd className="break-words">{Array.isArray(value) ? value.join(', ') : String(value)}</dd>
          </Fragment>
        )
      })}
    </dl>
  )
}

export function Basket({
  enquiry,
  copy,
  names,
  lang,
}: {
  enquiry: Pick<EnquiryDetail, 'items' | 'shownPrices' | 'details'>
  copy: InboxCopy
  names: Record<string, Localized>
  lang: Lang
}) {
  const t = copy.detail
  const prices = enquiry.shownPrices
  return (
    <section className={panel} aria-labelledby="basket">
      <h2 id="basket" className={h2}>
        {t.basket}
      </h2>
      {enquiry.items.length === 0 ? <p className="mt-2">{copy.list.generalEnquiry}</p> : null}
      <ol className="mt-2 space-y-3">
        {enquiry.items.map((item, index) => {
          const shown = prices?.items[index]
          const name = names[item.id]?.[lang]
          return (
            <li key={`${item.id}:${String(index)}`}>
              <p className="font-semibold">
                {item.title}
                {/* The service's name in the desk's language, when the visitor's basket is in another. */}
                {name && name !== item.title ? <span className="text-xs font-normal text-muted">{copy.aside(name)}</span> : null}
              </p>
              {prices ? (
                shown ? (
                  <table className="mt-1 w-full text-left text-sm" aria-label={`${t.shownPrices}${copy.colon}${item.title}`}>
                    <thead>
                      <tr>
                        <th className="pr-2 font-normal text-muted">
                          <span className="sr-only">{item.title}</span>
                        </th>
                        {shown.columns.map((column) => (
                          <th key={column} className="pr-2 font-normal text-muted">
                            {column}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {shown.rows.map((row) => (
                        <tr key={row.label}>
                          <th className="pr-2 font-normal">{row.label}</th>
                          {row.aed.map((aed, column) => (
                            <td key={String(column)} className="pr-2">
                              {money(aed, prices.rates, t.onRequest)}
                            </td>
                          ))}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : (
                  <p className="text-sm text-muted">{t.priceGone}</p>
                )
              ) : null}
              <ServiceAnswersList answers={enquiry.details.items[item.id]} item={item.title} copy={copy} />
            </li>
          )
        })}
      </ol>
      {prices ? (
        <p className="mt-2 text-xs text-muted">{t.shownPrices}</p>
      ) : enquiry.items.length > 0 ? (
        <p className="mt-2 text-xs text-muted">{t.noPrices}</p>
      ) : null}
    </section>
  )
}

export function MailList({ mails, copy, canSend }: { mails: EnquiryMail[]; copy: InboxCopy; canSend: boolean }) {
  return (
    <section className={panel} aria-labelledby="mails">
      <h2 id="mails" className={h2}>
        {copy.detail.mails}
      </h2>
      {mails.length === 0 ? <p className="mt-2 text-sm">{copy.detail.noMails}</p> : null}
      <ul className="mt-2 divide-y divide-sand">
        {mails.map((mail) => (
          <li key={mail.id} className="py-2 text-sm" data-mail-status={mail.status}>
            <MailItem mail={mail} canSend={canSend} />
          </li>
        ))}
      </ul>
    </section>
  )
}

export function StatusForm({
  status,
  version,
  copy,
  onResult,
}: {
  status: EnquiryStatus
  version: number
  copy: InboxCopy
  onResult: (result: EnquiryDeskResult) => void
}) {
  const t = copy.detail
  const fetcher = useFetcher<EnquiryDeskResult>()
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) onResult(fetcher.data)
  }, [fetcher.state, fetcher.data])
  return (
    <fetcher.Form method="post" aria-labelledby="status-form-title" className={panel}>
      <h2 id="status-form-title" className={h2}>
        {t.changeStatus}
      </h2>
      <input type="hidden" name="intent" value="status" />
      <input type="hidden" name="expectedVersion" value={version} />
      <SelectField className="mt-2 text-sm" label={t.newStatus} name="to" defaultValue={status === 'new' ? 'replied' : status}>
        {pipelineStatuses.map((candidate) => (
          <option key={candidate} value={candidate}>
            {copy.statuses[candidate]}
          </option>
        ))}
      </SelectField>
      <TextareaField className="mt-2 text-sm" label={t.internalReason} name="internalReason" rows={2} maxLength={2000} />
      <TextareaField className="mt-2 text-sm" label={t.visitorWording} name="visitorWording" rows={3} maxLength={4000} />
      <label className="mt-2 flex items-center gap-2 text-sm">
        <input type="checkbox" name="sendWording" value="1" />
        {t.sendWording}
      </label>
      <button type="submit" disabled={fetcher.state !== 'idle'} className="mt-3 rounded-full bg-navy px-5 py-2 font-semibold text-cream">
        {t.apply}
      </button>
    </fetcher.Form>
  )
}

export function Notes({
  notes,
  version,
  copy,
  canWrite,
  onResult,
}: {
  notes: EnquiryDetail['notes']
  version: number
  copy: InboxCopy
  canWrite: boolean
  onResult: (result: EnquiryDeskResult) => void
}) {
  const t = copy.detail
  const fetcher = useFetcher<EnquiryDeskResult>()
  const [body, setBody] = useState('')
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    if (fetcher.data.ok) setBody('')
    onResult(fetcher.data)
  }, [fetcher.state, fetcher.data])
  return (
    <section className={panel} aria-labelledby="notes">
      <h2 id="notes" className={h2}>
        {t.notes}
      </h2>
      {canWrite ? (
        <fetcher.Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="note" />
          <input type="hidden" name="expectedVersion" value={version} />
          <TextareaField
            label={t.addNote}
            labelClassName="sr-only"
            name="body"
            value={body}
            onChange={(event) => {
              setBody(event.target.value)
            }}
            rows={2}
            maxLength={4000}
            required
            placeholder={t.notePlaceholder}
          />
          <button
            type="submit"
            disabled={fetcher.state !== 'idle' || body.trim() === ''}
            className="mt-2 rounded-full border border-navy px-4 py-1.5 font-semibold text-navy"
          >
            {t.addNote}
          </button>
        </fetcher.Form>
      ) : null}
      {notes.length === 0 ? <p className="mt-2 text-sm">{t.noNotes}</p> : null}
      <ul className="mt-2 space-y-2">
        {notes.map((note) => (
          <li key={note.id} className="rounded-lg bg-cream p-2 text-sm">
            <p className="whitespace-pre-wrap">{note.body}</p>
            <p className="mt-1 text-xs text-muted">
              {note.actor} · {dubaiDateTime(note.createdAt)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
