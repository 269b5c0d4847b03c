/**
 * The Trips section of a confirmed enquiry: one form per trip (service, date, pickup time and place
 * in Dubai time, the party, vehicle, agreed price, notes for the driver), a form to add a trip by
 * hand, and the button that mails the visitor the confirmation with a calendar file, which waits
 * until every planned trip says when and where the driver collects the party. The fields are checked
 * in the browser with the server's own schema before anything is sent.
 */
import { useEffect, useState, type SyntheticEvent } from 'react'
import { useFetcher } from 'react-router'
import { Field, TextareaField } from '../desk/ui/field'
import { issuesByField } from '../desk/desk-result'
import type { DeskLang } from '../desk/desk-path'
import type { DeskCopy } from '../desk/copy'
import { refusalText } from '../desk/ui/desk-notice'
import { useDeskLang } from '../desk/use-desk-lang'
import { isReadyToConfirm, MAX_PARTY, tripErrorKeys, tripFieldsSchema, type TripErrorKey, type TripView } from './trip-schema'
import { tripsCopy, type TripsCopy } from './trips-copy'
import type { TripDeskResult } from './trip-desk-commands.server'

const panel = 'rounded-xl border border-sand bg-white p-4'
const h2 = 'font-display text-xl font-semibold text-navy'

const isErrorKey = (value: string): value is TripErrorKey => (tripErrorKeys as readonly string[]).includes(value)

/** The issues of a result or a check, per field, in the desk's words. */
function fieldErrors(issues: readonly { path: string; message: string }[] | undefined, copy: TripsCopy): Record<string, string> {
  const byField = issuesByField(issues)
  return Object.fromEntries(Object.entries(byField).map(([field, message]) => [field, isErrorKey(message) ? copy.errors[message] : message]))
}

type Notice = { kind: 'ok' | 'error'; text: string }

function noticeOf(result: TripDeskResult, copy: TripsCopy, desk: DeskCopy): Notice {
  const t = copy.section
  if (result.ok) {
    const text = { 'trip-update': t.saved, 'trip-add': t.added, 'trip-cancel': t.cancelledNotice, 'trip-confirmation': t.confirmationQueued }[result.intent]
    return { kind: 'ok', text }
  }
  const form = result.issues?.find((issue) => issue.path === 'form')?.message
  const own = { stale: t.stale, notFound: t.notFound, forbidden: t.notAllowed, invalid: form && isErrorKey(form) ? copy.errors[form] : t.check }
  return { kind: 'error', text: refusalText(result, desk, own) }
}

/** Checks the form with the shared schema; on a problem, keeps it from being sent and names the fields. */
function checkBeforeSend(event: SyntheticEvent<HTMLFormElement>, setErrors: (errors: Record<string, string>) => void, copy: TripsCopy) {
  const submitter = 'submitter' in event.nativeEvent ? event.nativeEvent.submitter : null
  if (submitter instanceof HTMLButtonElement && submitter.value === 'trip-cancel') return
  const data = Object.fromEntries(new FormData(event.currentTarget))
  const checked = tripFieldsSchema.safeParse(data)
  if (checked.success) {
    setErrors({})
    return
  }
  event.preventDefault()
  setErrors(
    fieldErrors(
      checked.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
      copy,
    ),
  )
}

