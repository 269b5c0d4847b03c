/**
 * The one gate in front of every admin request (React Router middleware on the admin layout):
 * 401 without a live session, 403 for a state change from another origin, 403 without the route's
 * permission (admin-routes.ts), 400 for a query holding text no filter or search may carry, 413 for
 * a body over 1 MB (before any action parses it), and `Cache-Control: no-store` on every answer. A
 * request counts as the person's activity unless its route is `passive` (the desk's own background
 * requests).
 */
import { data, type MiddlewareFunction } from 'react-router'
import type { Clock } from '../../.server/clock'
import type { Config } from '../../.server/config'
import type { Database } from '../../.server/db/client'
import { isBodyWithin } from '../../.server/read-body'
import { hasUnsafeText } from '../../lib/safe-text'
import { isPassivePattern, permissionForPattern, readsOwnBodyPattern } from './admin-routes'
import { deskCopy } from './copy'
import { deskActorContext, type DeskActor, type StaffMember } from './context'
import { chosenDeskLang, deskLangFrom, type DeskRefusal } from './desk-path'
import { allows } from './permissions'
import { isSameOrigin, safeMethods } from './same-origin'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * The most a desk request's body may hold (audit 2026-12-02, R5): the largest a desk form sends is
 * a content unit, tens of kB. The media upload caps its own (`readsOwnBody`, 15 MB).
 */
export const MAX_DESK_BODY_BYTES = 1024 * 1024

/** A state change must come from our own pages: same-origin Origin, or Sec-Fetch-Site same-origin. */
export function isSameOriginRequest(request: Request, publicUrl: string): boolean {
  return isSameOrigin(request.headers.get('origin'), request.headers.get('sec-fetch-site'), [new URL(publicUrl).origin, new URL(request.url).origin])
}

/**
 * The first query parameter holding NUL, another control character or half of a surrogate pair
 * (PostgreSQL refuses NUL in text, and no filter or search needs the others); undefined when none.
 */
export function unsafeQueryParameter(url: URL): string | undefined {
  for (const [name, value] of url.searchParams) {
    if (hasUnsafeText(name)) return '(name)'
    if (hasUnsafeText(value)) return name
  }
  return undefined
}

/** What the gate needs of the request scope (app/load-context.ts hands it over in the admin layout). */
export type GateScope = { services: { config: Config; database: Database; clock: Clock }; clientIp: string; requestId: string }

/** A request's desk session as the gate sees it: live with its person, ended, or none at all. */
export type DeskSession = { status: 'active'; staff: StaffMember; tokenHash: string; expiresAt: Date } | { status: 'expired' | 'none' }

/**
 * How the gate finds the person of a request (staff sign-in provides it, the admin layout hands it
 * over): the session of the request's cookies, read without counting as activity when `touch` is
 * false, and the `Set-Cookie` value that clears the cookie when the request carried one.
 */
export type SessionReader = (
  cookies: string | null,
  options: { touch: boolean },
  services: GateScope['services'],
) => Promise<{ session: DeskSession; clearCookie: string | undefined }>

export async function adminGate(
  { request, context, pattern }: Parameters<MiddlewareFunction<Response>>[0],
  next: Parameters<MiddlewareFunction<Response>>[1],
  { services, clientIp, requestId }: GateScope,
  readSession: SessionReader,
): Promise<Response> {
  const { config } = services
  const cookies = request.headers.get('cookie')
  // A refusal skips every loader, the root's too: it carries what the desk's refusal screen needs.
  const refusal = (reason: DeskRefusal['reason']): DeskRefusal => ({
    reason,
    lang: deskLangFrom(cookies),
    origin: new URL(config.publicUrl).origin,
  })
  // The desk's own background requests only look: the idle clock runs on what the person does.
  const passive = isPassivePattern(pattern)
  const { session, clearCookie } = await readSession(cookies, { touch: !passive }, services)
  if (session.status !== 'active') {
    const headers = new Headers(noStore)
    // Kept on a passive refusal, so the request the desk makes next still says "session expired".
    if (clearCookie && !passive) headers.append('Set-Cookie', clearCookie)
    throw data(refusal(session.status === 'expired' ? 'session-expired' : 'signed-out'), { status: 401, headers })
  }
  if (!safeMethods.has(request.method.toUpperCase()) && !isSameOriginRequest(request, config.publicUrl)) {
    throw data(refusal('cross-origin'), { status: 403, headers: noStore })
  }
  const permission = permissionForPattern(pattern, request.method.toUpperCase())
  if (!permission || !allows(session.staff, permission)) {
    throw data(refusal('forbidden'), { status: 403, headers: noStore })
  }
  const unsafe = unsafeQueryParameter(new URL(request.url))
  if (unsafe !== undefined) {
    throw data({ reason: 'invalid-query', fields: { [unsafe]: 'invalidCharacters' } }, { status: 400, headers: noStore })
  }
  // Only a request that got this far (a live session, our own page, the route's permission) has its
  // body looked at: counted, never parsed, and refused past the limit before any action reads it.
  // The unread rest closes the connection after the answer (server/refusals.ts).
  if (!safeMethods.has(request.method.toUpperCase()) && !readsOwnBodyPattern(pattern) && !(await isBodyWithin(request, MAX_DESK_BODY_BYTES))) {
    const lang = deskLangFrom(cookies)
    throw data({ ...refusal('too-large'), message: deskCopy(lang).tooLarge.body }, { status: 413, headers: noStore })
  }
  const actor: DeskActor = {
    staff: session.staff,
    tokenHash: session.tokenHash,
    expiresAt: session.expiresAt,
    ip: clientIp,
    userAgent: request.headers.get('user-agent') ?? '',
    requestId,
    lang: chosenDeskLang(cookies),
  }
  context.set(deskActorContext, actor)
  const response = await next()
  response.headers.set('Cache-Control', 'no-store')
  return response
}
