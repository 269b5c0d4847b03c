/**
 * Who sees the team's drafts through `?preview` on a public page: only a signed-in person whose role
 * edits content. An agent's live session, a revoked session or none at all get the live content.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { systemClock } from '../../app/.server/clock'
import { loadConfig, type Config } from '../../app/.server/config'
import type { Database } from '../../app/.server/db/client'
import { users } from '../../app/.server/db/schema'
import type { SiteContent } from '../../app/features/catalog/catalog-schema'
import { sessionCookieName } from '../../app/features/staff/cookies.server'
import { can, roles, type Role } from '../../app/features/desk/permissions'
import { createSession, hashToken, readSession, revokeSession } from '../../app/features/staff/session.server'
import { pageContent, type PageContentServices } from '../../app/features/content/page-content.server'
import { databaseTargets } from '../support/databases'

const origin = 'http://127.0.0.1:3000'
// Two recognisable stand-ins: which one a page gets is all this test asks.
const live = { marker: 'live' } as unknown as SiteContent
const drafts = { marker: 'drafts' } as unknown as SiteContent

describe.each(databaseTargets)('the preview of drafts on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let config: Config
  let services: PageContentServices
  const tokens = new Map<Role, string>()

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wwd-preview-')), PUBLIC_URL: origin })
    const content = {
      getSiteContent: () => Promise.resolve({ content: live }),
      getPreviewContent: () => Promise.resolve({ content: drafts }),
    } as unknown as PageContentServices['content']
    services = { content, database, config, clock: systemClock }
    for (const role of roles) {
      const [person] = await database.db
        .insert(users)
        .values({ email: `${role}@example.com`, role })
        .returning()
      if (!person) throw new Error(role)
      const { token } = await createSession(database.db, person.id, config.adminSession, { ip: '203.0.113.5', userAgent: 'test' }, new Date())
      tokens.set(role, token)
    }
  })
  afterAll(async () => {
    await dispose()
  })

  const page = (address: string, token?: string) =>
    pageContent(services, new Request(`${origin}${address}`, { headers: token ? { Cookie: `${sessionCookieName(config.isHttps)}=${token}` } : {} }))

  it('shows drafts only to roles that edit content; every other session gets the live content', async () => {
    for (const role of roles) {
      const seen = await page('/?preview', tokens.get(role))
      const editsContent = can(role, 'content.write')
      expect(seen, role).toEqual(editsContent ? { content: drafts, isPreview: true } : { content: live, isPreview: false })
    }
    // The agent's session is live: its role, not its session, is why it gets the live content.
    expect(can('agent', 'content.write')).toBe(false)
    expect((await readSession(database.db, tokens.get('agent'), config.adminSession, new Date(), { touch: false })).status).toBe('active')
  })

  it('gives the live content without a session, with a revoked one, and without ?preview', async () => {
    expect(await page('/?preview')).toEqual({ content: live, isPreview: false })
    expect(await page('/', tokens.get('owner'))).toEqual({ content: live, isPreview: false })
    const owner = tokens.get('owner') ?? ''
    await revokeSession(database.db, hashToken(owner), new Date())
    expect(await page('/?preview', owner)).toEqual({ content: live, isPreview: false })
  })
})
