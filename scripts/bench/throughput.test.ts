import { describe, expect, it } from 'vitest'
import { roundOrder } from './throughput'

describe('the order of the servers in the throughput rounds', () => {
  it('runs every server once per round, and over four rounds each of five right after every other one exactly once', () => {
    const follows = new Map<string, number>()
    for (let round = 1; round <= 4; round++) {
      const order = roundOrder(5, round)
      expect([...order].sort()).toEqual([0, 1, 2, 3, 4])
      for (let i = 1; i < order.length; i++) {
        const pair = `${String(order[i - 1])}→${String(order[i])}`
        follows.set(pair, (follows.get(pair) ?? 0) + 1)
      }
    }
    // 5 × 4 ordered pairs, each once: no server is always measured just after the same one.
    expect(follows.size).toBe(16)
    expect([...follows.values()].every((times) => times === 1)).toBe(true)
  })

  it('refuses a count of servers it cannot spread that way', () => {
    expect(() => roundOrder(4, 1)).toThrow(/prime/)
  })
})
