/**
 * The desk must keep working when site content cannot be read: nothing on a desk request's way to
 * its own page reads it. The root (the document) has no loader and the desk's routes sit outside
 * the site layout, whose loader is the one that reads the shell's content.
 */
import { matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './.server/config'
import { deskActorContext } from './features/desk/context'
import type { Services } from './load-context'
import { createRequestContext } from './load-context'
import * as root from './root'
import routes from './routes'
import * as adminLayout from './routes/admin/layout'
import * as siteLayout from './routes/site/layout'

function contextWithUnreadableContent() {
  let reads = 0
  const content = {
    getSiteContent: () => {
      reads += 1
      return Promise.reject(new Error('site content unreadable'))
    },
  }
  const services = { config: loadConfig({ PUBLIC_URL: 'https://desk.example' }), content } as unknown as Services
  return { context: createRequestContext({ services, nonce: 'n', requestId: 'r', clientIp: '203.0.113.1' }), reads: () => reads }
}

function args(path: string, context: ReturnType<typeof createRequestContext>, cookie = '') {
  const url = new URL(path, 'https://desk.example')
  return { request: new Request(url, { headers: { cookie } }), url, context, params: {}, pattern: '' }
}

/** The route ids a path goes through, outermost first (the root above them all). */
function layersOf(path: string): (string | undefined)[] {
  return (matchRoutes(routes as RouteObject[], path) ?? []).map((match) => match.route.id)
}

describe('a desk request', () => {
  const deskPaths = ['/admin', '/admin/', '/admin/news', '/admin/audit.csv', '/admin/enquiries/12']

  it('goes through the admin layout only: the root reads nothing and the site layout is not on its way', () => {
    expect(root).not.toHaveProperty('loader')
    for (const path of deskPaths) expect(layersOf(path)[0], path).toBe('AdminLayout')
  })

  it('gets its language and the site origin from the admin layout, without reading site content', async () => {
    const { context, reads } = contextWithUnreadableContent()
    context.set(deskActorContext, {
      staff: { id: 1, email: 'owner@example.com', name: 'Owner', role: 'owner' },
      tokenHash: 'h',
      expiresAt: new Date('2026-11-27T12:00:00Z'),
      ip: '203.0.113.1',
      userAgent: 'test',
      requestId: 'r',
    })
    expect(adminLayout.loader(args('/admin', context, 'wwd_desk_lang=zh'))).toMatchObject({ desk: { lang: 'zh', origin: 'https://desk.example' } })
    expect(adminLayout.loader(args('/admin/staff', context))).toMatchObject({ desk: { lang: 'en', origin: 'https://desk.example' } })
    expect(reads()).toBe(0)
  })
})

describe('a public request', () => {
  it('goes through the site layout, whose loader reads site content (so the checks above mean something)', async () => {
    const { context, reads } = contextWithUnreadableContent()
    for (const path of ['/', '/cn/safari', '/administrator', '/no-such-page']) {
      expect(layersOf(path)[0], path).toBe('SiteLayout')
      await expect(siteLayout.loader(args(path, context))).rejects.toThrow('site content unreadable')
    }
    expect(reads()).toBe(4)
  })
})

describe('a refusal rendered by the document’s own boundary', () => {
  it('keeps the refusal’s Cache-Control (the gate’s no-store), and adds none to other answers', () => {
    const none = new Headers()
    const refused = root.headers({ parentHeaders: none, loaderHeaders: none, actionHeaders: none, errorHeaders: new Headers({ 'Cache-Control': 'no-store' }) })
    expect(new Headers(refused).get('cache-control')).toBe('no-store')
    const plain = root.headers({ parentHeaders: new Headers({ Vary: 'Cookie' }), loaderHeaders: none, actionHeaders: none, errorHeaders: undefined })
    expect([...new Headers(plain)]).toEqual([['vary', 'Cookie']])
  })
})
