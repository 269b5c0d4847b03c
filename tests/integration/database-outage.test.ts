/**
 * The database goes away and comes back: enquiries get a clear 503 with Retry-After in the
 * visitor's language (never 500, nothing stored), and the same services accept enquiries again
 * once it is back, without reopening anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../app/.server/db/client'
import type { Services } from '../../app/load-context'
import { handleEnquiryRequest } from '../../app/features/enquiries/enquiry-request.server'
import { createMigratedPostgresDatabase, eventually } from '../support/databases'
import { contextFor, makeServices, postJson, solvedToken, validPayload } from '../support/enquiry-harness'
import { startTcpProxy } from '../support/tcp-proxy'

const EN = 'http://localhost/api/enquiries'
const CN = 'http://localhost/api/enquiry-cn'

describe.skipIf(!process.env.TEST_DATABASE_URL)('enquiries while PostgreSQL is unreachable', () => {
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>
  let database: Database
  let services: Services
  let drop: () => Promise<void>
  let directUrl: string

  beforeAll(async () => {
    const created = await createMigratedPostgresDatabase()
    drop = created.drop
    directUrl = created.url
    const direct = new URL(created.url)
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
    const viaProxy = new URL(created.url)
    viaProxy.port = String(proxy.port)
    database = await openDatabase({ url: viaProxy.toString(), poolSize: 4 })
    services = await makeServices(database)
  })
  afterAll(async () => {
    await services.content.stop()
    await database.close()
    await proxy.close()
    await drop()
  })

  it('answers 503 with Retry-After in English and Chinese while it is down, and 201 once it is back', async () => {
    const ok = await handleEnquiryRequest(
      postJson(EN, { payload: validPayload(), token: await solvedToken(services) }),
      contextFor(services, '198.51.100.1'),
      'en',
    )
    expect(ok.status).toBe(201)

    const tokens = [await solvedToken(services), await solvedToken(services)]
    await proxy.cut()
    const english = await handleEnquiryRequest(postJson(EN, { payload: validPayload(), token: tokens[0] }), contextFor(services, '198.51.100.2'), 'en')
    expect(english.status).toBe(503)
    expect(Number(english.headers.get('retry-after'))).toBeGreaterThan(0)
    const englishBody = (await english.json()) as { error: { code: string; message: string } }
    expect(englishBody.error.code).toBe('unavailable')
    expect(englishBody.error.message).toMatch(/try again/)

    const chinese = await handleEnquiryRequest(postJson(CN, { payload: validPayload(), token: tokens[1] }), contextFor(services, '198.51.100.3'), 'zh')
    expect(chinese.status).toBe(503)
    expect(chinese.headers.get('retry-after')).toBeTruthy()
    expect(((await chinese.json()) as { error: { message: string } }).error.message).toMatch(/稍后再试/)

    await proxy.restore()
    const again = await handleEnquiryRequest(postJson(EN, { payload: validPayload(), token: tokens[0] }), contextFor(services, '198.51.100.2'), 'en')
    expect(again.status).toBe(201)
  })

  it('hears notifications again after an outage longer than the first reconnect attempt', async () => {
    const heard: string[] = []
    const stop = await database.listen('outage_test', (payload) => heard.push(payload))
    // Down until the listener has tried to reconnect and failed (its first attempt comes after a second).
    await proxy.cut({ refuse: 'after-accepting' })
    await eventually(() => proxy.attemptsWhileCut >= 1, 10_000)
    await proxy.restore()
    const direct = await openDatabase({ url: directUrl, poolSize: 1 })
    try {
      await eventually(async () => {
        await direct.notify('outage_test', 'after')
        return heard.includes('after')
      }, 20_000)
    } finally {
      await direct.close()
      await stop()
    }
  })
})
