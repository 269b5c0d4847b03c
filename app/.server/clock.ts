/**
 * The server's clock. Sessions, rate limits, news schedules and the page cache ask it for the time
 * instead of `new Date()`, so a browser test moves time forward rather than sleeping through an idle
 * minute or a ten-minute window. In production it is the system clock. With TEST_CLOCK_FILE set
 * (accepted on a loopback HOST only, see config.ts) it runs ahead of the system clock by the
 * milliseconds written in that file, read on every call so a test's change applies at once.
 */
import { readFileSync } from 'node:fs'

export type Clock = { now: () => Date }

export const systemClock: Clock = { now: () => new Date() }

/** A clock ahead of the system's by the whole milliseconds in `file` (absent, empty or unreadable: none). */
export function offsetClock(file: string): Clock {
  return { now: () => new Date(Date.now() + readOffset(file)) }
}

/** The clock as epoch milliseconds, for hot paths (the page cache): `Date.now` itself on the system clock. */
export function epochMs(clock: Clock): () => number {
  return clock === systemClock ? Date.now : () => clock.now().getTime()
}

export function clockFor(config: { testClockFile: string | undefined }): Clock {
  return config.testClockFile ? offsetClock(config.testClockFile) : systemClock
}

function readOffset(file: string): number {
  try {
    const offset = Number(readFileSync(file, 'utf8').trim())
    return Number.isSafeInteger(offset) ? offset : 0
  } catch {
    return 0
  }
}
