/**
 * One source of now on the desk (issue 46, ADR 0034): the screens and commands that once read the
 * real time beside the server's clock follow `services.clock` alone. The clock here stands half a
 * year before the real time, so every count, state and date below would differ on the real clock:
 * the dashboard's "due today" and "overdue", the inbox list's and the enquiry screen's now, the news
 * desk's states and its saves, and an enquiry's note and status change.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../app/.server/config'
import type { Database } from '../../app/.server/db/client'
import { enquiries, enquiryNotes, enquiryStatusHistory, news } from '../../app/.server/db/schema'
import { logger } from '../../app/.server/logger'
import { deskActorContext, type DeskActor } from '../../app/features/desk/context'
import type { Role } from '../../app/features/desk/permissions'
import { siteSeed } from '../../app/features/catalog/seed'
import { createSiteContentStore } from '../../app/features/content/content-store.server'
import { createRequestContext, type Services } from '../../app/load-context'
import { loader as dashboardLoader } from '../../app/routes/admin/dashboard'
import { loader as enquiriesLoader } from '../../app/routes/admin/enquiries'
import { action as enquiryAction, loader as enquiryLoader } from '../../app/routes/admin/enquiry'
import { action as newsAction, loader as newsLoader } from '../../app/routes/admin/news'
import { databaseTargets } from '../support/databases'

const origin = 'http://127.0.0.1:3000'
const dubai = (local: string) => new Date(`${local}+04:00`)
/** The server's clock: Wednesday 10 June 2026, noon in Dubai, months before any real run of this test. */
const now = dubai('2026-06-10T12:00')

function actorOf(role: Role): DeskActor {
  return {
    staff: { id: 7, email: `${role}@example.com`, name: role, role },
    tokenHash: 'h',
    expiresAt: dubai('2026-06-10T20:00'),
    ip: '203.0.113.9',
    userAgent: 'vitest',
    requestId: 'req-c',
  }
}

