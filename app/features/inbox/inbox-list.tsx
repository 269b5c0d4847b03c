/**
 * The inbox list: filters and search in the URL, server-side paging, each row
 * with reference, name, services, travel date, language, status, age and reply clock. It follows
 * every desk's changes live, and its clocks turn amber and red by themselves.
 */
import { useState } from 'react'
import { Form, Link } from 'react-router'
import { controlClass, Field, SelectField } from '../desk/ui/field'
import { useDeskLang } from '../desk/use-desk-lang'
import type { EnquiryStatus } from '../../.server/db/schema'
import { inboxCopy } from './inbox-copy'
import { pipelineStatuses, inboxSorts, type InboxQuery } from './inbox-filters'
import { ageText, ClockBadge, StatusBadge, useInboxStream, useNow } from './inbox-ui'
import { storedClockState } from '../reply-clock/reply-clock'
import { deskPageTitle } from '../desk/copy'
import { locales } from '../i18n/lang'

export type InboxListRow = {
  id: number
  reference: string
  name: string
  lang: 'en' | 'zh'
  status: EnquiryStatus
  items: { id: string; title: string }[]
  travelDate: string
  createdAt: string
  replyDueAt: string | null
  answeredAt: string | null
  hasFailedMail: boolean
  /** Possibly offensive (blocklist flag tier, ADR 0036). */
  isFlagged: boolean
}

export type InboxListProps = {
  rows: InboxListRow[]
  page: number
  hasMore: boolean
  query: InboxQuery
  /** The query string as the browser sent it (for the CSV link and paging). */
  search: string
  isInvalid: boolean
  now: number
}

function withPage(search: string, page: number): string {
  const params = new URLSearchParams(search)
  params.set('page', String(page))
  return `?${params.toString()}`
}

