/**
 * The day before travel, on PGlite and PostgreSQL: tomorrow's reconfirmations in Dubai time
 * (around Dubai's midnight), the visitor's phone in E.164, the Chinese message and its WhatsApp
 * link, "Mark reconfirmed" and its undo with their audit rows and version checks, the refusal of
 * an editor, the dashboard's count, and the drivers' day sheet with its CSV.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../app/.server/config'
import type { Database } from '../../app/.server/db/client'
import { auditLog, enquiries, trips } from '../../app/.server/db/schema'
import { logger } from '../../app/.server/logger'
import { deskActorContext, type DeskActor } from '../../app/features/desk/context'
import type { Role } from '../../app/features/desk/permissions'
import { siteSeed } from '../../app/features/catalog/seed'
import { createSiteContentStore } from '../../app/features/content/content-store.server'
import { daySheet, daySheetCsv } from '../../app/features/trips/day-sheet.server'
import { runReconfirmCommand } from '../../app/features/trips/reconfirm-commands.server'
import { dubaiTomorrow } from '../../app/features/trips/reconfirm-day'
import { normalisePhone } from '../../app/features/trips/reconfirm-phone'
import { countLeftToReconfirm, loadReconfirmScreen } from '../../app/features/trips/reconfirm-query.server'
import { createRequestContext, type Services } from '../../app/load-context'
import { action as reconfirmAction, loader as reconfirmLoader } from '../../app/routes/admin/reconfirm'
import { loader as daySheetCsvLoader } from '../../app/routes/admin/day-sheet-csv'
import { databaseTargets } from '../support/databases'

const origin = 'http://127.0.0.1:3000'

/** 2026-12-01 23:30 in Dubai (19:30 UTC): tomorrow is 2 December. */
const lateEvening = new Date('2026-12-01T19:30:00Z')
/** 2026-12-02 00:30 in Dubai (20:30 UTC on 1 December): tomorrow is already 3 December. */
const afterMidnight = new Date('2026-12-01T20:30:00Z')

function actorOf(role: Role): DeskActor {
  return {
    staff: { id: 7, email: `${role}@example.com`, name: role, role },
    tokenHash: 'h',
    expiresAt: new Date(Date.now() + 3_600_000),
    ip: '203.0.113.9',
    userAgent: 'vitest',
    requestId: 'req-r',
  }
}

