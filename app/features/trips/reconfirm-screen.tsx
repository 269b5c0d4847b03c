/**
 * Tomorrow's reconfirmations, built for an agent on a phone: one card per visitor with their trips,
 * the message in the visitor's language, a WhatsApp chat that opens with the message filled in, a
 * copy for WeChat, and "Mark reconfirmed" once the message is sent (who and when are shown, and it
 * can be taken back). Any other Dubai day can be picked.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { Form, Link, useFetcher } from 'react-router'
import { deskPageTitle } from '../desk/copy'
import { toDeskJson } from '../desk/desk-result'
import { Field } from '../desk/ui/field'
import { refusalText } from '../desk/ui/desk-notice'
import { useDeskLang } from '../desk/use-desk-lang'
import { locales } from '../i18n/lang'
import { dubaiDateTime } from '../../lib/dubai-time'
import type { ReconfirmResult } from './reconfirm-commands.server'
import { reconfirmCopy, type ReconfirmCopy } from './reconfirm-copy'
import { deskDayText } from './reconfirm-day'
import { whatsAppLink } from './reconfirm-message'
import type { ReconfirmVisitor } from './reconfirm-query.server'

export type ReconfirmScreenData = { day: string; tomorrow: string; visitors: ReconfirmVisitor[]; canWrite: boolean }

const buttonClass = 'inline-flex min-h-11 items-center justify-center rounded-full px-4 py-2 text-sm font-semibold'

export function ReconfirmScreen({ day, tomorrow, visitors, canWrite }: ReconfirmScreenData) {
  const { lang } = useDeskLang()
  const t = reconfirmCopy(lang).reconfirm
  const left = visitors.filter((visitor) => visitor.reconfirmed === null).length
  return (
    <section className="max-w-3xl">
      <title>{deskPageTitle(t.title, lang)}</title>
      <h1 className="font-display text-3xl font-semibold text-navy">{t.title}</h1>
      <p className="mt-2 text-sm text-muted">{t.intro}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2">
        <Field
          label={t.dayLabel}
          name="day"
          type="date"
          defaultValue={day}
          key={day}
          className="text-sm"
          controlClassName="mt-1 block rounded border border-muted bg-white px-3 py-2"
        />
        <button type="submit" className={`${buttonClass} bg-navy text-cream`}>
          {t.show}
        </button>
        {day === tomorrow ? null : (
          <Link to="/admin/reconfirm" className={`${buttonClass} border border-navy text-navy`}>
            {t.tomorrow}
          </Link>
        )}
      </Form>
      <h2 className="mt-6 font-display text-2xl font-semibold text-navy">{t.heading(deskDayText(day, lang))}</h2>
      <p className="mt-1 text-sm">
        {visitors.length === 0 ? t.empty : t.summary(visitors.length, left)}
        {locales[lang].sentenceGap}
        <Link to={`/admin/day-sheet?day=${day}`} className="font-semibold text-navy underline underline-offset-4">
          {t.daySheet}
        </Link>
      </p>
      <ul className="mt-4 grid gap-4">
        {visitors.map((visitor) => (
          <li key={visitor.enquiryId}>
            <VisitorCard visitor={visitor} canWrite={canWrite} t={t} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function VisitorCard({ visitor, canWrite, t }: { visitor: ReconfirmVisitor; canWrite: boolean; t: ReconfirmCopy['reconfirm'] }) {
  const headingId = useId()
  const fetcher = useFetcher<ReconfirmResult>()
  const name = visitor.name.trim() || t.guest
  const { copy: desk } = useDeskLang()
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  const busy = fetcher.state !== 'idle'
  const send = (intent: 'reconfirm' | 'undo') => {
    const tripsShown = visitor.trips.filter((trip) => (intent === 'reconfirm' ? trip.reconfirmedAt === null : trip.reconfirmedAt !== null))
    void fetcher.submit(toDeskJson({ intent, trips: tripsShown.map((trip) => ({ id: trip.id, expectedVersion: trip.version })) }), {
      method: 'post',
      encType: 'application/json',
    })
  }
  return (
    <article aria-labelledby={headingId} className={`rounded-xl border bg-white p-4 ${visitor.reconfirmed ? 'border-emerald-700' : 'border-sand'}`}>
      <h3 id={headingId} className="text-lg font-semibold break-words text-navy">
        {name}
      </h3>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t.reference}</dt>
        <dd>{visitor.reference}</dd>
        <dt className="text-muted">{t.language}</dt>
        <dd lang={visitor.lang === 'zh' ? 'zh-CN' : 'en'}>{t.languages[visitor.lang]}</dd>
        <dt className="text-muted">{t.phone}</dt>
        <dd className="min-w-0 break-words">
          {visitor.e164 ? (
            <a href={`tel:${visitor.e164}`} className="text-navy underline underline-offset-4">
              {visitor.phoneDisplay}
            </a>
          ) : (
            <>
              <strong className="text-red-800">{t.noValidNumber}</strong>
              <span className="block text-muted">{t.noValidNumberHint(visitor.phone)}</span>
            </>
          )}
        </dd>
      </dl>
      <h4 className="mt-3 text-sm font-semibold text-navy">{t.trips}</h4>
      <ul className="mt-1 space-y-2 text-sm">
        {visitor.trips.map((trip) => (
          <li key={trip.id} className="rounded-lg bg-cream/60 p-2 break-words">
            <span className="font-semibold">{trip.pickupTime ? t.pickupAt(trip.pickupTime) : t.noPickupTime}</span> · {trip.service}
            <span className="block text-muted">
              {trip.pickupPlace || t.noPickupPlace} · {t.pax(trip.adults, trip.children)}
            </span>
          </li>
        ))}
      </ul>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-navy">{t.message}</summary>
        <pre lang={visitor.lang === 'zh' ? 'zh-CN' : 'en'} className="mt-2 rounded-lg bg-cream/60 p-3 font-sans whitespace-pre-wrap break-words">
          {visitor.message}
        </pre>
      </details>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {visitor.e164 ? (
          <a
            href={whatsAppLink(visitor.e164, visitor.message)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t.openWhatsAppFor(name)}
            className={`${buttonClass} bg-emerald-800 text-white`}
          >
            {t.openWhatsApp}
          </a>
        ) : null}
        <CopyButton text={visitor.message} label={t.copyWeChat} accessibleLabel={t.copyWeChatFor(name)} t={t} />
      </div>
      <div className="mt-3 border-t border-sand pt-3">
        {visitor.reconfirmed ? (
          <p className="text-sm font-semibold text-emerald-900">{t.reconfirmedBy(visitor.reconfirmed.by, dubaiDateTime(visitor.reconfirmed.at))}</p>
        ) : visitor.isPartlyReconfirmed ? (
          <p className="text-sm text-muted">{t.partlyReconfirmed}</p>
        ) : null}
        {canWrite ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {visitor.reconfirmed ? (
              <button
                type="button"
                disabled={busy}
                onClick={() => {
                  send('undo')
                }}
                aria-label={t.undoFor(name)}
                className={`${buttonClass} border border-navy text-navy disabled:opacity-50`}
              >
                {t.undo}
              </button>
            ) : (
              <button
                type="button"
                disabled={busy}
                onClick={() => {
                  send('reconfirm')
                }}
                aria-label={t.markReconfirmedFor(name)}
                className={`${buttonClass} bg-navy text-cream disabled:opacity-50`}
              >
                {t.markReconfirmed}
              </button>
            )}
          </div>
        ) : null}
        <p role="status" className="mt-2 text-sm empty:hidden">
          {busy ? t.saving : result?.ok ? t.done : ''}
        </p>
        {result && !result.ok ? (
          <p role="alert" className="mt-2 rounded bg-red-50 p-2 text-sm text-red-900">
            {refusalText(result, desk, { stale: t.stale, notFound: t.notFound, forbidden: t.forbidden, invalid: t.failed })}
          </p>
        ) : null}
      </div>
    </article>
  )
}

/** Copies the message; "Copied" appears beside the button and is announced. */
function CopyButton({ text, label, accessibleLabel, t }: { text: string; label: string; accessibleLabel: string; t: ReconfirmCopy['reconfirm'] }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(
    () => () => {
      clearTimeout(timer.current)
    },
    [],
  )
  const copy = async () => {
    clearTimeout(timer.current)
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
      timer.current = setTimeout(() => {
        setState('idle')
      }, 4000)
    } catch {
      setState('failed')
    }
  }
  return (
    <>
      <button type="button" onClick={() => void copy()} aria-label={accessibleLabel} className={`${buttonClass} border border-navy text-navy`}>
        {label}
      </button>
      <span role="status" className={`text-sm ${state === 'failed' ? 'text-red-800' : 'font-semibold text-emerald-900'}`}>
        {state === 'copied' ? t.copied : state === 'failed' ? t.copyFailed : ''}
      </span>
    </>
  )
}
