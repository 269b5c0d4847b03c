/**
 * One enquiry in the desk: the basket with the prices the visitor saw, contact and request details,
 * the reply clock, who else has it open, its mail with delivery status (retry, send again), notes,
 * status changes with reasons, and the reply composer.
 *
 * Every change quotes the version this screen started from. Another desk's change arrives live and
 * is shown at once, but this screen keeps quoting the version it started from until the staff
 * member has looked ("Show the latest"), so a change made without seeing theirs is refused (409).
 */
import { useState } from 'react'
import { Link } from 'react-router'
import { useDeskLang } from '../desk/use-desk-lang'
import { refusalText } from '../desk/ui/desk-notice'
import type { EnquiryDetail, EnquiryMail } from './enquiry-detail.server'
import { inboxCopy } from './inbox-copy'
import { dubaiDateTime } from '../../lib/dubai-time'
import { ClockBadge, StatusBadge, useInboxStream, useNow } from './inbox-ui'
import { clockInputFromHistory, readClock, type WorkingCalendar } from '../reply-clock/reply-clock'
import type { EnquiryDeskResult } from './enquiry-desk-commands.server'
import { ReplyComposer } from './reply-composer'
import type { ReplyTemplate } from '../reply-templates/reply-templates'
import { deskPageTitle } from '../desk/copy'
import { locales, type Localized } from '../i18n/lang'
import { EnquiryTrips } from '../trips/enquiry-trips'
import type { TripView } from '../trips/trip-schema'
import { Basket, h2, HighlightedText, MailList, Notes, panel, StatusForm } from './enquiry-panels'
import { readReach } from '../enquiries/service-answers'

