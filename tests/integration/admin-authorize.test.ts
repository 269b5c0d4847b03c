/**
 * The `authorize` backstop: an admin command refuses an actor without the permission by itself,
 * even when called directly (as if a route were ever mounted outside the gated layout). Calls the
 * real route actions and loaders with a real database.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../app/.server/config'
import type { Database } from '../../app/.server/db/client'
import { auditLog, news, users } from '../../app/.server/db/schema'
import { logger } from '../../app/.server/logger'
import type { Services } from '../../app/load-context'
import { createSiteContentStore } from '../../app/features/content/content-store.server'
import { siteSeed } from '../../app/features/catalog/seed'
import { deskActorContext } from '../../app/features/admin/context'
import type { Role } from '../../app/features/admin/permissions'
import { createRequestContext } from '../../app/load-context'
import { action as newsAction } from '../../app/routes/admin/news'
import { action as staffAction } from '../../app/routes/admin/staff'
import { loader as auditLoader } from '../../app/routes/admin/audit'
import { loader as auditCsvLoader } from '../../app/routes/admin/audit-csv'
import { databaseTargets } from '../support/databases'

const origin = 'http://127.0.0.1:3000'

describe.each(databaseTargets)('authorize backstop on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let services: Services

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    const content = await createSiteContentStore(database, siteSeed)
    services = { config: loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wwd-authz-')), PUBLIC_URL: origin }), database, content, logger }
  })
  afterAll(async () => {
    await services.content.stop()
    await dispose()
  })

  /** The arguments of a route function, as the gate would hand them on, for a person with `role`. */
  function argsFor(role: Role, request: Request) {
    const context = createRequestContext({ services, nonce: 'n', requestId: 'r', clientIp: '203.0.113.5' })
    context.set(deskActorContext, {
      staff: { id: 999, email: `${role}@example.com`, name: role, role },
      tokenHash: 'h',
      expiresAt: new Date(Date.now() + 3_600_000),
      ip: '203.0.113.5',
      userAgent: 'test',
      requestId: 'r',
    })
    return { request, context, params: {}, url: new URL(request.url), pattern: '' }
  }

  async function statusOf(run: () => Promise<unknown>): Promise<number> {
    try {
      const result = await run()
      return result instanceof Response ? result.status : 200
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.status
      throw thrown
    }
  }

  const newsPost = () =>
    new Request(`${origin}/admin/news`, {
      method: 'POST',
      headers: { Origin: origin },
      body: new URLSearchParams({
        intent: 'create',
        draft: JSON.stringify({
          title: { en: 'Backstop check', zh: '' },
          body: { en: 'Should never be saved by an agent.', zh: '' },
          ctaText: { en: '', zh: '' },
          ctaLink: '',
          pin: false,
          variant: 'info',
          priority: 0,
          startAt: null,
          endAt: null,
          extra: {},
        }),
      }),
    })

  it('a news write by an agent is refused with 403 and writes nothing; an editor’s goes through', async () => {
    type NewsArgs = Parameters<typeof newsAction>[0]
    expect(await statusOf(() => newsAction(argsFor('agent', newsPost()) as unknown as NewsArgs))).toBe(403)
    expect(await database.db.select().from(news)).toHaveLength(0)
    expect(await database.db.select().from(auditLog)).toHaveLength(0)
    expect(await statusOf(() => newsAction(argsFor('editor', newsPost()) as unknown as NewsArgs))).toBe(200)
    expect((await database.db.select().from(news)).map((row) => row.title.en)).toEqual(['Backstop check'])
  })

  it('staff changes and the audit log are refused to editors and agents', async () => {
    const invite = () =>
      new Request(`${origin}/admin/staff`, { method: 'POST', headers: { Origin: origin }, body: new URLSearchParams({ intent: 'invite', email: 'new@example.com', role: 'owner' }) })
    for (const role of ['editor', 'agent'] as const) {
      expect(await statusOf(() => staffAction(argsFor(role, invite()) as unknown as Parameters<typeof staffAction>[0]))).toBe(403)
      const audit = new Request(`${origin}/admin/audit`)
      expect(await statusOf(() => auditLoader(argsFor(role, audit) as unknown as Parameters<typeof auditLoader>[0]))).toBe(403)
      const csv = new Request(`${origin}/admin/audit.csv`)
      expect(await statusOf(() => auditCsvLoader(argsFor(role, csv) as unknown as Parameters<typeof auditCsvLoader>[0]))).toBe(403)
    }
    expect(await database.db.select().from(users)).toHaveLength(0)
  })
})
