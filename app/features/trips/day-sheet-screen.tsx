/**
 * The drivers' day sheet on the desk: the day's pickups by vehicle, in time order. On paper each
 * vehicle takes its own A4 page (the desk's frame and the controls are left out); on a phone each
 * pickup is a card; the CSV holds the same rows.
 */
import { Form, Link } from 'react-router'
import { deskPageTitle } from '../desk/copy'
import { Field } from '../desk/ui/field'
import { useDeskLang } from '../desk/use-desk-lang'
import type { DaySheetGroup } from './day-sheet.server'
import { reconfirmCopy } from './reconfirm-copy'
import { deskDayText } from './reconfirm-day'

export type DaySheetData = { day: string; today: string; groups: DaySheetGroup[] }

const buttonClass = 'inline-flex min-h-11 items-center justify-center rounded-full px-4 py-2 text-sm font-semibold'
const cellClass = 'block py-1 lg:table-cell lg:p-2 lg:align-top print:table-cell print:border-b print:border-muted print:p-1 print:align-top'
const cellLabel = 'block text-xs text-muted lg:hidden print:hidden'

export function DaySheetScreen({ day, today, groups }: DaySheetData) {
  const { lang } = useDeskLang()
  const t = reconfirmCopy(lang).daySheet
  const date = deskDayText(day, lang)
  const columns = [t.time, t.name, t.phone, t.place, t.pax, t.service, t.notes]
  return (
    <section>
      <title>{deskPageTitle(t.title, lang)}</title>
      <h1 className="font-display text-3xl font-semibold text-navy print:hidden">{t.title}</h1>
      <div className="print:hidden">
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
          {day === today ? null : (
            <Link to="/admin/day-sheet" className={`${buttonClass} border border-navy text-navy`}>
              {t.today}
            </Link>
          )}
        </Form>
        <h2 className="mt-6 font-display text-2xl font-semibold text-navy">{t.heading(date)}</h2>
        {groups.length > 0 ? (
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <button
              type="button"
              onClick={() => {
                window.print()
              }}
              className={`${buttonClass} bg-navy text-cream`}
            >
              {t.print}
            </button>
            <a href={`/admin/day-sheet.csv?day=${day}`} download className={`${buttonClass} border border-navy text-navy`}>
              {t.downloadCsv}
            </a>
            <span className="text-sm text-muted">{t.printHint}</span>
          </div>
        ) : (
          <p className="mt-2 text-sm">{t.empty}</p>
        )}
      </div>
      {groups.map((group) => {
        const vehicle = group.vehicle ? t.vehicle(group.vehicle) : t.noVehicle
        return (
          <section key={group.vehicle} aria-label={vehicle} className="day-sheet-vehicle mt-8 print:mt-0">
            <h3 className="font-display text-xl font-semibold break-words text-navy">{vehicle}</h3>
            <p className="text-sm text-muted">
              {date} · {t.pickups(group.rows.length)}
            </p>
            <table className="mt-2 block w-full border-collapse text-left text-sm lg:table lg:bg-white print:table print:text-xs">
              <thead className="sr-only lg:not-sr-only print:not-sr-only">
                <tr className="border-b border-sand print:border-muted">
                  {columns.map((column) => (
                    <th key={column} scope="col" className="p-2 break-keep print:p-1">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="grid gap-3 lg:table-row-group print:table-row-group">
                {group.rows.map((row) => (
                  <tr
                    key={row.id}
                    className="block min-w-0 break-inside-avoid rounded-xl border border-sand bg-white p-3 lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:p-0 print:table-row print:border-0 print:p-0"
                  >
                    <td className={`${cellClass} font-semibold`}>
                      <span className={cellLabel}>{t.time}</span>
                      {row.pickupTime ?? t.notSet}
                    </td>
                    <td className={`${cellClass} break-words`}>
                      <span className={cellLabel}>{t.name}</span>
                      {row.name.trim() || t.guest} <span className="text-muted">({row.reference})</span>
                    </td>
                    <td className={`${cellClass} whitespace-nowrap`}>
                      <span className={cellLabel}>{t.phone}</span>
                      {row.phone}
                    </td>
                    <td className={`${cellClass} break-words`}>
                      <span className={cellLabel}>{t.place}</span>
                      {row.pickupPlace || t.notSet}
                    </td>
                    <td className={cellClass}>
                      <span className={cellLabel}>{t.pax}</span>
                      {t.paxCount(row.adults, row.children)}
                    </td>
                    <td className={`${cellClass} break-words`}>
                      <span className={cellLabel}>{t.service}</span>
                      {row.service}
                    </td>
                    <td className={`${cellClass} break-words whitespace-pre-line`}>
                      <span className={cellLabel}>{t.notes}</span>
                      {row.notes}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )
      })}
    </section>
  )
}
