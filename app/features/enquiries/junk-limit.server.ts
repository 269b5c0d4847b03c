/**
 * A cheap limit for junk: enquiries whose human check failed (no proof, a forged or replayed one).
 * Kept in this process's memory, so junk costs no database write; a short fixed window per client
 * key, and a bounded table (when full, the oldest windows go first). With several instances each
 * counts its own share, which is enough for a limit whose only job is to make junk cheap to refuse.
 */
export const JUNK_LIMIT = 10
export const JUNK_WINDOW_SECONDS = 60
const MAX_KEYS = 50_000

type Counter = { windowStart: number; count: number }

export function createJunkLimit(limit = JUNK_LIMIT, windowSeconds = JUNK_WINDOW_SECONDS) {
  const counters = new Map<string, Counter>()
  const size = windowSeconds * 1000

  function current(key: string, now: number): Counter | undefined {
    const counter = counters.get(key)
    if (!counter) return undefined
    if (now - counter.windowStart >= size) {
      counters.delete(key)
      return undefined
    }
    return counter
  }

  const retryAfter = (counter: Counter, now: number) => Math.max(1, Math.ceil((counter.windowStart + size - now) / 1000))

  return {
    /** Seconds to wait when this key has sent too much junk lately; undefined when it may go on. */
    check(key: string, now: number): number | undefined {
      const counter = current(key, now)
      return counter && counter.count >= limit ? retryAfter(counter, now) : undefined
    },
    /** Count one piece of junk from this key. */
    record(key: string, now: number): void {
      const counter = current(key, now)
      if (counter) {
        counter.count += 1
        return
      }
      if (counters.size >= MAX_KEYS) {
        const oldest = counters.keys().next().value
        if (oldest !== undefined) counters.delete(oldest)
      }
      counters.set(key, { windowStart: Math.floor(now / size) * size, count: 1 })
    },
  }
}

export type JunkLimit = ReturnType<typeof createJunkLimit>
