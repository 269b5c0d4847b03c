import { describe, expect, it } from 'vitest'
import { dubaiDateTime, dubaiDay, dubaiDayStart, dubaiInput } from './dubai-time'

describe('Dubai time', () => {
  it('shows an instant four hours ahead of UTC, across midnight', () => {
    expect(dubaiDateTime('2026-12-01T21:30:00Z')).toBe('2026-12-02 01:30')
    expect(dubaiInput(new Date('2026-12-01T05:00:00Z'))).toBe('2026-12-01T09:00')
    expect(dubaiDay(Date.parse('2026-12-31T20:00:00Z'))).toBe('2027-01-01')
  })

  it('begins a Dubai date at its midnight, 20:00 UTC the day before', () => {
    expect(dubaiDayStart('2026-12-01').toISOString()).toBe('2026-11-30T20:00:00.000Z')
    expect(dubaiDay(dubaiDayStart('2027-01-01'))).toBe('2027-01-01')
  })

  it('shows nothing for an open or unreadable value instead of throwing', () => {
    expect(dubaiDateTime(null)).toBe('')
    expect(dubaiDateTime('')).toBe('')
    expect(dubaiDateTime('not a date')).toBe('')
  })
})
