import { describe, expect, it } from 'vitest'
import { builtinNews, type NewsRecord } from './news-data'
import { ctaLinkFor, localizeNews, safeLink } from './news-localize'

const record = (patch: Partial<NewsRecord>): NewsRecord => ({
  id: 'x',
  title: { en: 'Title', zh: '标题' },
  body: { en: 'Body', zh: '正文' },
  ctaText: { en: 'Go', zh: '前往' },
  ctaLink: '/city/city1112',
  pin: false,
  variant: 'info',
  priority: 0,
  startAt: null,
  endAt: null,
  ...patch,
})

describe('news in one language', () => {
  it('pairs the CTA link by the site rule on Chinese pages', () => {
    expect(ctaLinkFor(record({}), 'en')).toBe('/city/city1112')
    expect(ctaLinkFor(record({}), 'zh')).toBe('/city/city11121')
    expect(ctaLinkFor(record({ ctaLink: '/safari' }), 'zh')).toBe('/cn/safari')
    expect(ctaLinkFor(record({ ctaLink: 'https://example.com/offer' }), 'zh')).toBe('https://example.com/offer')
    expect(ctaLinkFor(record({ extra: { ctaLinkZh: '/cn/city' } }), 'zh')).toBe('/cn/city')
  })

  it('drops unsafe links, and the CTA without a link or text', () => {
    for (const link of ['javascript:alert(1)', '//evil.example', '/\\evil', 'mailto:x@y.z', '']) expect(safeLink(link)).toBeNull()
    expect(localizeNews(record({ ctaLink: 'javascript:alert(1)' }), 'en')).toMatchObject({ ctaText: null, ctaLink: null })
    expect(localizeNews(record({ ctaText: null }), 'en')).toMatchObject({ ctaText: null, ctaLink: null })
  })

  it('leaves out an item without a title or body in that language, and writes ISO dates', () => {
    expect(localizeNews(record({ title: { en: 'Only English', zh: ' ' } }), 'zh')).toBeUndefined()
    expect(localizeNews(record({ startAt: '2025-11-01', endAt: '2025-12-31' }), 'zh')).toMatchObject({
      title: '标题',
      startAt: '2025-10-31T20:00:00.000Z',
      endAt: '2025-12-31T19:59:59.999Z',
    })
  })
})

describe('built-in news', () => {
  it('has the three items in both languages, Musandam pinned', () => {
    expect(builtinNews.map((item) => item.id)).toEqual(['builtin-musandam', 'builtin-theme-parks', 'builtin-peak-surcharge'])
    for (const item of builtinNews) {
      for (const lang of ['en', 'zh'] as const) {
        expect(item.title[lang].trim(), `${item.id} title ${lang}`).not.toBe('')
        expect(item.body[lang].trim(), `${item.id} body ${lang}`).not.toBe('')
      }
      expect(item.title.zh + item.body.zh).toMatch(/[\u4e00-\u9fff]/)
      expect(item.title.zh + item.body.zh + (item.ctaText?.zh ?? '')).not.toMatch(/[£€]/)
    }
    expect(builtinNews.filter((item) => item.pin).map((item) => item.id)).toEqual(['builtin-musandam'])
  })

  it('writes prices as AED amounts, so English pages convert them like every other price', () => {
    const [musandam, themeParks, notice] = builtinNews
    expect(musandam?.body.en).toContain('AED 859')
    expect(musandam?.body.zh).toContain('AED 859')
    expect(themeParks?.title.en).toContain('AED 50')
    expect(themeParks?.body.en).toContain('31 December 2025')
    expect(themeParks?.endAt).toBe('2025-12-31T23:59:59+04:00')
    expect(notice?.variant).toBe('warning')
    expect(notice?.endAt).toBeNull()
  })

  it('links Musandam to the city tour page in each language', () => {
    const musandam = builtinNews[0]
    if (!musandam) throw new Error('missing')
    expect(localizeNews(musandam, 'en')?.ctaLink).toBe('/city/city1112')
    expect(localizeNews(musandam, 'zh')?.ctaLink).toBe('/city/city11121')
  })
})