describe.each(databaseTargets)('the desk on the server’s clock on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let services: Services
  const ids: Record<'dueToday' | 'overdue' | 'dueTomorrow', number> = { dueToday: 0, overdue: 0, dueTomorrow: 0 }

  /** A route function's arguments for a person with `role`, as the gate hands them on. */
  function argsFor<Params extends object = object>(role: Role, request: Request, params = {} as Params) {
    const context = createRequestContext({ services, nonce: 'n', requestId: 'r', clientIp: '203.0.113.9' })
    context.set(deskActorContext, actorOf(role))
    return { request, context, params, url: new URL(request.url), pattern: '' }
  }

  const post = (url: string, body: unknown) =>
    new Request(`${origin}${url}`, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    const content = await createSiteContentStore(database, siteSeed)
    services = {
      config: loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wwd-desk-clock-')), PUBLIC_URL: origin }),
      database,
      content,
      logger,
      clock: { now: () => now },
    }
    // Due at the end of the clock's Dubai day, due a day earlier, due at the end of the next day:
    // on the real clock all three are long overdue.
    const dues = { dueToday: dubai('2026-06-11T00:00'), overdue: dubai('2026-06-09T18:00'), dueTomorrow: dubai('2026-06-12T00:00') }
    let n = 0
    for (const [name, replyDueAt] of Object.entries(dues) as [keyof typeof dues, Date][]) {
      n += 1
      const [row] = await database.db
        .insert(enquiries)
        .values({
          reference: `E-2026-9${String(n).padStart(5, '0')}`,
          lang: 'en',
          name: `Guest ${name}`,
          items: [],
          email: `guest${String(n)}@example.com`,
          travelDate: '2026-07-01',
          message: 'Hello',
          status: 'new',
          createdAt: dubai('2026-06-08T09:00'),
          replyDueAt,
        })
        .returning({ id: enquiries.id })
      if (!row) throw new Error('no enquiry')
      ids[name] = row.id
    }
    // Live in June only: ended on the real clock.
    await database.db.insert(news).values({
      id: 'june-offer',
      title: { en: 'June evenings', zh: '六月之夜' },
      body: { en: 'Cool drinks on the dunes.', zh: '沙丘上的冷饮。' },
      startAt: dubai('2026-06-01T00:00'),
      endAt: dubai('2026-06-30T00:00'),
      createdAt: dubai('2026-05-20T09:00'),
      updatedAt: dubai('2026-05-20T09:00'),
    })
  })
  afterAll(async () => {
    await services.content.stop()
    await dispose()
  })

  it('counts the dashboard’s replies due today and overdue at the clock’s time', async () => {
    const { inbox } = await dashboardLoader(argsFor('owner', new Request(`${origin}/admin`)))
    expect(inbox).toMatchObject({ dueToday: 1, overdue: 1 })
  })

  it('lists the inbox at the clock’s time: its now, and its “due today” filter', async () => {
    const listed = await enquiriesLoader(argsFor('agent', new Request(`${origin}/admin/enquiries?dueToday=1`)))
    expect(listed.now).toBe(now.getTime())
    expect(listed.rows.map((row) => row.id)).toEqual([ids.dueToday])
    const overdue = await enquiriesLoader(argsFor('agent', new Request(`${origin}/admin/enquiries?overdue=1`)))
    expect(overdue.rows.map((row) => row.id)).toEqual([ids.overdue])
  })

  it('shows an enquiry at the clock’s time, and dates its note and status change by it', async () => {
    const id = String(ids.dueTomorrow)
    const shown = await enquiryLoader(argsFor('agent', new Request(`${origin}/admin/enquiries/${id}`), { id }))
    expect(shown.now).toBe(now.getTime())
    const noted = await enquiryAction(argsFor('agent', post(`/admin/enquiries/${id}`, { intent: 'note', expectedVersion: 1, body: 'Called back' }), { id }))
    expect(noted.status).toBe(200)
    const [note] = await database.db.select().from(enquiryNotes).where(eq(enquiryNotes.enquiryId, ids.dueTomorrow))
    expect(note?.createdAt.toISOString()).toBe(now.toISOString())
    const changed = await enquiryAction(argsFor('agent', post(`/admin/enquiries/${id}`, { intent: 'status', expectedVersion: 2, to: 'replied' }), { id }))
    expect(changed.status).toBe(200)
    const [history] = await database.db.select().from(enquiryStatusHistory).where(eq(enquiryStatusHistory.enquiryId, ids.dueTomorrow))
    expect(history?.at.toISOString()).toBe(now.toISOString())
    const [row] = await database.db.select({ answeredAt: enquiries.answeredAt }).from(enquiries).where(eq(enquiries.id, ids.dueTomorrow))
    expect(row?.answeredAt?.toISOString()).toBe(now.toISOString())
  })

  it('shows the news desk at the clock’s time, as the public board does, and saves by it', async () => {
    const desk = await newsLoader(argsFor('editor', new Request(`${origin}/admin/news`)))
    expect(desk.now).toBe(now.getTime())
    expect(desk.items.find((item) => item.id === 'june-offer')?.state).toBe('live')
    expect(desk.live.map((item) => item.id)).toContain('june-offer')
    const draft = {
      title: { en: 'Summer nights', zh: '夏夜' },
      body: { en: 'Late dinners on the water.', zh: '水上晚餐。' },
      ctaText: { en: '', zh: '' },
      ctaLink: '',
      pin: false,
      variant: 'info',
      priority: 3,
      startAt: null,
      endAt: null,
      extra: {},
    }
    const created = await newsAction(argsFor('editor', post('/admin/news', { intent: 'create', draft })))
    expect(created.status).toBe(200)
    const saved = (await created.json()) as { id: string }
    const [row] = await database.db.select().from(news).where(eq(news.id, saved.id))
    expect(row?.createdAt.toISOString()).toBe(now.toISOString())
    const removed = await newsAction(argsFor('editor', post('/admin/news', { intent: 'delete', id: saved.id })))
    expect(removed.status).toBe(200)
    const [gone] = await database.db.select().from(news).where(eq(news.id, saved.id))
    expect(gone?.deletedAt?.toISOString()).toBe(now.toISOString())
  })
})
