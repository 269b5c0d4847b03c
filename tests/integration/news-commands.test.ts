import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database, type Db } from '../../app/.server/db/client'
import { auditLog, news } from '../../app/.server/db/schema'
import { recordAudit, type AuditContext } from '../../app/features/audit/audit.server'
import { listNews, type NewsLog } from '../../app/features/news/list-news.server'
import {
  createNews,
  deleteNews,
  listNewsForDesk,
  newsStateAt,
  restoreNews,
  updateNews,
  type NewsAudit,
  type NewsAuditEntry,
} from '../../app/features/news/news-commands.server'
import type { NewsDraftInput } from '../../app/features/news/news-editor-schema'
import { createSiteContentStore } from '../../app/features/content/content-store.server'
import { siteSeed } from '../../app/features/catalog/seed'
import { databaseTargets } from '../support/databases'
import { channels } from '../../app/.server/channels'

const now = new Date('2026-11-22T10:00:00+04:00')
const quiet: NewsLog = { warn: () => undefined }

function draft(patch: Partial<NewsDraftInput> = {}): NewsDraftInput {
  return {
    title: { en: 'Winter dune evenings', zh: '冬季沙漠之夜' },
    body: { en: 'Cooler evenings on the dunes from December.', zh: '十二月起，沙丘傍晚更凉爽。' },
    ctaText: { en: 'See the safaris', zh: '查看沙漠之旅' },
    ctaLink: '/safari',
    pin: false,
    variant: 'info',
    priority: 3,
    startAt: '2026-11-01',
    endAt: null,
    extra: {},
    ...patch,
  }
}

