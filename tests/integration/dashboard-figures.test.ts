/**
 * The dashboard's figures (#28): enquiries per Dubai week by language, the share answered within
 * the promise, the pipeline as a funnel over the status history, the services asked for and
 * confirmed, and the trips of the next seven Dubai days, at a fixed moment: Wednesday 25 November
 * 2026, noon in Dubai. Exact counts from a handful of rows placed on the weeks' edges.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../app/.server/db/client'
import { enquiries, enquiryStatusHistory, trips, type EnquiryStatus } from '../../app/.server/db/schema'
import { dashboardFigures, type DashboardFigures } from '../../app/features/insights/dashboard-figures.server'
import { databaseTargets } from '../support/databases'

const dubai = (local: string) => new Date(`${local}+04:00`)
const now = dubai('2026-11-25T12:00')

const transfer = { en: { id: 'transfer-airport', title: 'Airport transfer' }, zh: { id: 'transfer-airport', title: '机场接送' } }
const safari = { en: { id: 'safari-sunset', title: 'Sunset Dunes Safari' }, zh: { id: 'safari-sunset', title: '日落沙漠冲沙' } }
const cruise = { en: { id: 'cruise-lotus', title: 'Lotus Mega Yacht Dinner' } }
const musandam = { en: { id: 'city-musandam', title: 'Musandam day trip' } }

type Seed = {
  lang: 'en' | 'zh'
  createdAt: string
  status: EnquiryStatus
  items: { id: string; title: string }[]
  due?: string
  answered?: string
  /** The statuses it passed through, in order, before its status now. */
  path?: EnquiryStatus[]
}

const seeds: Seed[] = [
  // This week (Monday 23 November), 30 minutes into its Dubai Monday (still Sunday in UTC): answered in time.
  { lang: 'en', createdAt: '2026-11-23T00:30', status: 'replied', items: [transfer.en], due: '2026-11-26T00:30', answered: '2026-11-24T10:00', path: ['new'] },
  // Last week's Sunday, half an hour before this week: not answered, due yesterday → late.
  { lang: 'zh', createdAt: '2026-11-22T23:30', status: 'new', items: [transfer.zh], due: '2026-11-24T23:30' },
  // This week, not due yet: left out of the week's share.
  { lang: 'zh', createdAt: '2026-11-24T10:00', status: 'new', items: [safari.zh], due: '2026-11-27T10:00' },
  // Last week: answered a day after its due moment → late; quoted.
  {
    lang: 'en',
    createdAt: '2026-11-17T09:00',
    status: 'quoted',
    items: [safari.en, transfer.en],
    due: '2026-11-20T09:00',
    answered: '2026-11-21T09:00',
    path: ['new', 'replied'],
  },
  // Last week: answered in time, quoted, then closed → still counts as replied and quoted.
  {
    lang: 'en',
    createdAt: '2026-11-18T09:00',
    status: 'closed',
    items: [cruise.en],
    due: '2026-11-21T09:00',
    answered: '2026-11-19T09:00',
    path: ['new', 'replied', 'quoted'],
  },
  // Spam is not an enquiry.
  { lang: 'en', createdAt: '2026-11-19T09:00', status: 'spam', items: [safari.en] },
  // Two weeks ago: confirmed straight from new, the same service twice (counted once).
  {
    lang: 'zh',
    createdAt: '2026-11-10T09:00',
    status: 'confirmed',
    items: [safari.zh, safari.zh],
    due: '2026-11-13T09:00',
    answered: '2026-11-10T15:00',
    path: ['new'],
  },
  // The first day of the twelfth week back (Monday 7 September, Dubai midnight): not answered, long overdue.
  { lang: 'en', createdAt: '2026-09-07T00:00', status: 'new', items: [musandam.en], due: '2026-09-10T00:00' },
  // One minute before that week: outside the twelve weeks.
  { lang: 'en', createdAt: '2026-09-06T23:59', status: 'confirmed', items: [cruise.en], due: '2026-09-09T23:59', answered: '2026-09-07T09:00', path: ['new'] },
]

