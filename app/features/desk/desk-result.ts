/**
 * What every desk command answers, and the one place that turns the answer into HTTP. A command
 * either did what was asked (`ok: true` with what the screen needs next) or says why not, in one
 * of five ways:
 *
 * - `invalid` (400): the input cannot be saved; `issues` names each field and what is wrong with it;
 * - `forbidden` (403): the person's role does not allow it;
 * - `notFound` (404): the thing is gone;
 * - `stale` (409): the thing is no longer as the screen showed it (someone saved since, or the
 *   change would clash with what is there now); `current` carries what is there now, and `issues`
 *   may say which rule the change would break;
 * - `limited` (429): the person has done this as often as one may in a while; `retryAfterSeconds`
 *   says when they may again;
 * - `tooLarge` (413), `unsupported` (415), `unreadable` (422): a file the desk cannot take (too
 *   big, not a kind it takes, damaged or beyond what it decodes); `issues` says which and why;
 * - `unavailable` (503): the site could not do it just now and nothing was saved;
 *   `retryAfterSeconds` says when to try again.
 *
 * Shared by the server (commands, routes) and the browser (screens read the same shape).
 */

export type DeskFailureKind = 'invalid' | 'stale' | 'notFound' | 'forbidden' | 'limited' | 'tooLarge' | 'unsupported' | 'unreadable' | 'unavailable'

/**
 * One thing wrong with the input: the field it belongs to, as the screen's form names it
 * (`title.en`, `altZh`; `form` for the input as a whole), and the message the screen shows beside
 * it: a key of the screen's error copy (both languages), which the screen puts in the operator's
 * words. Checks whose sentence is already written for the operator carry that sentence instead.
 */
export type DeskIssue = { path: string; message: string }

export type DeskFailure<Current = never, Issue extends DeskIssue = DeskIssue> = {
  ok: false
  kind: DeskFailureKind
  issues?: Issue[]
  /** With `stale`: what is there now, for the screen to show or to start again from. */
  current?: Current
  /** With `limited` and `unavailable`: the seconds until the person may try again. */
  retryAfterSeconds?: number
}

export type DeskResult<T extends object = object, Current = never, Issue extends DeskIssue = DeskIssue> = ({ ok: true } & T) | DeskFailure<Current, Issue>

/** The HTTP status of each kind of refusal. */
export const deskStatus: Record<DeskFailureKind, number> = {
  invalid: 400,
  forbidden: 403,
  notFound: 404,
  stale: 409,
  tooLarge: 413,
  unsupported: 415,
  unreadable: 422,
  limited: 429,
  unavailable: 503,
}

/** The answer of a desk action: the result as JSON, 200 when done, else the status of its kind (and `Retry-After` when limited). */
export function deskResponse(result: DeskResult<object, unknown>): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (!result.ok && result.retryAfterSeconds !== undefined) headers.set('Retry-After', String(result.retryAfterSeconds))
  return Response.json(result, { status: result.ok ? 200 : deskStatus[result.kind], headers })
}

/** A refusal of `kind`, with the issues, the current state and when to try again, when there are any. */
export function refuse<Current = never, Issue extends DeskIssue = never>(
  kind: DeskFailureKind,
  details: { issues?: Issue[]; current?: Current; retryAfterSeconds?: number } = {},
): DeskFailure<Current, Issue> {
  return { ok: false, kind, ...details }
}

/** The refusal of one time too many: the person may try again in `retryAfterSeconds`. */
export function limited(retryAfterSeconds: number): DeskFailure<never, never> {
  return { ok: false, kind: 'limited', retryAfterSeconds }
}

/** Whole minutes (at least one) until a `limited` refusal lifts, for the screen's message. */
export function minutesToWait(retryAfterSeconds: number | undefined): number {
  return Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60))
}

/** The refusal of input that cannot be saved, with one issue per field. */
export function invalidInput<Issue extends DeskIssue = DeskIssue>(issues: Issue[]): DeskFailure<never, Issue> {
  return { ok: false, kind: 'invalid', issues }
}

/** The message of the first issue on each field: what a form shows beside that field. */
export function issuesByField(issues: readonly DeskIssue[] | undefined): Record<string, string> {
  const byField: Record<string, string> = {}
  for (const issue of issues ?? []) byField[issue.path] ??= issue.message
  return byField
}

/** A value as JSON carries it: what a screen hands `fetcher.submit(…, { encType: 'application/json' })`. */
export type DeskJson = string | number | boolean | null | DeskJson[] | { [key: string]: DeskJson }

/** `value` as JSON would carry it (as `JSON.stringify` does: dates as ISO text, undefined left out). */
export function toDeskJson(value: unknown): DeskJson {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map(toDeskJson)
  if (typeof value === 'object') {
    const object: Record<string, DeskJson> = {}
    for (const [key, entry] of Object.entries(value)) if (entry !== undefined && typeof entry !== 'function') object[key] = toDeskJson(entry)
    return object
  }
  return null
}
