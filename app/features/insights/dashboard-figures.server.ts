/**
 * The figures behind the dashboard's charts, for owners and agents. Everything is counted in SQL, in
 * two statements: one pass over the last twelve weeks of enquiries (through `enquiries_created_idx`)
 * and their status history (through `enquiry_status_history_at_idx`), and one over a week of trips
 * (through `trips_day_idx`), so the dashboard stays fast with 100,000 enquiries and 20,000 trips.
 *
 * Definitions (docs/decisions/0040-dashboard-charts.md):
 * - Weeks are Dubai weeks, Monday to Sunday; the last of the twelve is the current one, so far.
 *   Spam is not an enquiry and is left out everywhere.
 * - Answered within the promise: answered at or before the reply clock's due moment. An enquiry
 *   not answered whose due moment has passed is late; one not yet due (or without a running clock)
 *   is left out of its week's share.
 * - The pipeline is a funnel over the same twelve weeks of enquiries: each is counted at every stage
 *   up to the furthest it ever reached, from its status now and its status history (an enquiry
 *   quoted and then closed still counts as replied and quoted). "Replied" includes waiting for the
 *   visitor's answer.
 * - Services: how many of those enquiries asked for each service, and how many of them reached
 *   "confirmed".
 * - Trips ahead: planned (not cancelled) trips on each of the next seven Dubai days, and their people.
 */
import { sql, type SQL } from 'drizzle-orm'
import { rowsOf, type Db } from '../../.server/db/client'
import { dubaiDayStart } from '../../lib/dubai-time'
import { addDays, dashboardDaysAhead, dashboardWeeks } from './dashboard-calendar'

export type WeekFigures = {
  /** The week's Monday, a Dubai date. */
  week: string
  en: number
  zh: number
  /** Answered within their due moment. */
  onTime: number
  /** Answered after their due moment, or not answered and past it. */
  late: number
  /** onTime / (onTime + late) as a whole percentage; null when no enquiry of the week is due yet. */
  onTimePercent: number | null
}
export type PipelineFigures = { new: number; replied: number; quoted: number; confirmed: number }
export type ServiceFigures = { id: string; title: { en: string; zh: string }; asked: number; confirmed: number }
export type DayTrips = { day: string; trips: number; people: number }

export type DashboardFigures = {
  weeks: WeekFigures[]
  pipeline: PipelineFigures
  /** The services most asked for, most first. */
  mostAsked: ServiceFigures[]
  /** The services most confirmed, most first (none with zero). */
  mostConfirmed: ServiceFigures[]
  tripsAhead: DayTrips[]
}

/** How many services each services chart lists. */
export const TOP_SERVICES = 8

const WEEK_SECONDS = 7 * 24 * 3600

/** The funnel stage a status stands for: new 0, replied (or waiting for the visitor) 1, quoted 2, confirmed 3; closed and spam none. */
const stageOf = (column: SQL) =>
  sql`(case ${column} when 'new' then 0 when 'replied' then 1 when 'awaiting_visitor' then 1 when 'quoted' then 2 when 'confirmed' then 3 else -1 end)`

