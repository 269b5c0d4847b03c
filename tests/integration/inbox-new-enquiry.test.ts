import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../app/.server/db/client'
import { enquiries } from '../../app/.server/db/schema'
import { subscribeInboxEvents, type InboxEvent } from '../../app/.server/events'
import type { Services } from '../../app/load-context'
import { handleEnquiryRequest } from '../../app/features/enquiries/enquiry-request.server'
import { defaultCalendar, replyDueAt } from '../../app/features/reply-clock/reply-clock'
import { databaseTargets, eventually } from '../support/databases'
import { contextFor, makeServices, postJson, solvedToken, validPayload } from '../support/enquiry-harness'

const EN = 'http://localhost/api/enquiries'

describe.each(databaseTargets)('a new enquiry reaches the inbox on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let url: string | undefined
  let services: Services

  beforeAll(async () => {
    ;({ database, dispose, url } = await target.create())
    services = await makeServices(database)
  })
  afterAll(async () => {
    await services.content.stop()
    await dispose()
  })

  it('stores the prices the pages showed and the reply due moment, and announces it to live desks', async () => {
    const heard: InboxEvent[] = []
    const unsubscribe = await subscribeInboxEvents(database, (event) => heard.push(event))
    const other = url ? await openDatabase({ url, poolSize: 1 }) : undefined
    const heardElsewhere: InboxEvent[] = []
    const unsubscribeOther = other ? await subscribeInboxEvents(other, (event) => heardElsewhere.push(event)) : undefined
    try {
      const payload = validPayload()
      const response = await handleEnquiryRequest(postJson(EN, { payload, token: await solvedToken(services), lang: 'en' }), contextFor(services), 'en')
      expect(response.status).toBe(201)
      const { id, reference } = (await response.json()) as { id: number; reference: string }
      const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, id))
      const { version, content } = await services.content.getSiteContent()
      const sunset = content.products.find((p) => p.id === 'safari-sunset')
      expect(row?.shownPrices?.contentVersion).toBe(version)
      expect(row?.shownPrices?.items[0]).toMatchObject({ id: 'safari-sunset', currency: 'AED', fromAed: sunset?.fromAed })
      expect(row?.shownPrices?.items[0]?.rows[0]?.aed).toEqual(sunset?.pricing.rows[0]?.aed)
      expect(row?.shownPrices?.rates.gbpPerAed).toBeGreaterThan(0)
      const createdAt = row?.createdAt ?? new Date(0)
      expect(row?.replyDueAt?.toISOString()).toBe(replyDueAt({ submittedAt: createdAt, pauses: [] }, defaultCalendar, createdAt).toISOString())
      await eventually(() => heard.length > 0 && (!other || heardElsewhere.length > 0))
      expect(heard).toEqual([{ type: 'enquiry.created', enquiryId: id, reference }])
      if (other) expect(heardElsewhere).toEqual(heard)
    } finally {
      await unsubscribe()
      await unsubscribeOther?.()
      await other?.close()
    }
  })
})
