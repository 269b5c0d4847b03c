import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../app/.server/db/client'
import { migrateDatabase } from '../../app/.server/db/migrate'
import { contentRevisions } from '../../app/.server/db/schema'
import { createSiteContentStore, StaleVersionError, type SiteContentStore } from '../../app/.server/site-content'
import { siteSeed } from '../../app/features/catalog/seed'
import { databaseTargets, eventually } from '../support/databases'

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

  it('applies every migration, and applying them again changes nothing', async () => {
    const tables = await database.rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    )
    const names = tables.map((row) => row.table_name)
    for (const table of ['site_content', 'content_revisions', 'news', 'enquiries', 'mail_outbox', 'users', 'sessions', 'audit_log', 'media', 'rate_limits']) {
      expect(names).toContain(table)
    }
    await migrateDatabase(database)
    const applied = await database.rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
    expect(applied[0]?.n).toBeGreaterThanOrEqual(1)
  })

  it('seeds the content once and serves the same object from memory', async () => {
    const first = await store.getSiteContent()
    expect(first.version).toBe(1)
    expect(first.content.settings.email).toBe('info@wanderwonderworlddubai.com')
    expect(await store.getSiteContent()).toBe(first)
    // A second seeding attempt (the next start) keeps the stored row.
    const again = await createSiteContentStore(database, { ...siteSeed, settings: { ...siteSeed.settings, email: 'other@example.com' } })
    expect((await again.getSiteContent()).content.settings.email).toBe('info@wanderwonderworlddubai.com')
    await again.stop()
  })

  it('merges a save, bumps the version, keeps a revision and refuses a stale version', async () => {
    const before = await store.getSiteContent()
    const saved = await store.saveSiteContent(
      { settings: { ...before.content.settings, wechatId: 'wwd-dubai' } },
      { expectedVersion: before.version, by: 'editor@example.com' },
    )
    expect(saved.version).toBe(before.version + 1)
    expect(saved.content.settings.wechatId).toBe('wwd-dubai')
    expect(saved.content.products).toEqual(before.content.products)
    const revisions = await database.db.select().from(contentRevisions)
    expect(revisions.map((r) => r.version)).toContain(saved.version)
    await expect(
      store.saveSiteContent({ settings: before.content.settings }, { expectedVersion: before.version, by: 'late@example.com' }),
    ).rejects.toBeInstanceOf(StaleVersionError)
  })

  it('refuses a save that breaks the content schema', async () => {
    const current = await store.getSiteContent()
    await expect(
      store.saveSiteContent({ settings: { ...current.content.settings, email: 'not-an-email' } }, { expectedVersion: current.version, by: 'x' }),
    ).rejects.toThrow()
    expect((await store.getSiteContent()).version).toBe(current.version)
  })

  it('drops the cached content when the row changes through another connection', async () => {
    // On PostgreSQL the second store has its own pool and listener; on PGlite it shares the one connection.
    const other = url ? await openDatabase({ url, poolSize: 2 }) : database
    const otherStore = await createSiteContentStore(other, siteSeed)
    const changes: number[] = []
    const unsubscribe = store.onChange((version) => changes.push(version))
    try {
      const seen = await store.getSiteContent()
      const fromOther = await otherStore.getSiteContent()
      expect(fromOther.version).toBe(seen.version)
      const saved = await otherStore.saveSiteContent(
        { settings: { ...fromOther.content.settings, wechatId: 'changed-elsewhere' } },
        { expectedVersion: fromOther.version, by: 'other-instance' },
      )
      await eventually(async () => (await store.getSiteContent()).version === saved.version)
      expect((await store.getSiteContent()).content.settings.wechatId).toBe('changed-elsewhere')
      expect(changes.length).toBeGreaterThan(0)
    } finally {
      unsubscribe()
      await otherStore.stop()
      if (other !== database) await other.close()
    }
  })
})
