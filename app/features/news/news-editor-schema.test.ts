import { describe, expect, it } from 'vitest'
import { isAllowedCtaLink, newsDraftErrors, newsDraftSchema, newsLanguages, type NewsDraftInput } from './news-editor-schema'

const valid: NewsDraftInput = {
  title: { en: 'Winter dune evenings', zh: '冬季沙漠之夜' },
  body: { en: 'Cooler evenings on the dunes from December.', zh: '十二月起，沙丘傍晚更凉爽。' },
  ctaText: { en: 'See the safaris', zh: '查看沙漠之旅' },
  ctaLink: '/safari',
  pin: false,
  variant: 'info',
  priority: 3,
  startAt: '2026-12-01T09:00',
  endAt: '2026-12-31',
  extra: {},
}

function errorsOf(input: unknown) {
  const parsed = newsDraftSchema.safeParse(input)
  return parsed.success ? {} : newsDraftErrors(parsed.error)
}

describe('the news form', () => {
  it('accepts a complete bilingual item and trims its text', () => {
    const parsed = newsDraftSchema.parse({ ...valid, title: { en: '  Winter dune evenings ', zh: '冬季沙漠之夜' } })
    expect(parsed.title.en).toBe('Winter dune evenings')
    expect(newsLanguages(parsed)).toEqual(['en', 'zh'])
  })

  it('accepts an item in one language only, and names the missing half of a language', () => {
    expect(errorsOf({ ...valid, title: { en: valid.title.en, zh: '' }, body: { en: valid.body.en, zh: '' }, ctaText: { en: 'See', zh: '' } })).toEqual({})
    expect(errorsOf({ ...valid, body: { en: valid.body.en, zh: '' } })).toEqual({ 'body.zh': 'required' })
    expect(errorsOf({ ...valid, title: { en: '', zh: '' }, body: { en: '', zh: '' }, ctaText: { en: '', zh: '' }, ctaLink: '' })).toEqual({
      'title.en': 'oneLanguage',
    })
  })

  it('refuses an end before the start, and unreadable dates', () => {
    expect(errorsOf({ ...valid, startAt: '2026-12-10', endAt: '2026-12-09' })).toEqual({ endAt: 'endBeforeStart' })
    expect(errorsOf({ ...valid, startAt: '2026-02-30' })).toEqual({ startAt: 'badDate' })
    // The same day is a valid one-day window: a date as end covers the whole Dubai day.
    expect(errorsOf({ ...valid, startAt: '2026-12-10T18:00', endAt: '2026-12-10' })).toEqual({})
  })

  it('allows site paths and https links only', () => {
    for (const link of ['/safari', '/cn/city/city11121#faq', 'https://wa.me/971500000000']) expect(isAllowedCtaLink(link)).toBe(true)
    for (const link of [
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      'http://example.com',
      'https://user:pw@example.com',
      'data:text/html,x',
      '/a b',
    ]) {
      expect(isAllowedCtaLink(link), link).toBe(false)
    }
    expect(errorsOf({ ...valid, ctaLink: 'javascript:alert(1)' })).toEqual({ ctaLink: 'badLink' })
  })

  it('asks for the button text in each language shown, and for a link when there is button text', () => {
    expect(errorsOf({ ...valid, ctaText: { en: 'See the safaris', zh: '' } })).toEqual({ 'ctaText.zh': 'ctaPair' })
    expect(errorsOf({ ...valid, ctaLink: '' })).toEqual({ ctaLink: 'ctaPair' })
  })

  it('refuses NUL characters, broken Unicode and text over the limits, naming the field', () => {
    expect(errorsOf({ ...valid, title: { en: 'Dune\u0000 evenings', zh: valid.title.zh } })).toEqual({ 'title.en': 'badCharacters' })
    expect(errorsOf({ ...valid, body: { en: valid.body.en, zh: '沙漠\ud83d' } })).toEqual({ 'body.zh': 'badCharacters' })
    // 120 characters by code point: an emoji counts once.
    expect(errorsOf({ ...valid, title: { en: '🐪'.repeat(120), zh: valid.title.zh } })).toEqual({})
    expect(errorsOf({ ...valid, title: { en: 'x'.repeat(121), zh: valid.title.zh } })).toEqual({ 'title.en': 'tooLong' })
    expect(errorsOf({ ...valid, priority: 1.5 })).toEqual({ priority: 'badPriority' })
    expect(errorsOf({ ...valid, variant: 'danger' })).toHaveProperty('variant')
  })
})
