/**
 * The built-in identity provider, for a desk with no AUTH_ISSUER: oidc-provider (a Koa application)
 * at /idp, with its login pages at /interaction/* and the one-time pages where each person sets
 * their own password at /interaction/setup/<token>. The desk signs in with it like with any other
 * provider (app/routes/auth/*, features/staff/sign-in.server.ts). It serves one machine unless
 * AUTH_BUILTIN_ALLOW_REMOTE=1; its keys, credentials and interactions are in the database, so
 * several instances can share it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { generateKeyPair, randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import express, { type Request, type Response, type Router } from 'express'
import type Provider from 'oidc-provider'
import type { Configuration as ProviderConfiguration } from 'oidc-provider'
import { offWhenIdle, type StoreTracker } from '../../../.server/async-store'
import type { Config } from '../../../.server/config'
import { ConfigError, isLoopbackHost } from '../../../.server/config'
import { clientKey } from '../../../.server/limits/client-key'
import { countInWindow, hitRateLimits, peekRateLimit } from '../../../.server/limits/rate-limit'
import { getSharedSecret } from '../../../.server/shared-secrets'
import type { Clock } from '../../../.server/clock'
import type { Database } from '../../../.server/db/client'
import type { Logger } from '../../../.server/logger'
import { builtinClientId, builtinClientSecretName, builtinTooManyAttempts, signInIssuer, signInRedirectUri } from '../sign-in.server'
import { checkPassword, passwordFailureLimits, setupLinksFor, slowdownMs } from '../credentials.server'
import { createDbAdapter } from './idp-adapter.server'
import { normaliseEmail, staffByEmail } from '../staff.server'
import { recordRefusal } from '../../audit/audit.server'
import { signInResultPage } from '../sign-in-page.server'
import { checkPasskey, relyingPartyOf, signInOptions, passkeyAnswerMaxBytes } from '../passkeys.server'
import { deskBrand } from '../../desk/copy'
import { credentialLinkRoutes } from './link-routes.server'
import { nonceOf, requestAuditContext } from './request-parts.server'
import { errorPage, loginPage, webauthnScriptPath } from './pages.server'

/** The built-in provider is for one machine: refuse to listen beyond loopback unless told otherwise. */
export function assertBuiltinIdpAllowed(config: Config): void {
  if (!config.auth && !isLoopbackHost(config.host) && !config.authBuiltinAllowRemote) {
    throw new ConfigError(
      `Invalid configuration: the built-in sign-in (AUTH_ISSUER unset) listens on loopback only, but HOST=${config.host}; set AUTH_ISSUER, or AUTH_BUILTIN_ALLOW_REMOTE=1 to accept this`,
    )
  }
}

type Running = { provider: Provider; trackRequest: StoreTracker }

/**
 * The provider's routes. The provider itself starts at once, so that a first start shows the
 * owners' setup links in the log straight away; a failed start is tried again by the next request.
 */
