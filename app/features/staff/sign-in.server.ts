/**
 * Staff sign-in over OpenID Connect: the desk as relying party (openid-client). `startSignIn` sends
 * the browser to the provider (the operator's own, or the built-in one at /idp when AUTH_ISSUER is
 * unset) with PKCE, state and nonce kept in a 10-minute cookie scoped to /auth; `finishSignIn`
 * exchanges the code, requires a verified e-mail on the staff list, starts a session and ends on the
 * sign-in window's result page. Every refusal carries one of the sign-in error codes and is audited.
 * Only failures are counted against the limits (`signInLimits`), and a sign-in ends the session the
 * browser had before.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import * as oidc from 'openid-client'
import type { Clock } from '../../.server/clock'
import { isLoopbackHost, type Config } from '../../.server/config'
import type { Database } from '../../.server/db/client'
import { clientKey } from '../../.server/limits/client-key'
import { hitRateLimit, peekRateLimit, type Window } from '../../.server/limits/rate-limit'
import type { Logger } from '../../.server/logger'
import { getSharedSecret } from '../../.server/shared-secrets'
import { recordAudit, recordRefusal, type AuditContext } from '../audit/audit.server'
import { readCookie, serializeCookie, sessionCookie, sessionCookieName } from './cookies.server'
import { announceSessionsEnded, createSession, hashToken, revokeSession } from './session.server'
import type { SignInErrorCode, SignInMessage } from './sign-in-errors'
import { signInResultPage } from './sign-in-page.server'
import { matchSignIn, normaliseEmail } from './staff.server'

/** The desk's client id at the built-in provider. */
export const builtinClientId = 'wwd-desk'
/** The built-in provider's client secret, shared by every instance (in the database). */
export const builtinClientSecretName = 'idp-client-secret'
/** The `error_description` of the built-in provider's refusal when a limit is reached. */
export const builtinTooManyAttempts = 'too-many-attempts'

/**
 * The sign-in limits. A client is its hashed address (an IPv6 address by its /64: see `clientKey`),
 * an account its e-mail address.
 *
 * - `perClient`: sign-in starts per client, at the desk's start.
 * - `failuresPerClient`: failed sign-ins per client; past it, that client's sign-ins are refused.
 * - `failuresPerAccountFromClient`: failed sign-ins for one account from one client; past it, that
 *   client is refused for that account, even with the right identity.
 * - `failuresPerAccount`: failed sign-ins for one account from anywhere; past it, every sign-in for
 *   that account first waits `accountSlowdownMs`. Never a refusal, so failures sent from elsewhere
 *   cannot lock the person out of their account.
 */
export const signInLimits: {
  perClient: Window[]
  failuresPerClient: Window[]
  failuresPerAccountFromClient: Window[]
  failuresPerAccount: Window[]
  accountSlowdownMs: number
} = {
  perClient: [{ limit: 30, seconds: 10 * 60 }],
  failuresPerClient: [{ limit: 20, seconds: 10 * 60 }],
  failuresPerAccountFromClient: [{ limit: 10, seconds: 10 * 60 }],
  failuresPerAccount: [{ limit: 10, seconds: 10 * 60 }],
  accountSlowdownMs: 1000,
}

const FLOW_COOKIE = 'wwd_admin_flow'
const FLOW_SECONDS = 600

