import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../app/.server/db/client'
import { migrateDatabase } from '../../app/.server/db/migrate'
import { auditLog, contentDrafts, contentUnitRevisions, contentUnits, siteContent } from '../../app/.server/db/schema'
import { createSiteContentStore, type SiteContentStore } from '../../app/features/content/content-store.server'
import { listRevisions, priceHistory } from '../../app/features/content/content-history.server'
import { listUnits, readUnit } from '../../app/features/content/content-units-query.server'
import { publishUnit } from '../../app/features/content/publish-unit.server'
import { restoreRevision } from '../../app/features/content/restore-revision.server'
import { saveDraft } from '../../app/features/content/save-draft.server'
import { siteSeed } from '../../app/features/catalog/seed'
import { CONTENT_SCHEMA_VERSION } from '../../app/features/catalog/migrations/content-migrations'
import type { UnitData } from '../../app/features/content/content-units'
import { fromPrice } from '../../app/features/catalog/price-binding'
import { editorAudit, unitReader, withFirstPrice } from '../support/content'
import { databaseTargets, eventually } from '../support/databases'
import { InvalidContentError, mergeContent, saveSiteContent, StaleVersionError } from '../support/save-site-content'

/** A string holding `text` (an asymmetric matcher, typed for object patterns). */
const containing = (text: string): string => expect.stringContaining(text) as string

const audit = editorAudit

