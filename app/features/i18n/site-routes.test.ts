import { describe, expect, it } from 'vitest'
import { findSitePage, isChinesePath, langOf, pairedPath, sitePages, translationsOf, twinPath } from './site-routes'

describe('the route table', () => {
  it('has the 42 public pages', () => {
    expect(sitePages).toHaveLength(42)
    expect(sitePages.filter((p) => p.kind === 'detail' && p.lang === 'en')).toHaveLength(14)
    expect(sitePages.filter((p) => p.kind === 'detail' && p.lang === 'zh')).toHaveLength(14)
    expect(sitePages.filter((p) => p.kind !== 'detail')).toHaveLength(14)
  })

  it('pairs every page both ways', () => {
    for (const page of sitePages) {
      expect(pairedPath(pairedPath(page.path))).toBe(page.path)
      expect(findSitePage(page.pair)?.lang).not.toBe(page.lang)
    }
  })

  it("reads every page's language from its address, and lists its versions in every language it has", () => {
    for (const page of sitePages) {
      expect(langOf(page.path), page.path).toBe(page.lang)
      const versions = translationsOf(page)
      expect(versions[page.lang], page.path).toBe(page.path)
      expect(Object.keys(versions), page.path).toEqual(['en', 'zh'])
    }
  })

  it('gives every page a translation (its twin)', () => {
    for (const page of sitePages) expect(twinPath(page.path), page.path).toBe(page.pair)
    expect(twinPath('/contact')).toBe('/cn/contact')
    expect(twinPath('/cn/contact/')).toBe('/contact')
    expect(twinPath('/city/city121/')).toBe('/city/city12')
    expect(twinPath('/no/such/page')).toBeUndefined()
  })
})

describe('Chinese mode', () => {
  it.each([
    ['/', false],
    ['/cn', true],
    ['/cn/', true],
    ['/cn/safari', true],
    ['/cnx', false],
    ['/transfers/short', false],
    ['/transfers/short1', true],
    ['/package/34nights1', true],
    ['/package/34nights', false],
    ['/safari/addon1', true],
    ['/city/city1112', false],
    ['/city/city11121', true],
    ['/city/sndcruise1', true],
    ['/packages', false],
    ['/contact', false],
    ['/cn/contact', true],
    ['/cruise/x1', false],
  ])('%s → Chinese %s', (path, expected) => {
    expect(isChinesePath(path)).toBe(expected)
  })

  it('also follows a route name ending in Zh', () => {
    expect(isChinesePath('/somewhere', 'HomeZh')).toBe(true)
    expect(isChinesePath('/somewhere', 'Home')).toBe(false)
  })

  it('sends the toggle to / or /cn where a page has no pair', () => {
    expect(pairedPath('/no/such/page')).toBe('/cn')
    expect(pairedPath('/cn/no-such-page')).toBe('/')
    expect(pairedPath('/city/city121')).toBe('/city/city12')
    expect(pairedPath('/transfers/')).toBe('/cn/transfers')
    expect(langOf('/safari/regsafari1')).toBe('zh')
  })

  it('pairs About Us and the terms with their Chinese version', () => {
    expect(pairedPath('/contact')).toBe('/cn/contact')
    expect(pairedPath('/cn/contact')).toBe('/contact')
    expect(findSitePage('/cn/contact')).toMatchObject({ kind: 'contact', lang: 'zh', routeId: 'ContactZh' })
  })
})
