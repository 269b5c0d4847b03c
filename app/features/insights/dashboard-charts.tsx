/**
 * The dashboard's charts for owners and agents: enquiries per week by language, the share answered
 * within the promise, the pipeline, the services most asked for and most confirmed, and the trips
 * of the next seven days. Each chart is an SVG picture with a heading and an accessible name, and
 * its figures as a real table under "Show as table", so a screen reader (or anyone who wants the
 * numbers) reads the same figures the bars show. Recharts is imported only here, and this module
 * only by the desk's dashboard route, so the library stays in the desk's chunk.
 */
import type { ReactNode } from 'react'
import { Bar, BarChart, CartesianGrid, Legend, type LegendPayload, Line, LineChart, XAxis, YAxis } from 'recharts'
import { useDeskLang } from '../desk/use-desk-lang'
import { dayWithWeekday, shortDate } from './dashboard-calendar'
import type { DashboardFigures, ServiceFigures } from './dashboard-figures.server'

/** Marks with at least 3:1 contrast on white (WCAG 1.4.11), told apart by hue as well as by the legend. */
const colours = { navy: '#0f2a44', terracotta: '#b4552f', teal: '#1f7a80', gold: '#8a6420' }
const tick = { fill: '#4f5b6a', fontSize: 12 }
const CHART_HEIGHT = 240

type ChartCardProps = { id: string; title: string; note?: string; chart: ReactNode; table: ReactNode }

function ChartCard({ id, title, note, chart, table }: ChartCardProps) {
  const { copy } = useDeskLang()
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-sand bg-white p-4">
      <h3 id={id} className="font-display text-lg font-semibold text-navy">
        {title}
      </h3>
      {note ? <p className="mt-1 text-sm text-muted">{note}</p> : null}
      <div className="mt-3 w-full min-w-0" style={{ height: CHART_HEIGHT }}>
        {chart}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-teal-dark">{copy.insights.showTable}</summary>
        <div className="mt-2">{table}</div>
      </details>
    </section>
  )
}

/** Props every chart's SVG gets: a picture with a name (its figures are in the table beside it). */
function pictureOf(name: string) {
  return { role: 'img', 'aria-label': name, accessibilityLayer: false, responsive: true, style: { width: '100%', height: CHART_HEIGHT } } as const
}

/**
 * The chart's key as a plain list: a colour swatch (hidden from screen readers, which read the
 * table) and the series' name in the desk's language. Recharts' own key labels every swatch
 * "legend icon" in English.
 */
function SeriesKey({ payload }: { payload?: readonly LegendPayload[] }) {
  return (
    <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-ink">
      {(payload ?? []).map((entry) => (
        <li key={String(entry.value)} className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-2.5 rounded-sm" style={{ backgroundColor: entry.color }} />
          {entry.value}
        </li>
      ))}
    </ul>
  )
}

function FiguresTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {head.map((cell, i) => (
            <th key={cell} scope="col" className={`border-b border-sand py-1 pr-2 font-semibold ${i > 0 ? 'text-right' : ''}`}>
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="border-b border-cream py-1 pr-2 font-normal">
                  {cell}
                </th>
              ) : (
                <td key={i} className="border-b border-cream py-1 pr-2 text-right tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** A long service name shortened on the axis (the table keeps it whole). */
const shortName = (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name)

function ServicesChart({ id, title, services, measure }: { id: string; title: string; services: ServiceFigures[]; measure: 'asked' | 'confirmed' }) {
  const { copy, lang } = useDeskLang()
  const t = copy.insights
  const data = services.map((service) => ({ name: service.title[lang], value: service[measure] }))
  return (
    <ChartCard
      id={id}
      title={title}
      chart={
        data.length === 0 ? (
          <p className="text-sm text-muted">{t.noneYet}</p>
        ) : (
          <BarChart {...pictureOf(t.chartLabel(title))} data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
            <CartesianGrid horizontal={false} stroke="#e5e7eb" />
            <XAxis type="number" allowDecimals={false} tick={tick} />
            <YAxis type="category" dataKey="name" width={lang === 'zh' ? 110 : 128} tick={tick} tickFormatter={shortName} interval={0} />
            <Bar
              dataKey="value"
              name={measure === 'asked' ? t.asked : t.confirmed}
              fill={measure === 'asked' ? colours.teal : colours.gold}
              isAnimationActive={false}
            />
          </BarChart>
        )
      }
      table={
        <FiguresTable
          caption={title}
          head={[t.service, t.asked, t.confirmed]}
          rows={services.map((service) => [service.title[lang], service.asked, service.confirmed])}
        />
      }
    />
  )
}

export function DashboardCharts({ figures }: { figures: DashboardFigures }) {
  const { copy, lang } = useDeskLang()
  const t = copy.insights
  const weeks = figures.weeks.map((week) => ({ ...week, label: shortDate(week.week, lang), total: week.en + week.zh }))
  const stages = (['new', 'replied', 'quoted', 'confirmed'] as const).map((stage) => ({ stage: t.stages[stage], value: figures.pipeline[stage] }))
  const percentOfAll = (value: number) => (figures.pipeline.new === 0 ? '–' : `${String(Math.round((value / figures.pipeline.new) * 100))}%`)
  const days = figures.tripsAhead.map((day) => ({ ...day, label: dayWithWeekday(day.day, lang) }))

  return (
    <section aria-labelledby="insights-title" className="mt-10">
      <h2 id="insights-title" className="font-display text-2xl font-semibold text-navy">
        {t.title}
      </h2>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <ChartCard
          id="insights-weeks"
          title={t.weeksTitle}
          chart={
            <BarChart {...pictureOf(t.chartLabel(t.weeksTitle))} data={weeks} margin={{ top: 4, right: 8, bottom: 4, left: -16 }}>
              <CartesianGrid vertical={false} stroke="#e5e7eb" />
              <XAxis dataKey="label" tick={tick} interval="preserveStartEnd" minTickGap={8} />
              <YAxis allowDecimals={false} tick={tick} />
              <Legend content={SeriesKey} itemSorter={null} />
              <Bar dataKey="en" name={t.english} stackId="lang" fill={colours.navy} isAnimationActive={false} />
              <Bar dataKey="zh" name={t.chinese} stackId="lang" fill={colours.terracotta} isAnimationActive={false} />
            </BarChart>
          }
          table={
            <FiguresTable
              caption={t.weeksTitle}
              head={[t.weekOf, t.english, t.chinese, t.total]}
              rows={weeks.map((week) => [week.label, week.en, week.zh, week.total])}
            />
          }
        />
        <ChartCard
          id="insights-on-time"
          title={t.onTimeTitle}
          note={t.onTimeNote}
          chart={
            <LineChart {...pictureOf(t.chartLabel(t.onTimeTitle))} data={weeks} margin={{ top: 8, right: 12, bottom: 4, left: -16 }}>
              <CartesianGrid vertical={false} stroke="#e5e7eb" />
              <XAxis dataKey="label" tick={tick} interval="preserveStartEnd" minTickGap={8} />
              <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} tickFormatter={(value: number) => `${String(value)}%`} tick={tick} />
              <Line
                dataKey="onTimePercent"
                name={t.share}
                stroke={colours.teal}
                strokeWidth={2}
                dot={{ r: 3, fill: colours.teal }}
                connectNulls
                isAnimationActive={false}
              />
            </LineChart>
          }
          table={
            <FiguresTable
              caption={t.onTimeTitle}
              head={[t.weekOf, t.onTime, t.late, t.share]}
              rows={weeks.map((week) => [week.label, week.onTime, week.late, week.onTimePercent === null ? t.noneDue : `${String(week.onTimePercent)}%`])}
            />
          }
        />
        <ChartCard
          id="insights-pipeline"
          title={t.pipelineTitle}
          note={t.pipelineNote}
          chart={
            <BarChart {...pictureOf(t.chartLabel(t.pipelineTitle))} data={stages} margin={{ top: 4, right: 8, bottom: 4, left: -16 }}>
              <CartesianGrid vertical={false} stroke="#e5e7eb" />
              <XAxis dataKey="stage" tick={tick} interval={0} />
              <YAxis allowDecimals={false} tick={tick} />
              <Bar dataKey="value" name={t.enquiries} fill={colours.navy} isAnimationActive={false} />
            </BarChart>
          }
          table={
            <FiguresTable
              caption={t.pipelineTitle}
              head={[t.stage, t.enquiries, t.ofAll]}
              rows={stages.map((s) => [s.stage, s.value, percentOfAll(s.value)])}
            />
          }
        />
        <ChartCard
          id="insights-trips"
          title={t.tripsTitle}
          chart={
            <BarChart {...pictureOf(t.chartLabel(t.tripsTitle))} data={days} margin={{ top: 4, right: 8, bottom: 4, left: -16 }}>
              <CartesianGrid vertical={false} stroke="#e5e7eb" />
              <XAxis dataKey="label" tick={tick} interval="preserveStartEnd" minTickGap={8} />
              <YAxis allowDecimals={false} tick={tick} />
              <Legend content={SeriesKey} itemSorter={null} />
              <Bar dataKey="trips" name={t.trips} fill={colours.teal} isAnimationActive={false} />
              <Bar dataKey="people" name={t.people} fill={colours.gold} isAnimationActive={false} />
            </BarChart>
          }
          table={<FiguresTable caption={t.tripsTitle} head={[t.day, t.trips, t.people]} rows={days.map((day) => [day.label, day.trips, day.people])} />}
        />
        <ServicesChart id="insights-asked" title={t.askedTitle} services={figures.mostAsked} measure="asked" />
        <ServicesChart id="insights-confirmed" title={t.confirmedTitle} services={figures.mostConfirmed} measure="confirmed" />
      </div>
    </section>
  )
}