describe.each(databaseTargets)('database and site content on $name', (target) => {
  let database: Database
  let url: string | undefined
  let dispose: () => Promise<void>
  let store: SiteContentStore

  beforeAll(async () => {
    ;({ database, url, dispose } = await target.create())
    store = await createSiteContentStore(database, siteSeed)
  })
  afterAll(async () => {
    await store.stop()
    await dispose()
  })

  const unit = unitReader(() => database.db)

  it('applies every migration, and applying them again changes nothing', async () => {
    const tables = await database.rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )
    const names = tables.map((row) => row.table_name)
    for (const table of [
      'site_content',
      'content_units',
      'content_unit_revisions',
      'content_drafts',
      'news',
      'enquiries',
      'mail_outbox',
      'users',
      'sessions',
      'audit_log',
      'rate_limits',
    ]) {
      expect(names).toContain(table)
    }
    await migrateDatabase(database)
    const applied = await database.rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
    expect(applied[0]?.n).toBeGreaterThanOrEqual(1)
  })

  it('seeds one unit per page, product, FAQ list, the settings and the terms, once, and serves one object from memory', async () => {
    const units = await database.db.select({ id: contentUnits.id, version: contentUnits.version }).from(contentUnits)
    const ids = units.map((row) => row.id)
    expect(ids).toEqual(
      expect.arrayContaining([
        'settings',
        'home',
        'faq:home',
        'category:safari',
        'faq:cruise',
        'detail:city-city12',
        'contact',
        'terms',
        'product:cruise-lotus',
      ]),
    )
    expect(ids.filter((id) => id.startsWith('product:'))).toHaveLength(siteSeed.products.length)
    const first = await store.getSiteContent()
    expect(first.version).toBe(1)
    expect(first.content.settings.email).toBe('info@wanderwonderworlddubai.com')
    expect(first.content.settings.conciergeHours).toEqual({ from: '08:00', to: '22:00' })
    expect(await store.getSiteContent()).toBe(first)
    const again = await createSiteContentStore(database, { ...siteSeed, settings: { ...siteSeed.settings, email: 'other@example.com' } })
    expect((await again.getSiteContent()).content.settings.email).toBe('info@wanderwonderworlddubai.com')
    await again.stop()
  })

  it('versions each unit on its own: two editors publishing different units both succeed, a stale publish of one unit is refused as stale', async () => {
    const settings = await unit('settings')
    const lotus = await unit('product:cruise-lotus')
    const withId = { ...(settings.data as UnitData<'settings'>), wechatId: 'wwd-dubai' }
    const dearer = withFirstPrice(lotus.data as UnitData<'product'>, 249)
    expect(await publishUnit(database, store, 'settings', { expectedVersion: settings.version, data: withId, by: 'a@example.com', audit })).toMatchObject({
      ok: true,
      version: settings.version + 1,
    })
    expect(
      await publishUnit(database, store, 'product:cruise-lotus', { expectedVersion: lotus.version, data: dearer, by: 'b@example.com', audit }),
    ).toMatchObject({ ok: true, version: lotus.version + 1 })
    const late = await publishUnit(database, store, 'settings', { expectedVersion: settings.version, data: settings.data, by: 'c@example.com', audit })
    expect(late).toMatchObject({ ok: false, kind: 'stale', current: { version: settings.version + 1, updatedBy: 'a@example.com' } })
    const { content } = await store.getSiteContent()
    expect(content.settings.wechatId).toBe('wwd-dubai')
    expect(content.products.find((p) => p.id === 'cruise-lotus')?.fromAed).toBe(249)
    const revisions = await database.db.select().from(contentUnitRevisions).where(eq(contentUnitRevisions.unitId, 'product:cruise-lotus'))
    expect(revisions.map((r) => r.version).sort()).toEqual([1, 2])
    expect(revisions.find((r) => r.version === 2)?.changes).toEqual([{ path: 'pricing.rows[0].aed[0]', before: 239, after: 249 }])
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.target, 'product:cruise-lotus'))
    expect(rows.map((row) => row.action)).toEqual(['content.publish'])
    expect(rows[0]?.after).toMatchObject({ 'pricing.rows[0].aed[0]': 249 })
  })

  it('refuses a publish that would break a page, naming the unit and field: a dangling product, a duplicate, a bad price, a photo not in the library, NUL', async () => {
    const safari = await unit('category:safari')
    const page = safari.data as UnitData<'category'>
    const dangling = await publishUnit(database, store, 'category:safari', {
      expectedVersion: safari.version,
      data: { ...page, productIds: [...page.productIds, 'safari-nowhere'] },
      by: 'x',
      audit,
    })
    expect(dangling).toEqual({
      ok: false,
      kind: 'invalid',
      issues: [{ unitId: 'category:safari', path: `productIds[${String(page.productIds.length)}]`, message: 'no product has the id "safari-nowhere"' }],
    })
    const twice = await publishUnit(database, store, 'category:safari', {
      expectedVersion: safari.version,
      data: { ...page, productIds: [...page.productIds, page.productIds[0]] },
      by: 'x',
      audit,
    })
    expect(!twice.ok && twice.issues?.map((issue) => [issue.unitId, issue.message])).toEqual([
      ['category:safari', `"${page.productIds[0] ?? ''}" is listed twice`],
    ])
    const lotus = await unit('product:cruise-lotus')
    const product = lotus.data as UnitData<'product'>
    const free = await publishUnit(database, store, 'product:cruise-lotus', {
      expectedVersion: lotus.version,
      data: withFirstPrice(product, 0),
      by: 'x',
      audit,
    })
    expect(free).toMatchObject({ ok: false, kind: 'invalid', issues: [{ unitId: 'product:cruise-lotus', path: 'pricing.rows.0.aed.0' }] })
    const photo = { ...product.image, src: '/media/images/site/never-uploaded-0badf00d.jpg' }
    const missingPhoto = await publishUnit(database, store, 'product:cruise-lotus', {
      expectedVersion: lotus.version,
      data: { ...product, image: photo },
      by: 'x',
      audit,
    })
    expect(missingPhoto).toEqual({
      ok: false,
      kind: 'invalid',
      issues: [{ unitId: 'product:cruise-lotus', path: 'image.src', message: 'no photo /media/images/site/never-uploaded-0badf00d.jpg in the media library' }],
    })
    const nul = await publishUnit(database, store, 'product:cruise-lotus', {
      expectedVersion: lotus.version,
      data: { ...product, title: { en: 'Lotus\u0000', zh: '莲花' } },
      by: 'x',
      audit,
    })
    expect(nul).toMatchObject({ ok: false, kind: 'invalid', issues: [{ path: 'title.en' }] })
    // In a list, named as the schema names its own issues (the editor finds the field by it).
    const inList = await publishUnit(database, store, 'product:cruise-lotus', {
      expectedVersion: lotus.version,
      data: { ...product, pricing: { ...product.pricing, notes: ['Infants free', 'Pier 3\u0000'] } },
      by: 'x',
      audit,
    })
    expect(inList).toEqual({
      ok: false,
      kind: 'invalid',
      issues: [{ unitId: 'product:cruise-lotus', path: 'pricing.notes.1', message: 'characters that cannot be stored' }],
    })
    expect(
      await saveDraft(database, 'product:cruise-lotus', { data: { title: { en: 'half \ud83d', zh: '' } }, expectedDraftVersion: 0, by: 'x' }),
    ).toMatchObject({ ok: false, kind: 'invalid' })
    // Nothing of it was stored, audited or announced.
    expect((await unit('category:safari')).version).toBe(safari.version)
    expect(await database.db.select().from(auditLog).where(eq(auditLog.target, 'category:safari'))).toHaveLength(0)
    await expect(
      saveSiteContent(database, store, { categories: [] }, { expectedVersion: (await store.getSiteContent()).version, by: 'x' }),
    ).rejects.toBeInstanceOf(InvalidContentError)
  })

  it('keeps drafts apart from the live site: preview shows them, publish makes them live, a second typist is refused as stale', async () => {
    const lotus = await unit('product:cruise-lotus')
    const product = lotus.data as UnitData<'product'>
    const draft = { ...product, title: { en: 'Lotus Mega Yacht Dinner (new menu)', zh: '' } }
    expect(await saveDraft(database, 'product:cruise-lotus', { data: draft, expectedDraftVersion: 0, by: 'a@example.com' })).toEqual({
      ok: true,
      draftVersion: 1,
    })
    expect(await saveDraft(database, 'product:cruise-lotus', { data: draft, expectedDraftVersion: 0, by: 'b@example.com' })).toMatchObject({
      ok: false,
      kind: 'stale',
      current: { version: 1, by: 'a@example.com' },
    })
    // The Chinese is missing: the preview leaves this draft out and says why; the list flags it.
    const preview = await store.getPreviewContent()
    expect(preview.skipped.map((issue) => [issue.unitId, issue.path])).toEqual([['product:cruise-lotus', 'title.zh']])
    expect((await listUnits(database.db)).find((u) => u.id === 'product:cruise-lotus')?.chinese.missing).toBe(1)
    const complete = { ...draft, title: { en: 'Lotus Mega Yacht Dinner (new menu)', zh: '莲花号巨型游艇晚餐（新菜单）' } }
    expect(await saveDraft(database, 'product:cruise-lotus', { data: complete, expectedDraftVersion: 1, by: 'a@example.com' })).toEqual({
      ok: true,
      draftVersion: 2,
    })
    expect((await store.getPreviewContent()).content.products.find((p) => p.id === 'cruise-lotus')?.title.en).toBe('Lotus Mega Yacht Dinner (new menu)')
    expect((await store.getSiteContent()).content.products.find((p) => p.id === 'cruise-lotus')?.title.en).toBe(product.title.en)
    const published = await publishUnit(database, store, 'product:cruise-lotus', { expectedVersion: lotus.version, by: 'a@example.com', audit })
    expect(published).toMatchObject({ ok: true, version: lotus.version + 1 })
    expect((await store.getSiteContent()).content.products.find((p) => p.id === 'cruise-lotus')?.title.zh).toBe('莲花号巨型游艇晚餐（新菜单）')
    expect(await database.db.select().from(contentDrafts).where(eq(contentDrafts.unitId, 'product:cruise-lotus'))).toHaveLength(0)
  })

  it('flags Chinese as stale once the English changed after it, and restores an earlier revision as a new one', async () => {
    const lotus = await unit('product:cruise-lotus')
    const product = lotus.data as UnitData<'product'>
    const englishOnly = { ...product, overview: { ...product.overview, en: `${product.overview.en} Now with live music.` } }
    // Raised at Publish: the editor confirms before Chinese is left behind.
    const asked = await publishUnit(database, store, 'product:cruise-lotus', { expectedVersion: lotus.version, data: englishOnly, by: 'a@example.com', audit })
    expect(asked).toEqual({
      ok: false,
      kind: 'invalid',
      issues: [
        {
          unitId: 'product:cruise-lotus',
          path: 'overview',
          message: containing('The English changed after the Chinese'),
          zh: containing('中文写好后英文又改过'),
          confirmable: true,
        },
      ],
    })
    expect((await unit('product:cruise-lotus')).version).toBe(lotus.version)
    await publishUnit(database, store, 'product:cruise-lotus', {
      expectedVersion: lotus.version,
      data: englishOnly,
      by: 'a@example.com',
      audit,
      acceptWarnings: true,
    })
    const after = await unit('product:cruise-lotus')
    expect(after.stamps.overview).toEqual({ en: after.version, zh: 0 })
    expect((await listUnits(database.db)).find((u) => u.id === 'product:cruise-lotus')?.chinese.stale).toBeGreaterThanOrEqual(1)
    const restored = await restoreRevision(database, store, 'product:cruise-lotus', {
      version: 1,
      expectedVersion: after.version,
      by: 'owner@example.com',
      audit,
    })
    expect(restored).toMatchObject({ ok: true, version: after.version + 1 })
    const back = await unit('product:cruise-lotus')
    expect(fromPrice((back.data as UnitData<'product'>).pricing)).toBe(239)
    // Version 1's English and Chinese matched: the restore leaves no stale flag behind.
    expect(back.stamps.overview?.en).toBe(back.stamps.overview?.zh)
    expect((await listUnits(database.db)).find((u) => u.id === 'product:cruise-lotus')?.chinese.stale).toBe(0)
    const [latest] = await listRevisions(database.db, 'product:cruise-lotus')
    expect(latest).toMatchObject({ version: after.version + 1, restoredFrom: 1, createdBy: 'owner@example.com' })
    const history = await priceHistory(database.db, 'cruise-lotus')
    expect(history.flatMap((h) => h.changes)).toContainEqual({ row: 'from', column: '', before: 239, after: 249 })
    expect(history[0]).toMatchObject({
      version: after.version + 1,
      by: 'owner@example.com',
      changes: [
        { row: 'from', before: 249, after: 239 },
        { row: 'Ticket only, per person', column: 'Adult', before: 249, after: 239 },
      ],
    })
  })

  it('drops the cached content when another instance publishes', async () => {
    const other = url ? await openDatabase({ url, poolSize: 2 }) : database
    const otherStore = await createSiteContentStore(other, siteSeed)
    const changes: number[] = []
    const unsubscribe = store.onChange((version) => changes.push(version))
    try {
      const seen = await store.getSiteContent()
      const settings = await readUnit(other.db, 'settings')
      if (!settings) throw new Error('no settings')
      const published = await publishUnit(other, otherStore, 'settings', {
        expectedVersion: settings.version,
        data: { ...(settings.data as UnitData<'settings'>), wechatId: 'changed-elsewhere' },
        by: 'other-instance',
        audit,
      })
      expect(published.ok).toBe(true)
      await eventually(async () => (await store.getSiteContent()).version > seen.version)
      expect((await store.getSiteContent()).content.settings.wechatId).toBe('changed-elsewhere')
      expect(changes.length).toBeGreaterThan(0)
    } finally {
      unsubscribe()
      await otherStore.stop()
      if (other !== database) await other.close()
    }
  })

  it('keeps the old whole-content save for tests: merged, one change, stale refused', async () => {
    const before = await store.getSiteContent()
    const saved = await saveSiteContent(
      database,
      store,
      { settings: { ...before.content.settings, wechatId: 'wwd-script' } },
      { expectedVersion: before.version, by: 'script' },
    )
    expect(saved.version).toBe(before.version + 1)
    expect(saved.content.products).toEqual(before.content.products)
    await expect(
      saveSiteContent(database, store, { settings: before.content.settings }, { expectedVersion: before.version, by: 'late' }),
    ).rejects.toBeInstanceOf(StaleVersionError)
  })
})

