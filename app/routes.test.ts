/**
 * The route table as React Router gets it: every public page once, under the site layout, with its
 * route id and the module of its kind; the desk's routes under the admin layout; ids unique.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'
import { sitePages } from './features/i18n/site-routes'
import routes from './routes'

function flatten(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])])
}

const layout = (id: string) => routes.find((entry) => entry.id === id)
const pathOf = (entry: RouteConfigEntry) => (entry.index ? '/' : `/${entry.path ?? ''}`)

describe('the route table', () => {
  it('gives every route a unique id', () => {
    const ids = flatten(routes).map((entry) => entry.id)
    expect(ids.every((id) => typeof id === 'string')).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('registers every public page once under the site layout, and the 404 catch-all last', () => {
    const site = layout('SiteLayout')
    expect(site?.file).toBe('routes/site/layout.tsx')
    const children = site?.children ?? []
    expect(children.map(pathOf)).toEqual([...sitePages.map((page) => page.path), '/*'])
    expect(children.at(-1)).toMatchObject({ id: 'NotFound', file: 'routes/site/not-found.tsx' })
  })

  it('names each page’s route by the page table, Chinese ones with a Zh suffix, and loads the module of its kind', () => {
    const files = { home: 'routes/site/home.tsx', category: 'routes/site/category.tsx', detail: 'routes/site/detail.tsx', contact: 'routes/site/contact.tsx' }
    const byPath = new Map((layout('SiteLayout')?.children ?? []).map((entry) => [pathOf(entry), entry]))
    for (const page of sitePages) {
      const entry = byPath.get(page.path)
      expect(entry, page.path).toMatchObject({ id: page.routeId, file: files[page.kind] })
      expect(page.routeId.endsWith('Zh'), page.path).toBe(page.lang === 'zh')
    }
    // The spec's route names, which other code and the tests use.
    expect(byPath.get('/')).toMatchObject({ id: 'Home', index: true })
    expect(byPath.get('/cn')?.id).toBe('HomeZh')
    expect(byPath.get('/cn/transfers')?.id).toBe('TransfersZh')
    expect(byPath.get('/transfers/short')?.id).toBe('TransfersShort')
    expect(byPath.get('/transfers/short1')?.id).toBe('TransfersShortZh')
    expect(byPath.get('/safari/regsafari1')?.id).toBe('SafariRegularZh')
    expect(byPath.get('/package/34nights')?.id).toBe('Package34Nights')
    expect(byPath.get('/city/sndcruise1')?.id).toBe('CitySndCruiseZh')
    expect(byPath.get('/contact')?.id).toBe('Contact')
    expect(byPath.get('/cn/contact')).toMatchObject({ id: 'ContactZh', file: 'routes/site/contact.tsx' })
  })

  it('keeps the desk under its own layout, and nothing else outside the two layouts but the API, sign-in and crawler files', () => {
    expect(layout('AdminLayout')?.file).toBe('routes/admin/layout.tsx')
    expect((layout('AdminLayout')?.children ?? []).every((entry) => entry.path?.startsWith('admin'))).toBe(true)
    const others = routes.filter((entry) => entry.id !== 'SiteLayout' && entry.id !== 'AdminLayout')
    expect(others.every((entry) => entry.file.startsWith('routes/api/') || entry.file.startsWith('routes/auth/') || entry.file.startsWith('routes/seo/'))).toBe(
      true,
    )
  })
})
