/**
 * The reply clock's working week and public holidays (owners). Saving recomputes the due moment of
 * every open enquiry at once.
 */
import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import { toDeskJson } from '../desk/desk-result'
import { Field } from '../desk/ui/field'
import { DeskNotice } from '../desk/ui/desk-notice'
import { useDeskLang } from '../desk/use-desk-lang'
import { workingCalendarSchema } from './calendar-schema'
import type { HolidayName } from './uae-holidays'
import type { SaveCalendarResult } from './clock-settings.server'
import { calendarCopy } from './calendar-copy'
import { deskPageTitle } from '../desk/copy'

type Names = Record<string, HolidayName>

/** The ISO weekday (1 = Monday) of a calendar date. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 ? 7 : day
}

export function CalendarDesk({
  workingDays,
  holidays,
  names: storedNames,
  version,
  today,
}: {
  workingDays: number[]
  holidays: string[]
  names: Names
  version: number
  today: string
}) {
  const { lang, copy: desk } = useDeskLang()
  const t = calendarCopy(lang)
  const fetcher = useFetcher<SaveCalendarResult>()
  const [days, setDays] = useState(new Set(workingDays))
  const [dates, setDates] = useState(holidays)
  const [names, setNames] = useState(storedNames)
  const [next, setNext] = useState('')
  // A save brings the stored calendar back: start again from it.
  useEffect(() => {
    setDays(new Set(workingDays))
    setDates(holidays)
    setNames(storedNames)
  }, [version])
  const calendar = { workingDays: [...days].sort((a, b) => a - b), holidays: dates, names }
  const nameOf = (date: string): HolidayName => names[date] ?? { en: '', zh: '', toConfirm: false }
  const rename = (date: string, change: Partial<HolidayName>) => {
    setNames({ ...names, [date]: { ...nameOf(date), ...change } })
  }
  const isValid = workingCalendarSchema.safeParse(calendar).success
  const result = fetcher.state === 'idle' ? fetcher.data : undefined
  const holidayList = (list: string[]) => (
    <ul className="mt-3 divide-y divide-sand">
      {list.map((date) => {
        const name = nameOf(date)
        const shown = (lang === 'zh' ? name.zh : name.en) || name.en || name.zh
        return (
          <li key={date} className="py-3">
            <fieldset className="grid gap-2 sm:grid-cols-[12rem_1fr_1fr_auto] sm:items-end">
              <legend className="sr-only">{shown ? t.holidayLegend(date, shown) : date}</legend>
              <p className="text-sm">
                <span className="font-semibold text-navy">{date}</span>
                <span className="text-muted"> · {t.weekdays[isoWeekday(date) - 1]}</span>
                {name.toConfirm ? (
                  <span className="ml-2 inline-block whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-950">{t.toConfirmBadge}</span>
                ) : null}
              </p>
              <Field
                label={t.nameEn}
                value={name.en}
                maxLength={80}
                onChange={(event) => {
                  rename(date, { en: event.target.value })
                }}
              />
              <Field
                label={t.nameZh}
                value={name.zh}
                maxLength={80}
                lang="zh-CN"
                onChange={(event) => {
                  rename(date, { zh: event.target.value })
                }}
              />
              <div className="flex items-center justify-between gap-3 sm:flex-col sm:items-end">
                <label className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={name.toConfirm}
                    onChange={(event) => {
                      rename(date, { toConfirm: event.target.checked })
                    }}
                  />
                  {t.toConfirm}
                </label>
                <button
                  type="button"
                  aria-label={t.removeHoliday(shown ? `${date} ${shown}` : date)}
                  onClick={() => {
                    setDates(dates.filter((d) => d !== date))
                  }}
                  className="rounded-full border border-navy px-3 py-1 text-sm text-navy"
                >
                  {t.remove}
                </button>
              </div>
            </fieldset>
          </li>
        )
      })}
    </ul>
  )
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
          <p className="mt-1 max-w-2xl text-sm text-muted">{t.toConfirmHint}</p>
          <div className="mt-2 flex flex-wrap items-end gap-2">
            <Field
              label={t.addHolidayOn}
              labelClassName="sr-only"
              controlClassName="rounded border border-muted px-3 py-2"
              type="date"
              value={next}
              onChange={(event) => {
                setNext(event.target.value)
              }}
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
          {holidayList(dates.filter((date) => date >= today))}
          {dates.some((date) => date < today) ? (
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-semibold text-navy">{t.pastHolidays(dates.filter((date) => date < today).length)}</summary>
              {holidayList(dates.filter((date) => date < today))}
            </details>
          ) : null}
        </fieldset>
        <DeskNotice result={result} done={t.saved} copy={desk} own={{ stale: t.stale, invalid: t.invalid }} className="" />
        <button
          type="submit"
          disabled={!isValid || fetcher.state !== 'idle'}
          className="rounded-full bg-navy px-5 py-2 font-semibold text-cream disabled:opacity-50"
        >
          {t.save}
        </button>
      </form>
    </section>
  )
}