describe.each(databaseTargets)('news commands on $name', (target) => {
  let database: Database
  let url: string | undefined
  let dispose: () => Promise<void>
  const audits: NewsAuditEntry[] = []
  const audit = async (_tx: Db, entry: NewsAuditEntry) => {
    audits.push(entry)
  }

  beforeAll(async () => {
    ;({ database, url, dispose } = await target.create())
  })
  afterAll(async () => {
    await dispose()
  })

  it('creates an item that the public board shows at once, and announces it', async () => {
    const heard: string[] = []
    const unlisten = await database.listen(channels.news, (payload) => heard.push(payload))
    const created = await createNews(database, draft(), { audit, now })
    expect(created.ok).toBe(true)
    if (!created.ok) return
    const board = await listNews(database.db, { now, lang: 'zh', log: quiet })
    expect(board.items.map((item) => item.title)).toContain('冬季沙漠之夜')
    expect(audits.at(-1)).toMatchObject({ action: 'news.create', target: created.item.id, before: null })
    await expect.poll(() => heard).toContain(created.item.id)
    await unlisten()
  })

  it('a news change tells the page readers of every instance, so cached pages are dropped', async () => {
    // PostgreSQL: a second instance with its own connections (its own LISTEN); PGlite is one process.
    const other = url ? await openDatabase({ url, poolSize: 2 }) : database
    const here = await createSiteContentStore(database, siteSeed)
    const there = await createSiteContentStore(other, siteSeed)
    const changesHere: number[] = []
    const changesThere: number[] = []
    here.onChange((version) => changesHere.push(version))
    there.onChange((version) => changesThere.push(version))
    const created = await createNews(database, draft({ title: { en: 'Cache check', zh: '缓存检查' } }), { audit, now })
    expect(created.ok).toBe(true)
    await expect.poll(() => changesThere.length).toBeGreaterThan(0)
    await expect.poll(() => changesHere.length).toBeGreaterThan(0)
    await here.stop()
    await there.stop()
    if (other !== database) await other.close()
  })

  it('refuses invalid input with the field named and writes nothing', async () => {
    const before = (await listNewsForDesk(database.db)).total
    const result = await createNews(database, draft({ startAt: '2026-12-10', endAt: '2026-12-01' }), { audit, now })
    expect(result).toEqual({ ok: false, kind: 'invalid', issues: [{ path: 'endAt', message: 'endBeforeStart' }] })
    expect((await listNewsForDesk(database.db)).total).toBe(before)
  })

  it('keeps at most two pinned items on the board at one time', async () => {
    const first = await createNews(database, draft({ pin: true, title: { en: 'Pinned one', zh: '置顶一' } }), { audit, now })
    const second = await createNews(database, draft({ pin: true, title: { en: 'Pinned two', zh: '置顶二' } }), { audit, now })
    expect(first.ok && second.ok).toBe(true)
    const third = await createNews(database, draft({ pin: true }), { audit, now })
    expect(third).toMatchObject({ ok: false, kind: 'stale', issues: [{ path: 'pin', message: 'pinCap' }], current: { cap: 2 } })
    // A pinned offer for a later window that overlaps no other pin is fine.
    const later = await createNews(database, draft({ pin: true, startAt: '2027-03-01', endAt: '2027-03-31' }), { audit, now })
    expect(later.ok).toBe(false) // both pins above have open ends, so they overlap March too
    const ended = await createNews(database, draft({ pin: true, startAt: '2026-10-01', endAt: '2026-10-31' }), { audit, now })
    expect(ended.ok).toBe(true) // ended items do not count
  })

  it("refuses a stale edit and keeps the other person's change", async () => {
    const created = await createNews(database, draft(), { audit, now })
    if (!created.ok) throw new Error('create failed')
    const loadedAt = created.item.updatedAt.toISOString()
    const mine = await updateNews(database, created.item.id, draft({ priority: 1 }), loadedAt, { audit, now })
    expect(mine.ok).toBe(true)
    const theirs = await updateNews(database, created.item.id, draft({ priority: 9 }), loadedAt, { audit, now })
    expect(theirs).toMatchObject({ ok: false, kind: 'stale', current: { item: { priority: 1 } } })
    const [row] = await database.db.select().from(news).where(eq(news.id, created.item.id))
    expect(row?.priority).toBe(1)
    expect(audits.at(-1)).toMatchObject({ action: 'news.update', before: { priority: 3 }, after: { priority: 1 } })
  })

  it('soft deletes and restores; deleted items leave the board and the default desk list', async () => {
    const created = await createNews(database, draft({ title: { en: 'Short notice', zh: '临时通知' } }), { audit, now })
    if (!created.ok) throw new Error('create failed')
    const deleted = await deleteNews(database, created.item.id, { audit, now })
    expect(deleted.ok && deleted.item.deleted && deleted.item.deletedAt !== null).toBe(true)
    expect((await listNews(database.db, { now, lang: 'en', log: quiet })).items.map((i) => i.title)).not.toContain('Short notice')
    expect((await listNewsForDesk(database.db)).items.map((i) => i.id)).not.toContain(created.item.id)
    expect((await listNewsForDesk(database.db, { showDeleted: true })).items.map((i) => i.id)).toContain(created.item.id)
    if (deleted.ok) expect(newsStateAt(deleted.item, now)).toBe('deleted')
    const restored = await restoreNews(database, created.item.id, { audit, now })
    expect(restored.ok && !restored.item.deleted && restored.item.deletedAt === null).toBe(true)
    expect((await listNews(database.db, { now, lang: 'en', log: quiet })).items.map((i) => i.title)).toContain('Short notice')
    expect(audits.slice(-2).map((entry) => entry.action)).toEqual(['news.delete', 'news.restore'])
  })

  it('writes no item when the audit record fails (one transaction)', async () => {
    const before = (await listNewsForDesk(database.db, { showDeleted: true })).total
    const failing = () => Promise.reject(new Error('audit unavailable'))
    await expect(createNews(database, draft(), { audit: failing, now })).rejects.toThrow('audit unavailable')
    expect((await listNewsForDesk(database.db, { showDeleted: true })).total).toBe(before)
  })

  it('scheduled items are stored with their Dubai window and wait for it', async () => {
    const created = await createNews(database, draft({ title: { en: 'New year cruise', zh: '跨年游船' }, startAt: '2026-12-31T18:00' }), { audit, now })
    if (!created.ok) throw new Error('create failed')
    expect(created.item.startAt?.toISOString()).toBe('2026-12-31T14:00:00.000Z')
    expect(newsStateAt(created.item, now)).toBe('scheduled')
    expect(newsStateAt(created.item, new Date('2026-12-31T14:00:00Z'))).toBe('live')
  })
})

