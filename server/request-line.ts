/**
 * What the server takes from a request's first line and headers before anything routes it: the
 * path in the one spelling every router agrees on, and what a client's X-Request-Id may be kept as.
 * The request id itself is always made by the server (audit rows and logs quote it); a client's own
 * id appears only in the request log, as `clientRequestId`.
 */

const unreservedEscape = /%(2[dDeE]|3\d|[46][1-9a-fA-F]|[57][0-9aA]|5[fF]|7[eE])/g

/**
 * The request target with its path made canonical: percent-encoded unreserved characters
 * (letters, digits, `-`, `.`, `_`, `~`) decoded, backslashes read as slashes and `.` and `..`
 * segments resolved, as the WHATWG URL parser (React Router's) reads them. Express then routes the
 * same path the app renders: `/%61dmin/staff` is `/admin/staff` for the desk's `no-store` block as
 * well. The query is kept as sent; a target that is not a path (`*`, an absolute URL) is returned
 * as is.
 */
export function canonicalTarget(target: string): string {
  if (!target.startsWith('/')) return target
  const queryAt = target.indexOf('?')
  const path = queryAt === -1 ? target : target.slice(0, queryAt)
  const query = queryAt === -1 ? '' : target.slice(queryAt)
  const decoded = path.replace(unreservedEscape, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  if (decoded === path && !/\\|(^|\/)\.\.?(\/|$)/.test(path)) return target
  try {
    // Parsed after a fixed origin (not against it), so a path starting with `//` stays a path.
    const canonical = new URL(`http://canonical.invalid${decoded.replace(/\\/g, '/')}`).pathname
    return `${canonical}${query}`
  } catch {
    return target
  }
}

/**
 * A client's X-Request-Id as the request log may quote it: letters, digits and `-._:;/+=@` only,
 * at most 64 characters; undefined when none is left.
 */
export function clientRequestId(given: string | string[] | undefined): string | undefined {
  const value = (Array.isArray(given) ? given[0] : given)?.replace(/[^\w.:;/+=@-]/g, '').slice(0, 64)
  return value || undefined
}
