import { describe, expect, it } from 'vitest'
import { formatAge, formatBytes } from './backup-format'

describe('a snapshot’s size and age on the Backups page', () => {
  it('writes sizes in binary units, one decimal only for small numbers', () => {
    expect(formatBytes(532, 'en')).toBe('532 B')
    expect(formatBytes(845 * 1024, 'en')).toBe('845 KB')
    expect(formatBytes(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB')
    expect(formatBytes(12.4 * 1024 * 1024, 'zh')).toBe('12 MB')
  })

  it('says how long ago, in the desk’s language', () => {
    const now = '2026-11-27T12:00:00.000Z'
    expect(formatAge('2026-11-27T11:59:30.000Z', now, 'en')).toBe('30 seconds ago')
    expect(formatAge('2026-11-27T09:00:00.000Z', now, 'en')).toBe('3 hours ago')
    expect(formatAge('2026-11-26T08:00:00.000Z', now, 'en')).toBe('yesterday')
    expect(formatAge('2026-11-27T09:00:00.000Z', now, 'zh')).toBe('3小时前')
    expect(formatAge('2026-11-20T12:00:00.000Z', now, 'zh')).toBe('7天前')
  })
})
