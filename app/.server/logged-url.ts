/**
 * A request's address as a log line may show it (security audit 2026-12-02, R2). Three kinds of
 * address carry a credential, and the log keeps only what says which page was asked for:
 *
 * - a one-time credential link, `/interaction/setup/<token>` and anything under it (its passkey
 *   requests): `/interaction/setup/…`;
 * - the sign-in answer at `/auth/callback`: every parameter's value except the provider's error
 *   (`code=…&state=…&iss=…`; `session_state` and anything else a provider adds likewise);
 * - the built-in provider's endpoints under `/idp` (authorization, end of session, device, token,
 *   userinfo…), whose queries carry the state, nonce, PKCE challenge or an ID token hint: `?…`.
 *
 * The path is matched as the routers read it (case, percent-escapes, backslashes, dot segments and
 * repeated slashes make no difference, nor does an absolute-form target); anything else is
 * returned as sent. Used by every log line that names an address: the request log, the page-cache
 * hit log, and the error lines of Express, React Router and the media files.
 */

/** What stands for what was left out. */
export const LEFT_OUT = '…'

/** The sign-in answer's parameters that say what went wrong, and are no credential. */
const keptCallbackParameters = new Set(['error', 'error_description', 'error_uri'])

/** Only a target holding one of these (in any case) can need more than a glance. */
const mayNeedRedaction = /interaction|idp|auth|%|\\|^[^/]/i

export function loggedUrl(target: string): string {
  if (!mayNeedRedaction.test(target)) return target
  if (!target.startsWith('/')) return absoluteForm(target)
  const queryAt = target.indexOf('?')
  const path = queryAt === -1 ? target : target.slice(0, queryAt)
  const query = queryAt === -1 ? undefined : target.slice(queryAt + 1)
  const [first, second, third] = segmentsOf(path)
  if (first?.name === 'interaction' && second?.name === 'setup' && third) return `/interaction/setup/${LEFT_OUT}`
  if (query === undefined) return target
  if (first?.name === 'idp') return `${path}?${LEFT_OUT}`
  if (first?.name === 'auth' && second?.name.startsWith('callback')) return `${path}?${callbackQuery(query)}`
  return target
}

/** `http://host/path?query` as a request target (Node hands it over as sent): its path and query redacted likewise. */
function absoluteForm(target: string): string {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return target
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return target
  const rest = `${url.pathname}${url.search}`
  const logged = loggedUrl(rest)
  return logged === rest ? target : `${url.origin}${logged}`
}

/** The token of a setup link's path (`/interaction/setup/<token>…`) as spelled in it; undefined for any other path. */
function setupToken(path: string): string | undefined {
  const [first, second, token] = segmentsOf(path)
  return first?.name === 'interaction' && second?.name === 'setup' ? token?.raw : undefined
}

/**
 * The path's segments, each as spelled and as a router reads it (decoded, lower case), without
 * empty or dot segments. An escaped slash or backslash divides segments too: a router may not read
 * it as one, but the parts are told apart all the same.
 */
function segmentsOf(path: string): { raw: string; name: string }[] {
  const segments: { raw: string; name: string }[] = []
  for (const raw of path.split(/[/\\]|%2f|%5c/i)) {
    const name = decoded(raw).toLowerCase()
    if (name === '' || name === '.') continue
    if (name === '..') segments.pop()
    else segments.push({ raw, name })
  }
  return segments
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    // A broken escape somewhere: decode those that are whole.
    return text.replace(/%[0-9a-f]{2}/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)))
  }
}

/** The callback's parameters with their values left out, but for the provider's error. */
function callbackQuery(query: string): string {
  return query
    .split('&')
    .map((part) => {
      if (part === '') return part
      const equals = part.indexOf('=')
      const name = equals === -1 ? part : part.slice(0, equals)
      if (keptCallbackParameters.has(decoded(name).toLowerCase())) return part
      return equals === -1 ? LEFT_OUT : `${name}=${LEFT_OUT}`
    })
    .join('&')
}

/**
 * An error met while answering `path`, as the log may show it. When the path is a setup link, its
 * token is left out of the error's text (React Router's own errors quote the path: "You made a
 * POST request to …"); any other error is logged as it is.
 */
export function errorAt(path: string, error: unknown): unknown {
  const token = setupToken(path)
  if (token === undefined) return error
  const spellings = [...new Set([token, decoded(token), encodeURIComponent(decoded(token))])].filter((spelling) => spelling !== '')
  const scrub = (text: unknown) =>
    typeof text === 'string' ? spellings.reduce((scrubbed, spelling) => scrubbed.split(spelling).join(LEFT_OUT), text) : undefined
  if (error instanceof Error) return { type: error.name, message: scrub(error.message), stack: scrub(error.stack) }
  if (typeof error !== 'object' || error === null) return scrub(String(error))
  const { status, statusText, data, error: inner } = error as { status?: unknown; statusText?: unknown; data?: unknown; error?: unknown }
  return {
    ...(typeof status === 'number' && { status }),
    ...(typeof statusText === 'string' && { statusText }),
    ...(typeof data === 'string' && { data: scrub(data) }),
    ...(inner instanceof Error && { error: errorAt(path, inner) }),
  }
}
