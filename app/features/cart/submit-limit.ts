/**
 * The per-browser-session submit limit: at most 2 submits in 5 seconds, 3 in a minute
 * and 5 in an hour. Times are kept in sessionStorage.
 */
export const SUBMIT_WINDOWS = [
  { limit: 2, ms: 5_000 },
  { limit: 3, ms: 60_000 },
  { limit: 5, ms: 3_600_000 },
] as const

const STORAGE_KEY = 'wondercart:v1:submits'

/** When the next submit is allowed (ms since epoch), or undefined when it is allowed now. */
export function nextAllowedAt(history: readonly number[], now: number): number | undefined {
  let until: number | undefined
  for (const { limit, ms } of SUBMIT_WINDOWS) {
    const recent = history.filter((t) => t > now - ms).sort((a, b) => a - b)
    if (recent.length >= limit) {
      // The window frees up when the oldest submit that keeps it full leaves it.
      const oldest = recent[recent.length - limit] ?? now
      until = Math.max(until ?? 0, oldest + ms)
    }
  }
  return until
}

export function readSubmitHistory(now: number): number[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.filter((t): t is number => typeof t === 'number' && t > now - 3_600_000 && t <= now)
  } catch {
    return []
  }
}

export function recordSubmit(now: number): number[] {
  const history = [...readSubmitHistory(now), now]
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(history))
  } catch {
    // No session storage: the limit then holds for this page view only.
  }
  return history
}
