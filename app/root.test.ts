/**
 * The root loader serves the public pages' shell (site content) and the desk's bare frame. The
 * desk must keep working when site content cannot be read, so for /admin paths the loader answers
 * without touching it.
 */
import { describe, expect, it } from 'vitest'
import { loadConfig } from './.server/config'
import type { Services } from './load-context'
import { createRequestContext } from './load-context'
import { loader } from './root'

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

function call(path: string, context: ReturnType<typeof createRequestContext>, cookie = '') {
  const url = new URL(path, 'https://desk.example')
  const request = new Request(url, { headers: { cookie } })
  return loader({ request, url, context, params: {}, pattern: '' })
}

describe('root loader', () => {
  it('answers every desk path without reading site content', async () => {
    const { context, reads } = contextWithUnreadableContent()
    for (const path of ['/admin', '/admin/', '/admin/news', '/admin/audit.csv', '/admin.data']) {
      expect(await call(path, context, 'wwd_desk_lang=zh')).toEqual({ desk: { lang: 'zh', origin: 'https://desk.example' } })
    }
    expect(await call('/admin/staff', context)).toEqual({ desk: { lang: 'en', origin: 'https://desk.example' } })
    expect(reads()).toBe(0)
  })

  it('does read it for public pages (so the check above means something)', async () => {
    const { context, reads } = contextWithUnreadableContent()
    await expect(call('/', context)).rejects.toThrow('site content unreadable')
    await expect(call('/administrator', context)).rejects.toThrow('site content unreadable')
    expect(reads()).toBe(2)
  })
})
