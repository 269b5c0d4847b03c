import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../app/.server/db/client'
import { enquiries, enquiryStatusHistory, mailOutbox } from '../../app/.server/db/schema'
import { subscribeInboxEvents, type InboxEvent } from '../../app/.server/events'
import { readWorkingCalendar, saveWorkingCalendar } from '../../app/features/reply-clock/clock-settings.server'
import { addNote, changeStatus } from '../../app/features/inbox/enquiry-commands.server'
import { clockCounts, queryInbox } from '../../app/features/inbox/inbox-query.server'
import { replyDueAt } from '../../app/features/reply-clock/reply-clock'
import { databaseTargets, eventually } from '../support/databases'

const dubai = (local: string) => new Date(`${local}+04:00`)
const staff = { email: 'desk@example.com' }
const calendar = { workingDays: [1, 2, 3, 4, 5] as const, holidays: [] }

type Seed = {
  reference: string
  name: string
  email: string
  message: string
  lang?: 'en' | 'zh'
  createdAt: Date
  items?: { id: string; title: string }[]
  status?: 'new' | 'spam'
}

describe.each(databaseTargets)('enquiry inbox on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let url: string | undefined
  const ids = new Map<string, number>()

  async function seed(row: Seed): Promise<number> {
    const [inserted] = await database.db
      .insert(enquiries)
      .values({
        reference: row.reference,
        lang: row.lang ?? 'en',
        items: row.items ?? [{ id: 'transfer-airport', title: 'Airport transfer' }],
        name: row.name,
        email: row.email,
        travelDate: '2027-01-10',
        message: row.message,
        status: row.status ?? 'new',
        createdAt: row.createdAt,
        replyDueAt: replyDueAt({ submittedAt: row.createdAt, pauses: [] }, { ...calendar, workingDays: [1, 2, 3, 4, 5] }, row.createdAt),
      })
      .returning({ id: enquiries.id })
    if (!inserted) throw new Error('insert returned no row')
    ids.set(row.reference, inserted.id)
    return inserted.id
  }
  const idOf = (reference: string): number => {
    const id = ids.get(reference)
    if (id === undefined) throw new Error(`no enquiry ${reference}`)
    return id
  }

  beforeAll(async () => {
    ;({ database, dispose, url } = await target.create())
    // Monday 23 Nov 2026 23:59 and Tuesday 00:01 in Dubai: the Dubai-day edge of the date filter.
    await seed({
      reference: 'E-2026-000001',
      name: 'Li Wei',
      email: 'liwei@example.cn',
      lang: 'zh',
      message: '我们一家四口想预订机场接送，请问价格？',
      createdAt: dubai('2026-11-23T23:59'),
      items: [{ id: 'transfer-airport', title: '机场接送' }],
    })
    await seed({
      reference: 'E-2026-000002',
      name: 'Anna Smith',
      email: 'anna.smith@example.com',
      message: 'Desert safari for two, please.',
      createdAt: dubai('2026-11-24T00:01'),
      items: [{ id: 'safari-evening', title: 'Evening desert safari' }],
    })
    await seed({
      reference: 'E-2026-000003',
      name: 'Spam Bot',
      email: 'bot@example.com',
      message: 'cheap watches',
      createdAt: dubai('2026-11-24T09:00'),
      status: 'spam',
    })
    await seed({
      reference: 'E-2026-000004',
      name: '王芳',
      email: 'wangfang@example.cn',
      lang: 'zh',
      message: '想了解沙漠冲沙。',
      createdAt: dubai('2026-11-25T09:00'),
      items: [{ id: 'safari-evening', title: '沙漠晚间游' }],
    })
  })
  afterAll(async () => {
    await dispose()
  })

  const search = async (q: string, extra = {}) => {
    const result = await queryInbox(database.db, { q, ...extra }, dubai('2026-11-25T12:00'))
    if (!result.ok) throw new Error(JSON.stringify(result.issues))
    return result.page.rows.map((r) => r.reference)
  }

  it('finds a two-character Chinese word inside a Chinese message', async () => {
    expect(await search('机场')).toEqual(['E-2026-000001'])
    expect(await search('沙漠')).toEqual(['E-2026-000004'])
    expect(await search('预订机场接送')).toEqual(['E-2026-000001'])
    expect(await search('沙')).toEqual(['E-2026-000004'])
  })

  it('searches names, e-mails, references and item titles, case-insensitively', async () => {
    expect(await search('SMITH')).toEqual(['E-2026-000002'])
    expect(await search('wangfang@')).toEqual(['E-2026-000004'])
    expect(await search('e-2026-000002')).toEqual(['E-2026-000002'])
    expect(await search('evening desert')).toEqual(['E-2026-000002'])
    expect(await search('no such text')).toEqual([])
  })

  it('pages a common search word newest first, whether the page fills from the newest rows or not', async () => {
    const common = await queryInbox(database.db, { q: 'example', pageSize: 2 }, dubai('2026-11-25T12:00'))
    expect(common.ok && common.page.rows.map((r) => r.reference)).toEqual(['E-2026-000004', 'E-2026-000002'])
    expect(common.ok && common.page.hasMore).toBe(true)
    const next = await queryInbox(database.db, { q: 'example', pageSize: 2, page: 2 }, dubai('2026-11-25T12:00'))
    expect(next.ok && next.page.rows.map((r) => r.reference)).toEqual(['E-2026-000001'])
    expect(next.ok && next.page.hasMore).toBe(false)
  })

  it('hides spam unless asked for, and filters by language and Dubai dates', async () => {
    expect(await search('')).toEqual(['E-2026-000004', 'E-2026-000002', 'E-2026-000001'])
    expect(await search('', { status: ['spam'] })).toEqual(['E-2026-000003'])
    expect(await search('', { lang: 'zh' })).toEqual(['E-2026-000004', 'E-2026-000001'])
    // 23:59 on Monday in Dubai is Monday; 00:01 on Tuesday is Tuesday, though both are Monday in UTC.
    expect(await search('', { from: '2026-11-23', to: '2026-11-23' })).toEqual(['E-2026-000001'])
    expect(await search('', { from: '2026-11-24', to: '2026-11-24' })).toEqual(['E-2026-000002'])
  })

  it('pages with a has-more flag and sorts', async () => {
    const first = await queryInbox(database.db, { pageSize: 2 }, new Date())
    const second = await queryInbox(database.db, { pageSize: 2, page: 2 }, new Date())
    expect(first.ok && first.page.hasMore).toBe(true)
    expect(second.ok && second.page.hasMore).toBe(false)
    expect(await search('', { sort: 'created', dir: 'asc' })).toEqual(['E-2026-000001', 'E-2026-000002', 'E-2026-000004'])
  })

  it('refuses a malformed query with 400', async () => {
    expect((await queryInbox(database.db, { pageSize: 100_000 }, new Date())).ok).toBe(false)
    // Text no search may carry: NUL (PostgreSQL refuses it), other controls, half characters.
    for (const q of ['anna\u0000', '\u001B[2J', 'anna\uD83D']) expect((await queryInbox(database.db, { q }, new Date())).ok, JSON.stringify(q)).toBe(false)
  })

  it('filters enquiries with a failed mail', async () => {
    await database.db.insert(mailOutbox).values({ to: ['anna.smith@example.com'], subject: 'x', text: 'x', status: 'ERROR', enquiryId: idOf('E-2026-000002') })
    expect(await search('', { failedMail: true })).toEqual(['E-2026-000002'])
  })

  it('shows overdue and due today against the clock, across the weekend', async () => {
    // Friday 27 Nov: 000001 (Monday 23:59) is due at the end of Thursday → overdue; 000002 (Tuesday) due today.
    const friday = dubai('2026-11-27T10:00')
    const overdue = await queryInbox(database.db, { overdue: true }, friday)
    const dueToday = await queryInbox(database.db, { dueToday: true }, friday)
    expect(overdue.ok && overdue.page.rows.map((r) => [r.reference, r.clock])).toEqual([['E-2026-000001', 'overdue']])
    expect(dueToday.ok && dueToday.page.rows.map((r) => [r.reference, r.clock])).toEqual([['E-2026-000002', 'due-today']])
    expect(await clockCounts(database.db, friday)).toEqual({ dueToday: 1, overdue: 1 })
  })

  it('changes status with reasons and history, and refuses a stale change', async () => {
    const enquiryId = idOf('E-2026-000004')
    const changed = await changeStatus(
      database,
      staff,
      { enquiryId, expectedVersion: 1, to: 'replied', internalReason: 'quoted on phone', visitorWording: '已回复' },
      dubai('2026-11-25T15:00'),
    )
    expect(changed).toMatchObject({ ok: true, version: 2, from: 'new', to: 'replied' })
    // A second staff member still on version 1 is refused, and told what it is now.
    const stale = await changeStatus(database, { email: 'other@example.com' }, { enquiryId, expectedVersion: 1, to: 'closed' }, new Date())
    expect(stale).toEqual({ ok: false, kind: 'stale', current: { version: 2, status: 'replied' } })
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, enquiryId))
    expect(row?.status).toBe('replied')
    expect(row?.answeredAt?.toISOString()).toBe(dubai('2026-11-25T15:00').toISOString())
    const history = await database.db.select().from(enquiryStatusHistory).where(eq(enquiryStatusHistory.enquiryId, enquiryId))
    expect(history).toMatchObject([{ actor: staff.email, fromStatus: 'new', toStatus: 'replied', internalReason: 'quoted on phone', visitorWording: '已回复' }])
    expect(await changeStatus(database, staff, { enquiryId: 999_999, expectedVersion: 1, to: 'closed' }, new Date())).toMatchObject({
      ok: false,
      kind: 'notFound',
    })
    expect(await changeStatus(database, staff, { enquiryId, expectedVersion: 2, to: 'nonsense' as 'closed' }, new Date())).toMatchObject({
      ok: false,
      kind: 'invalid',
    })
  })

  it('adds notes under the same version rule', async () => {
    const enquiryId = idOf('E-2026-000004')
    expect(await addNote(database, staff, { enquiryId, expectedVersion: 2, body: 'Called back, prefers Friday.' }, new Date())).toMatchObject({
      ok: true,
      version: 3,
    })
    expect(await addNote(database, staff, { enquiryId, expectedVersion: 2, body: 'late' }, new Date())).toMatchObject({
      ok: false,
      kind: 'stale',
      current: { version: 3 },
    })
  })

  it('pauses the clock while awaiting the visitor', async () => {
    const enquiryId = idOf('E-2026-000002')
    // Due at the end of Friday 27 Nov; paused Wednesday 00:00 → Thursday 00:00 (one working day).
    await changeStatus(database, staff, { enquiryId, expectedVersion: 1, to: 'awaiting_visitor' }, dubai('2026-11-25T00:00'))
    const back = await changeStatus(database, staff, { enquiryId, expectedVersion: 2, to: 'new' }, dubai('2026-11-26T00:00'))
    expect(back.ok && back.replyDueAt?.toISOString()).toBe(dubai('2026-12-01T00:00').toISOString())
  })

  it('starts with the UAE public holidays of this year and the next, named in both languages, moon dates to confirm', async () => {
    const fresh = await readWorkingCalendar(database.db)
    expect(fresh.version).toBe(0)
    expect(fresh.holidays).toEqual(expect.arrayContaining(['2026-12-02', '2026-12-03', '2027-01-01', '2027-12-02']))
    expect(fresh.names['2026-12-02']).toEqual({ en: 'Eid Al Etihad (UAE National Day)', zh: '阿联酋国庆节', toConfirm: false })
    expect(fresh.names['2027-03-09']).toMatchObject({ en: 'Eid Al Fitr', zh: '开斋节', toConfirm: true })
    expect(fresh.holidays.every((date) => fresh.names[date]?.en && fresh.names[date].zh)).toBe(true)
    // Friday 27 Nov: Monday 30 Nov, Tuesday 1 Dec, (2 and 3 Dec Eid Al Etihad), Friday 4 Dec.
    expect(replyDueAt({ submittedAt: dubai('2026-11-27T10:00'), pauses: [] }, fresh, dubai('2026-11-27T10:00')).toISOString()).toBe(
      dubai('2026-12-05T00:00').toISOString(),
    )
  })

  it('saves the working calendar with validation and versions, and recomputes open due moments', async () => {
    expect(await saveWorkingCalendar(database.db, { workingDays: [], holidays: [] }, { expectedVersion: 0, by: staff.email, now: new Date() })).toMatchObject({
      ok: false,
      kind: 'invalid',
    })
    expect(
      await saveWorkingCalendar(database.db, { workingDays: [1], holidays: ['2026-02-30'] }, { expectedVersion: 0, by: staff.email, now: new Date() }),
    ).toMatchObject({ ok: false, kind: 'invalid' })
    const saved = await saveWorkingCalendar(
      database.db,
      { workingDays: [5, 1, 2, 3, 4], holidays: ['2026-11-26'] },
      { expectedVersion: 0, by: staff.email, now: new Date() },
    )
    expect(saved).toMatchObject({ ok: true, calendar: { workingDays: [1, 2, 3, 4, 5], holidays: ['2026-11-26'], version: 1 } })
    expect(await saveWorkingCalendar(database.db, { workingDays: [1], holidays: [] }, { expectedVersion: 0, by: staff.email, now: new Date() })).toEqual({
      ok: false,
      kind: 'stale',
      current: { version: 1 },
    })
    expect(await readWorkingCalendar(database.db)).toMatchObject({ workingDays: [1, 2, 3, 4, 5], holidays: ['2026-11-26'], version: 1 })
    // Names are kept with their dates; a name for a date not listed is dropped.
    const named = await saveWorkingCalendar(
      database.db,
      {
        workingDays: [1, 2, 3, 4, 5],
        holidays: ['2026-11-26'],
        names: { '2026-11-26': { en: 'Team day', zh: '团建日', toConfirm: false }, '2026-11-27': { en: 'Gone', zh: '无', toConfirm: true } },
      },
      { expectedVersion: 1, by: staff.email, now: new Date() },
    )
    expect(named).toMatchObject({ ok: true, calendar: { version: 2 } })
    expect((await readWorkingCalendar(database.db)).names).toEqual({ '2026-11-26': { en: 'Team day', zh: '团建日', toConfirm: false } })
    // 000001 (counted from Tuesday): Tuesday, Wednesday, (Thursday holiday), Friday.
    const [row] = await database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.id, idOf('E-2026-000001')))
    expect(row?.replyDueAt?.toISOString()).toBe(dubai('2026-11-28T00:00').toISOString())
  })

  it('delivers enquiry.changed to listeners once the change commits, not for a refused one', async () => {
    const received: InboxEvent[] = []
    const unsubscribe = await subscribeInboxEvents(database, (event) => received.push(event))
    // On PostgreSQL, a second instance on its own connections hears it too.
    const other = url ? await openDatabase({ url, poolSize: 1 }) : undefined
    const receivedElsewhere: InboxEvent[] = []
    const unsubscribeOther = other ? await subscribeInboxEvents(other, (event) => receivedElsewhere.push(event)) : undefined
    try {
      const enquiryId = idOf('E-2026-000001')
      await changeStatus(database, staff, { enquiryId, expectedVersion: 99, to: 'closed' }, new Date())
      const done = await changeStatus(database, staff, { enquiryId, expectedVersion: 1, to: 'quoted' }, new Date())
      expect(done.ok).toBe(true)
      await eventually(() => received.length > 0 && (!other || receivedElsewhere.length > 0))
      const expected = { type: 'enquiry.changed', enquiryId, version: 2, status: 'quoted', by: staff.email }
      expect(received).toEqual([expected])
      if (other) expect(receivedElsewhere).toEqual([expected])
    } finally {
      await unsubscribe()
      await unsubscribeOther?.()
      await other?.close()
    }
  })
})
