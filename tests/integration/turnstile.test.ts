import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../app/.server/db/client'
import type { Services } from '../../app/load-context'
import { handleEnquiryRequest } from '../../app/features/enquiries/enquiry-request.server'
import { databaseTargets } from '../support/databases'
import { contextFor, makeServices, postJson, validPayload } from '../support/enquiry-harness'
import { FAKE_TURNSTILE_SECRET, startFakeTurnstile } from '../support/fake-turnstile'
import { freePort } from '../support/server-process'

const pglite = databaseTargets[0]
if (!pglite) throw new Error('PGlite target missing')

describe('Turnstile as the human check', () => {
  let database: Database
  let dispose: () => Promise<void>
  let services: Services
  let fake: Awaited<ReturnType<typeof startFakeTurnstile>>
  const post = (token: string, ip: string) =>
    handleEnquiryRequest(postJson('http://localhost/api/enquiries', { payload: validPayload(), token }), contextFor(services, ip), 'en')

  beforeAll(async () => {
    fake = await startFakeTurnstile()
    ;({ database, dispose } = await pglite.create())
    services = await makeServices(database, {
      HUMAN_CHECK: 'turnstile',
      TURNSTILE_SITE_KEY: '0x4AAAAAAAfake-site-key',
      TURNSTILE_SECRET: FAKE_TURNSTILE_SECRET,
      TURNSTILE_VERIFY_URL: fake.url,
    })
  })
  afterAll(async () => {
    await services.content.stop()
    await dispose()
    await fake.close()
  })

  it('accepts a token siteverify confirms, sending the secret, the token and the client address', async () => {
    expect((await post('pass-1', '203.0.113.10')).status).toBe(201)
    expect(fake.requests.at(-1)).toEqual({ secret: FAKE_TURNSTILE_SECRET, response: 'pass-1', remoteip: '203.0.113.10' })
  })

  it('refuses a token siteverify rejects, and a reused one', async () => {
    expect((await post('forged', '203.0.113.11')).status).toBe(403)
    expect((await post('pass-2', '203.0.113.12')).status).toBe(201)
    expect((await post('pass-2', '203.0.113.13')).status).toBe(403)
  })

  it('refuses when siteverify cannot be reached', async () => {
    const port = await freePort()
    const offline = await makeServices(database, {
      HUMAN_CHECK: 'turnstile',
      TURNSTILE_SITE_KEY: 'k',
      TURNSTILE_SECRET: FAKE_TURNSTILE_SECRET,
      TURNSTILE_VERIFY_URL: `http://127.0.0.1:${String(port)}/siteverify`,
    })
    const response = await handleEnquiryRequest(
      postJson('http://localhost/api/enquiries', { payload: validPayload(), token: 'pass-3' }),
      contextFor(offline, '203.0.113.14'),
      'en',
    )
    await offline.content.stop()
    expect(response.status).toBe(403)
  })
})
