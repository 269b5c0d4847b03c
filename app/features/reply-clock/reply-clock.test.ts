import { describe, expect, it } from 'vitest'
import { clockInputFromHistory, dubaiDate, readClock, replyDueAt, type WorkingCalendar } from './reply-clock'

/** An instant given in Dubai wall-clock time (UTC+4). */
function dubai(local: string): Date {
  return new Date(`${local}+04:00`)
}

const monFri: WorkingCalendar = { workingDays: [1, 2, 3, 4, 5], holidays: [] }
/** The moment read at where no pause is open, so it moves nothing. */
const later = dubai('2027-01-01T00:00')
// 2026-11-23 is a Monday.

describe('Dubai calendar dates', () => {
  it('puts 20:00 UTC on the next Dubai day and 19:59 UTC on the same one', () => {
    expect(dubaiDate(new Date('2026-11-23T19:59:59Z'))).toBe('2026-11-23')
    expect(dubaiDate(new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24')
  })
})

describe('replyDueAt', () => {
  it('is due at the end of the third working day after the day of submission', () => {
    expect(replyDueAt({ submittedAt: dubai('2026-11-23T10:00'), pauses: [] }, monFri, later)).toEqual(dubai('2026-11-27T00:00'))
  })

  it('counts a Monday 23:59 enquiry from Tuesday but a Tuesday 00:01 one from Wednesday', () => {
    expect(replyDueAt({ submittedAt: dubai('2026-11-23T23:59'), pauses: [] }, monFri, later)).toEqual(dubai('2026-11-27T00:00'))
    expect(replyDueAt({ submittedAt: dubai('2026-11-24T00:01'), pauses: [] }, monFri, later)).toEqual(dubai('2026-11-28T00:00'))
  })

  it('uses the Dubai day, not the UTC day: 21:00 UTC Monday is already Tuesday in Dubai', () => {
    expect(replyDueAt({ submittedAt: new Date('2026-11-23T21:00:00Z'), pauses: [] }, monFri, later)).toEqual(dubai('2026-11-28T00:00'))
  })

  it('skips the weekend', () => {
    // Thursday → Friday, Monday, Tuesday.
    expect(replyDueAt({ submittedAt: dubai('2026-11-26T09:00'), pauses: [] }, monFri, later)).toEqual(dubai('2026-12-02T00:00'))
    // Saturday → Monday, Tuesday, Wednesday.
    expect(replyDueAt({ submittedAt: dubai('2026-11-28T09:00'), pauses: [] }, monFri, later)).toEqual(dubai('2026-12-03T00:00'))
  })

  it('follows a configured working week (Sunday to Thursday)', () => {
    const sunThu: WorkingCalendar = { workingDays: [7, 1, 2, 3, 4], holidays: [] }
    // Thursday → Sunday, Monday, Tuesday.
    expect(replyDueAt({ submittedAt: dubai('2026-11-26T09:00'), pauses: [] }, sunThu, later)).toEqual(dubai('2026-12-02T00:00'))
    // Wednesday → Thursday, Sunday, Monday.
    expect(replyDueAt({ submittedAt: dubai('2026-11-25T09:00'), pauses: [] }, sunThu, later)).toEqual(dubai('2026-12-01T00:00'))
  })

  it('skips public holidays', () => {
    const withHolidays: WorkingCalendar = { workingDays: [1, 2, 3, 4, 5], holidays: ['2026-12-02', '2026-12-03'] }
    // Monday 30 Nov → Tuesday 1, (2 and 3 holidays), Friday 4, Monday 7.
    expect(replyDueAt({ submittedAt: dubai('2026-11-30T12:00'), pauses: [] }, withHolidays, later)).toEqual(dubai('2026-12-08T00:00'))
  })

  it('moves the due moment by the working time spent awaiting the visitor', () => {
    const submittedAt = dubai('2026-11-23T10:00')
    // Paused Tuesday 12:00 → Wednesday 18:00: 30 working hours.
    const pauses = [{ from: dubai('2026-11-24T12:00'), to: dubai('2026-11-25T18:00') }]
    // Tuesday 12 h + Wednesday 6 h + Thursday 24 h + Friday 24 h = 66 h; the last 6 h on Monday.
    expect(replyDueAt({ submittedAt, pauses }, monFri, later)).toEqual(dubai('2026-11-30T06:00'))
  })

  it('does not count a pause that lies over the weekend', () => {
    const submittedAt = dubai('2026-11-26T09:00')
    const pauses = [{ from: dubai('2026-11-28T08:00'), to: dubai('2026-11-29T20:00') }]
    expect(replyDueAt({ submittedAt, pauses }, monFri, later)).toEqual(dubai('2026-12-02T00:00'))
  })

  it('keeps an open pause running until now', () => {
    const submittedAt = dubai('2026-11-23T10:00')
    const pauses = [{ from: dubai('2026-11-24T00:00'), to: null }]
    expect(replyDueAt({ submittedAt, pauses }, monFri, dubai('2026-11-24T06:00'))).toEqual(dubai('2026-11-27T06:00'))
  })

  it('refuses a working week without a working day', () => {
    expect(() => replyDueAt({ submittedAt: dubai('2026-11-23T10:00'), pauses: [] }, { workingDays: [], holidays: [] }, later)).toThrow()
  })
})

describe('readClock', () => {
  const input = { submittedAt: dubai('2026-11-23T10:00'), answeredAt: null, pauses: [] }

  it('is ok before the last day, amber on the last day, red once past it', () => {
    expect(readClock(input, monFri, dubai('2026-11-25T23:59')).state).toBe('ok')
    expect(readClock(input, monFri, dubai('2026-11-26T00:00')).state).toBe('due-today')
    expect(readClock(input, monFri, dubai('2026-11-26T23:59')).state).toBe('due-today')
    expect(readClock(input, monFri, dubai('2026-11-27T00:00')).state).toBe('overdue')
  })

  it('turns red across a weekend and a holiday only after the working days have passed', () => {
    const calendar: WorkingCalendar = { workingDays: [1, 2, 3, 4, 5], holidays: ['2026-11-30'] }
    const friday = { submittedAt: dubai('2026-11-27T15:00'), answeredAt: null, pauses: [] }
    // Friday → (weekend, Monday holiday) Tuesday, Wednesday, Thursday.
    expect(readClock(friday, calendar, dubai('2026-12-01T12:00')).state).toBe('ok')
    expect(readClock(friday, calendar, dubai('2026-12-03T12:00')).state).toBe('due-today')
    expect(readClock(friday, calendar, dubai('2026-12-04T00:00')).state).toBe('overdue')
  })

  it('shows paused while awaiting the visitor', () => {
    const paused = { ...input, pauses: [{ from: dubai('2026-11-24T09:00'), to: null }] }
    expect(readClock(paused, monFri, dubai('2026-11-30T09:00')).state).toBe('paused')
  })

  it('says whether the answer came in time', () => {
    expect(readClock({ ...input, answeredAt: dubai('2026-11-26T23:00') }, monFri, dubai('2026-12-10T00:00'))).toMatchObject({
      state: 'answered',
      answeredInTime: true,
    })
    expect(readClock({ ...input, answeredAt: dubai('2026-11-27T08:00') }, monFri, dubai('2026-12-10T00:00'))).toMatchObject({
      state: 'answered',
      answeredInTime: false,
    })
  })
})

describe('clockInputFromHistory', () => {
  it('derives pauses from awaiting_visitor stretches and the first answer', () => {
    const submittedAt = dubai('2026-11-23T10:00')
    const input = clockInputFromHistory(submittedAt, [
      { at: dubai('2026-11-23T11:00'), from: 'new', to: 'awaiting_visitor' },
      { at: dubai('2026-11-24T11:00'), from: 'awaiting_visitor', to: 'new' },
      { at: dubai('2026-11-25T11:00'), from: 'new', to: 'replied' },
      { at: dubai('2026-11-25T12:00'), from: 'replied', to: 'awaiting_visitor' },
    ])
    expect(input.pauses).toEqual([
      { from: dubai('2026-11-23T11:00'), to: dubai('2026-11-24T11:00') },
      { from: dubai('2026-11-25T12:00'), to: null },
    ])
    expect(input.answeredAt).toEqual(dubai('2026-11-25T11:00'))
  })
})