function TripFields({
  trip,
  copy,
  errors,
  disabled,
}: {
  trip: Partial<TripView> & { serviceDate: string }
  copy: TripsCopy
  errors: Record<string, string>
  disabled: boolean
}) {
  const t = copy.section
  return (
    <fieldset disabled={disabled} className="grid min-w-0 grid-cols-1 gap-3 sm:grid-cols-2">
      <Field
        className="text-sm sm:col-span-2"
        label={t.service}
        name="service"
        defaultValue={trip.service ?? ''}
        maxLength={200}
        required
        error={errors.service}
      />
      <Field className="text-sm" label={t.serviceDate} name="serviceDate" type="date" defaultValue={trip.serviceDate} required error={errors.serviceDate} />
      <Field className="text-sm" label={t.pickupTime} name="pickupTime" type="time" defaultValue={trip.pickupTime ?? ''} error={errors.pickupTime} />
      <Field
        className="text-sm sm:col-span-2"
        label={t.pickupPlace}
        hint={t.pickupPlaceHint}
        name="pickupPlace"
        defaultValue={trip.pickupPlace ?? ''}
        maxLength={300}
        error={errors.pickupPlace}
      />
      <Field
        className="text-sm"
        label={t.adults}
        name="adults"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_PARTY}
        defaultValue={trip.adults ?? 1}
        required
        error={errors.adults}
      />
      <Field
        className="text-sm"
        label={t.children}
        name="children"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_PARTY}
        defaultValue={trip.children ?? 0}
        error={errors.children}
      />
      <Field
        className="text-sm"
        label={t.vehicle}
        hint={t.vehicleHint}
        name="vehicle"
        defaultValue={trip.vehicle ?? ''}
        maxLength={100}
        error={errors.vehicle}
      />
      <Field
        className="text-sm"
        label={t.priceAed}
        name="priceAed"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={trip.priceAed ?? ''}
        error={errors.priceAed}
      />
      <TextareaField
        className="text-sm sm:col-span-2"
        label={t.driverNotes}
        name="driverNotes"
        rows={2}
        maxLength={2000}
        defaultValue={trip.driverNotes ?? ''}
        error={errors.driverNotes}
      />
    </fieldset>
  )
}

function TripForm({
  trip,
  number,
  copy,
  canWrite,
  onNotice,
}: {
  trip: TripView
  number: number
  copy: TripsCopy
  canWrite: boolean
  onNotice: (notice: Notice) => void
}) {
  const t = copy.section
  const { copy: desk } = useDeskLang()
  const fetcher = useFetcher<TripDeskResult>()
  const [errors, setErrors] = useState<Record<string, string>>({})
  // Drawn afresh when someone else saved first, so the fields show their version, not the edits refused.
  const [round, setRound] = useState(0)
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    setErrors(fetcher.data.ok ? {} : fieldErrors(fetcher.data.issues, copy))
    if (!fetcher.data.ok && fetcher.data.kind === 'stale') setRound((n) => n + 1)
    onNotice(noticeOf(fetcher.data, copy, desk))
  }, [fetcher.state, fetcher.data])
  const title = t.trip(number, trip.service)
  const headingId = `trip-${String(trip.id)}-title`
  if (trip.status === 'cancelled') {
    return (
      <li className="rounded-lg bg-cream p-3 text-sm">
        <p>
          <s>{title}</s> · {trip.serviceDate} · <strong>{t.cancelled}</strong>
        </p>
      </li>
    )
  }
  return (
    <li className="min-w-0 rounded-lg border border-sand p-3">
      <fetcher.Form
        key={round}
        method="post"
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => {
          checkBeforeSend(event, setErrors, copy)
        }}
      >
        <h3 id={headingId} className="mb-2 font-semibold break-words">
          {title}
        </h3>
        <input type="hidden" name="tripId" value={trip.id} />
        <input type="hidden" name="expectedVersion" value={trip.version} />
        <TripFields trip={trip} copy={copy} errors={errors} disabled={!canWrite} />
        {canWrite ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="submit"
              name="intent"
              value="trip-update"
              disabled={fetcher.state !== 'idle'}
              className="rounded-full bg-navy px-5 py-2 font-semibold text-cream"
            >
              {t.save}
            </button>
            <button
              type="submit"
              name="intent"
              value="trip-cancel"
              disabled={fetcher.state !== 'idle'}
              onClick={(event) => {
                if (!window.confirm(t.confirmCancel)) event.preventDefault()
              }}
              className="rounded-full border border-red-800 px-4 py-2 text-red-800"
            >
              {t.cancel}
            </button>
          </div>
        ) : null}
      </fetcher.Form>
    </li>
  )
}