describe.each(databaseTargets)('dashboard figures on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let figures: DashboardFigures

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    let n = 0
    let firstEnquiry = 0
    for (const seed of seeds) {
      n += 1
      const [row] = await database.db
        .insert(enquiries)
        .values({
          reference: `E-2026-${String(n).padStart(6, '0')}`,
          lang: seed.lang,
          items: seed.items,
          email: `guest${String(n)}@example.com`,
          travelDate: '2026-12-20',
          message: 'Hello',
          status: seed.status,
          createdAt: dubai(seed.createdAt),
          replyDueAt: seed.due ? dubai(seed.due) : null,
          answeredAt: seed.answered ? dubai(seed.answered) : null,
        })
        .returning({ id: enquiries.id })
      if (!row) throw new Error('no row')
      firstEnquiry ||= row.id
      const path = [...(seed.path ?? []), seed.status]
      for (let step = 1; step < path.length; step++) {
        await database.db.insert(enquiryStatusHistory).values({
          enquiryId: row.id,
          actor: 'agent@example.com',
          at: new Date(dubai(seed.createdAt).getTime() + step * 3600_000),
          fromStatus: path[step - 1] ?? 'new',
          toStatus: path[step] ?? 'new',
        })
      }
    }
    const trip = (serviceDate: string, adults: number, children: number, status: 'planned' | 'cancelled' = 'planned') => ({
      enquiryId: firstEnquiry,
      itemId: 'safari-sunset',
      service: 'Sunset Dunes Safari',
      serviceDate,
      adults,
      children,
      status,
    })
    await database.db.insert(trips).values([
      trip('2026-11-24', 2, 0), // yesterday
      trip('2026-11-25', 2, 1), // today
      trip('2026-11-25', 3, 0),
      trip('2026-11-25', 5, 0, 'cancelled'),
      trip('2026-11-27', 1, 0),
      trip('2026-12-01', 4, 0), // the seventh day
      trip('2026-12-02', 6, 0), // the eighth: beyond the chart
    ])
    figures = await dashboardFigures(database.db, now)
  })
  afterAll(async () => {
    await dispose()
  })

  it('counts the enquiries of each Dubai week, Monday to Sunday, by language, spam left out', () => {
    expect(figures.weeks.map((w) => w.week)).toEqual([
      '2026-09-07',
      '2026-09-14',
      '2026-09-21',
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
    ])
    const byWeek = Object.fromEntries(figures.weeks.map((w) => [w.week, [w.en, w.zh]]))
    expect(byWeek['2026-11-23']).toEqual([1, 1])
    expect(byWeek['2026-11-16']).toEqual([2, 1])
    expect(byWeek['2026-11-09']).toEqual([0, 1])
    expect(byWeek['2026-09-07']).toEqual([1, 0])
    expect(figures.weeks.reduce((sum, w) => sum + w.en + w.zh, 0)).toBe(7)
  })

  it('gives each week’s share answered within the promise; unanswered past due is late, not yet due is left out', () => {
    const share = Object.fromEntries(figures.weeks.map((w) => [w.week, [w.onTime, w.late, w.onTimePercent]]))
    expect(share['2026-11-23']).toEqual([1, 0, 100])
    expect(share['2026-11-16']).toEqual([1, 2, 33])
    expect(share['2026-11-09']).toEqual([1, 0, 100])
    expect(share['2026-09-07']).toEqual([0, 1, 0])
    expect(share['2026-10-12']).toEqual([0, 0, null])
  })

  it('counts the pipeline as a funnel: every stage an enquiry ever reached', () => {
    expect(figures.pipeline).toEqual({ new: 7, replied: 4, quoted: 3, confirmed: 1 })
  })

  it('ranks the services most asked for and most confirmed, with both languages’ titles', () => {
    expect(figures.mostAsked.map((s) => [s.id, s.asked, s.confirmed])).toEqual([
      ['transfer-airport', 3, 0],
      ['safari-sunset', 3, 1],
      ['cruise-lotus', 1, 0],
      ['city-musandam', 1, 0],
    ])
    expect(figures.mostAsked[0]?.title).toEqual({ en: 'Airport transfer', zh: '机场接送' })
    expect(figures.mostAsked[2]?.title).toEqual({ en: 'Lotus Mega Yacht Dinner', zh: 'Lotus Mega Yacht Dinner' })
    expect(figures.mostConfirmed.map((s) => [s.id, s.confirmed])).toEqual([['safari-sunset', 1]])
  })

  it('counts the planned trips and their people on each of the next seven Dubai days', () => {
    expect(figures.tripsAhead).toEqual([
      { day: '2026-11-25', trips: 2, people: 6 },
      { day: '2026-11-26', trips: 0, people: 0 },
      { day: '2026-11-27', trips: 1, people: 1 },
      { day: '2026-11-28', trips: 0, people: 0 },
      { day: '2026-11-29', trips: 0, people: 0 },
      { day: '2026-11-30', trips: 0, people: 0 },
      { day: '2026-12-01', trips: 1, people: 4 },
    ])
  })
})