describe.each(databaseTargets)('news commands and their audit rows on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  // The audit writer the desk's news route builds: the real one, inside the command's transaction.
  const context: AuditContext = { actor: { id: 7, email: 'editor@example.com', name: 'Eddie' }, ip: '203.0.113.8', userAgent: 'test', requestId: 'req-news' }
  const audit: NewsAudit = (tx, entry) => recordAudit(tx, context, entry)
  const rows = () => database.db.select().from(auditLog).orderBy(asc(auditLog.id))

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
  })
  afterAll(async () => {
    await dispose()
  })

  it('create, edit, delete and restore each write one row, with who, where and before → after', async () => {
    const created = await createNews(database, draft({ title: { en: 'Audited offer', zh: '审计优惠' } }), { audit, now })
    if (!created.ok) throw new Error('create failed')
    const id = created.item.id
    const edited = await updateNews(
      database,
      id,
      draft({ title: { en: 'Audited offer', zh: '审计优惠' }, priority: 8 }),
      created.item.updatedAt.toISOString(),
      { audit, now },
    )
    expect(edited.ok).toBe(true)
    expect((await deleteNews(database, id, { audit, now })).ok).toBe(true)
    expect((await restoreNews(database, id, { audit, now })).ok).toBe(true)
    const written = await rows()
    expect(written.map((row) => [row.action, row.target])).toEqual([
      ['news.create', id],
      ['news.update', id],
      ['news.delete', id],
      ['news.restore', id],
    ])
    expect(written[0]).toMatchObject({
      actorId: 7,
      actorEmail: 'editor@example.com',
      actorName: 'Eddie',
      ip: '203.0.113.8',
      requestId: 'req-news',
      before: null,
    })
    expect(written[0]?.after).toMatchObject({ title: { en: 'Audited offer', zh: '审计优惠' }, priority: 3, deleted: false })
    expect([written[1]?.before, written[1]?.after]).toEqual([{ priority: 3 }, { priority: 8 }])
    expect([written[2]?.before, written[2]?.after]).toEqual([{ deleted: false }, { deleted: true }])
    expect([written[3]?.before, written[3]?.after]).toEqual([{ deleted: true }, { deleted: false }])
  })

  it('a refused write leaves no row: invalid input, the pin cap, a stale edit, a missing item', async () => {
    const first = await createNews(database, draft({ pin: true }), { audit, now })
    const second = await createNews(database, draft({ pin: true }), { audit, now })
    if (!first.ok || !second.ok) throw new Error('create failed')
    const before = (await rows()).length
    expect(await createNews(database, draft({ startAt: '2026-12-10', endAt: '2026-12-01' }), { audit, now })).toMatchObject({ ok: false, kind: 'invalid' })
    expect(await createNews(database, draft({ pin: true }), { audit, now })).toMatchObject({
      ok: false,
      kind: 'stale',
      issues: [{ path: 'pin', message: 'pinCap' }],
    })
    const stale = new Date(first.item.updatedAt.getTime() - 60_000).toISOString()
    expect(await updateNews(database, first.item.id, draft({ priority: 5 }), stale, { audit, now })).toMatchObject({
      ok: false,
      kind: 'stale',
      current: { item: { id: first.item.id } },
    })
    expect(await deleteNews(database, 'no-such-item', { audit, now })).toEqual({ ok: false, kind: 'notFound' })
    expect(await deleteNews(database, second.item.id, { audit, now })).toMatchObject({ ok: true })
    // Restoring would put a third pin on the board: refused, and no row for it.
    const third = await createNews(database, draft({ pin: true }), { audit, now })
    expect(third.ok).toBe(true)
    expect(await restoreNews(database, second.item.id, { audit, now })).toMatchObject({
      ok: false,
      kind: 'stale',
      issues: [{ path: 'pin', message: 'pinCap' }],
    })
    expect((await rows()).slice(before).map((row) => row.action)).toEqual(['news.delete', 'news.create'])
  })

  it('the row belongs to the write’s transaction: when the write fails after it, neither stays', async () => {
    const created = await createNews(database, draft({ title: { en: 'Steady item', zh: '稳定条目' } }), { audit, now })
    if (!created.ok) throw new Error('create failed')
    const before = await rows()
    const failsAfterItsRow: NewsAudit = async (tx, entry) => {
      await recordAudit(tx, context, entry)
      throw new Error('the write failed after its audit row')
    }
    const options = { audit: failsAfterItsRow, now }
    await expect(createNews(database, draft({ title: { en: 'Never saved', zh: '未保存' } }), options)).rejects.toThrow('after its audit row')
    await expect(updateNews(database, created.item.id, draft({ priority: 9 }), created.item.updatedAt.toISOString(), options)).rejects.toThrow(
      'after its audit row',
    )
    await expect(deleteNews(database, created.item.id, options)).rejects.toThrow('after its audit row')
    expect(await rows()).toEqual(before)
    const [row] = await database.db.select().from(news).where(eq(news.id, created.item.id))
    expect(row).toMatchObject({ priority: 3, deleted: false })
    expect((await listNewsForDesk(database.db, { showDeleted: true })).items.map((item) => item.title.en)).not.toContain('Never saved')
  })
})
