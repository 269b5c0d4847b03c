/**
 * The desk's mail screen: the outbox with delivery status and last error, retry of a mail that
 * failed for good, sending a sent one again (to its recipients or to oneself), and writing a mail.
 */
import { useEffect, useRef, useState } from 'react'
import { Form, Link, useFetcher } from 'react-router'
import type { DeskIssue } from '../desk/desk-result'
import { refusalText } from '../desk/ui/desk-notice'
import { controlClass, Field, SelectField, TextareaField } from '../desk/ui/field'
import { useDeskLang } from '../desk/use-desk-lang'
import { mailCopy, type MailCopy } from './mail-copy'
import { MailItem } from './mail-item'
import { composeSchema, outboxStatuses, type OutboxQuery } from './mail-schema'
import { mailKinds } from '../outgoing-mail/mail-kinds'
import type { MailCommandResult, OutboxRow } from './outbox-desk.server'
import { deskPageTitle } from '../desk/copy'

export type MailDeskProps = {
  rows: OutboxRow[]
  page: number
  hasMore: boolean
  query: OutboxQuery
  search: string
  canSend: boolean
}

function withPage(search: string, page: number): string {
  const params = new URLSearchParams(search)
  params.set('page', String(page))
  return `?${params.toString()}`
}

/** The messages of a list of issues, each once. */
function issueText(issues: readonly Pick<DeskIssue, 'message'>[], copy: MailCopy): string {
  const keys = new Set(issues.map((issue) => issue.message))
  return [...keys].map((key) => copy.compose.errors[key] ?? copy.compose.errors.invalid).join(' ')
}

function Compose({ copy }: { copy: MailCopy }) {
  const { copy: desk } = useDeskLang()
  const fetcher = useFetcher<MailCommandResult>()
  const form = useRef<HTMLFormElement>(null)
  const [error, setError] = useState<string | undefined>()
  const [sent, setSent] = useState(false)
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    if (fetcher.data.ok) {
      form.current?.reset()
      setSent(true)
      setError(undefined)
    } else setError(refusalText(fetcher.data, desk, { limited: copy.limited }, (issues) => issueText(issues, copy)))
  }, [fetcher.state, fetcher.data])
  const t = copy.compose
  return (
    <details className="mt-6 rounded-xl border border-sand bg-white p-4">
      <summary className="cursor-pointer font-display text-xl font-semibold text-navy">{t.title}</summary>
      <fetcher.Form
        ref={form}
        method="post"
        className="mt-3 grid gap-3"
        onSubmit={(event) => {
          setSent(false)
          const data = Object.fromEntries(new FormData(event.currentTarget))
          const checked = composeSchema.safeParse({ ...data, replyTo: data.replyTo === '' ? undefined : data.replyTo })
          if (!checked.success) {
            event.preventDefault()
            setError(issueText(checked.error.issues, copy))
          }
        }}
      >
        <input type="hidden" name="intent" value="compose" />
        <Field label={t.to} name="to" required autoComplete="off" />
        <Field label={t.replyTo} name="replyTo" type="email" autoComplete="off" />
        <Field label={t.subject} name="subject" required maxLength={200} />
        <TextareaField label={t.text} name="text" rows={8} maxLength={20_000} />
        <TextareaField label={t.html} name="html" rows={4} maxLength={100_000} controlClassName={`${controlClass} font-mono text-xs`} />
        {error ? (
          <p role="alert" className="rounded bg-red-50 p-2 text-sm text-red-900">
            {error}
          </p>
        ) : null}
        {sent ? (
          <p role="status" className="rounded bg-emerald-50 p-2 text-sm text-emerald-950">
            {copy.queued}
          </p>
        ) : null}
        <div>
          <button type="submit" disabled={fetcher.state !== 'idle'} className="rounded-full bg-navy px-5 py-2 font-semibold text-cream">
            {fetcher.state !== 'idle' ? t.sending : t.send}
          </button>
        </div>
      </fetcher.Form>
    </details>
  )
}

export function MailDesk(props: MailDeskProps) {
  const { lang } = useDeskLang()
  const copy = mailCopy(lang)
  const q = props.query
  return (
    <section>
      <title>{deskPageTitle(copy.title, lang)}</title>
      <h1 className="font-display text-3xl font-semibold text-navy">{copy.title}</h1>
      <p className="mt-1 text-sm text-muted">{copy.intro}</p>
      {props.canSend ? <Compose copy={copy} /> : <p className="mt-4 rounded-lg bg-white p-3 text-sm text-muted">{copy.notAllowed}</p>}
      <Form method="get" className="mt-6 grid gap-3 rounded-xl border border-sand bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Field className="" label={copy.search} type="search" name="q" defaultValue={q.q ?? ''} maxLength={200} />
        <SelectField className="" label={copy.status} name="status" defaultValue={q.status ?? ''}>
          <option value="">{copy.anyStatus}</option>
          {outboxStatuses.map((status) => (
            <option key={status} value={status}>
              {copy.statuses[status]}
            </option>
          ))}
        </SelectField>
        <SelectField className="" label={copy.kind} name="kind" defaultValue={q.kind ?? ''}>
          <option value="">{copy.anyKind}</option>
          {mailKinds.map((kind) => (
            <option key={kind} value={kind}>
              {copy.kinds[kind]}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-col justify-end gap-2">
          <label className="inline-flex items-center gap-1">
            <input type="checkbox" name="failedOperator" value="1" defaultChecked={q.failedOperator ?? false} />
            {copy.failedOperator}
          </label>
          <div className="flex gap-2">
            <button type="submit" className="rounded-full bg-navy px-5 py-2 font-semibold text-cream">
              {copy.apply}
            </button>
            <Link to="/admin/mail" className="px-2 py-2 text-navy underline">
              {copy.reset}
            </Link>
          </div>
        </div>
      </Form>
      {props.rows.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-3">{copy.empty}</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {props.rows.map((row) => (
            <li key={row.id} className="rounded-xl border border-sand bg-white p-3 text-sm" data-mail-status={row.status}>
              <MailItem
                mail={{ ...row, enquiry: row.enquiryId && row.reference ? { id: row.enquiryId, reference: row.reference } : null }}
                canSend={props.canSend}
              />
            </li>
          ))}
        </ul>
      )}
      <nav aria-label={copy.page(props.page)} className="mt-4 flex items-center gap-3 text-sm">
        {props.page > 1 ? (
          <Link to={withPage(props.search, props.page - 1)} className="rounded-full border border-navy px-3 py-1">
            {copy.previous}
          </Link>
        ) : null}
        <span>{copy.page(props.page)}</span>
        {props.hasMore ? (
          <Link to={withPage(props.search, props.page + 1)} className="rounded-full border border-navy px-3 py-1">
            {copy.next}
          </Link>
        ) : null}
      </nav>
    </section>
  )
}
