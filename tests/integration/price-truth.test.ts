/**
 * One truth for prices (#25 defect 1): after only a product's table changes, every "from" price and
 * every price named in running copy says the new amount, in both languages; a publish that would
 * make the site say two prices for one thing is refused, naming the places.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../app/.server/db/client'
import { contentUnits } from '../../app/.server/db/schema'
import { createSiteContentStore, type SiteContentStore } from '../../app/features/content/content-store.server'
import { readUnit } from '../../app/features/content/content-units-query.server'
import { publishUnit } from '../../app/features/content/publish-unit.server'
import { siteSeed } from '../../app/features/catalog/seed'
import type { UnitData } from '../../app/features/content/content-units'
import { editorAudit, unitReader, withFirstPrice } from '../support/content'
import { databaseTargets } from '../support/databases'

/** A string holding `text` (an asymmetric matcher, typed for object patterns). */
const containing = (text: string): string => expect.stringContaining(text) as string

const audit = editorAudit

describe.each(databaseTargets)('prices from the tables only, on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let store: SiteContentStore

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    store = await createSiteContentStore(database, siteSeed)
  })
  afterAll(async () => {
    await store.stop()
    await dispose()
  })

  const unit = unitReader(() => database.db)
  const content = async () => (await store.getSiteContent()).content

  it('derives every "from" price and every price in copy from the table, in both languages', async () => {
    const before = await content()
    expect(before.products.find((p) => p.id === 'safari-morning')?.fromAed).toBe(500)
    expect(before.categories.find((c) => c.id === 'safari')?.summary).toMatchObject({
      en: containing('From AED 500 per vehicle.'),
      zh: containing('每车 AED 500 起。'),
    })

    // Only the table price changes, as in the walkthrough: 500 → 555.
    const morning = await unit('product:safari-morning')
    const published = await publishUnit(database, store, 'product:safari-morning', {
      expectedVersion: morning.version,
      data: withFirstPrice(morning.data as UnitData<'product'>, 555),
      by: 'editor@example.com',
      audit,
    })
    expect(published).toMatchObject({ ok: true })

    const after = await content()
    expect(after.products.find((p) => p.id === 'safari-morning')?.fromAed).toBe(555)
    // 555 is still the cheapest safari, so the page's "from" follows it.
    const safari = after.categories.find((c) => c.id === 'safari')
    expect(safari?.summary.en).toContain('From AED 555 per vehicle.')
    expect(safari?.summary.zh).toContain('每车 AED 555 起。')
    const everything = JSON.stringify(after)
    expect(everything).not.toContain('{{')
    expect(everything).not.toMatch(/AED 500\b/)
  })

  it('refuses a "from" price typed by hand, and takes the placeholder', async () => {
    const safari = await unit('category:safari')
    const page = safari.data as UnitData<'category'>
    const typed = await publishUnit(database, store, 'category:safari', {
      expectedVersion: safari.version,
      data: { ...page, summary: { en: 'Private 4x4 desert safaris from AED 555 per vehicle.', zh: '私享四驱沙漠之旅，每车 AED 555 起。' } },
      by: 'editor@example.com',
      audit,
    })
    expect(typed).toMatchObject({
      ok: false,
      kind: 'invalid',
      issues: [{ unitId: 'category:safari', path: 'summary', message: containing('{{from:safari}}'), zh: containing('{{from:safari}}') }],
    })

    const bound = await publishUnit(database, store, 'category:safari', {
      expectedVersion: safari.version,
      data: { ...page, summary: { en: 'Private 4x4 desert safaris from {{from:safari}} per vehicle.', zh: '私享四驱沙漠之旅，每车 {{from:safari}} 起。' } },
      by: 'editor@example.com',
      audit,
    })
    expect(bound).toMatchObject({ ok: true })
    expect((await content()).categories.find((c) => c.id === 'safari')?.summary).toEqual({
      en: 'Private 4x4 desert safaris from AED 555 per vehicle.',
      zh: '私享四驱沙漠之旅，每车 AED 555 起。',
    })
  })

  it('refuses a price change while other copy still names the old amount, naming where; a fixed amount written as {{aed:…}} passes', async () => {
    const faq = await unit('faq:safari')
    const items = (faq.data as UnitData<'faq'>).items
    const extra = {
      question: { en: 'What does the sunset safari cost?', zh: '日落沙漠之旅多少钱？' },
      answer: { en: 'AED 700 for the whole 4x4.', zh: '整车 AED 700。' },
    }
    expect(
      await publishUnit(database, store, 'faq:safari', { expectedVersion: faq.version, data: { items: [...items, extra] }, by: 'editor@example.com', audit }),
    ).toMatchObject({ ok: true })

    const sunset = await unit('product:safari-sunset')
    const dearer = await publishUnit(database, store, 'product:safari-sunset', {
      expectedVersion: sunset.version,
      data: withFirstPrice(sunset.data as UnitData<'product'>, 750),
      by: 'editor@example.com',
      audit,
    })
    expect(dearer).toMatchObject({
      ok: false,
      kind: 'invalid',
      issues: [{ unitId: 'faq:safari', path: `items[${String(items.length)}].answer`, message: containing('{{price:safari-sunset}}') }],
    })
    expect(!dearer.ok && dearer.issues?.[0]?.message).toContain('AED 700')
    expect((await content()).products.find((p) => p.id === 'safari-sunset')?.fromAed).toBe(700)

    // The answer names the price through the placeholder: the change goes through and the answer follows.
    const faqNow = await unit('faq:safari')
    const bound = { ...extra, answer: { en: '{{price:safari-sunset}} for the whole 4x4.', zh: '整车 {{price:safari-sunset}}。' } }
    expect(
      await publishUnit(database, store, 'faq:safari', {
        expectedVersion: faqNow.version,
        data: { items: [...items, bound] },
        by: 'editor@example.com',
        audit,
      }),
    ).toMatchObject({ ok: true })
    expect(
      await publishUnit(database, store, 'product:safari-sunset', {
        expectedVersion: sunset.version,
        data: withFirstPrice(sunset.data as UnitData<'product'>, 750),
        by: 'editor@example.com',
        audit,
      }),
    ).toMatchObject({ ok: true })
    const answer = (await content()).categories.find((c) => c.id === 'safari')?.faq.at(-1)?.answer
    expect(answer).toEqual({ en: 'AED 750 for the whole 4x4.', zh: '整车 AED 750。' })
  })

  it('refuses a placeholder that names nothing', async () => {
    const safari = await unit('category:safari')
    const page = safari.data as UnitData<'category'>
    const wrong = await publishUnit(database, store, 'category:safari', {
      expectedVersion: safari.version,
      data: { ...page, summary: { en: 'Safaris from {{price:safari-nowhere}}.', zh: '沙漠之旅 {{price:safari-morning:9:9}} 起。' } },
      by: 'editor@example.com',
      audit,
    })
    expect(wrong).toMatchObject({ ok: false, kind: 'invalid', issues: [{ unitId: 'category:safari', path: 'summary' }] })
    expect(!wrong.ok && wrong.issues?.[0]?.message).toMatch(/\{\{price:safari-nowhere\}\}, \{\{price:safari-morning:9:9\}\} names no page/)
  })

  it('brings content stored before placeholders forward: the typed "from" price goes, seeded copy names its price', async () => {
    const [row] = await database.db.select().from(contentUnits).where(eq(contentUnits.id, 'category:transfers'))
    const page = row?.data as UnitData<'category'>
    const oldSummary = { en: page.summary.en.replace('{{from:transfers}}', 'AED 190'), zh: page.summary.zh.replace('{{from:transfers}}', 'AED 190') }
    expect(oldSummary.en).not.toBe(page.summary.en)
    await database.db
      .update(contentUnits)
      .set({ schemaVersion: 2, data: { ...page, summary: oldSummary } })
      .where(eq(contentUnits.id, 'category:transfers'))
    const [lotusRow] = await database.db.select().from(contentUnits).where(eq(contentUnits.id, 'product:cruise-lotus'))
    await database.db
      .update(contentUnits)
      .set({ schemaVersion: 2, data: { ...(lotusRow?.data as object), fromAed: 1 } })
      .where(eq(contentUnits.id, 'product:cruise-lotus'))

    const restarted = await createSiteContentStore(database, siteSeed)
    try {
      const read = (await restarted.getSiteContent()).content
      expect(read.products.find((p) => p.id === 'cruise-lotus')?.fromAed).toBe(239)
      expect(read.categories.find((c) => c.id === 'transfers')?.summary.en).toContain('from AED 190')
      const stored = await readUnit(database.db, 'category:transfers')
      expect((stored?.data as UnitData<'category'>).summary.en).toContain('{{from:transfers}}')
      expect(JSON.stringify((await readUnit(database.db, 'product:cruise-lotus'))?.data)).not.toContain('fromAed')
    } finally {
      await restarted.stop()
    }
  })
})