describe('the whole-content save of tests', () => {
  it('merges objects key by key and replaces arrays and scalars', () => {
    expect(mergeContent({ a: { b: 1, c: 2 }, list: [1, 2] }, { a: { c: 3 }, list: [9] })).toEqual({ a: { b: 1, c: 3 }, list: [9] })
    expect(mergeContent({ a: 1 }, { b: undefined })).toEqual({ a: 1 })
  })
})

describe.each(databaseTargets)('stored content from older and newer deploys on $name', (target) => {
  it('splits content stored as one document into units at the first start, and migrates them to the current schema', async () => {
    const { database, dispose } = await target.create()
    try {
      // The content as a deploy before units stored it: one row, and settings without concierge hours.
      const { conciergeHours: _hours, ...oldSettings } = siteSeed.settings
      await database.db.insert(siteContent).values({ id: 'content', data: { ...siteSeed, settings: oldSettings }, version: 7, updatedBy: 'old-deploy' })
      const store = await createSiteContentStore(database, siteSeed)
      const { version, content } = await store.getSiteContent()
      expect(version).toBe(7)
      expect(content.settings.conciergeHours).toEqual({ from: '08:00', to: '22:00' })
      const [settings] = await database.db.select().from(contentUnits).where(eq(contentUnits.id, 'settings'))
      expect(settings).toMatchObject({ schemaVersion: CONTENT_SCHEMA_VERSION, updatedBy: 'split' })
      await store.stop()
    } finally {
      await dispose()
    }
  })

  it('serves pages when a unit was written by a newer deploy (unknown fields dropped) or is broken (its last good revision)', async () => {
    const { database, dispose } = await target.create()
    try {
      const store = await createSiteContentStore(database, siteSeed)
      const [home] = await database.db.select().from(contentUnits).where(eq(contentUnits.id, 'home'))
      await database.db
        .update(contentUnits)
        .set({ schemaVersion: CONTENT_SCHEMA_VERSION + 5, data: { ...(home?.data as object), videoBackground: '/media/dunes.mp4' } })
        .where(eq(contentUnits.id, 'home'))
      await database.db
        .update(contentUnits)
        .set({ data: { title: 'not a product' } })
        .where(eq(contentUnits.id, 'product:cruise-lotus'))
      store.invalidate()
      const { content } = await store.getSiteContent()
      expect(content.home.title.en).toBe(siteSeed.home.title.en)
      expect('videoBackground' in content.home).toBe(false)
      expect(content.products.find((p) => p.id === 'cruise-lotus')?.fromAed).toBe(239)
      await store.stop()
    } finally {
      await dispose()
    }
  })
})
