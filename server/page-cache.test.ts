import { describe, expect, it } from 'vitest'
import { PageCache, withNonce } from './page-cache'

describe('page cache', () => {
  it('keeps a page for a minute, then renders it again (fake clock)', () => {
    let now = 0
    const cache = new PageCache(60_000, () => now)
    cache.set('/', '<html>', 'abc')
    now = 59_999
    expect(cache.get('/')?.html).toBe('<html>')
    now = 60_001
    expect(cache.get('/')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('is emptied at once by clear (a content save)', () => {
    const cache = new PageCache()
    cache.set('/', 'a', 'n')
    cache.set('/cn', 'b', 'n')
    cache.clear()
    expect(cache.get('/')).toBeUndefined()
    expect(cache.get('/cn')).toBeUndefined()
  })

  it('gives every hit the nonce of its own response', () => {
    const html = '<script nonce="OLD+/=">a</script><link nonce="OLD+/=" rel="modulepreload"><p>nonce="other"</p>'
    expect(withNonce({ html, nonce: 'OLD+/=', storedAt: 0 }, 'NEW')).toBe(
      '<script nonce="NEW">a</script><link nonce="NEW" rel="modulepreload"><p>nonce="other"</p>',
    )
  })
})