function AddTripForm({ travelDate, copy, onNotice }: { travelDate: string; copy: TripsCopy; onNotice: (notice: Notice) => void }) {
  const t = copy.section
  const { copy: desk } = useDeskLang()
  const fetcher = useFetcher<TripDeskResult>()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [round, setRound] = useState(0)
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    setErrors(fetcher.data.ok ? {} : fieldErrors(fetcher.data.issues, copy))
    if (fetcher.data.ok) setRound((n) => n + 1)
    onNotice(noticeOf(fetcher.data, copy, desk))
  }, [fetcher.state, fetcher.data])
  return (
    <details className="mt-3 rounded-lg border border-dashed border-muted p-3">
      <summary className="cursor-pointer font-semibold text-navy">{t.addTitle}</summary>
      <fetcher.Form
        key={round}
        method="post"
        aria-label={t.addTitle}
        noValidate
        className="mt-2"
        onSubmit={(event) => {
          checkBeforeSend(event, setErrors, copy)
        }}
      >
        <input type="hidden" name="intent" value="trip-add" />
        <TripFields trip={{ serviceDate: travelDate }} copy={copy} errors={errors} disabled={false} />
        <button type="submit" disabled={fetcher.state !== 'idle'} className="mt-3 rounded-full border border-navy px-4 py-2 font-semibold text-navy">
          {t.add}
        </button>
      </fetcher.Form>
    </details>
  )
}

function SendConfirmation({
  trips,
  copy,
  canSend,
  onNotice,
}: {
  trips: readonly TripView[]
  copy: TripsCopy
  canSend: boolean
  onNotice: (notice: Notice) => void
}) {
  const t = copy.section
  const { copy: desk } = useDeskLang()
  const fetcher = useFetcher<TripDeskResult>()
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data) onNotice(noticeOf(fetcher.data, copy, desk))
  }, [fetcher.state, fetcher.data])
  if (!canSend) return <p className="mt-3 text-sm text-muted">{t.noSendPermission}</p>
  const planned = trips.filter((trip) => trip.status === 'planned')
  const isReady = planned.length > 0 && planned.every(isReadyToConfirm)
  return (
    <fetcher.Form method="post" className="mt-4 border-t border-sand pt-3">
      <input type="hidden" name="intent" value="trip-confirmation" />
      <button
        type="submit"
        disabled={!isReady || fetcher.state !== 'idle'}
        aria-describedby="trip-send-hint"
        className="rounded-full bg-gold px-5 py-2 font-semibold text-navy disabled:opacity-50"
      >
        {t.sendConfirmation}
      </button>
      <p id="trip-send-hint" className="mt-1 text-xs text-muted">
        {isReady ? t.sendHint : t.sendBlocked}
      </p>
    </fetcher.Form>
  )
}

export type EnquiryTripsProps = {
  trips: TripView[]
  travelDate: string
  /** Whether the enquiry is confirmed: only then are its trips changed. */
  isConfirmed: boolean
  canWrite: boolean
  canSend: boolean
  lang: DeskLang
}

export function EnquiryTrips({ trips, travelDate, isConfirmed, canWrite: mayWrite, canSend, lang }: EnquiryTripsProps) {
  const canWrite = mayWrite && isConfirmed
  const copy = tripsCopy(lang)
  const t = copy.section
  const [notice, setNotice] = useState<Notice | undefined>()
  return (
    <section className={`${panel} min-w-0`} aria-labelledby="trips">
      <h2 id="trips" className={h2}>
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{t.intro}</p>
      {notice ? (
        <p
          role={notice.kind === 'ok' ? 'status' : 'alert'}
          className={`mt-2 rounded-lg p-2 text-sm ${notice.kind === 'ok' ? 'bg-emerald-50 text-emerald-950' : 'bg-red-50 text-red-900'}`}
        >
          {notice.text}
        </p>
      ) : null}
      {trips.length === 0 ? <p className="mt-2 text-sm">{t.none}</p> : null}
      <ol className="mt-3 space-y-3">
        {trips.map((trip, index) => (
          <TripForm key={trip.id} trip={trip} number={index + 1} copy={copy} canWrite={canWrite} onNotice={setNotice} />
        ))}
      </ol>
      {canWrite ? (
        <>
          <AddTripForm travelDate={travelDate} copy={copy} onNotice={setNotice} />
          <SendConfirmation trips={trips} copy={copy} canSend={canSend} onNotice={setNotice} />
        </>
      ) : (
        <p className="mt-3 text-sm text-muted">{mayWrite ? t.notConfirmed : t.notAllowed}</p>
      )}
    </section>
  )
}
