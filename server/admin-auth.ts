/**
 * Staff sign-in over OpenID Connect (issue 12): the relying party (/auth/start, /auth/callback)
 * and, when AUTH_ISSUER is unset, the built-in identity provider (/idp and its /interaction pages).
 * Everything here is mounted by server/app.ts in one block before the page cache and React Router.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { generateKeyPair, randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import express, { type Request, type Response, type Router } from 'express'
import type Provider from 'oidc-provider'
import type { Configuration as ProviderConfiguration } from 'oidc-provider'
import * as oidc from 'openid-client'
import { offWhenIdle, type StoreTracker } from '../app/.server/async-store'
import type { Config } from '../app/.server/config'
import { ConfigError } from '../app/.server/config'
import type { Services } from '../app/load-context'
import { getSharedSecret } from '../app/.server/shared-secrets'
import { recordAudit, type AuditContext, ensureBuiltinPassword, verifyBuiltinPassword, readCookie, serializeCookie, sessionCookie, createDbAdapter, createSession, signInChannel, type SignInErrorCode, type SignInMessage, matchSignIn, normaliseEmail } from '../app/features/admin/index.server'
import { hitRateLimit, hitRateLimits, type Window } from '../app/.server/limits/rate-limit'

const CLIENT_ID = 'wwd-desk'
const FLOW_COOKIE = 'wwd_admin_flow'
const FLOW_SECONDS = 600
const perAddress: Window[] = [{ limit: 30, seconds: 10 * 60 }]
const perEmail: Window[] = [{ limit: 10, seconds: 10 * 60 }]
/** error_description of the built-in provider's refusal when a limit is reached. */
const TOO_MANY = 'too-many-attempts'

export function isLoopbackHost(host: string): boolean {
  return ['localhost', '127.0.0.1', '::1', '[::1]'].includes(host.toLowerCase()) || host.startsWith('127.')
}

/** The built-in provider is for one machine: refuse to listen beyond loopback unless told otherwise. */
export function assertBuiltinIdpAllowed(config: Config): void {
  if (!config.auth && !isLoopbackHost(config.host) && !config.authBuiltinAllowRemote) {
    throw new ConfigError(
      `Invalid configuration: the built-in sign-in (AUTH_ISSUER unset) listens on loopback only, but HOST=${config.host}; set AUTH_ISSUER, or AUTH_BUILTIN_ALLOW_REMOTE=1 to accept this`,
    )
  }
}

type Flow = { state: string; nonce: string; verifier: string; popup: boolean }

