import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../app/.server/db/client'
import { enquiries, rateLimits } from '../../app/.server/db/schema'
import type { Services } from '../../app/load-context'
import { ACKS_PER_RECIPIENT_PER_DAY, createEnquiry } from '../../app/features/enquiries/create-enquiry.server'
import { clientKey } from '../../app/.server/limits/client-key'
import { handleEnquiryRequest } from '../../app/features/enquiries/enquiry-request.server'
import { createAltchaChallenge } from '../../app/features/enquiries/human-check.server'
import { hitRateLimit, ipWindows } from '../../app/.server/limits/rate-limit'
import { databaseTargets } from '../support/databases'
import { enquireAs } from '../support/enquire-as'
import { contextFor, makeServices, postJson, solvedToken, validPayload } from '../support/enquiry-harness'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

describe.each(databaseTargets)('abuse of the enquiry form on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let services: Services
  let url: string | undefined

  beforeAll(async () => {
    ;({ database, dispose, url } = await target.create())
    services = await makeServices(database)
  })
  afterAll(async () => {
    await services.content.stop()
    await dispose()
  })

  const post = (body: unknown, ip: string, svc = services) => handleEnquiryRequest(postJson('http://localhost/api/enquiries', body), contextFor(svc, ip), 'en')

  it('accepts a challenge issued by one instance on another instance of the same database', async () => {
    // On PostgreSQL the second instance has its own connections, as a second process would.
    const otherDatabase = url ? await openDatabase({ url, poolSize: 2 }) : database
    const other = await makeServices(otherDatabase)
    try {
      const token = await solvedToken(services)
      const response = await post({ payload: validPayload(), token }, '198.19.0.1', other)
      expect(response.status).toBe(201)
      // And the other way round.
      const back = await post({ payload: validPayload(), token: await solvedToken(other) }, '198.19.0.1', services)
      expect(back.status).toBe(201)
    } finally {
      await other.content.stop()
      if (otherDatabase !== database) await otherDatabase.close()
    }
  })

  it.each(['"3"<victim@example.com>', 'Victim <victim@example.com>', 'victim@example.com (hi)'])('refuses %s as an e-mail address', async (email) => {
    const response = await post({ payload: validPayload({ contact: { name: '', email, phone: '' } }), token: await solvedToken(services) }, '198.19.0.2')
    expect(response.status).toBe(400)
    expect(((await response.json()) as ErrorBody).error.fields?.email).toBe('Please enter a valid email address.')
  })

  it(`sends at most ${String(ACKS_PER_RECIPIENT_PER_DAY)} acknowledgements a day to one mailbox however it is spelled`, async () => {
    const spellings = [
      'victim@bücher.example',
      ' Victim@BÜCHER.example',
      'VICTIM@xn--bcher-kva.example',
      'victim@Xn--Bcher-Kva.Example ',
      'ViCtIm@bücher.EXAMPLE',
    ]
    let acks = 0
    for (const [i, email] of spellings.entries()) {
      // Hours apart and from different addresses, so only the acknowledgement cap is in play.
      const now = new Date(Date.now() + i * 3 * 3600_000)
      const { status, mails } = await enquireAs(services, { email, ip: `198.19.1.${String(i + 1)}`, now })
      expect(status).toBe(201)
      acks += mails.filter((m) => m.kind === 'ack').length
    }
    expect(acks).toBe(ACKS_PER_RECIPIENT_PER_DAY)
  })

  it(`counts sub-addresses (+tag) and a trailing dot of the domain as one mailbox for the acknowledgement cap`, async () => {
    const spellings = ['victim+1@x.example', 'Victim@X.EXAMPLE.', 'victim+trip@x.example', 'VICTIM+2@x.example.', 'victim@x.example']
    const acked: string[] = []
    const stored: string[] = []
    for (const [i, email] of spellings.entries()) {
      const now = new Date(Date.now() + i * 3 * 3600_000)
      const { status, id, mails } = await enquireAs(services, { email, ip: `198.19.4.${String(i + 1)}`, now })
      expect(status, email).toBe(201)
      if (id === undefined) continue
      const [enquiry] = await database.db.select({ email: enquiries.email }).from(enquiries).where(eq(enquiries.id, id))
      stored.push(enquiry?.email ?? '')
      acked.push(...mails.filter((m) => m.kind === 'ack').map((m) => m.to[0] ?? ''))
    }
    expect(acked).toHaveLength(ACKS_PER_RECIPIENT_PER_DAY)
    // Only the limit folds the spellings: the address is stored and answered as typed.
    expect(acked).toEqual(['victim+1@x.example', 'Victim@x.example.', 'victim+trip@x.example'])
    expect(stored).toEqual(['victim+1@x.example', 'Victim@x.example.', 'victim+trip@x.example', 'VICTIM+2@x.example.', 'victim@x.example'])
  })

  it('does not lock an address out for junk: requests without proof get a short lockout of their own', async () => {
    const ip = '198.19.2.1'
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i < 60; i += 1) {
      last = await post({ payload: validPayload(), token: 'no-proof' }, ip)
      statuses.push(last.status)
    }
    expect(statuses).toContain(429)
    expect(statuses.every((s) => s === 403 || s === 429)).toBe(true)
    // The junk lockout is short: minutes at most, not the rest of the day.
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(last?.headers.get('retry-after'))).toBeLessThanOrEqual(5 * 60)
    // A visitor behind the same address with a solved check is not refused.
    const real = await post({ payload: validPayload(), token: await solvedToken(services) }, ip)
    expect(real.status).toBe(201)
  })

  it('keeps lockouts for solved requests short too: half an hour at most, then the address may send again', async () => {
    // A hotel's NAT sending steadily, just under the ten-minute limit, for four hours: counted on
    // the same key the enquiry handler counts on. It is held back for at most half an hour at a
    // time, never for the rest of the day.
    const ip = '198.19.3.1'
    const key = `enquiry:ip:${await clientKey(database.db, ip)}`
    const halfHour = 30 * 60_000
    const start = Math.ceil(Date.now() / halfHour) * halfHour // a fixed place in the windows, so every run is the same
    let accepted = 0
    let longestWait = 0
    let now = start
    while (now < start + 4 * 3600_000) {
      const result = await hitRateLimit(database.db, key, ipWindows, new Date(now))
      if (result.ok) accepted += 1
      else longestWait = Math.max(longestWait, result.retryAfterSeconds)
      now += 70_000
    }
    expect(longestWait).toBeGreaterThan(0)
    expect(longestWait).toBeLessThanOrEqual(30 * 60)
    expect(accepted).toBeGreaterThan(100)

    // Through the handler: refused while locked out, with Retry-After of half an hour at most …
    let locked = await hitRateLimit(database.db, key, ipWindows, new Date(now))
    while (locked.ok) locked = await hitRateLimit(database.db, key, ipWindows, new Date(now))
    const send = async (at: number) =>
      createEnquiry(
        { body: { payload: validPayload(), token: await solvedToken(services, at) }, lang: 'en', ip, userAgent: 'test', now: new Date(at) },
        services,
      )
    const refused = await send(now)
    expect(refused.status).toBe(429)
    const retryAfter = refused.status === 429 ? (refused.retryAfterSeconds ?? 0) : 0
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(30 * 60)
    // … and accepted again once that wait is over.
    expect((await send(now + retryAfter * 1000)).status).toBe(201)
  })

  it('counts IPv6 visitors by /64 and stores no raw address in the limit keys', async () => {
    let last: Response | undefined
    for (let i = 0; i < 40 && last?.status !== 429; i += 1) {
      last = await post({ payload: validPayload(), token: await solvedToken(services) }, `2001:db8:aa:bb::${(i + 1).toString(16)}`)
    }
    expect(last?.status).toBe(429)
    const other = await post({ payload: validPayload(), token: await solvedToken(services) }, '2001:db8:aa:bc::1')
    expect(other.status).toBe(201)
    const keys = await database.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'enquiry:ip:%'))
    expect(keys.length).toBeGreaterThan(0)
    // Only a keyed hash of the address group (hex digits may spell "db8" by chance: match the shape).
    for (const { key } of keys) expect(key).toMatch(/^enquiry:ip:[0-9a-f]{32}:\d+$/)
  })
})

describe.each(databaseTargets)('human-check expiry on $name', (target) => {
  it('leaves expiry to the server: the challenge the widget sees has no expiresAt, and the signed expiry cannot be moved', async () => {
    const { database, dispose } = await target.create()
    const services = await makeServices(database)
    try {
      const challenge = await createAltchaChallenge(database.db, Date.now())
      expect(challenge.parameters.expiresAt).toBeUndefined()
      const solution = await solveChallenge({ challenge, deriveKey })
      if (!solution) throw new Error('unsolved')
      const moved = { ...challenge, parameters: { ...challenge.parameters, data: { expires: Math.floor(Date.now() / 1000) + 3600 * 24 } } }
      const token = (c: unknown) => Buffer.from(JSON.stringify({ challenge: c, solution })).toString('base64')
      const post = (t: string) =>
        handleEnquiryRequest(postJson('http://localhost/api/enquiries', { payload: validPayload(), token: t }), contextFor(services, '198.19.9.1'), 'en')
      expect((await post(token(moved))).status).toBe(403)
      expect((await post(token(challenge))).status).toBe(201)
    } finally {
      await services.content.stop()
      await dispose()
    }
  })
})
