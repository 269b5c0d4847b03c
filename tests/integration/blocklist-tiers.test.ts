/**
 * The blocklist's two tiers end to end on a real database (ADR 0036): a flag-tier message is
 * stored flagged, with its terms, in the same statement as its mails (the acknowledgement queued
 * as usual, nothing said to the visitor); the inbox filters and counts it; a refusal-tier message
 * stores nothing; owners' changes are checked against the ordinary corpus before they are saved.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../app/.server/db/client'
import { blocklistSettings, enquiries, mailOutbox } from '../../app/.server/db/schema'
import type { Services } from '../../app/load-context'
import { handleEnquiryRequest } from '../../app/features/enquiries/enquiry-request.server'
import { readBlocklist, refusalTermsResponse, saveBlocklist } from '../../app/features/blocklist/blocklist-store.server'
import { readEnquiryDetail } from '../../app/features/inbox/enquiry-detail.server'
import { countFlaggedEnquiries, queryInbox } from '../../app/features/inbox/inbox-query.server'
import { databaseTargets } from '../support/databases'
import { contextFor, makeServices, postJson, solvedToken, validPayload } from '../support/enquiry-harness'

const EN = 'http://localhost/api/enquiries'
const ZH = 'http://localhost/api/enquiry-cn'

describe.each(databaseTargets)('blocklist tiers on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let services: Services
  let ip = 0
  const post = async (url: string, message: string) =>
    handleEnquiryRequest(
      postJson(url, { payload: validPayload({ message }), token: await solvedToken(services) }),
      contextFor(services, `198.51.100.${String((ip += 1))}`),
      url === ZH ? 'zh' : 'en',
    )
  const noAudit = async () => {}

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    services = await makeServices(database)
  })
  afterAll(async () => {
    await services.content.stop()
    await dispose()
  })

  it('stores a flagged Chinese enquiry with its terms and queues its acknowledgement; the visitor learns nothing', async () => {
    const message = '我是香港獨立攝影師，老公說他媽的簽證還沒批下來，想訂周五的沙漠之旅。'
    const response = await post(ZH, message)
    expect(response.status).toBe(201)
    const body = (await response.json()) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(['id', 'reference'])
    const id = Number(body.id)
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, id))
    expect(row?.message).toBe(message)
    expect(row?.isFlagged).toBe(true)
    expect(row?.flaggedTerms).toEqual(['香港独立', '港独', '他妈的'])
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, id))
    expect(mails.map((m) => m.kind).sort()).toEqual(['ack', 'operator'])

    const detail = await readEnquiryDetail(database.db, id)
    expect(detail?.flaggedSpans.map(({ start, end }) => message.slice(start, end))).toEqual(['香港獨立', '他媽的'])

    const flagged = await queryInbox(database.db, { flagged: true }, new Date())
    expect(flagged.ok && flagged.page.rows.map((r) => [r.id, r.isFlagged, r.flaggedTerms])).toEqual([[id, true, ['香港独立', '港独', '他妈的']]])
    expect(await countFlaggedEnquiries(database.db)).toBe(1)
  })

  it('stores an ordinary enquiry unflagged', async () => {
    const response = await post(EN, 'We are four adults; please quote a desert safari with dinner on Friday.')
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, id))
    expect(row).toMatchObject({ isFlagged: false, flaggedTerms: [] })
    expect(await countFlaggedEnquiries(database.db)).toBe(1)
  })

  it('refuses a refusal-tier message in the endpoint’s language and stores nothing', async () => {
    const before = (await database.db.select({ id: enquiries.id }).from(enquiries)).length
    for (const [url, text, sentence] of [
      [EN, 'f*ck your drivers', 'Please remove inappropriate language from your message.'],
      [ZH, '你们这群傻 逼', '请您移除不恰当的文字。'],
    ] as const) {
      const response = await post(url, text)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: { fields?: Record<string, string> } }).error.fields).toEqual({ message: sentence })
    }
    expect(await database.db.select({ id: enquiries.id }).from(enquiries)).toHaveLength(before)
  })

  it('refuses, with nothing saved, an owners’ change that would refuse ordinary enquiries; saves a safe one', async () => {
    const lists = await readBlocklist(database.db)
    expect(lists.version).toBe(0)
    const risky = await saveBlocklist(database.db, { refuse: [...lists.refuse, '台独', 'cock'], flag: lists.flag }, 0, 'owner@example.com', noAudit)
    expect(risky.ok).toBe(false)
    if (risky.ok) return
    expect(risky.kind).toBe('invalid')
    const issue = risky.issues?.[0] as { count: number; text: { en: string; zh: string } } | undefined
    expect(issue?.count).toBeGreaterThan(0)
    expect(issue?.text.en).toContain('Not saved')
    expect(issue?.text.zh).toContain('未保存')
    expect(await database.db.select().from(blocklistSettings)).toHaveLength(0)

    // NUL and a lone surrogate cannot be stored (PostgreSQL refuses them): refused as invalid, never a 5xx.
    for (const hostile of ['bad\u0000word', 'half \ud83d word']) {
      const refused = await saveBlocklist(database.db, { refuse: [...lists.refuse, hostile], flag: lists.flag }, 0, 'owner@example.com', noAudit)
      expect(!refused.ok && refused.kind).toBe('invalid')
    }
    expect(await database.db.select().from(blocklistSettings)).toHaveLength(0)

    const safe = await saveBlocklist(
      database.db,
      { refuse: `${lists.refuse.join('\n')}\nrubbish company`, flag: [...lists.flag, 'refund now'] },
      0,
      'owner@example.com',
      noAudit,
    )
    expect(safe.ok && safe.check.refused).toEqual([])
    expect((await readBlocklist(database.db)).version).toBe(1)
    const terms = (await (await refusalTermsResponse(database.db, Date.now())).json()) as { refuse: string[] }
    expect(terms.refuse).toContain('rubbish company')
    expect(terms).not.toHaveProperty('flag')
    expect((await post(EN, 'What a rubbish company')).status).toBe(400)
    const stale = await saveBlocklist(database.db, { refuse: lists.refuse, flag: lists.flag }, 0, 'owner@example.com', noAudit)
    expect(!stale.ok && stale.kind).toBe('stale')
  })
})