function auditContext(req: Request, res: Response): AuditContext {
  return {
    actor: null,
    ip: req.ip ?? '',
    userAgent: req.get('user-agent') ?? '',
    requestId: String(res.locals.requestId ?? ''),
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${String(c.charCodeAt(0))};`)
}

/** Which error code a failure of the OpenID Connect exchange is. */
function classify(error: unknown): SignInErrorCode {
  const code = (error as { error?: unknown }).error
  // The built-in provider's refusal of one attempt too many (see its login route).
  if (code === 'access_denied' && (error as { error_description?: unknown }).error_description === TOO_MANY) return 'too-many-attempts'
  if (code === 'access_denied' || code === 'login_required' || code === 'interaction_required') return 'cancelled-popup-request'
  if (code === 'invalid_client' || code === 'unauthorized_client') return 'invalid-api-key'
  if (code === 'invalid_redirect_uri' || code === 'redirect_uri_mismatch') return 'auth-domain-config-required'
  if (code === 'invalid_grant') return 'cancelled-popup-request'
  if (error instanceof TypeError || (error as { cause?: { code?: unknown } }).cause?.code === 'ECONNREFUSED') return 'network-request-failed'
  return 'internal-error'
}

export function createAdminAuth(services: Services): Router {
  const { config, database, logger } = services
  const db = database.db
  const router = express.Router()
  const origin = new URL(config.publicUrl).origin
  const redirectUri = `${config.publicUrl}/auth/callback`
  const builtin = !config.auth
  const issuer = config.auth?.issuer ?? `${config.publicUrl}/idp`

  // ---- Built-in identity provider -------------------------------------------------------------
  let providerReady:
    | Promise<{ provider: Provider; clientSecret: string; passwordHash: string; trackRequest: StoreTracker }>
    | undefined
  const builtinProvider = () =>
    (providerReady ??= (async () => {
      const password = await ensureBuiltinPassword(config.dataDir)
      if (password.created) {
        logger.warn(
          { builtinPassword: password.created, emails: config.adminEmails },
          'built-in sign-in: the staff password is shown once here; only its hash is kept in DATA_DIR',
        )
      }
      const clientSecret = await getSharedSecret(db, 'idp-client-secret')
      const cookieKey = await getSharedSecret(db, 'idp-cookie-key')
      const jwkText = await getSharedSecret(db, 'idp-signing-jwk', async () => {
        // On the thread pool: an RSA key takes from a tenth of a second to a second to find.
        const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 })
        return JSON.stringify({ ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' })
      })
      const configuration: ProviderConfiguration = {
        adapter: createDbAdapter(db),
        clients: [
          {
            client_id: CLIENT_ID,
            client_secret: clientSecret,
            redirect_uris: [redirectUri],
            grant_types: ['authorization_code'],
            response_types: ['code'],
          },
        ],
        cookies: { keys: [cookieKey] },
        jwks: { keys: [JSON.parse(jwkText) as Record<string, string>] },
        pkce: { required: () => true },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
        conformIdTokenClaims: false,
        features: { devInteractions: { enabled: false } },
        interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
        findAccount: (_ctx, id) => ({
          accountId: id,
          claims: () => ({ sub: id, email: id, email_verified: true, name: id.split('@')[0] ?? id }),
        }),
        renderError: (ctx, out) => {
          ctx.type = 'html'
          ctx.body = page('Sign-in error · 登录出错', `<h1>Sign-in error · 登录出错</h1><p>${escapeHtml(out.error)}</p><p><a href="/admin">Back to the desk · 返回后台</a></p>`, '')
        },
      }
      // Loaded only when the built-in provider is used (it warns about the runtime on import).
      const { default: ProviderClass } = await import('oidc-provider')
      const provider = new ProviderClass(issuer, configuration)
      provider.proxy = true
      // The provider keeps each request in an AsyncLocalStorage, which on Node 20 leaves async
      // hooks on for the whole process: turned off once no provider request is running (ADR 0031).
      return { provider, clientSecret, passwordHash: password.stored, trackRequest: offWhenIdle(await providerRequestContext()) }
    })())

  // ---- Relying party ----------------------------------------------------------------------------
  let clientReady: Promise<oidc.Configuration> | undefined
  const client = () =>
    (clientReady ??= (async () => {
      const secret = builtin ? (await builtinProvider()).clientSecret : (config.auth?.clientSecret ?? '')
      const clientId = builtin ? CLIENT_ID : (config.auth?.clientId ?? '')
      const url = new URL(issuer)
      // Plain http only for an issuer on this machine (the built-in provider in development).
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      const insecure = url.protocol === 'http:' && isLoopbackHost(url.hostname) ? { execute: [oidc.allowInsecureRequests] } : undefined
      return oidc.discovery(url, clientId, secret, undefined, insecure)
    })().catch((error: unknown) => {
      clientReady = undefined
      throw error
    }))

  const flowCookie = (value: string, maxAge: number) =>
    serializeCookie(FLOW_COOKIE, value, { isHttps: config.isHttps, maxAgeSeconds: maxAge, path: '/auth' })

  /** The page that ends a sign-in: tells the opener (or every desk tab) and closes, or goes to /admin. */
  function finish(res: Response, popup: boolean, message: SignInMessage) {
    const nonce = String(res.locals.nonce ?? '')
    const target = message.ok ? '/admin' : `/admin?sign_in_error=${message.code}`
    const script = `(function(){var m=${JSON.stringify(message)};var o=${JSON.stringify(origin)};var popup=${popup ? 'true' : 'false'};
try{if(popup&&window.opener){window.opener.postMessage(m,o)}}catch(e){}
try{var c=new BroadcastChannel(${JSON.stringify(signInChannel)});c.postMessage(m);c.close()}catch(e){}
if(popup){setTimeout(function(){window.close()},150)}else{location.replace(${JSON.stringify(target)})}})()`
    res.setHeader('Cache-Control', 'no-store')
    res
      .status(message.ok ? 200 : 403)
      .type('html')
      .send(
        page(
          message.ok ? 'Signed in · 已登录' : 'Sign-in refused · 登录未成功',
          `<h1>${message.ok ? 'Signed in · 已登录' : 'Sign-in refused · 登录未成功'}</h1><p>${message.ok ? '' : `Code · 代码: <code>${escapeHtml(message.code)}</code>`}</p><p><a href="${target}">Continue to the desk · 继续前往后台</a></p>`,
          `<script nonce="${escapeHtml(nonce)}">${script}</script>`,
        ),
      )
  }

  router.get('/auth/start', async (req, res) => {
    const popup = req.query.popup === '1'
    try {
      const limited = await hitRateLimit(db, `sign-in:ip:${req.ip ?? ''}`, perAddress)
      if (!limited.ok) {
        finish(res, popup, { type: 'wwd-admin-sign-in', ok: false, code: 'too-many-attempts' })
        return
      }
      const configuration = await client()
      const flow: Flow = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier(), popup }
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        // The built-in provider keeps its own sign-in session: without this, signing in again after
        // a desk sign-out (or as someone else on the same computer) would skip the password.
        ...(builtin ? { prompt: 'login' } : {}),
      })
      res.setHeader('Set-Cookie', flowCookie(Buffer.from(JSON.stringify(flow)).toString('base64url'), FLOW_SECONDS))
      res.setHeader('Cache-Control', 'no-store')
      res.redirect(303, url.href)
    } catch (error) {
      logger.warn({ err: error }, 'sign-in could not start')
      finish(res, popup, { type: 'wwd-admin-sign-in', ok: false, code: classify(error) })
    }
  })

  router.get('/auth/callback', async (req, res) => {
    const audit = auditContext(req, res)
    let flow: Flow | undefined
    try {
      const raw = readCookie(req.get('cookie'), FLOW_COOKIE)
      flow = raw ? (JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Flow) : undefined
    } catch {
      flow = undefined
    }
    res.append('Set-Cookie', flowCookie('', 0))
    const popup = flow?.popup ?? true
    const refuse = async (code: SignInErrorCode, email = '') => {
      await recordAudit(db, audit, { action: 'auth.sign-in-failed', target: email, after: { code }, actorEmail: email }).catch(
        (error: unknown) => {
          logger.warn({ err: error }, 'audit row for a failed sign-in not written')
        },
      )
      finish(res, popup, { type: 'wwd-admin-sign-in', ok: false, code })
    }
    if (!flow) {
      await refuse('web-storage-unsupported')
      return
    }
    try {
      const configuration = await client()
      const tokens = await oidc.authorizationCodeGrant(configuration, new URL(req.originalUrl, config.publicUrl), {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
      })
      const claims = tokens.claims()
      if (!claims) {
        await refuse('internal-error')
        return
      }
      let email = typeof claims.email === 'string' ? claims.email : undefined
      let verified = claims.email_verified
      let name = typeof claims.name === 'string' ? claims.name : ''
      if (email === undefined) {
        const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)
        email = info.email
        verified = info.email_verified
        name = info.name ?? name
      }
      if (!email) {
        await refuse('email-not-verified')
        return
      }
      email = normaliseEmail(email)
      const limited = await hitRateLimit(db, `sign-in:email:${email}`, perEmail)
      if (!limited.ok) {
        await refuse('too-many-attempts', email)
        return
      }
      if (verified !== true) {
        await refuse('email-not-verified', email)
        return
      }
      const match = await matchSignIn(db, { issuer: claims.iss, subject: claims.sub, email, name })
      if (!match.ok) {
        await refuse(match.reason, email)
        return
      }
      const session = await db.transaction(async (tx) => {
        const created = await createSession(tx, match.staff.id, config.adminSession, { ip: audit.ip, userAgent: audit.userAgent })
        await recordAudit(tx, { ...audit, actor: match.staff }, { action: 'auth.sign-in', target: match.staff.email })
        return created
      })
      res.append('Set-Cookie', sessionCookie(session.token, config.isHttps, config.adminSession.maxMs / 1000))
      finish(res, popup, { type: 'wwd-admin-sign-in', ok: true })
    } catch (error) {
      const code = classify(error)
      if (code === 'internal-error') logger.warn({ err: error }, 'sign-in failed')
      await refuse(code)
    }
  })

  if (!builtin) return router

  // Start the provider now, so a first start shows its password in the log at once.
  builtinProvider().catch((error: unknown) => {
    logger.error({ err: error }, 'built-in identity provider failed to start')
    providerReady = undefined
  })

  // ---- Built-in provider's own pages --------------------------------------------------------------
  router.get('/interaction/:uid', async (req, res) => {
    try {
      const { provider } = await builtinProvider()
      const details = await provider.interactionDetails(req, res)
      if (details.prompt.name === 'consent') {
        // The desk is the only client: its consent is granted without a screen.
        const grant = details.grantId
          ? await provider.Grant.find(details.grantId)
          : new provider.Grant({ accountId: details.session?.accountId ?? '', clientId: String(details.params.client_id) })
        if (!grant) throw new Error('grant missing')
        const missingScope = details.prompt.details.missingOIDCScope
        if (Array.isArray(missingScope)) grant.addOIDCScope(missingScope.join(' '))
        const missingClaims = details.prompt.details.missingOIDCClaims
        if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims as string[])
        const grantId = await grant.save()
        await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true })
        return
      }
      res.setHeader('Cache-Control', 'no-store')
      res.type('html').send(loginPage(details.uid, req.query.error === '1'))
    } catch (error) {
      logger.info({ err: error }, 'sign-in interaction not found')
      finish(res, true, { type: 'wwd-admin-sign-in', ok: false, code: 'cancelled-popup-request' })
    }
  })

  const form = express.urlencoded({ extended: false, limit: '4kb' })
  router.post('/interaction/:uid/login', form, async (req, res) => {
    try {
      const { provider, passwordHash } = await builtinProvider()
      const details = await provider.interactionDetails(req, res)
      const body = req.body as Record<string, unknown>
      const email = normaliseEmail(typeof body.email === 'string' ? body.email : '').slice(0, 320)
      const password = typeof body.password === 'string' ? body.password : ''
      // The address first, then the account (counted only if the address let the attempt through).
      const limited = await hitRateLimits(db, [
        { key: `idp:ip:${req.ip ?? ''}`, windows: perAddress },
        { key: `idp:email:${email}`, windows: perEmail },
      ])
      if (!limited.ok) {
        await provider.interactionFinished(req, res, { error: 'access_denied', error_description: TOO_MANY })
        return
      }
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !(await verifyBuiltinPassword(passwordHash, password))) {
        await recordAudit(db, auditContext(req, res), { action: 'auth.idp-password-refused', target: email, actorEmail: email })
        res.redirect(303, `/interaction/${details.uid}?error=1`)
        return
      }
      await provider.interactionFinished(req, res, { login: { accountId: email } }, { mergeWithLastSubmission: false })
    } catch (error) {
      logger.info({ err: error }, 'sign-in interaction failed')
      finish(res, true, { type: 'wwd-admin-sign-in', ok: false, code: 'cancelled-popup-request' })
    }
  })

  router.post('/interaction/:uid/abort', form, async (req, res) => {
    try {
      const { provider } = await builtinProvider()
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'cancelled' }, { mergeWithLastSubmission: false })
    } catch {
      finish(res, true, { type: 'wwd-admin-sign-in', ok: false, code: 'cancelled-popup-request' })
    }
  })

  // The provider itself (discovery, authorize, token, userinfo, jwks); after our own routes.
  router.use('/idp', (req, res) => {
    builtinProvider().then(
      ({ provider, trackRequest }) => {
        res.setHeader('Cache-Control', 'no-store')
        trackRequest(async () => {
          await provider.callback()(req, res)
        }).catch((error: unknown) => {
          logger.error({ err: error }, 'built-in identity provider failed on a request')
        })
      },
      (error: unknown) => {
        logger.error({ err: error }, 'built-in identity provider failed to start')
        res.status(503).type('text').send('Sign-in is not available right now.')
      },
    )
  })
  return router
}

/**
 * The provider's store of the request in progress (a module of its own in oidc-provider 9), or
 * undefined if a later version moves it: then async hooks merely stay on after a sign-in.
 */
async function providerRequestContext(): Promise<AsyncLocalStorage<unknown> | undefined> {
  try {
    const { default: store } = await import('oidc-provider/lib/helpers/als.js')
    return store instanceof AsyncLocalStorage ? store : undefined
  } catch {
    return undefined
  }
}

function page(title: string, body: string, tail: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/art/logo.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#0f2a44;color:#fdf8ef;margin:0;display:grid;min-height:100vh;place-items:center}main{background:#fff;color:#0f2a44;border-radius:12px;padding:24px;width:min(92vw,360px)}label{display:block;margin-top:12px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;margin-top:4px;border:1px solid #8a8f98;border-radius:6px;font-size:16px}button{margin-top:16px;padding:10px 16px;border-radius:999px;border:0;font-weight:600;font-size:16px}.primary{background:#0f2a44;color:#fdf8ef}.secondary{background:#eee;color:#0f2a44}.error{color:#a4161a;font-weight:600}a{color:inherit}</style></head>
<body><main>${body}</main>${tail}</body></html>`
}

function loginPage(uid: string, failed: boolean): string {
  const id = encodeURIComponent(uid)
  return page(
    'Staff sign-in · 员工登录',
    `<h1>Staff sign-in · 员工登录</h1>
${failed ? '<p class="error" role="alert">Wrong e-mail or password. · 邮箱或密码不正确。</p>' : ''}
<form method="post" action="/interaction/${id}/login">
<label for="email">E-mail · 邮箱</label><input id="email" name="email" type="email" autocomplete="username" required autofocus>
<label for="password">Password · 密码</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button class="primary" type="submit">Sign in · 登录</button>
</form>
<form method="post" action="/interaction/${id}/abort"><button class="secondary" type="submit">Cancel · 取消</button></form>`,
    '',
  )
}
