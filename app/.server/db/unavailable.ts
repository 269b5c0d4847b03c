/**
 * Whether an error means "the database cannot be reached right now" (refused or dropped
 * connections, a server shutting down or starting up, a connection time-out), as opposed to a bad
 * statement or bad data. Callers answer 503 with Retry-After for these: nothing is wrong with the
 * request, and the pool reconnects on its own once the server is back.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])
/** SQLSTATE: connection exceptions (08…), admin/crash shutdown, cannot connect now, too many connections. */
const SQLSTATE_UNAVAILABLE = /^(08...|57P0[1-3]|53300)$/
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection (?:is )?closed/i,
  /database thread (?:exited|stopped)/i,
  /client has encountered a connection error/i,
]

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current)
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE_UNAVAILABLE.test(code))) return true
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true
    if (MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))) return true
    current = current.cause
  }
  return false
}

/** Seconds a client should wait before retrying while the database is unavailable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 10
