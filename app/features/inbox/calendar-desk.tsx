/**
 * The reply clock's working week and public holidays (owners). Saving recomputes the due moment of
 * every open enquiry at once.
 */
import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { toDeskJson } from '../admin/desk-result'
import { Field } from '../admin/ui/field'
import { useDeskLang } from '../admin/use-desk-lang'
import { workingCalendarSchema } from '../reply-clock/calendar-schema'
import type { SaveCalendarResult } from '../reply-clock/clock-settings.server'
import { inboxCopy } from './inbox-copy'
import { deskPageTitle } from '../admin/copy'

export function CalendarDesk({ workingDays, holidays, version }: { workingDays: number[]; holidays: string[]; version: number }) {
  const { lang } = useDeskLang()
  const t = inboxCopy(lang).calendar
  const fetcher = useFetcher<SaveCalendarResult>()
  const [days, setDays] = useState(new Set(workingDays))
  const [dates, setDates] = useState(holidays)
  const [next, setNext] = useState('')
  // A save brings the stored calendar back: start again from it.
  useEffect(() => {
    setDays(new Set(workingDays))
    setDates(holidays)
  }, [version])
  const calendar = { workingDays: [...days].sort((a, b) => a - b), holidays: dates }
  const isValid = workingCalendarSchema.safeParse(calendar).success
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  return (
    <section>
      <title>{deskPageTitle(t.title, lang)}</title>
      <h1 className="font-display text-3xl font-semibold text-navy">{t.title}</h1>
      <p className="mt-2 max-w-3xl text-sm text-muted">{t.intro}</p>
      <form
        method="post"
        className="mt-6 max-w-3xl space-y-6 rounded-xl border border-sand bg-white p-4"
        onSubmit={(event) => {
          event.preventDefault()
          void fetcher.submit(toDeskJson({ intent: 'save', calendar, expectedVersion: version }), { method: 'post', encType: 'application/json' })
        }}
      >
        <fieldset>
          <legend className="font-semibold text-navy">{t.workingDays}</legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {t.weekdays.map((name, index) => (
              <label key={name} className="inline-flex items-center gap-2">
                <input
                  type="checkbox"
                  checked={days.has(index + 1)}
                  onChange={(event) => {
                    const changed = new Set(days)
                    if (event.target.checked) changed.add(index + 1)
                    else changed.delete(index + 1)
                    setDays(changed)
                  }}
                />
                {name}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="font-semibold text-navy">{t.holidays}</legend>
          <div className="mt-2 flex flex-wrap items-end gap-2">
            <Field
              label={t.holidays}
              labelClassName="sr-only"
              controlClassName="rounded border border-muted px-3 py-2"
              type="date"
              value={next}
              onChange={(event) => { setNext(event.target.value) }}
            />
            <button
              type="button"
              disabled={!/^\d{4}-\d{2}-\d{2}$/.test(next)}
              onClick={() => {
                setDates([...new Set([...dates, next])].sort())
                setNext('')
              }}
              className="rounded-full border border-navy px-4 py-2"
            >
              {t.addHoliday}
            </button>
          </div>
          {dates.length === 0 ? <p className="mt-2 text-sm text-muted">{t.noHolidays}</p> : null}
          <ul className="mt-2 flex flex-wrap gap-2">
            {dates.map((date) => (
              <li key={date} className="inline-flex items-center gap-1 rounded-full bg-sand/50 px-3 py-1 text-sm">
                {date}
                <button type="button" aria-label={t.removeHoliday(date)} onClick={() => { setDates(dates.filter((d) => d !== date)) }} className="ml-1 font-bold text-navy">
                  ×
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
        {result ? (
          <p role={result.ok ? 'status' : 'alert'} className={`rounded p-2 text-sm ${result.ok ? 'bg-emerald-50 text-emerald-950' : 'bg-red-50 text-red-900'}`}>
            {result.ok ? t.saved : result.kind === 'stale' ? t.stale : t.invalid}
          </p>
        ) : null}
        <button type="submit" disabled={!isValid || fetcher.state !== 'idle'} className="rounded-full bg-navy px-5 py-2 font-semibold text-cream disabled:opacity-50">
          {t.save}
        </button>
      </form>
    </section>
  )
}
