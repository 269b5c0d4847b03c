import { describe, expect, it } from 'vitest'
import { localize } from './localize'

describe('localize', () => {
  it('replaces every pair with one language, deeply, and keeps other values', () => {
    const value = {
      title: { en: 'Sunset Safari', zh: '日落沙漠' },
      rows: [{ label: { en: 'SUV', zh: 'SUV' }, aed: [190, null] }],
      fromAed: 700,
      tags: ['a'],
    }
    expect(localize(value, 'zh')).toEqual({ title: '日落沙漠', rows: [{ label: 'SUV', aed: [190, null] }], fromAed: 700, tags: ['a'] })
    expect(localize(value, 'en').title).toBe('Sunset Safari')
  })
})
