/**
 * A stand-in for an external identity provider (AUTH_ISSUER) in browser tests: a real OpenID
 * Connect provider (oidc-provider) on its own port, so on another origin than the desk. Its accounts
 * are plain data, each with its own `email_verified`, and every page it serves sends
 * `Cross-Origin-Opener-Policy: same-origin`, as the large providers' sign-in pages do: a popup that
 * reaches it loses its link to the desk that opened it.
 *
 * It can also answer as a provider that is wrong or hostile: an account whose e-mail belongs to
 * someone else and is not verified (another `login`, so another `sub`), and, after
 * `signWithUnpublishedKey(true)`, ID tokens signed with a key its JWKS does not list.
 */
import { createSign, generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Adapter, AdapterPayload, Configuration } from 'oidc-provider'
import { escapeHtml } from '../../app/lib/escape-html'

/**
 * One account: what the person types on the provider's page is `login` (the e-mail when absent),
 * and the account's `sub` is made from it, so two accounts may carry the same e-mail.
 */
export type IdpAccount = { email: string; emailVerified: boolean; name: string; login?: string }

export type ExternalIdp = {
  issuer: string
  clientId: string
  clientSecret: string
  /** From now on (until called with false), ID tokens are signed with a key the provider's JWKS does not list. */
  signWithUnpublishedKey: (on: boolean) => void
  close: () => Promise<void>
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/** The provider's storage, in memory for the life of the test (one Map per model). */
function memoryAdapter() {
  const models = new Map<string, Map<string, AdapterPayload>>()
  return (name: string): Adapter => {
    const rows = models.get(name) ?? new Map<string, AdapterPayload>()
    models.set(name, rows)
    const findBy = (key: 'uid' | 'userCode', value: string) => [...rows.values()].find((row) => row[key] === value)
    return {
      upsert: async (id, payload) => {
        rows.set(id, payload)
      },
      find: async (id) => rows.get(id),
      findByUid: async (uid) => findBy('uid', uid),
      findByUserCode: async (userCode) => findBy('userCode', userCode),
      consume: async (id) => {
        const row = rows.get(id)
        if (row) row.consumed = Math.floor(Date.now() / 1000)
      },
      destroy: async (id) => {
        rows.delete(id)
      },
      revokeByGrantId: async (grantId) => {
        for (const [id, row] of rows) if (row.grantId === grantId) rows.delete(id)
      },
    }
  }
}

/** The JWT `token` (header and claims kept, `kid` included) signed again with `key` (RS256). */
function signedAgain(token: string, key: KeyObject): string {
  const [header = '', claims = ''] = token.split('.')
  const input = `${header}.${claims}`
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`
}

/** Starts the provider; `redirectUri` is the desk's `PUBLIC_URL/auth/callback`. */
export async function startExternalIdp({ accounts, redirectUri }: { accounts: IdpAccount[]; redirectUri: string }): Promise<ExternalIdp> {
  const { default: Provider } = await import('oidc-provider')
  const clientId = 'desk-under-test'
  const clientSecret = randomBytes(24).toString('base64url')
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const unpublishedKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  let useUnpublishedKey = false
  const configuration: Configuration = {
    adapter: memoryAdapter(),
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    clients: [
      { client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'] },
    ],
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' }] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.find((a) => (a.login ?? a.email) === id)
      if (!account) return undefined
      return { accountId: id, claims: () => ({ sub: `sub-${id}`, email: account.email, email_verified: account.emailVerified, name: account.name }) }
    },
  }
  const provider = new Provider(issuer, configuration)
  // The token endpoint's answer, signed again when asked to: same header (so the published key's
  // `kid`) and claims, another key.
  provider.use(async (ctx, next) => {
    await next()
    const body = ctx.body as { id_token?: unknown } | undefined
    if (useUnpublishedKey && ctx.method === 'POST' && ctx.path === '/token' && typeof body?.id_token === 'string') {
      body.id_token = signedAgain(body.id_token, unpublishedKey)
    }
  })
  const handle = provider.callback()

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, isLogin: boolean) {
    const details = await provider.interactionDetails(req, res)
    if (isLogin) {
      const email = (await formBody(req)).get('email') ?? ''
      await provider.interactionFinished(req, res, { login: { accountId: email } }, { mergeWithLastSubmission: false })
      return
    }
    if (details.prompt.name === 'consent') {
      const grant = new provider.Grant({ accountId: details.session?.accountId ?? '', clientId })
      grant.addOIDCScope('openid email profile')
      await provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true })
      return
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Example ID</title></head><body>
<h1>Example ID</h1><form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">Account e-mail</label><input id="email" name="email" type="email">
<button type="submit">Continue</button></form></body></html>`)
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    const match = /^\/interaction\/([^/?]+)(\/login)?/.exec(req.url ?? '')
    if (!match?.[1]) {
      void handle(req, res)
      return
    }
    interaction(req, res, match[1], Boolean(match[2]) && req.method === 'POST').catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' })
      res.end(String(error))
    })
  })

  return {
    issuer,
    clientId,
    clientSecret,
    signWithUnpublishedKey: (on) => {
      useUnpublishedKey = on
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      }),
  }
}