/** Where the provider sends the browser back: registered with the provider as is. */
export function signInRedirectUri(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}/auth/callback`
}

/** The issuer the desk signs in with: AUTH_ISSUER, or the built-in provider at /idp. */
export function signInIssuer(config: Pick<Config, 'publicUrl' | 'auth'>): string {
  return config.auth?.issuer ?? `${config.publicUrl}/idp`
}

/** What sign-in needs of the request scope (app/load-context.ts hands it over in the routes). */
export type SignInScope = {
  services: { config: Config; database: Database; logger: Logger; clock: Clock }
  clientIp: string
  requestId: string
  nonce: string
}

/** Where a sign-in request goes next: on to the provider, or the result page. */
export type SignInStep =
  { kind: 'redirect'; location: string; cookies: string[] } | { kind: 'result'; popup: boolean; message: SignInMessage; cookies: string[] }

type Flow = { state: string; nonce: string; verifier: string; popup: boolean }

const result = (popup: boolean, message: SignInMessage, cookies: string[] = []): SignInStep => ({ kind: 'result', popup, message, cookies })
const refusal = (code: SignInErrorCode): SignInMessage => ({ type: 'wwd-admin-sign-in', ok: false, code })

/** Which error code a failure of the OpenID Connect exchange is. */
export function classifySignInError(error: unknown): SignInErrorCode {
  const code = (error as { error?: unknown }).error
  // The built-in provider's refusal of one attempt too many (see its login route).
  if (code === 'access_denied' && (error as { error_description?: unknown }).error_description === builtinTooManyAttempts) return 'too-many-attempts'
  if (code === 'access_denied' || code === 'login_required' || code === 'interaction_required') return 'cancelled-popup-request'
  if (code === 'invalid_client' || code === 'unauthorized_client') return 'invalid-api-key'
  if (code === 'invalid_redirect_uri' || code === 'redirect_uri_mismatch') return 'auth-domain-config-required'
  if (code === 'invalid_grant') return 'cancelled-popup-request'
  if (error instanceof TypeError || (error as { cause?: { code?: unknown } }).cause?.code === 'ECONNREFUSED') return 'network-request-failed'
  return 'internal-error'
}

/** The provider's configuration, discovered once per process and configuration (again after a failure). */
const relyingParties = new WeakMap<Config, Promise<oidc.Configuration>>()

function relyingParty(config: Config, database: Database): Promise<oidc.Configuration> {
  let found = relyingParties.get(config)
  if (!found) {
    found = (async () => {
      const clientId = config.auth?.clientId ?? builtinClientId
      const secret = config.auth ? config.auth.clientSecret : await getSharedSecret(database.db, builtinClientSecretName)
      const url = new URL(signInIssuer(config))
      // Plain http only for an issuer on this machine (the built-in provider in development).
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      const insecure = url.protocol === 'http:' && isLoopbackHost(url.hostname) ? { execute: [oidc.allowInsecureRequests] } : undefined
      const configuration = await oidc.discovery(url, clientId, secret, undefined, insecure)
      // openid-client checks an ID token's signature only when told to: against the keys the
      // provider publishes (its JWKS, fetched and kept for a few minutes).
      oidc.enableNonRepudiationChecks(configuration)
      return configuration
    })()
    relyingParties.set(config, found)
    found.catch(() => {
      if (relyingParties.get(config) === found) relyingParties.delete(config)
    })
  }
  return found
}

function flowCookie(config: Config, value: string, maxAgeSeconds: number): string {
  return serializeCookie(FLOW_COOKIE, value, { isHttps: config.isHttps, maxAgeSeconds, path: '/auth' })
}

function readFlow(cookieHeader: string | null): Flow | undefined {
  try {
    const raw = readCookie(cookieHeader, FLOW_COOKIE)
    return raw ? (JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Flow) : undefined
  } catch {
    return undefined
  }
}

/** `/auth/start`: counted per client, then on to the provider (or the result page with the reason). */
export async function startSignIn(scope: SignInScope, { popup }: { popup: boolean }): Promise<SignInStep> {
  const { config, database, logger, clock } = scope.services
  const db = database.db
  try {
    const limited = await hitRateLimit(db, `sign-in:ip:${await clientKey(db, scope.clientIp)}`, signInLimits.perClient, clock.now())
    if (!limited.ok) return result(popup, refusal('too-many-attempts'))
    const configuration = await relyingParty(config, database)
    const flow: Flow = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier(), popup }
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: signInRedirectUri(config),
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
      // The built-in provider keeps its own sign-in session: without this, signing in again after
      // a desk sign-out (or as someone else on the same computer) would skip the password.
      ...(config.auth ? {} : { prompt: 'login' }),
    })
    return { kind: 'redirect', location: url.href, cookies: [flowCookie(config, Buffer.from(JSON.stringify(flow)).toString('base64url'), FLOW_SECONDS)] }
  } catch (error) {
    logger.warn({ err: error }, 'sign-in could not start')
    return result(popup, refusal(classifySignInError(error)))
  }
}

/**
 * `/auth/callback`: the provider's answer (`url`, as received) is checked against the flow cookie
 * and exchanged; a verified e-mail on the staff list gets a session. The flow cookie is cleared
 * whatever the outcome.
 */
export async function finishSignIn(scope: SignInScope, request: { url: URL; cookieHeader: string | null; userAgent: string }): Promise<SignInStep> {
  const { config, database, logger, clock } = scope.services
  const db = database.db
  const audit: AuditContext = { actor: null, ip: scope.clientIp, userAgent: request.userAgent, requestId: scope.requestId }
  const flow = readFlow(request.cookieHeader)
  const cookies = [flowCookie(config, '', 0)]
  const popup = flow?.popup ?? true
  const refuse = async (code: SignInErrorCode, email = ''): Promise<SignInStep> => {
    // Audited once per client, account tried and 10 minutes; the repeats are counted on that row.
    await recordRefusal(db, audit, { action: 'auth.sign-in-failed', target: email, code }, clock.now()).catch((error: unknown) => {
      logger.warn({ err: error }, 'audit row for a failed sign-in not written')
    })
    return result(popup, refusal(code), cookies)
  }
  if (!flow) return refuse('web-storage-unsupported')
  // Failures are counted per client, per account from that client, and per account (see `signInLimits`).
  let client: string | undefined
  const failuresOf = {
    client: (key: string) => `sign-in:failed:ip:${key}`,
    accountFromClient: (key: string, email: string) => `sign-in:failed:ip:${key}:account:${email}`,
    account: (email: string) => `sign-in:failed:account:${email}`,
  }
  /** A refusal that counts as a failure: of the client, and of the account when it is known. */
  const fail = async (code: SignInErrorCode, email?: string): Promise<SignInStep> => {
    const now = clock.now()
    const counted = client === undefined ? [] : [hitRateLimit(db, failuresOf.client(client), signInLimits.failuresPerClient, now)]
    if (client !== undefined && email)
      counted.push(hitRateLimit(db, failuresOf.accountFromClient(client, email), signInLimits.failuresPerAccountFromClient, now))
    if (email) counted.push(hitRateLimit(db, failuresOf.account(email), signInLimits.failuresPerAccount, now))
    await Promise.all(counted).catch((error: unknown) => {
      logger.warn({ err: error }, 'failed sign-in not counted')
    })
    return refuse(code, email)
  }
  try {
    client = await clientKey(db, scope.clientIp)
    if (!(await peekRateLimit(db, failuresOf.client(client), signInLimits.failuresPerClient, clock.now())).ok) return await refuse('too-many-attempts')
    const configuration = await relyingParty(config, database)
    // The provider answered PUBLIC_URL/auth/callback: read its answer at that address.
    const answer = new URL(`${request.url.pathname}${request.url.search}`, config.publicUrl)
    const tokens = await oidc.authorizationCodeGrant(configuration, answer, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    })
    const claims = tokens.claims()
    if (!claims) return await fail('internal-error')
    let email = typeof claims.email === 'string' ? claims.email : undefined
    let verified = claims.email_verified
    let name = typeof claims.name === 'string' ? claims.name : ''
    if (email === undefined) {
      const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)
      email = info.email
      verified = info.email_verified
      name = info.name ?? name
    }
    if (!email) return await fail('email-not-verified')
    email = normaliseEmail(email)
    const [fromHere, overall] = await Promise.all([
      peekRateLimit(db, failuresOf.accountFromClient(client, email), signInLimits.failuresPerAccountFromClient, clock.now()),
      peekRateLimit(db, failuresOf.account(email), signInLimits.failuresPerAccount, clock.now()),
    ])
    if (!fromHere.ok) return await refuse('too-many-attempts', email)
    // Many failures for this account from anywhere: slower, but the right person still gets in.
    if (!overall.ok) await sleep(signInLimits.accountSlowdownMs)
    if (verified !== true) return await fail('email-not-verified', email)
    const match = await matchSignIn(db, { issuer: claims.iss, subject: claims.sub, email, name })
    if (!match.ok) return await fail(match.reason, email)
    // The session this browser had (if any) ends as the new one starts.
    const previous = readCookie(request.cookieHeader, sessionCookieName(config.isHttps))
    const { session, endedFor } = await db.transaction(async (tx) => {
      const now = clock.now()
      const ended = previous ? await revokeSession(tx, hashToken(previous), now) : undefined
      // At the built-in provider the person has just given their password or passkey (the desk
      // asks it for `prompt=login`): that counts as a confirmation on My account for five minutes.
      const created = await createSession(tx, match.staff.id, config.adminSession, { ip: audit.ip, userAgent: audit.userAgent }, now, {
        isReauthenticated: !config.auth,
      })
      await recordAudit(tx, { ...audit, actor: match.staff }, { action: 'auth.sign-in', target: match.staff.email })
      return { session: created, endedFor: ended }
    })
    if (endedFor !== undefined) await announceSessionsEnded(database, endedFor)
    cookies.push(sessionCookie(session.token, config.isHttps, config.adminSession.maxMs / 1000))
    return result(popup, { type: 'wwd-admin-sign-in', ok: true }, cookies)
  } catch (error) {
    const code = classifySignInError(error)
    if (code === 'internal-error') logger.warn({ err: error }, 'sign-in failed')
    // The provider out of reach is not the client's failure.
    return code === 'network-request-failed' ? refuse(code) : fail(code)
  }
}

/** The HTTP answer of a sign-in step: never stored by any cache, cookies as the step says. */
export function signInResponse(step: SignInStep, scope: Pick<SignInScope, 'nonce'> & { services: { config: Pick<Config, 'publicUrl'> } }): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  for (const cookie of step.cookies) headers.append('Set-Cookie', cookie)
  if (step.kind === 'redirect') {
    headers.set('Location', step.location)
    return new Response(null, { status: 303, headers })
  }
  headers.set('Content-Type', 'text/html; charset=utf-8')
  const page = signInResultPage({ message: step.message, popup: step.popup, nonce: scope.nonce, origin: new URL(scope.services.config.publicUrl).origin })
  return new Response(page, { status: step.message.ok ? 200 : 403, headers })
}
