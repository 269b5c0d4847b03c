import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../app/.server/db/client'
import { news } from '../../app/.server/db/schema'
import { listNews, readCurrentNews, type NewsLog } from '../../app/features/news/list-news.server'
import type { NewsEntry } from '../../app/features/news/news-data'
import { newsApiResponse } from '../../app/features/news/news-api.server'
import { seedNews } from '../../app/features/news/seed-news.server'
import { databaseTargets } from '../support/databases'

/** The decided "today" of this project: the 2025 theme-parks offer has ended. */
const now = new Date('2026-11-22T10:00:00+04:00')

function recordingLog() {
  const warnings: { details: Record<string, unknown>; message: string }[] = []
  const log: NewsLog = {
    warn(details, message) {
      warnings.push({ details, message })
    },
  }
  return { log, warnings }
}

type Body = { lang: string; source: string; items: NewsEntry[] }

async function getNews(database: Database, query: string, headers: Record<string, string> = {}) {
  const { log } = recordingLog()
  const response = await newsApiResponse(new Request(`http://localhost/api/news${query}`, { headers }), { db: database.db, log, now })
  return { response, body: response.status === 200 ? ((await response.json()) as Body) : undefined }
}

const day = 24 * 60 * 60 * 1000
const extraRow = (id: string, patch: Partial<typeof news.$inferInsert> = {}): typeof news.$inferInsert => ({
  id,
  title: { en: `Title ${id}`, zh: `标题 ${id}` },
  body: { en: `Body ${id}`, zh: `正文 ${id}` },
  variant: 'info',
  priority: 5,
  startAt: new Date(now.getTime() - 10 * day),
  ...patch,
})

