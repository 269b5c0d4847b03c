/**
 * The desk's Trips screen: the agenda of one Dubai day, with the previous and next day a link away,
 * or the month calendar, each day with its number of trips and a link to its agenda. Both can show
 * one service only. Owners download the trips of the shown day or month as CSV.
 */
import { Form, Link } from 'react-router'
import { deskPageTitle } from '../desk/copy'
import { SelectField } from '../desk/ui/field'
import { useDeskLang } from '../desk/use-desk-lang'
import { addDays, addMonths } from './trip-days'
import { tripsCopy, type TripsCopy } from './trips-copy'
import type { TripsScreenData } from './trips-agenda.server'
import type { AgendaTrip } from './trips-store.server'

const panel = 'rounded-xl border border-sand bg-white p-4'
const pill = 'rounded-full border border-navy px-3 py-1 text-sm text-navy'

/** A Trips URL: the view's own parameter and the service filter when one is chosen. */
function tripsHref(view: { day: string } | { month: string }, service: string): string {
  const params = new URLSearchParams('day' in view ? { day: view.day } : { month: view.month })
  if (service) params.set('service', service)
  return `/admin/trips?${params.toString()}`
}

function ServiceFilter({ data, copy }: { data: TripsScreenData; copy: TripsCopy }) {
  const t = copy.agenda
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2">
      {data.view === 'day' ? <input type="hidden" name="day" value={data.day} /> : <input type="hidden" name="month" value={data.month} />}
      <SelectField className="min-w-0 text-sm" label={t.service} name="service" defaultValue={data.service}>
        <option value="">{t.anyService}</option>
        {data.services.map((service) => (
          <option key={service} value={service}>
            {service}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="rounded-full bg-navy px-4 py-2 text-sm font-semibold text-cream">
        {t.show}
      </button>
    </Form>
  )
}

function AgendaItem({ trip, copy }: { trip: AgendaTrip; copy: TripsCopy }) {
  const t = copy.agenda
  return (
    <li className="min-w-0 rounded-lg border border-sand p-3 text-sm">
      <p className="font-semibold break-words">
        <span className="mr-2 text-navy">{trip.pickupTime ?? t.timeToSet}</span>
        {trip.service}
      </p>
      <p className="mt-1 break-words">
        {t.pickup}
        {copy.colon}
        {trip.pickupPlace || t.placeToSet}
      </p>
      <p className="mt-1 text-muted">
        {t.party(trip.adults, trip.children)}
        {trip.vehicle ? ` · ${t.vehicle}${copy.colon}${trip.vehicle}` : ''}
        {trip.priceAed !== null ? ` · AED ${trip.priceAed.toLocaleString('en-US')}` : ''}
      </p>
      {trip.driverNotes ? (
        <p className="mt-1 whitespace-pre-wrap break-words">
          {t.notes}
          {copy.colon}
          {trip.driverNotes}
        </p>
      ) : null}
      <p className="mt-1">
        {t.enquiry}
        {copy.colon}
        <Link to={`/admin/enquiries/${String(trip.enquiryId)}`} className="text-navy underline">
          {trip.reference}
        </Link>
        {trip.name ? ` · ${trip.name}` : ''}
        {trip.phone ? ` · ${trip.phone}` : ''}
      </p>
    </li>
  )
}

function DayView({ data, copy }: { data: Extract<TripsScreenData, { view: 'day' }>; copy: TripsCopy }) {
  const t = copy.agenda
  return (
    <section className={panel} aria-labelledby="agenda-day">
      <h2 id="agenda-day" className="font-display text-xl font-semibold text-navy">
        {t.dayHeading(data.day)}
      </h2>
      <nav aria-label={t.dayView} className="mt-2 flex flex-wrap gap-2">
        <Link to={tripsHref({ day: addDays(data.day, -1) }, data.service)} className={pill}>
          ← {t.previousDay}
        </Link>
        <Link to={tripsHref({ day: data.today }, data.service)} className={pill}>
          {t.today}
        </Link>
        <Link to={tripsHref({ day: addDays(data.day, 1) }, data.service)} className={pill}>
          {t.nextDay} →
        </Link>
      </nav>
      {data.trips.length === 0 ? <p className="mt-3 text-sm">{t.none}</p> : null}
      <ol className="mt-3 space-y-2" aria-label={t.dayHeading(data.day)}>
        {data.trips.map((trip) => (
          <AgendaItem key={trip.id} trip={trip} copy={copy} />
        ))}
      </ol>
    </section>
  )
}

function MonthView({ data, copy }: { data: Extract<TripsScreenData, { view: 'month' }>; copy: TripsCopy }) {
  const t = copy.agenda
  const total = Object.values(data.counts).reduce((sum, n) => sum + n, 0)
  return (
    <section className={panel} aria-labelledby="agenda-month">
      <h2 id="agenda-month" className="font-display text-xl font-semibold text-navy">
        {t.calendarLabel(data.month)}
      </h2>
      <nav aria-label={t.monthView} className="mt-2 flex flex-wrap gap-2">
        <Link to={tripsHref({ month: addMonths(data.month, -1) }, data.service)} className={pill}>
          ← {t.previousMonth}
        </Link>
        <Link to={tripsHref({ month: data.today.slice(0, 7) }, data.service)} className={pill}>
          {t.thisMonth}
        </Link>
        <Link to={tripsHref({ month: addMonths(data.month, 1) }, data.service)} className={pill}>
          {t.nextMonth} →
        </Link>
      </nav>
      {total === 0 ? <p className="mt-3 text-sm">{t.noneMonth}</p> : null}
      <table className="mt-3 w-full table-fixed border-collapse text-center text-xs sm:text-sm" aria-label={t.calendarLabel(data.month)}>
        <thead>
          <tr>
            {t.weekdays.map((weekday) => (
              <th key={weekday} scope="col" className="py-1 font-normal text-muted">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.weeks.map((week, index) => (
            <tr key={String(index)}>
              {week.map((day, column) => {
                if (!day) return <td key={`blank-${String(column)}`} className="border border-sand/50" />
                const count = data.counts[day] ?? 0
                const isToday = day === data.today
                const dayOfMonth = Number(day.slice(8))
                // The name starts with what the cell shows, "15 2" (a space between the number and
                // the count, or it reads 152), and goes on with the date: WCAG 2.5.3, label in name.
                return (
                  <td key={day} className={`border border-sand/50 p-0 align-top ${isToday ? 'bg-cream' : ''}`}>
                    <Link
                      to={tripsHref({ day }, data.service)}
                      aria-label={t.dayLink(dayOfMonth, count, day)}
                      className="block min-h-12 px-0.5 py-1 hover:bg-sand/40"
                    >
                      <span className={isToday ? 'font-bold text-navy' : ''}>{dayOfMonth}</span>
                      {count > 0 ? (
                        <>
                          {' '}
                          <span className="mt-0.5 block rounded bg-navy px-0.5 text-cream">{count}</span>
                        </>
                      ) : null}
                    </Link>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

export function TripsScreen({ data }: { data: TripsScreenData }) {
  const { lang } = useDeskLang()
  const copy = tripsCopy(lang)
  const t = copy.agenda
  const csv = new URLSearchParams({ from: data.range.from, to: data.range.to })
  if (data.service) csv.set('service', data.service)
  return (
    <article className="min-w-0 space-y-4">
      <title>{deskPageTitle(t.title, lang)}</title>
      <h1 className="font-display text-3xl font-semibold text-navy">{t.title}</h1>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <nav aria-label={t.title} className="flex gap-2">
          <Link
            to={tripsHref({ day: data.view === 'day' ? data.day : data.today }, data.service)}
            aria-current={data.view === 'day' ? 'page' : undefined}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${data.view === 'day' ? 'bg-navy text-cream' : 'border border-navy text-navy'}`}
          >
            {t.dayView}
          </Link>
          <Link
            to={tripsHref({ month: data.view === 'day' ? data.day.slice(0, 7) : data.month }, data.service)}
            aria-current={data.view === 'month' ? 'page' : undefined}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${data.view === 'month' ? 'bg-navy text-cream' : 'border border-navy text-navy'}`}
          >
            {t.monthView}
          </Link>
        </nav>
        <ServiceFilter data={data} copy={copy} />
      </div>
      {data.view === 'day' ? <DayView data={data} copy={copy} /> : <MonthView data={data} copy={copy} />}
      {data.canExport ? (
        <p>
          <a href={`/admin/trips.csv?${csv.toString()}`} download className="text-sm text-navy underline">
            {t.downloadCsv}
          </a>
        </p>
      ) : null}
    </article>
  )
}
