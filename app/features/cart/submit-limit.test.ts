import { describe, expect, it } from 'vitest'
import { nextAllowedAt } from './submit-limit'

const s = 1000
describe('per-session submit limit (2 in 5 s, 3 in 1 min, 5 in 1 h)', () => {
  it('allows the first two submits at once', () => {
    expect(nextAllowedAt([], 0)).toBeUndefined()
    expect(nextAllowedAt([0], 1 * s)).toBeUndefined()
  })
  it('blocks a third within 5 s until the first leaves the window', () => {
    expect(nextAllowedAt([0, 1 * s], 2 * s)).toBe(5 * s)
    expect(nextAllowedAt([0, 1 * s], 5 * s)).toBeUndefined() // one submit left in the 5 s window, two in the minute
  })
  it('allows two in the minute but blocks the fourth until a minute after the first', () => {
    expect(nextAllowedAt([0, 10 * s, 20 * s], 30 * s)).toBe(60 * s)
    expect(nextAllowedAt([0, 10 * s, 20 * s], 60 * s)).toBeUndefined()
  })
  it('blocks the sixth within the hour until an hour after the first', () => {
    const history = [0, 70 * s, 140 * s, 210 * s, 280 * s]
    expect(nextAllowedAt(history, 300 * s)).toBe(3600 * s)
    expect(nextAllowedAt(history, 3600 * s)).toBeUndefined()
  })
  it('ignores submits older than an hour', () => {
    expect(nextAllowedAt([0, 1, 2, 3, 4], 3601 * s)).toBeUndefined()
  })
})