export function InboxList(props: InboxListProps) {
  const { lang } = useDeskLang()
  const copy = inboxCopy(lang)
  const t = copy.list
  const now = useNow(props.now)
  const [arrived, setArrived] = useState(false)
  useInboxStream({
    onEvent: (event) => {
      if (event.type === 'enquiry.created') setArrived(true)
    },
  })
  const q = props.query
  // On a phone the filters beyond search fold away unless one is in use.
  const [showFilters, setShowFilters] = useState(Boolean(q.lang || q.from || q.to || q.status || q.overdue || q.dueToday || q.failedMail || q.flagged))
  const csvParams = new URLSearchParams(props.search)
  csvParams.delete('page')
  return (
    <section>
      <title>{deskPageTitle(t.title, lang)}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold text-navy">{t.title}</h1>
        <div className="flex items-center gap-3 text-sm">
          <span className="inline-flex items-center gap-1 text-muted">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600" />
            {t.live}
          </span>
          <a
            href={`/admin/enquiries.csv${csvParams.size ? `?${csvParams.toString()}` : ''}`}
            className="rounded-full border border-navy px-4 py-1.5 font-semibold text-navy"
            download
          >
            {t.exportCsv}
          </a>
        </div>
      </div>
      {arrived ? (
        <p role="status" className="mt-3 rounded-lg bg-gold/30 p-2 text-sm">
          {t.newArrived}
        </p>
      ) : null}
      {props.isInvalid ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-2 text-sm text-red-900">
          {t.invalidQuery}
        </p>
      ) : null}
      <Form method="get" className="mt-4 grid gap-3 rounded-xl border border-sand bg-white p-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Field className="sm:col-span-2" label={t.search} type="search" name="q" defaultValue={q.q ?? ''} placeholder={t.searchHint} maxLength={200} />
        <button
          type="button"
          aria-expanded={showFilters}
          aria-controls="inbox-filters"
          onClick={() => {
            setShowFilters((shown) => !shown)
          }}
          className="justify-self-start text-navy underline md:hidden"
        >
          {t.moreFilters}
        </button>
        <div id="inbox-filters" className={`${showFilters ? 'contents' : 'hidden'} md:contents`}>
          <SelectField className="" label={t.language} name="lang" defaultValue={q.lang ?? ''}>
            <option value="">{t.anyLanguage}</option>
            <option value="en">{copy.languages.en}</option>
            <option value="zh">{copy.languages.zh}</option>
          </SelectField>
          <div className="flex gap-2">
            <SelectField className="flex-1" label={t.sort} name="sort" defaultValue={q.sort}>
              {inboxSorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t.sorts[sort]}
                </option>
              ))}
            </SelectField>
            <SelectField
              className="flex-1"
              label={`${t.sort}${copy.colon}${t.newestFirst} / ${t.oldestFirst}`}
              labelClassName="sr-only"
              controlClassName={`${controlClass} mt-6`}
              name="dir"
              defaultValue={q.dir}
            >
              <option value="desc">{t.newestFirst}</option>
              <option value="asc">{t.oldestFirst}</option>
            </SelectField>
          </div>
          <Field className="" label={t.from} type="date" name="from" defaultValue={q.from ?? ''} />
          <Field className="" label={t.to} type="date" name="to" defaultValue={q.to ?? ''} />
          <fieldset className="sm:col-span-2">
            <legend>{t.status}</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {pipelineStatuses.map((status) => (
                <label key={status} className="inline-flex items-center gap-1">
                  <input type="checkbox" name="status" value={status} defaultChecked={q.status?.includes(status) ?? false} />
                  {copy.statuses[status]}
                </label>
              ))}
            </div>
            <p className="mt-1 text-xs text-muted">{t.spamHidden}</p>
          </fieldset>
          <div className="flex flex-wrap gap-x-4 gap-y-1 sm:col-span-2 lg:col-span-3">
            <label className="inline-flex items-center gap-1">
              <input type="checkbox" name="overdue" value="1" defaultChecked={q.overdue ?? false} />
              {t.overdue}
            </label>
            <label className="inline-flex items-center gap-1">
              <input type="checkbox" name="dueToday" value="1" defaultChecked={q.dueToday ?? false} />
              {t.dueToday}
            </label>
            <label className="inline-flex items-center gap-1">
              <input type="checkbox" name="failedMail" value="1" defaultChecked={q.failedMail ?? false} />
              {t.failedMail}
            </label>
            <label className="inline-flex items-center gap-1">
              <input type="checkbox" name="flagged" value="1" defaultChecked={q.flagged ?? false} />
              {t.flagged}
            </label>
          </div>
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className="rounded-full bg-navy px-5 py-2 font-semibold text-cream">
            {t.apply}
          </button>
          <Link to="/admin/enquiries" className="px-2 py-2 text-navy underline">
            {t.reset}
          </Link>
        </div>
      </Form>
      {props.rows.length === 0 ? (
        <p className="mt-6 rounded-lg bg-white p-3">{t.empty}</p>
      ) : (
        <table className="mt-6 w-full border-collapse text-left text-sm">
          <thead className="sr-only md:not-sr-only">
            <tr className="border-b border-sand">
              <th className="p-2">{t.reference}</th>
              <th className="p-2">{t.name}</th>
              <th className="p-2">{t.items}</th>
              <th className="p-2">{t.travelDate}</th>
              <th className="p-2">{t.language}</th>
              <th className="p-2">{t.status}</th>
              <th className="p-2">{t.received}</th>
              <th className="p-2">{t.clock}</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((row) => {
              const state = storedClockState(
                {
                  status: row.status,
                  replyDueAt: row.replyDueAt ? new Date(row.replyDueAt) : null,
                  answeredAt: row.answeredAt ? new Date(row.answeredAt) : null,
                },
                now,
              )
              const answeredInTime = row.answeredAt && row.replyDueAt ? new Date(row.answeredAt) <= new Date(row.replyDueAt) : null
              return (
                <tr
                  key={row.id}
                  className="mb-3 block rounded-xl border border-sand bg-white p-3 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0"
                >
                  <td className="block md:table-cell md:p-2">
                    <Link to={`/admin/enquiries/${String(row.id)}`} className="font-semibold text-navy underline">
                      {row.reference}
                    </Link>
                    {row.hasFailedMail ? <span className="ml-2 rounded bg-red-100 px-1 text-xs text-red-900">{t.failedMailBadge}</span> : null}
                    {row.isFlagged ? <span className="ml-2 rounded bg-amber-100 px-1 text-xs text-amber-950">{t.flaggedBadge}</span> : null}
                  </td>
                  <td className="block md:table-cell md:p-2">{row.name || t.guest}</td>
                  <td className="block text-muted md:table-cell md:p-2 md:text-ink">
                    {row.items.length === 0 ? t.generalEnquiry : row.items.map((item) => item.title).join(locales[lang].listSeparator)}
                  </td>
                  <td className="inline-block pr-3 md:table-cell md:p-2">
                    <span className="md:hidden">
                      {t.travelDate}
                      {copy.colon}
                    </span>
                    {row.travelDate}
                  </td>
                  <td className="inline-block pr-3 md:table-cell md:p-2">{copy.languages[row.lang]}</td>
                  <td className="inline-block pr-3 md:table-cell md:p-2">
                    <StatusBadge status={row.status} copy={copy} />
                  </td>
                  <td className="inline-block pr-3 md:table-cell md:p-2" title={row.createdAt}>
                    {ageText(row.createdAt, now, copy)}
                  </td>
                  <td className="inline-block md:table-cell md:p-2">
                    <ClockBadge state={state} dueAt={row.replyDueAt} answeredInTime={answeredInTime} copy={copy} />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      <nav aria-label={t.page(props.page)} className="mt-4 flex items-center gap-3 text-sm">
        {props.page > 1 ? (
          <Link to={withPage(props.search, props.page - 1)} className="rounded-full border border-navy px-3 py-1">
            {t.previous}
          </Link>
        ) : null}
        <span>{t.page(props.page)}</span>
        {props.hasMore ? (
          <Link to={withPage(props.search, props.page + 1)} className="rounded-full border border-navy px-3 py-1">
            {t.next}
          </Link>
        ) : null}
      </nav>
    </section>
  )
}
