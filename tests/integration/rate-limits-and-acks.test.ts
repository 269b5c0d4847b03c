import { and, eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../app/.server/db/client'
import { mailOutbox, rateLimits } from '../../app/.server/db/schema'
import type { Services } from '../../app/load-context'
import { ACKS_PER_RECIPIENT_PER_DAY } from '../../app/features/enquiries/create-enquiry.server'
import { handleEnquiryRequest } from '../../app/features/enquiries/enquiry-request.server'
import { hitRateLimit, hitRateLimits, purgeRateLimits } from '../../app/.server/limits/rate-limit'
import { databaseTargets } from '../support/databases'
import { enquireAs } from '../support/enquire-as'
import { contextFor, makeServices, postJson, solvedToken, validPayload } from '../support/enquiry-harness'
import { saveSiteContent } from '../support/save-site-content'

describe.each(databaseTargets)('rate limits and acknowledgements on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let services: Services

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    services = await makeServices(database)
  })
  afterAll(async () => {
    await services.content.stop()
    await dispose()
  })

  it('counts attempts per window and lets them through again when the window has passed (fake clock)', async () => {
    const windows = [{ limit: 3, seconds: 60 }]
    const start = new Date('2026-11-22T10:00:05Z')
    const at = (seconds: number) => new Date(start.getTime() + seconds * 1000)
    for (let i = 0; i < 3; i += 1) expect(await hitRateLimit(database.db, 'k', windows, at(i))).toEqual({ ok: true })
    expect(await hitRateLimit(database.db, 'k', windows, at(10))).toEqual({ ok: false, retryAfterSeconds: 45 })
    expect(await hitRateLimit(database.db, 'other', windows, at(10))).toEqual({ ok: true })
    expect(await hitRateLimit(database.db, 'k', windows, at(56))).toEqual({ ok: true })
    await purgeRateLimits(database.db, at(3600))
    expect(await database.db.select().from(rateLimits)).toEqual([])
  })

  it('takes the longest wait when several windows are full', async () => {
    const windows = [
      { limit: 1, seconds: 60 },
      { limit: 2, seconds: 3600 },
    ]
    const t0 = new Date('2026-11-22T11:00:00Z')
    expect((await hitRateLimit(database.db, 'multi', windows, t0)).ok).toBe(true)
    expect((await hitRateLimit(database.db, 'multi', windows, new Date(t0.getTime() + 61_000))).ok).toBe(true)
    expect(await hitRateLimit(database.db, 'multi', windows, new Date(t0.getTime() + 122_000))).toEqual({ ok: false, retryAfterSeconds: 3600 - 122 })
  })

  it('counts every attempt in both windows, so the day window fills across short windows (fake clock)', async () => {
    const windows = [
      { limit: 2, seconds: 60 },
      { limit: 3, seconds: 3600 },
    ]
    const t0 = new Date('2026-11-22T12:00:00Z')
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000)
    expect(await hitRateLimit(database.db, 'both', windows, at(0))).toEqual({ ok: true })
    expect(await hitRateLimit(database.db, 'both', windows, at(1))).toEqual({ ok: true })
    // The minute is over its limit, and the refused attempt still counts in the hour, which is now
    // full too: Retry-After covers the hour, since an attempt in the next minute would be refused.
    expect(await hitRateLimit(database.db, 'both', windows, at(2))).toEqual({ ok: false, retryAfterSeconds: 3600 - 2 })
    // A new minute, but the hour now holds 4 attempts: refused until the hour ends.
    expect(await hitRateLimit(database.db, 'both', windows, at(61))).toEqual({ ok: false, retryAfterSeconds: 3600 - 61 })
    const rows = await database.db.select().from(rateLimits).where(like(rateLimits.key, 'both:%'))
    expect(rows.map((r) => [r.key, r.count]).sort()).toEqual([
      ['both:3600', 4],
      ['both:60', 1],
      ['both:60', 3],
    ])
  })

  it('counts a second limit in the same statement only when the first let the attempt through (fake clock)', async () => {
    const address = { key: 'chain:ip', windows: [{ limit: 2, seconds: 60 }] }
    const mailbox = { key: 'chain:mail', windows: [{ limit: 3, seconds: 3600 }] }
    const t0 = new Date('2026-11-22T14:00:00Z')
    const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000)
    const counts = async () => (await database.db.select().from(rateLimits).where(like(rateLimits.key, 'chain:%'))).map((r) => [r.key, r.count]).sort()
    expect(await hitRateLimits(database.db, [address, mailbox], at(0))).toEqual({ ok: true, stage: 1 })
    expect(await hitRateLimits(database.db, [address, mailbox], at(1))).toEqual({ ok: true, stage: 1 })
    expect(await counts()).toEqual([
      ['chain:ip:60', 2],
      ['chain:mail:3600', 2],
    ])
    // The address is over its limit: refused by the first stage, and the mailbox is not counted.
    expect(await hitRateLimits(database.db, [address, mailbox], at(2))).toEqual({ ok: false, retryAfterSeconds: 58, stage: 0 })
    expect(await counts()).toEqual([
      ['chain:ip:60', 3],
      ['chain:mail:3600', 2],
    ])
    // A new minute (a new row for the address): it lets the attempt through, the mailbox takes its
    // third, then refuses a fourth.
    expect(await hitRateLimits(database.db, [address, mailbox], at(61))).toEqual({ ok: true, stage: 1 })
    expect(await hitRateLimits(database.db, [address, mailbox], at(62))).toEqual({ ok: false, retryAfterSeconds: 3600 - 62, stage: 1 })
    expect(await counts()).toEqual([
      ['chain:ip:60', 2],
      ['chain:ip:60', 3],
      ['chain:mail:3600', 4],
    ])
    // While the first stage's condition holds, nothing is counted in either.
    expect(await hitRateLimits(database.db, [{ ...address, unless: sql`true` }, mailbox], at(63))).toEqual({ ok: true, isSkipped: true, stage: 0 })
    expect(await counts()).toEqual([
      ['chain:ip:60', 2],
      ['chain:ip:60', 3],
      ['chain:mail:3600', 4],
    ])
  })

  it("counts nothing while the caller's condition holds, and says so", async () => {
    const windows = [{ limit: 1, seconds: 60 }]
    const t0 = new Date('2026-11-22T13:00:00Z')
    expect(await hitRateLimit(database.db, 'unless', windows, t0, { unless: sql`true` })).toEqual({ ok: true, isSkipped: true })
    expect(await database.db.select().from(rateLimits).where(like(rateLimits.key, 'unless:%'))).toEqual([])
    expect(await hitRateLimit(database.db, 'unless', windows, t0, { unless: sql`1 = 2` })).toEqual({ ok: true })
    expect(await hitRateLimit(database.db, 'unless', windows, t0, { unless: sql`false` })).toEqual({ ok: false, retryAfterSeconds: 60 })
  })

  it('refuses the fourth enquiry from one e-mail address in ten minutes, from any client address', async () => {
    const email = `limited-${String(Date.now())}@example.com`
    // The limit counts in fixed ten-minute windows: all four arrive in one, whenever the test runs.
    const windowStart = new Date(Math.floor(Date.now() / 600_000) * 600_000)
    const inOneWindow = { ...services, clock: { now: () => windowStart } }
    const statuses: number[] = []
    for (let i = 0; i < 4; i += 1) {
      const response = await handleEnquiryRequest(
        postJson('http://localhost/api/enquiries', {
          payload: validPayload({ contact: { name: '', email, phone: '' } }),
          token: await solvedToken(services),
        }),
        contextFor(inOneWindow, `198.18.1.${String(i + 1)}`),
        'en',
      )
      statuses.push(response.status)
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    }
    expect(statuses).toEqual([201, 201, 201, 429])
  })

  it('does not count a failed human check against the e-mail address (that limit comes after the check)', async () => {
    const email = `unsolved-${String(Date.now())}@example.com`
    const post = (token: string, ip: string) =>
      handleEnquiryRequest(
        postJson('http://localhost/api/enquiries', { payload: validPayload({ contact: { name: '', email, phone: '' } }), token }),
        contextFor(services, ip),
        'en',
      )
    for (let i = 0; i < 5; i += 1) expect((await post('not-solved', `198.18.2.${String(i + 1)}`)).status).toBe(403)
    expect((await post(await solvedToken(services), '198.18.2.10')).status).toBe(201)
  })

  it('answers a retried submit from the stored enquiry without counting it against the address', async () => {
    const ip = '198.18.3.1'
    const idempotencyKey = `retry-limit-${String(Date.now())}`
    const body = { payload: validPayload(), token: await solvedToken(services), idempotencyKey }
    const first = await handleEnquiryRequest(postJson('http://localhost/api/enquiries', body), contextFor(services, ip), 'en')
    expect(first.status).toBe(201)
    const answer: unknown = await first.json()
    // More retries than the address may send in ten minutes (10): every one gets the first answer.
    for (let i = 0; i < 12; i += 1) {
      const retry = await handleEnquiryRequest(postJson('http://localhost/api/enquiries', body), contextFor(services, ip), 'en')
      expect(retry.status).toBe(201)
      expect(await retry.json()).toEqual(answer)
    }
    const fresh = await handleEnquiryRequest(
      postJson('http://localhost/api/enquiries', { payload: validPayload(), token: await solvedToken(services) }),
      contextFor(services, ip),
      'en',
    )
    expect(fresh.status).toBe(201)
  })

  it(`sends at most ${String(ACKS_PER_RECIPIENT_PER_DAY)} acknowledgements to one address a day`, async () => {
    const email = 'often@example.com'
    await database.db.insert(mailOutbox).values(
      Array.from({ length: ACKS_PER_RECIPIENT_PER_DAY }, () => ({
        to: [email],
        mailbox: email,
        subject: 'earlier ack',
        text: 'x',
        kind: 'ack',
        status: 'SUCCESS' as const,
      })),
    )
    const response = await handleEnquiryRequest(
      postJson('http://localhost/api/enquiries', {
        payload: validPayload({ contact: { name: '', email, phone: '' } }),
        token: await solvedToken(services),
      }),
      contextFor(services, '198.18.0.1'),
      'en',
    )
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, id))
    expect(mails.map((m) => m.kind)).toEqual(['operator'])
  })

  it('acknowledges the first three enquiries of a day from one address and not the fourth', async () => {
    const email = `four-times-${String(Date.now())}@example.com`
    const kindsPerEnquiry: string[][] = []
    for (let i = 0; i < 4; i += 1) {
      // Eleven minutes apart, so the e-mail address's ten-minute limit (3) does not interfere.
      const now = new Date(Date.now() + i * 11 * 60_000)
      const { status, mails } = await enquireAs(services, { email, ip: `198.18.4.${String(i + 1)}`, now })
      expect(status).toBe(201)
      kindsPerEnquiry.push(mails.map((m) => m.kind).sort())
    }
    expect(kindsPerEnquiry).toEqual([['ack', 'operator'], ['ack', 'operator'], ['ack', 'operator'], ['operator']])
  })

  it('counts only the last 24 hours and only acknowledgements to the same address', async () => {
    const email = `returning-${String(Date.now())}@example.com`
    const longAgo = new Date(Date.now() - 25 * 3600_000)
    await database.db.insert(mailOutbox).values([
      ...Array.from({ length: ACKS_PER_RECIPIENT_PER_DAY }, () => ({
        to: [email],
        mailbox: email,
        subject: 'old ack',
        text: 'x',
        kind: 'ack',
        status: 'SUCCESS' as const,
        createdAt: longAgo,
      })),
      ...Array.from({ length: ACKS_PER_RECIPIENT_PER_DAY }, () => ({
        to: [`other-${email}`],
        mailbox: `other-${email}`,
        subject: 'ack to someone else',
        text: 'x',
        kind: 'ack',
        status: 'SUCCESS' as const,
      })),
      ...Array.from({ length: ACKS_PER_RECIPIENT_PER_DAY }, () => ({
        to: [email],
        subject: 'operator copy',
        text: 'x',
        kind: 'operator',
        status: 'SUCCESS' as const,
      })),
    ])
    const response = await handleEnquiryRequest(
      postJson('http://localhost/api/enquiries', {
        payload: validPayload({ contact: { name: '', email, phone: '' } }),
        token: await solvedToken(services),
      }),
      contextFor(services, '198.18.5.1'),
      'en',
    )
    expect(response.status).toBe(201)
    const { id, reference } = (await response.json()) as { id: number; reference: string }
    const [ack] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.enquiryId, id), eq(mailOutbox.kind, 'ack')))
    expect(ack?.to).toEqual([email])
    expect(ack?.subject).toContain(reference)
  })

  it('sends no acknowledgement when the setting is off', async () => {
    const current = await services.content.getSiteContent()
    await saveSiteContent(
      services.database,
      services.content,
      { settings: { ...current.content.settings, isVisitorAckEnabled: false } },
      { expectedVersion: current.version, by: 'test' },
    )
    const response = await handleEnquiryRequest(
      postJson('http://localhost/api/enquiries', { payload: validPayload(), token: await solvedToken(services) }),
      contextFor(services, '198.18.0.2'),
      'en',
    )
    const { id } = (await response.json()) as { id: number }
    const acks = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.enquiryId, id), eq(mailOutbox.kind, 'ack')))
    expect(acks).toEqual([])
  })
})