export function createBuiltinIdp(
  services: { config: Config; database: Database; logger: Logger; clock: Clock },
  { isShuttingDown = () => false }: { isShuttingDown?: () => boolean } = {},
): Router {
  const { config, database, logger, clock } = services
  const db = database.db
  const router = express.Router()
  const origin = new URL(config.publicUrl).origin

  let ready: Promise<Running> | undefined
  const builtinProvider = () =>
    (ready ??= (async () => {
      const setupLinks = await setupLinksFor(db, { emails: config.adminEmails, publicUrl: config.publicUrl, now: clock.now() })
      if (setupLinks.length > 0) {
        logger.warn(
          { setupLinks },
          'built-in sign-in: each owner sets their own password at their link (once, within 72 hours); npm run desk:invite makes a new one',
        )
      }
      const clientSecret = await getSharedSecret(db, builtinClientSecretName)
      const cookieKey = await getSharedSecret(db, 'idp-cookie-key')
      const jwkText = await getSharedSecret(db, 'idp-signing-jwk', async () => {
        // On the thread pool: an RSA key takes from a tenth of a second to a second to find.
        const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 })
        return JSON.stringify({ ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' })
      })
      const configuration: ProviderConfiguration = {
        adapter: createDbAdapter(db, clock),
        clients: [
          {
            client_id: builtinClientId,
            client_secret: clientSecret,
            redirect_uris: [signInRedirectUri(config)],
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
        // An account is a live person on the staff list (by e-mail); a removed person has none.
        findAccount: async (_ctx, id) => {
          const person = await staffByEmail(db, id)
          if (!person) return undefined
          return {
            accountId: person.email,
            claims: () => ({ sub: person.email, email: person.email, email_verified: true, name: person.name || (person.email.split('@')[0] ?? '') }),
          }
        },
        renderError: (ctx, out) => {
          ctx.type = 'html'
          ctx.body = errorPage(out.error)
        },
      }
      // Loaded only when the built-in provider is used (it warns about the runtime on import).
      const { default: ProviderClass } = await import('oidc-provider')
      const provider = new ProviderClass(signInIssuer(config), configuration)
      provider.proxy = true
      // The provider keeps each request in an AsyncLocalStorage, which on Node 20 leaves async
      // hooks on for the whole process: turned off once no provider request is running (ADR 0031).
      return { provider, trackRequest: offWhenIdle(await providerRequestContext()) }
    })().catch((error: unknown) => {
      ready = undefined
      throw error
    }))

  const notStarted = (error: unknown) => {
    // Stopped while starting (its key being made when the database closed): nothing failed.
    if (isShuttingDown()) logger.info({ err: error }, 'built-in identity provider not started: the server is shutting down')
    else logger.error({ err: error }, 'built-in identity provider failed to start')
  }
  builtinProvider().catch(notStarted)

  /** A request of the sign-in window that cannot go on: the desk's result page says so. */
  function cancelled(res: Response) {
    const message = { type: 'wwd-admin-sign-in', ok: false, code: 'cancelled-popup-request' } as const
    res.setHeader('Cache-Control', 'no-store')
    res
      .status(403)
      .type('html')
      .send(signInResultPage({ message, popup: true, nonce: nonceOf(res), origin }))
  }

  const form = express.urlencoded({ extended: false, limit: '4kb' })
  // A passkey answer is small (see `passkeyAnswerMaxBytes`): a larger body is refused with 413 unread.
  const passkeyAnswer = express.json({ limit: passkeyAnswerMaxBytes })
  const rp = relyingPartyOf(config.publicUrl, deskBrand)

  // The browser half of the passkey library, from node_modules (no other site is asked for it).
  let webauthnScript: Promise<Buffer> | undefined
  router.get(webauthnScriptPath, (_req, res) => {
    webauthnScript ??= readFile(path.join(path.dirname(createRequire(import.meta.url).resolve('@simplewebauthn/browser')), '../dist/bundle/index.umd.min.js'))
    webauthnScript.then(
      (bytes) => res.type('js').send(bytes),
      () => res.status(404).end(),
    )
  })

  router.use(credentialLinkRoutes({ db, clock, rp, form, passkeyAnswer }))

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
      res.type('html').send(loginPage(details.uid, req.query.error === '1', nonceOf(res)))
    } catch (error) {
      logger.info({ err: error }, 'sign-in interaction not found')
      cancelled(res)
    }
  })

  /**
   * A refused password, audited without flooding the log: a staff account tried is named (so the
   * owner sees who is targeted); any other address tried counts on one row per client.
   */
  async function refusePassword(req: Request, res: Response, email: string, code: string, now: Date) {
    const isStaff = email !== '' && (await staffByEmail(db, email)) !== undefined
    await recordRefusal(
      db,
      requestAuditContext(req, res),
      { action: 'auth.idp-password-refused', target: isStaff ? email : '', code: isStaff ? code : 'not-on-staff-list' },
      now,
    )
  }

  router.post('/interaction/:uid/login', form, async (req, res) => {
    try {
      const { provider } = await builtinProvider()
      const details = await provider.interactionDetails(req, res)
      const body = req.body as Record<string, unknown>
      const email = normaliseEmail(typeof body.email === 'string' ? body.email : '').slice(0, 320)
      const password = typeof body.password === 'string' ? body.password : ''
      const now = clock.now()
      const limits = passwordFailureLimits
      // Only failures count: per client, and per (account, client). Failures of this account from
      // other addresses slow it down, but never refuse its owner's right password.
      const client = await clientKey(db, req.ip ?? '')
      const keys = { client: `idp:fail:${client}`, pair: `idp:fail:${client}:${email}`, account: `idp:fail-account:${email}` }
      const [byClient, byPair] = await Promise.all([
        peekRateLimit(db, keys.client, limits.perClient, now),
        peekRateLimit(db, keys.pair, limits.perAccountClient, now),
      ])
      if (!byClient.ok || !byPair.ok) {
        await refusePassword(req, res, email, builtinTooManyAttempts, now)
        await provider.interactionFinished(req, res, { error: 'access_denied', error_description: builtinTooManyAttempts })
        return
      }
      const wait = slowdownMs(await countInWindow(db, keys.account, limits.perAccount, now))
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      const person = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? await checkPassword(db, email, password, now) : undefined
      if (!person) {
        await Promise.all([
          hitRateLimits(db, [{ key: keys.client, windows: limits.perClient }], now),
          hitRateLimits(db, [{ key: keys.pair, windows: limits.perAccountClient }], now),
          hitRateLimits(db, [{ key: keys.account, windows: [limits.perAccount] }], now),
        ])
        await refusePassword(req, res, email, 'wrong-password', now)
        res.redirect(303, `/interaction/${details.uid}?error=1`)
        return
      }
      await provider.interactionFinished(req, res, { login: { accountId: person.email } }, { mergeWithLastSubmission: false })
    } catch (error) {
      logger.info({ err: error }, 'sign-in interaction failed')
      cancelled(res)
    }
  })

  // Sign-in with a passkey: no e-mail typed; the passkey names its person. Its failures are counted
  // on their own, so wrong passwords never stop a passkey sign-in.
  router.post('/interaction/:uid/passkey-options', async (req, res) => {
    try {
      const { provider } = await builtinProvider()
      await provider.interactionDetails(req, res)
      res.json(await signInOptions(db, rp, clock.now()))
    } catch (error) {
      logger.info({ err: error }, 'passkey sign-in without an interaction')
      res.status(410).json({ error: 'cancelled-popup-request' })
    }
  })

  router.post('/interaction/:uid/passkey', passkeyAnswer, async (req, res) => {
    try {
      const { provider } = await builtinProvider()
      await provider.interactionDetails(req, res)
      const now = clock.now()
      const key = `idp:passkey-fail:${await clientKey(db, req.ip ?? '')}`
      if (!(await peekRateLimit(db, key, passwordFailureLimits.perClient, now)).ok) {
        const next = await provider.interactionResult(req, res, { error: 'access_denied', error_description: builtinTooManyAttempts })
        res.json({ next })
        return
      }
      const person = await checkPasskey(db, rp, req.body, now)
      if (!person) {
        await hitRateLimits(db, [{ key, windows: passwordFailureLimits.perClient }], now)
        await recordRefusal(db, requestAuditContext(req, res), { action: 'auth.passkey-refused', code: 'passkey-refused' }, now)
        res.status(400).json({ error: 'passkey-refused' })
        return
      }
      const next = await provider.interactionResult(req, res, { login: { accountId: person.email } }, { mergeWithLastSubmission: false })
      res.json({ next })
    } catch (error) {
      logger.info({ err: error }, 'passkey sign-in failed')
      res.status(410).json({ error: 'cancelled-popup-request' })
    }
  })

  router.post('/interaction/:uid/abort', form, async (req, res) => {
    try {
      const { provider } = await builtinProvider()
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'cancelled' }, { mergeWithLastSubmission: false })
    } catch {
      cancelled(res)
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
        notStarted(error)
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