export type EnquiryViewProps = {
  enquiry: Omit<EnquiryDetail, 'mails'> & { mails: EnquiryMail[] }
  templates: ReplyTemplate[]
  /** The enquiry's trips (made when it is confirmed). */
  trips: TripView[]
  calendar: WorkingCalendar
  /** The catalogue's names of the basket's services, by id, in both languages. */
  serviceNames: Record<string, Localized>
  canWrite: boolean
  canSend: boolean
  now: number
}
export function EnquiryView(props: EnquiryViewProps) {
  const { lang, copy: desk } = useDeskLang()
  const copy = inboxCopy(lang)
  const t = copy.detail
  const { enquiry } = props
  const now = useNow(props.now)
  const [viewers, setViewers] = useState<{ email: string; name: string }[]>([])
  // The version this screen's changes quote (see the module comment).
  const [baseVersion, setBaseVersion] = useState(enquiry.version)
  const [changedBy, setChangedBy] = useState<string | undefined>()
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | undefined>()
  const [sent, setSent] = useState(0)
  useInboxStream({
    watch: enquiry.id,
    onViewers: setViewers,
    onEvent: (event) => {
      if (event.type === 'enquiry.changed' && event.enquiryId === enquiry.id) setChangedBy(event.by)
    },
  })
  const isBehind = enquiry.version !== baseVersion
  const onResult = (result: EnquiryDeskResult) => {
    if (result.ok) {
      setBaseVersion(result.version)
      setChangedBy(undefined)
      setNotice({ kind: 'ok', text: result.intent === 'reply' || result.intent === 'status-mail' ? t.queued : t.saved })
      if (result.intent === 'reply') setSent((n) => n + 1)
    } else {
      // A placeholder left in a reply is named (the server refuses to send `{{name}}` to a visitor);
      // any other refusal is worded by the desk's common copy, never as a field path.
      const left = (result.issues ?? []).filter((issue) => issue.path === 'placeholder').map((issue) => issue.message)
      const placeholders = () => (left.length > 0 ? copy.composer.unfilled(left.join(', ')) : '')
      setNotice({ kind: 'error', text: refusalText(result, desk, { stale: t.stale, notFound: t.notFound }, placeholders) })
    }
  }
  const reach = readReach(enquiry.details.reach)
  const history = enquiry.history.map((h) => ({ at: new Date(h.at), from: h.from, to: h.to }))
  const clock = enquiry.status === 'spam' ? undefined : readClock(clockInputFromHistory(new Date(enquiry.createdAt), history), props.calendar, now)
  const forReply = {
    name: enquiry.name,
    reference: enquiry.reference,
    lang: enquiry.lang,
    items: enquiry.items,
    travelDate: enquiry.travelDate,
    ...(enquiry.shownPrices && { shownFrom: enquiry.items.map((_item, index) => enquiry.shownPrices?.items[index]?.fromAed) }),
  }
  return (
    <article>
      <title>{deskPageTitle(enquiry.reference, lang)}</title>
      <p>
        <Link to="/admin/enquiries" className="text-sm text-navy underline">
          ← {t.back}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-semibold text-navy">{enquiry.reference}</h1>
        <StatusBadge status={enquiry.status} copy={copy} />
        {enquiry.isFlagged ? <span className="rounded bg-amber-100 px-2 py-0.5 text-sm text-amber-950">{copy.list.flaggedBadge}</span> : null}
        <ClockBadge state={clock?.state ?? null} dueAt={clock?.dueAt.toISOString() ?? null} answeredInTime={clock?.answeredInTime ?? null} copy={copy} />
        <span className="text-sm text-muted">{copy.languages[enquiry.lang]}</span>
      </div>
      <p className="mt-1 text-sm text-muted">{t.receivedAt(dubaiDateTime(enquiry.createdAt))}</p>
      {viewers.length > 0 ? (
        <p role="status" className="mt-3 rounded-lg bg-sky-100 p-2 text-sm text-sky-950">
          {t.alsoOpen(viewers.map((viewer) => (viewer.name && viewer.name !== viewer.email ? `${viewer.name} (${viewer.email})` : viewer.email)).join(', '))}
        </p>
      ) : null}
      {isBehind ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-amber-100 p-2 text-sm text-amber-950">
          <span>{t.changedMeanwhile(changedBy ?? '—')}</span>
          <button
            type="button"
            onClick={() => {
              setBaseVersion(enquiry.version)
              setChangedBy(undefined)
              setNotice(undefined)
            }}
            className="rounded-full border border-amber-900 px-3 py-1"
          >
            {t.showLatest}
          </button>
        </div>
      ) : null}
      {notice ? (
        <p
          role={notice.kind === 'ok' ? 'status' : 'alert'}
          className={`mt-3 rounded-lg p-2 text-sm ${notice.kind === 'ok' ? 'bg-emerald-50 text-emerald-950' : 'bg-red-50 text-red-900'}`}
        >
          {notice.text}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-4">
          <Basket enquiry={enquiry} copy={copy} names={props.serviceNames} lang={lang} />
          {enquiry.status === 'confirmed' || props.trips.length > 0 ? (
            <EnquiryTrips
              trips={props.trips}
              travelDate={enquiry.travelDate}
              isConfirmed={enquiry.status === 'confirmed'}
              canWrite={props.canWrite}
              canSend={props.canSend}
              lang={lang}
            />
          ) : null}
          <section className={panel} aria-labelledby="contact">
            <h2 id="contact" className={h2}>
              {t.contact}
            </h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">{copy.list.name}</dt>
              <dd>{enquiry.name || copy.list.guest}</dd>
              <dt className="text-muted">{t.email}</dt>
              <dd className="break-all">
                <a href={`mailto:${enquiry.email}`} className="text-navy underline">
                  {enquiry.email}
                </a>
              </dd>
              <dt className="text-muted">{t.phone}</dt>
              <dd>{enquiry.phone || '—'}</dd>
              <dt className="text-muted">{t.travelDate}</dt>
              <dd>{enquiry.travelDate}</dd>
              {reach.channel ? (
                <>
                  <dt className="text-muted">{t.reachBy}</dt>
                  <dd>{t.channels[reach.channel]}</dd>
                </>
              ) : null}
              {reach.wechatId ? (
                <>
                  <dt className="text-muted">{t.wechatId}</dt>
                  <dd className="break-all">{reach.wechatId}</dd>
                </>
              ) : null}
            </dl>
            <h3 className="mt-3 font-semibold">{t.message}</h3>
            {enquiry.isFlagged ? (
              <p className="mt-1 rounded-lg bg-amber-100 p-2 text-sm text-amber-950">{t.flaggedNote(enquiry.flaggedTerms.join(locales[lang].listSeparator))}</p>
            ) : null}
            <p className="mt-1 rounded-lg bg-cream p-2 text-sm whitespace-pre-wrap break-words" lang={locales[enquiry.lang].htmlLang}>
              <HighlightedText text={enquiry.message} spans={enquiry.flaggedSpans} />
            </p>
            <h3 className="mt-3 font-semibold">{t.request}</h3>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">{t.language}</dt>
              <dd>{copy.languages[enquiry.lang]}</dd>
              <dt className="text-muted">{t.addressHash}</dt>
              <dd className="break-all">{enquiry.ipHash?.slice(0, 16) ?? '—'}</dd>
              <dt className="text-muted">{t.browser}</dt>
              <dd className="break-words">{enquiry.userAgent || '—'}</dd>
            </dl>
          </section>
          {props.canWrite && props.canSend ? (
            <ReplyComposer key={sent} enquiry={forReply} templates={props.templates} version={baseVersion} copy={copy} deskLang={lang} onResult={onResult} />
          ) : (
            <p className="rounded-lg bg-white p-3 text-sm text-muted">{copy.composer.noPermission}</p>
          )}
          <MailList mails={enquiry.mails} copy={copy} canSend={props.canSend} />
        </div>
        <div className="min-w-0 space-y-4">
          {props.canWrite ? <StatusForm status={enquiry.status} version={baseVersion} copy={copy} onResult={onResult} /> : null}
          <Notes notes={enquiry.notes} version={baseVersion} copy={copy} canWrite={props.canWrite} onResult={onResult} />
          <section className={panel} aria-labelledby="history">
            <h2 id="history" className={h2}>
              {t.history}
            </h2>
            {enquiry.history.length === 0 ? <p className="mt-2 text-sm">{t.noHistory}</p> : null}
            <ol className="mt-2 space-y-2 text-sm">
              {enquiry.history.map((h) => (
                <li key={h.id} className="rounded-lg bg-cream p-2">
                  <p>
                    {copy.statuses[h.from]} → <strong>{copy.statuses[h.to]}</strong>
                  </p>
                  {h.internalReason ? (
                    <p className="whitespace-pre-wrap">
                      {t.reason}
                      {copy.colon}
                      {h.internalReason}
                    </p>
                  ) : null}
                  {h.visitorWording ? (
                    <p className="whitespace-pre-wrap">
                      {t.toVisitor}
                      {copy.colon}
                      {h.visitorWording}
                    </p>
                  ) : null}
                  <p className="text-xs text-muted">
                    {t.by} {h.actor} · {dubaiDateTime(h.at)}
                  </p>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </article>
  )
}
