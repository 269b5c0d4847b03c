/**
 * The routes of a person's one-time link (invitation, reset, first-start setup) at the built-in
 * provider: opening the link shows its form and changes nothing; the form sets a password, or the
 * person makes a passkey instead; either uses the link up.
 */
import express, { type Router } from 'express'
import type { Clock } from '../../../.server/clock'
import type { Db } from '../../../.server/db/client'
import { clientKey } from '../../../.server/limits/client-key'
import { hitRateLimits } from '../../../.server/limits/rate-limit'
import { openCredentialLink, passwordFailureLimits, setPasswordWithLink, useUpCredentialLinks } from '../credentials.server'
import { deviceLabel } from '../device-label'
import { addPasskey, registrationOptions, type RelyingParty } from '../passkeys.server'
import { setupDonePage, setupPage, type SetupProblem } from './pages.server'
import { nonceOf, requestAuditContext } from './request-parts.server'

type LinkRouteParts = {
  db: Db
  clock: Clock
  rp: RelyingParty
  /** The provider's body parsers: a small form, and a passkey's answer (capped). */
  form: ReturnType<typeof express.urlencoded>
  passkeyAnswer: ReturnType<typeof express.json>
}

export function credentialLinkRoutes({ db, clock, rp, form, passkeyAnswer }: LinkRouteParts): Router {
  const router = express.Router()
  router.get('/interaction/setup/passkey-saved', (_req, res) => {
    res.type('html').send(setupDonePage('', 'passkey'))
  })

  // A person's one-time link: opening it shows the form (and changes nothing); the form sets the password.
  router.get('/interaction/setup/:token', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.setHeader('Referrer-Policy', 'no-referrer')
    const token = req.params.token
    const opened = await openCredentialLink(db, token, clock.now())
    res
      .status(opened.ok ? 200 : 410)
      .type('html')
      .send(
        setupPage(opened.ok ? { email: opened.staff.email, purpose: opened.purpose, nonce: nonceOf(res), base: setupBase(token) } : { gone: opened.reason }),
      )
  })

  // A passkey instead of a password, through the same link (which it uses up).
  router.post('/interaction/setup/:token/passkey-options', async (req, res) => {
    const opened = await openCredentialLink(db, req.params.token, clock.now())
    if (!opened.ok) {
      res.status(410).json({ error: opened.reason })
      return
    }
    res.json(await registrationOptions(db, rp, opened.staff, clock.now()))
  })

  router.post('/interaction/setup/:token/passkey', passkeyAnswer, async (req, res) => {
    const now = clock.now()
    const opened = await openCredentialLink(db, req.params.token, now)
    if (!opened.ok) {
      res.status(410).json({ error: opened.reason })
      return
    }
    const added = await addPasskey(db, requestAuditContext(req, res), {
      rp,
      person: opened.staff,
      response: req.body,
      label: deviceLabel(req.get('user-agent') ?? ''),
      now,
    })
    if (!added) {
      res.status(400).json({ error: 'passkey-refused' })
      return
    }
    await useUpCredentialLinks(db, opened.staff.id, now)
    res.json({ next: '/interaction/setup/passkey-saved' })
  })

  router.post('/interaction/setup/:token', form, async (req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.setHeader('Referrer-Policy', 'no-referrer')
    const now = clock.now()
    const client = await clientKey(db, req.ip ?? '')
    const limited = await hitRateLimits(db, [{ key: `idp:setup:${client}`, windows: passwordFailureLimits.perClient }], now)
    if (!limited.ok) {
      res
        .status(429)
        .type('html')
        .send(setupPage({ gone: 'too-many-attempts' }))
      return
    }
    const token = req.params.token
    const body = req.body as Record<string, unknown>
    const password = typeof body.password === 'string' ? body.password : ''
    const repeat = typeof body.repeat === 'string' ? body.repeat : ''
    const opened = await openCredentialLink(db, token, now)
    if (!opened.ok) {
      res
        .status(410)
        .type('html')
        .send(setupPage({ gone: opened.reason }))
      return
    }
    const again = (problem: SetupProblem) =>
      res
        .status(400)
        .type('html')
        .send(setupPage({ email: opened.staff.email, purpose: opened.purpose, problem, nonce: nonceOf(res), base: setupBase(token) }))
    if (password !== repeat) {
      again('mismatch')
      return
    }
    const set = await setPasswordWithLink(db, requestAuditContext(req, res), { token, password, now })
    if (set.ok) {
      res.type('html').send(setupDonePage(set.staff.email))
    } else if (set.reason === 'unknown' || set.reason === 'used' || set.reason === 'expired') {
      res
        .status(410)
        .type('html')
        .send(setupPage({ gone: set.reason }))
    } else {
      again(set.reason)
    }
  })
  return router
}

/** Where a one-time link's page and its passkey requests live. */
function setupBase(token: string): string {
  return `/interaction/setup/${encodeURIComponent(token)}`
}