describe.each(databaseTargets)('news on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
  })
  afterAll(async () => {
    await dispose()
  })

  it('seeds the three built-in items once, with their own dates, and never brings a deleted one back', async () => {
    const { log, warnings } = recordingLog()
    expect(await seedNews(database.db, log)).toEqual(['builtin-musandam', 'builtin-theme-parks', 'builtin-peak-surcharge'])
    expect(await seedNews(database.db, log)).toEqual([])
    expect(warnings).toEqual([])

    const rows = await database.db.select().from(news).orderBy(news.priority)
    expect(rows.map((row) => row.id)).toEqual(['builtin-musandam', 'builtin-theme-parks', 'builtin-peak-surcharge'])
    const [musandam, themeParks, notice] = rows
    expect(musandam).toMatchObject({ pin: true, variant: 'success', ctaLink: '/city/city1112', deleted: false, endAt: null })
    expect(musandam?.title.zh).toMatch(/穆桑达姆/)
    expect(musandam?.extra).toEqual({ builtin: true })
    // The ended offer is in the table, with the end its own text states.
    expect(themeParks?.endAt?.toISOString()).toBe('2025-12-31T19:59:59.000Z')
    expect(themeParks?.startAt?.toISOString()).toBe('2025-11-14T20:00:00.000Z')
    expect(notice).toMatchObject({ variant: 'warning', endAt: null, ctaLink: null, ctaText: null })

    await database.db.update(news).set({ deleted: true, deletedAt: now }).where(eq(news.id, 'builtin-peak-surcharge'))
    expect(await seedNews(database.db, log)).toEqual([])
    const [again] = await database.db.select().from(news).where(eq(news.id, 'builtin-peak-surcharge'))
    expect(again?.deleted).toBe(true)
    await database.db.update(news).set({ deleted: false, deletedAt: null }).where(eq(news.id, 'builtin-peak-surcharge'))
  })

  it('serves the live items in board order with Cache-Control and an ETag, without the ended offer', async () => {
    const { response, body } = await getNews(database, '?lang=en')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/)
    expect(response.headers.get('etag')).toMatch(/^W\/"[\w-]{10,}"$/)
    expect(body?.source).toBe('database')
    expect(body?.items.map((item) => item.id)).toEqual(['builtin-musandam', 'builtin-peak-surcharge'])
    expect(body?.items[0]).toMatchObject({
      title: 'New city tours, now as far as Musandam',
      ctaLink: '/city/city1112',
      pin: true,
      variant: 'success',
      startAt: '2025-10-31T20:00:00.000Z',
      endAt: null,
    })
    expect(body?.items[0]?.body).toContain('AED 859')

    const zh = await getNews(database, '?lang=zh')
    expect(zh.body?.items.map((item) => item.id)).toEqual(['builtin-musandam', 'builtin-peak-surcharge'])
    expect(zh.body?.items[0]).toMatchObject({ ctaLink: '/city/city11121', ctaText: '查看穆桑达姆行程' })
    expect(JSON.stringify(zh.body)).not.toMatch(/[£€]/)
    expect(zh.response.headers.get('etag')).not.toBe(response.headers.get('etag'))
  })

  it('answers 304 when the ETag matches, and a new ETag once the news change', async () => {
    const first = await getNews(database, '?lang=en')
    const etag = first.response.headers.get('etag') ?? ''
    for (const header of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`, '*']) {
      const again = await getNews(database, '?lang=en', { 'If-None-Match': header })
      expect(again.response.status, header).toBe(304)
      expect(again.response.headers.get('etag')).toBe(etag)
      expect(await again.response.text()).toBe('')
    }
    expect((await getNews(database, '?lang=en', { 'If-None-Match': '"stale"' })).response.status).toBe(200)

    await database.db.update(news).set({ priority: 2 }).where(eq(news.id, 'builtin-peak-surcharge'))
    const changed = await getNews(database, '?lang=en', { 'If-None-Match': etag })
    expect(changed.response.status).toBe(200)
    expect(changed.response.headers.get('etag')).not.toBe(etag)
    await database.db.update(news).set({ priority: 3 }).where(eq(news.id, 'builtin-peak-surcharge'))
  })

  it('orders pinned, then priority, then newest start; leaves out deleted and ended items', async () => {
    await database.db
      .insert(news)
      .values([
        extraRow('urgent', { priority: 0, startAt: new Date(now.getTime() - 30 * day) }),
        extraRow('pinned-low', { pin: true, priority: 9 }),
        extraRow('same-priority-new', { priority: 3, startAt: new Date(now.getTime() - day) }),
        extraRow('same-priority-old', { priority: 3, startAt: new Date(now.getTime() - 100 * day) }),
        extraRow('deleted', { priority: 0, deleted: true, deletedAt: now }),
        extraRow('ended', { priority: 0, endAt: new Date(now.getTime() - 1000) }),
        extraRow('upcoming', { priority: 0, startAt: new Date(now.getTime() + day) }),
        extraRow('ends-later', { priority: 4, endAt: new Date(now.getTime() + day) }),
      ])
    const { body } = await getNews(database, '?lang=en')
    // The API lists the items on the board now: not deleted, started and not ended.
    expect(body?.items.map((item) => item.id)).toEqual([
      'builtin-musandam',
      'pinned-low',
      'urgent',
      'same-priority-new',
      'same-priority-old', // started 100 days ago: newer than the notice (2025-12-01)
      'builtin-peak-surcharge',
      'ends-later',
    ])
    await database.db.delete(news).where(sql`${news.id} not like 'builtin-%'`)
  })

  it('keeps a scheduled offer off the API, in both languages, until its start, and again after its end', async () => {
    const startAt = new Date(now.getTime() + 2 * day)
    const endAt = new Date(startAt.getTime() + 9 * 60 * 60 * 1000)
    const title = { en: 'Eid dhow dinner at half price', zh: '开斋节独桅帆船晚餐半价' }
    await database.db
      .insert(news)
      .values([
        extraRow('eid-offer', { title, body: { en: 'From AED 99 a guest.', zh: '每位 AED 99 起。' }, pin: true, startAt, endAt }),
        extraRow('gone', { title: { en: 'Deleted offer text', zh: '已删除的优惠' }, deleted: true, deletedAt: now }),
      ])
    const rawBodies = async (at: Date) => {
      const { log } = recordingLog()
      const answers = await Promise.all(
        ['en', 'zh'].map((lang) => newsApiResponse(new Request(`http://localhost/api/news?lang=${lang}`), { db: database.db, log, now: at })),
      )
      return (await Promise.all(answers.map((answer) => answer.text()))).join('\n')
    }
    const leaks = (text: string) => [title.en, title.zh, 'Deleted offer text', '已删除的优惠', 'eid-offer'].filter((word) => text.includes(word))

    expect(leaks(await rawBodies(now))).toEqual([])
    expect(leaks(await rawBodies(new Date(startAt.getTime() - 1)))).toEqual([])
    expect(leaks(await rawBodies(startAt))).toEqual([title.en, title.zh, 'eid-offer'])
    expect(leaks(await rawBodies(endAt))).toEqual([title.en, title.zh, 'eid-offer'])
    expect(leaks(await rawBodies(new Date(endAt.getTime() + 1)))).toEqual([])

    // A page showing the board is kept no longer than the next start or end, though neither is shown.
    const { log } = recordingLog()
    expect((await listNews(database.db, { now, lang: 'zh', log })).changesAt).toBe(startAt.getTime())
    expect((await listNews(database.db, { now: startAt, lang: 'en', log })).changesAt).toBe(endAt.getTime() + 1)
    expect((await listNews(database.db, { now: new Date(endAt.getTime() + 1), lang: 'en', log })).changesAt).toBeUndefined()
    // The desk is a separate path: it still sees the scheduled offer.
    expect((await readCurrentNews(database.db, now)).map((record) => record.id)).toContain('eid-offer')
    await database.db.delete(news).where(sql`${news.id} not like 'builtin-%'`)
  })

  it('rejects an unknown language and defaults to English without one', async () => {
    const bad = await getNews(database, '?lang=fr')
    expect(bad.response.status).toBe(400)
    expect(await bad.response.json()).toEqual({
      error: { code: 'invalid', message: 'Some fields need your attention.', fields: { lang: 'lang must be en or zh' } },
    })
    // Hostile values name the same field, never a 5xx.
    for (const query of ['?lang=%00', '?lang=%ED%A0%80', '?lang=en%00', '?lang=en&lang=zh', `?lang=${'x'.repeat(5000)}`]) {
      const hostile = await getNews(database, query)
      expect(hostile.response.status, query).toBe(400)
      expect(((await hostile.response.json()) as { error: { fields?: Record<string, string> } }).error.fields, query).toHaveProperty('lang')
    }
    expect((await getNews(database, '')).body?.lang).toBe('en')
  })

  it('falls back to the visible built-in items, with a warning, when nothing stored is visible', async () => {
    await database.db.update(news).set({ deleted: true, deletedAt: now })
    const { log, warnings } = recordingLog()
    const listing = await listNews(database.db, { now, lang: 'zh', log })
    expect(listing.source).toBe('builtin')
    expect(listing.items.map((item) => item.id)).toEqual(['builtin-musandam', 'builtin-peak-surcharge'])
    expect(listing.items[0]?.title).toBe('城市线路上新：一路玩到阿曼穆桑达姆')
    expect(warnings.map((w) => w.message)).toEqual(['news read returned no visible item; showing the built-in news'])
    const api = await getNews(database, '?lang=en')
    expect(api.body?.source).toBe('builtin')
    expect(api.response.headers.get('cache-control')).toBe('no-cache')
    await database.db.update(news).set({ deleted: false, deletedAt: null })
  })

  it('falls back to the built-in items, with a warning, when the read fails', async () => {
    const broken = await target.create()
    try {
      await broken.database.db.execute(sql`drop table news`)
      const { log, warnings } = recordingLog()
      const listing = await listNews(broken.database.db, { now, lang: 'en', log })
      expect(listing.source).toBe('builtin')
      expect(listing.items.map((item) => item.id)).toEqual(['builtin-musandam', 'builtin-peak-surcharge'])
      expect(warnings).toHaveLength(1)
      expect(warnings[0]?.message).toBe('news read failed; showing the built-in news')
      expect(warnings[0]?.details.err).toBeInstanceOf(Error)
      // Seeding a broken table is logged, not thrown: the server still starts.
      const seeding = recordingLog()
      expect(await seedNews(broken.database.db, seeding.log)).toEqual([])
      expect(seeding.warnings.map((w) => w.message)).toEqual(['built-in news could not be seeded'])
      const api = await newsApiResponse(new Request('http://localhost/api/news?lang=zh'), { db: broken.database.db, log, now })
      expect(api.status).toBe(200)
      expect(((await api.json()) as Body).items.map((item) => item.id)).toEqual(['builtin-musandam', 'builtin-peak-surcharge'])
    } finally {
      await broken.dispose()
    }
  })
})