export async function dashboardFigures(db: Db, now: Date): Promise<DashboardFigures> {
  const weeks = dashboardWeeks(now)
  const firstWeek = weeks[0] ?? ''
  const from = dubaiDayStart(firstWeek)
  const until = dubaiDayStart(addDays(weeks.at(-1) ?? firstWeek, 7))
  const days = dashboardDaysAhead(now)
  const nowIso = now.toISOString()
  const window = sql`e.created_at >= ${from.toISOString()}::timestamptz and e.created_at < ${until.toISOString()}::timestamptz and e.status <> 'spam'`
  const stage = (column: string) => stageOf(sql.raw(column))
  // One pass over the window's enquiries (the last twelve weeks, spam left out): each with its week,
  // and the furthest stage it ever reached, from its status now and every status it passed through
  // (all written after it arrived, so the history read is that of the same weeks, through
  // `enquiry_status_history_at_idx`). Three kinds of rows come back: per week and language, the
  // funnel's stages, and per service.
  const figuresQuery = sql`with window_enquiries as materialized (
      select e.id, e.lang, e.items, ${stage('e.status')} as stage,
        floor((extract(epoch from e.created_at) - ${from.getTime() / 1000}) / ${WEEK_SECONDS})::int as week,
        (e.answered_at is not null and e.reply_due_at is not null and e.answered_at <= e.reply_due_at) as is_on_time,
        (e.reply_due_at is not null and (e.answered_at > e.reply_due_at or (e.answered_at is null and e.reply_due_at <= ${nowIso}::timestamptz))) as is_late
      from enquiries e where ${window}
    ), passed as (
      select h.enquiry_id, max(greatest(${stage('h.from_status')}, ${stage('h.to_status')})) as stage
      from enquiry_status_history h where h.at >= ${from.toISOString()}::timestamptz
      group by h.enquiry_id
    ), reached as materialized (
      select w.id, w.lang, w.items, w.week, w.is_on_time, w.is_late, greatest(w.stage, p.stage) as reached
      from window_enquiries w left join passed p on p.enquiry_id = w.id
    )
    select 'week' as kind, r.week::text as key, r.lang as lang, count(*)::int as a,
      count(*) filter (where r.is_on_time)::int as b, count(*) filter (where r.is_late)::int as c, 0 as d, null as title_en, null as title_zh
    from reached r group by r.week, r.lang
    union all
    select 'stages', null, null, count(*)::int, count(*) filter (where r.reached >= 1)::int,
      count(*) filter (where r.reached >= 2)::int, count(*) filter (where r.reached >= 3)::int, null, null
    from reached r
    union all
    select 'service', s.id, null, count(*)::int, count(*) filter (where r.reached >= 3)::int, 0, 0,
      min(s.title) filter (where r.lang = 'en'), min(s.title) filter (where r.lang = 'zh')
    from reached r cross join lateral (
      select coalesce(i.value->>'id', i.value->>'title') as id, min(i.value->>'title') as title
      from jsonb_array_elements(r.items) i group by 1
    ) s
    where s.id is not null
    group by s.id`

  type FigureRow = {
    kind: 'week' | 'stages' | 'service'
    key: string | null
    lang: 'en' | 'zh' | null
    a: number
    b: number
    c: number
    d: number
    title_en: string | null
    title_zh: string | null
  }
  const [figureRows, tripRows] = await Promise.all([
    // The planner prices the services' unnesting at a hundred rows an enquiry (there are one to
    // three) and would spend far longer compiling the statement (JIT) than running it.
    db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`)
      return rowsOf<FigureRow>(tx, figuresQuery)
    }),
    rowsOf<{ day: string; trips: number; people: number }>(
      db,
      sql`select t.service_date as day, count(*)::int as trips, sum(t.adults + t.children)::int as people
        from trips t
        where t.service_date >= ${days[0] ?? ''} and t.service_date <= ${days.at(-1) ?? ''} and t.status = 'planned'
        group by t.service_date`,
    ),
  ])
  const weekRows = figureRows
    .filter((row) => row.kind === 'week')
    .map((row) => ({ week: Number(row.key), lang: row.lang ?? 'en', n: row.a, on_time: row.b, late: row.c }))
  const funnelRow = figureRows.find((row) => row.kind === 'stages')
  const funnel = funnelRow ? { new: funnelRow.a, replied: funnelRow.b, quoted: funnelRow.c, confirmed: funnelRow.d } : undefined
  const serviceRows = figureRows
    .filter((row) => row.kind === 'service')
    .map((row) => ({ id: row.key ?? '', title_en: row.title_en, title_zh: row.title_zh, asked: row.a, confirmed: row.b }))

  const weekFigures: WeekFigures[] = weeks.map((week) => ({ week, en: 0, zh: 0, onTime: 0, late: 0, onTimePercent: null }))
  for (const row of weekRows) {
    const figures = weekFigures[row.week]
    if (!figures) continue
    figures[row.lang] += row.n
    figures.onTime += row.on_time
    figures.late += row.late
  }
  for (const figures of weekFigures) {
    const due = figures.onTime + figures.late
    figures.onTimePercent = due === 0 ? null : Math.round((figures.onTime / due) * 100)
  }

  const services: ServiceFigures[] = serviceRows.map((row) => ({
    id: row.id,
    title: { en: row.title_en ?? row.title_zh ?? row.id, zh: row.title_zh ?? row.title_en ?? row.id },
    asked: row.asked,
    confirmed: row.confirmed,
  }))
  const byTitle = (a: ServiceFigures, b: ServiceFigures) => a.title.en.localeCompare(b.title.en)
  const tripsByDay = new Map(tripRows.map((row) => [row.day, row]))

  return {
    weeks: weekFigures,
    pipeline: {
      new: funnel?.new ?? 0,
      replied: funnel?.replied ?? 0,
      quoted: funnel?.quoted ?? 0,
      confirmed: funnel?.confirmed ?? 0,
    },
    mostAsked: [...services].sort((a, b) => b.asked - a.asked || byTitle(a, b)).slice(0, TOP_SERVICES),
    mostConfirmed: services
      .filter((service) => service.confirmed > 0)
      .sort((a, b) => b.confirmed - a.confirmed || byTitle(a, b))
      .slice(0, TOP_SERVICES),
    tripsAhead: days.map((day) => ({ day, trips: tripsByDay.get(day)?.trips ?? 0, people: tripsByDay.get(day)?.people ?? 0 })),
  }
}
