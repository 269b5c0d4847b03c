/**
 * The content a public page renders from: the live content, or, for `?preview` requested by a
 * signed-in staff member whose role edits content (`content.write`), the live content with the
 * team's drafts laid over it. Anyone else asking for a preview gets the live content: drafts are
 * unpublished prices and offers. A preview is never cached (the page cache stores only addresses
 * without a query) and never indexed.
 */
import type { Config } from '../../.server/config'
import type { Database } from '../../.server/db/client'
import type { SiteContent } from '../catalog/catalog-schema'
import { readCookie, sessionCookieName } from '../staff/cookies.server'
import type { Clock } from '../../.server/clock'
import { can } from '../desk/permissions'
import { readSession } from '../staff/session.server'
import type { SiteContentStore } from './content-store.server'

export const PREVIEW_PARAM = 'preview'

export type PageContentServices = { content: Pick<SiteContentStore, 'getSiteContent' | 'getPreviewContent'>; database: Database; config: Config; clock: Clock }

export async function pageContent(services: PageContentServices, request: Request): Promise<{ content: SiteContent; isPreview: boolean }> {
  const { content: store, database, config, clock } = services
  if (!new URL(request.url).searchParams.has(PREVIEW_PARAM)) return { content: (await store.getSiteContent()).content, isPreview: false }
  const token = readCookie(request.headers.get('cookie'), sessionCookieName(config.isHttps))
  // Looking at a preview is not desk activity: it neither extends nor ends the session.
  const session = token ? await readSession(database.db, token, config.adminSession, clock.now(), { touch: false }) : undefined
  if (session?.status !== 'active' || !can(session.staff.role, 'content.write')) return { content: (await store.getSiteContent()).content, isPreview: false }
  return { content: (await store.getPreviewContent()).content, isPreview: true }
}