describe('E.164 numbers of what visitors type', () => {
  it.each([
    ['+971 50 123 4567', '+971501234567'],
    ['+971501234567', '+971501234567'],
    ['050 123 4567', '+971501234567'],
    ['0501234567', '+971501234567'],
    ['00971 50 123 4567', '+971501234567'],
    ['971 501234567', '+971501234567'],
    ['+86 138 0013 8000', '+8613800138000'],
    ['86 13800138000', '+8613800138000'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s → %s', (typed, e164) => {
    expect(normalisePhone(typed)?.e164).toBe(e164)
  })
  it.each(['', '12', '+971 12', 'call me', '+86 123'])('“%s” is no valid number', (typed) => {
    expect(normalisePhone(typed)).toBeNull()
  })
})

describe.each(databaseTargets)('reconfirmations and the day sheet on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let services: Services
  let now = lateEvening
  let counter = 0

  async function seedVisitor(visitor: { lang: 'en' | 'zh'; name: string; phone: string }): Promise<{ id: number; reference: string }> {
    counter += 1
    const reference = `E-2026-7${String(counter).padStart(5, '0')}`
    const [row] = await database.db
      .insert(enquiries)
      .values({
        reference,
        ...visitor,
        items: [],
        email: `visitor${String(counter)}@example.com`,
        travelDate: '2026-12-02',
        message: 'Hello',
        status: 'confirmed',
      })
      .returning({ id: enquiries.id })
    if (!row) throw new Error('no enquiry')
    return { id: row.id, reference }
  }

  async function seedTrip(enquiryId: number, trip: Partial<typeof trips.$inferInsert> & { serviceDate: string }): Promise<number> {
    const [row] = await database.db
      .insert(trips)
      .values({ enquiryId, service: 'Evening Desert Safari', ...trip })
      .returning({ id: trips.id })
    if (!row) throw new Error('no trip')
    return row.id
  }

  const screen = (role: Role = 'agent', day: string | null = null) => loadReconfirmScreen(services, role, day)

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    const content = await createSiteContentStore(database, siteSeed)
    services = {
      config: loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wwd-reconfirm-')), PUBLIC_URL: origin }),
      database,
      content,
      logger,
      clock: { now: () => now },
    }
  })
  afterAll(async () => {
    await services.content.stop()
    await dispose()
  })

  it('takes tomorrow as the Dubai date after today’s Dubai date, around Dubai’s midnight', () => {
    expect(dubaiTomorrow(lateEvening)).toBe('2026-12-02')
    expect(dubaiTomorrow(afterMidnight)).toBe('2026-12-03')
    expect(dubaiTomorrow(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-02')
  })

  it('lists a Chinese visitor’s two trips of tomorrow as one card, with the message in Chinese and a wa.me link holding the pickup time', async () => {
    now = lateEvening
    const wang = await seedVisitor({ lang: 'zh', name: '王芳', phone: '+86 138 0013 8000' })
    await seedTrip(wang.id, {
      serviceDate: '2026-12-02',
      pickupTime: '15:30',
      pickupPlace: 'Atlantis The Palm',
      adults: 2,
      children: 1,
      service: '沙漠冲沙（私享四驱车）',
      vehicle: 'Land Cruiser 1',
    })
    await seedTrip(wang.id, {
      serviceDate: '2026-12-02',
      pickupTime: '09:00',
      pickupPlace: 'Atlantis The Palm',
      adults: 2,
      service: '迪拜经典城市游',
      vehicle: 'Land Cruiser 1',
    })
    // Not tomorrow, or cancelled: not listed.
    await seedTrip(wang.id, { serviceDate: '2026-12-03', pickupTime: '10:00', service: '游船晚餐' })
    await seedTrip(wang.id, { serviceDate: '2026-12-02', pickupTime: '11:00', service: 'Cancelled one', status: 'cancelled' })

    const data = await screen()
    expect(data.day).toBe('2026-12-02')
    const card = data.visitors.find((visitor) => visitor.reference === wang.reference)
    expect(card).toMatchObject({ lang: 'zh', e164: '+8613800138000', reconfirmed: null })
    expect(card?.trips.map((trip) => trip.pickupTime)).toEqual(['09:00', '15:30'])
    const message = card?.message ?? ''
    expect(message).toContain('王芳，您好！')
    expect(message).toContain('明天（12月2日，周三）')
    expect(message).toContain('接送时间：09:00（迪拜时间）')
    expect(message).toContain('接送时间：15:30（迪拜时间）')
    expect(message).toContain('接送地点：Atlantis The Palm')
    expect(message).toContain('成人2位，儿童1位')
    expect(message).toContain('WhatsApp：+971 58 983 1967')
    expect(message).toContain('邮箱：')
    expect(message).not.toContain('游船晚餐')
    expect(message).not.toContain('Cancelled one')

    // At 00:30 Dubai time the same trips are today's; tomorrow is 3 December.
    now = afterMidnight
    const nextDay = await screen()
    expect(nextDay.day).toBe('2026-12-03')
    expect(nextDay.visitors.find((visitor) => visitor.reference === wang.reference)?.trips.map((trip) => trip.service)).toEqual(['游船晚餐'])
    now = lateEvening
  })

  it('writes an English visitor’s message in English; a number that is no number gets no chat link', async () => {
    const anna = await seedVisitor({ lang: 'en', name: 'Anna Smith', phone: '050 123 4567' })
    const nobody = await seedVisitor({ lang: 'en', name: 'No Phone', phone: '12' })
    await seedTrip(anna.id, { serviceDate: '2026-12-02', pickupTime: '19:00', pickupPlace: 'JW Marriott Marquis', adults: 1, service: 'Dhow Dinner Cruise' })
    await seedTrip(nobody.id, { serviceDate: '2026-12-02', pickupTime: null, service: 'Airport transfer' })
    const data = await screen()
    const annaCard = data.visitors.find((visitor) => visitor.reference === anna.reference)
    expect(annaCard?.e164).toBe('+971501234567')
    expect(annaCard?.message).toContain('Hello Anna Smith,')
    expect(annaCard?.message).toContain('tomorrow, Wednesday 2 December')
    expect(annaCard?.message).toContain('Pickup: 19:00 (Dubai time)')
    expect(annaCard?.message).toContain('Guests: 1 adult')
    const nobodyCard = data.visitors.find((visitor) => visitor.reference === nobody.reference)
    expect(nobodyCard).toMatchObject({ e164: null, phoneDisplay: '12' })
    expect(nobodyCard?.message).toContain('Pickup time: we will send it shortly')
    // Cards come in the order of their first pickup; unset times last.
    expect(data.visitors.at(-1)?.reference).toBe(nobody.reference)
  })

  it('marks a visitor reconfirmed (who, when, one audit row per trip), refuses a stale version, and takes it back, audited too', async () => {
    const li = await seedVisitor({ lang: 'zh', name: '李雷', phone: '+86 139 0013 9000' })
    const first = await seedTrip(li.id, { serviceDate: '2026-12-02', pickupTime: '08:00', service: '专车接送' })
    const second = await seedTrip(li.id, { serviceDate: '2026-12-02', pickupTime: '18:00', service: '游船晚餐' })
    const before = await countLeftToReconfirm(database.db, now)

    const stale = await runReconfirmCommand(
      actorOf('agent'),
      {
        intent: 'reconfirm',
        trips: [
          { id: first, expectedVersion: 1 },
          { id: second, expectedVersion: 2 },
        ],
      },
      services,
    )
    expect(stale).toEqual({ ok: false, kind: 'stale' })
    const [untouched] = await database.db.select().from(trips).where(eq(trips.id, first))
    expect(untouched).toMatchObject({ version: 1, reconfirmedAt: null })

    const done = await runReconfirmCommand(
      actorOf('agent'),
      {
        intent: 'reconfirm',
        trips: [
          { id: first, expectedVersion: 1 },
          { id: second, expectedVersion: 1 },
        ],
      },
      services,
    )
    expect(done).toMatchObject({
      ok: true,
      intent: 'reconfirm',
      trips: [
        { id: first, version: 2, reconfirmedBy: 'agent@example.com' },
        { id: second, version: 2 },
      ],
    })
    const [saved] = await database.db.select().from(trips).where(eq(trips.id, first))
    expect(saved?.reconfirmedBy).toBe('agent@example.com')
    expect(saved?.reconfirmedAt?.toISOString()).toBe(lateEvening.toISOString())
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.action, 'trip.reconfirm'))
    const mine = rows.filter((row) => row.target.startsWith(li.reference))
    expect(mine).toHaveLength(2)
    expect(mine[0]).toMatchObject({ actorEmail: 'agent@example.com', target: `${li.reference} · 专车接送 · 2026-12-02` })
    expect(mine[0]?.after).toMatchObject({ reference: li.reference, pickup: '08:00', reconfirmedBy: 'agent@example.com' })
    expect(await countLeftToReconfirm(database.db, now)).toBe(before - 1)
    const card = (await screen()).visitors.find((visitor) => visitor.reference === li.reference)
    expect(card?.reconfirmed).toEqual({ by: 'agent@example.com', at: lateEvening.toISOString() })

    // The same click again, from a screen that still shows version 1: refused, nothing written.
    const again = await runReconfirmCommand(actorOf('owner'), { intent: 'reconfirm', trips: [{ id: first, expectedVersion: 1 }] }, services)
    expect(again).toEqual({ ok: false, kind: 'stale' })

    const undone = await runReconfirmCommand(
      actorOf('owner'),
      {
        intent: 'undo',
        trips: [
          { id: first, expectedVersion: 2 },
          { id: second, expectedVersion: 2 },
        ],
      },
      services,
    )
    expect(undone).toMatchObject({
      ok: true,
      intent: 'undo',
      trips: [
        { id: first, version: 3, reconfirmedAt: null },
        { id: second, version: 3 },
      ],
    })
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, 'trip.reconfirm-undo'))).toHaveLength(2)
    expect((await screen()).visitors.find((visitor) => visitor.reference === li.reference)?.reconfirmed).toBeNull()
    expect(await countLeftToReconfirm(database.db, now)).toBe(before)

    // A cancelled trip is no longer there to reconfirm.
    await database.db.update(trips).set({ status: 'cancelled' }).where(eq(trips.id, first))
    expect(await runReconfirmCommand(actorOf('agent'), { intent: 'reconfirm', trips: [{ id: first, expectedVersion: 3 }] }, services)).toEqual({
      ok: false,
      kind: 'notFound',
    })
    expect(await runReconfirmCommand(actorOf('agent'), { intent: 'reconfirm', trips: [] }, services)).toMatchObject({ ok: false, kind: 'invalid' })
  })

  /** A route function's arguments for a person with `role`, as the gate hands them on. */
  function argsFor(role: Role, request: Request) {
    const context = createRequestContext({ services, nonce: 'n', requestId: 'r', clientIp: '203.0.113.9' })
    context.set(deskActorContext, actorOf(role))
    return { request, context, params: {}, url: new URL(request.url), pattern: '' }
  }

  it('refuses an editor’s reconfirmation with 403 and writes nothing; an agent’s goes through the route', async () => {
    const visitor = await seedVisitor({ lang: 'en', name: 'Route Visitor', phone: '+971 55 000 0000' })
    const id = await seedTrip(visitor.id, { serviceDate: '2026-12-02', pickupTime: '07:00' })
    const post = () =>
      new Request(`${origin}/admin/reconfirm`, {
        method: 'POST',
        headers: { Origin: origin, 'Content-Type': 'application/json' },
        body: JSON.stringify({ intent: 'reconfirm', trips: [{ id, expectedVersion: 1 }] }),
      })
    const audited = (await database.db.select().from(auditLog)).length
    const refused = await reconfirmAction(argsFor('editor', post()))
    expect(refused.status).toBe(403)
    expect(await database.db.select().from(auditLog)).toHaveLength(audited)
    const accepted = await reconfirmAction(argsFor('agent', post()))
    expect(accepted.status).toBe(200)
    const loaded = await reconfirmLoader(argsFor('agent', new Request(`${origin}/admin/reconfirm?day=2026-12-02`)))
    expect(loaded.visitors.find((card) => card.reference === visitor.reference)?.reconfirmed?.by).toBe('agent@example.com')
    expect((await reconfirmLoader(argsFor('agent', new Request(`${origin}/admin/reconfirm?day=2026-02-30`)))).day).toBe('2026-12-02')
  })

  it('lays out the day sheet by vehicle in pickup order (no vehicle last), and its CSV holds the same rows', async () => {
    const day = '2026-12-10'
    const zhang = await seedVisitor({ lang: 'zh', name: '张伟', phone: '+86 138 0013 8001' })
    const bob = await seedVisitor({ lang: 'en', name: 'Bob Jones', phone: '0501112233' })
    await seedTrip(zhang.id, {
      serviceDate: day,
      pickupTime: '16:00',
      vehicle: 'Van 2',
      pickupPlace: 'Rove Downtown',
      adults: 3,
      children: 2,
      service: '沙漠冲沙',
      driverNotes: 'Child seats ×2',
    })
    await seedTrip(bob.id, {
      serviceDate: day,
      pickupTime: '08:30',
      vehicle: 'Van 2',
      pickupPlace: 'Hilton JBR',
      adults: 2,
      service: 'City Tour',
      driverNotes: '=cmd',
    })
    await seedTrip(bob.id, { serviceDate: day, pickupTime: '12:00', vehicle: 'Car 1', pickupPlace: 'Hilton JBR', service: 'Transfer' })
    await seedTrip(zhang.id, { serviceDate: day, pickupTime: '07:00', vehicle: '', pickupPlace: 'DXB T3', service: 'Airport pickup' })
    await seedTrip(zhang.id, { serviceDate: day, pickupTime: '06:00', vehicle: 'Van 2', service: 'Cancelled', status: 'cancelled' })

    const groups = await daySheet(database.db, day)
    expect(groups.map((group) => group.vehicle)).toEqual(['Car 1', 'Van 2', ''])
    expect(groups[1]?.rows.map((row) => [row.pickupTime, row.name, row.phone, row.pickupPlace, row.adults + row.children, row.service])).toEqual([
      ['08:30', 'Bob Jones', '+971 50 111 2233', 'Hilton JBR', 2, 'City Tour'],
      ['16:00', '张伟', '+86 138 0013 8001', 'Rove Downtown', 5, '沙漠冲沙'],
    ])

    const { filename, body } = await daySheetCsv(database.db, day)
    expect(filename).toBe('day-sheet-2026-12-10.csv')
    expect(body.startsWith('\uFEFF')).toBe(true)
    const lines = body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('Vehicle,Time,Name,Phone,Pickup place,Adults,Children,Pax,Service,Notes,Reference')
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 3).join(','))).toEqual([
      'Car 1,12:00,Bob Jones',
      'Van 2,08:30,Bob Jones',
      'Van 2,16:00,张伟',
      'Vehicle not set,07:00,张伟',
    ])
    expect(lines[2]).toContain("'=cmd")
    expect(lines[3]).toContain('Child seats ×2')

    const response = await daySheetCsvLoader(argsFor('agent', new Request(`${origin}/admin/day-sheet.csv?day=${day}`)))
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="day-sheet-2026-12-10.csv"')
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
  })
})
