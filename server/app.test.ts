import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it, vi } from 'vitest'
import { batchedHitLog } from './app'
import { plainErrors } from './methods'
import { canonicalTarget, clientRequestId } from './request-line'

function capture() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
      done()
    },
  })
  return { logger: pino({ level: 'info', base: undefined }, stream), lines }
}

describe('request log of page-cache hits', () => {
  it('sums hits per path into one line, and logs a slow hit on its own line with its request id', async () => {
    const { logger, lines } = capture()
    const log = batchedHitLog(logger, 50)
    log.hit('/', 0.2, 'a', 'GET', 200)
    log.hit('/', 0.3, 'b', 'GET', 200)
    log.hit('/cn', 0.1, 'c', 'HEAD', 304)
    log.hit('/cn', 75, 'slow-one', 'GET', 200)
    log.hit('/', 80, 'slow-two', 'GET', 200, 'trace-42')
    // The batch is written when its 50 ms are up.
    await vi.waitFor(() => {
      expect(lines.some((line) => line.msg === 'page cache hits')).toBe(true)
    })
    expect(lines.filter((line) => line.msg === 'slow request')).toEqual([
      expect.objectContaining({ requestId: 'slow-one', url: '/cn', status: 200, ms: 75, pageCache: 'hit' }),
      // A client's own id is logged beside the server's, never as it.
      expect.objectContaining({ requestId: 'slow-two', clientRequestId: 'trace-42' }),
    ])
    const batches = lines.filter((line) => line.msg === 'page cache hits')
    expect(batches).toEqual([expect.objectContaining({ hits: 5, paths: { '/': 3, '/cn': 2 }, slowestMs: 80 })])
  })

  it('writes the pending count when flushed (shutdown)', () => {
    const { logger, lines } = capture()
    const log = batchedHitLog(logger, 60_000)
    log.hit('/', 0.2, 'a', 'GET', 200)
    log.flush()
    expect(lines).toEqual([expect.objectContaining({ msg: 'page cache hits', hits: 1 })])
  })
})

describe('addresses in the log lines of this file and of the last error handler (loggedUrl)', () => {
  const token = 'I1VrXGGxwVNS2L1D7sOWgbGnyxRPWsKQ7u5mAsKDxBE'

  it('page-cache hits and slow hits name no credential', () => {
    const { logger, lines } = capture()
    const log = batchedHitLog(logger, 60_000)
    log.hit(`/interaction/setup/${token}`, 75, 'slow', 'GET', 200)
    log.hit('/idp/auth?state=s3cr3t', 0.1, 'a', 'GET', 200)
    log.flush()
    expect(JSON.stringify(lines)).not.toMatch(new RegExp(`${token}|s3cr3t`))
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'slow request', url: '/interaction/setup/…' }),
      expect.objectContaining({ msg: 'page cache hits', paths: { '/interaction/setup/…': 1, '/idp/auth?…': 1 } }),
    ])
  })

  it('an unexpected error on a setup link is logged without its token', () => {
    const { logger, lines } = capture()
    const path = `/interaction/setup/${token}`
    const res = { locals: { requestId: 'r1' }, headersSent: true }
    plainErrors(logger)(new Error(`database gone while opening ${path}`), { path } as never, res as never, () => undefined)
    expect(lines).toEqual([expect.objectContaining({ msg: 'unexpected error while handling a request', url: '/interaction/setup/…', requestId: 'r1' })])
    expect(JSON.stringify(lines)).not.toContain(token)
    expect(JSON.stringify(lines)).toContain('database gone while opening /interaction/setup/…')
  })
})

describe('the request line, before anything routes it', () => {
  it('spells every path one way: escaped unreserved characters decoded, dot segments and backslashes resolved', () => {
    for (const spelled of [
      '/%61dmin/staff',
      '/%41DMIN/staff',
      '/admin/%73taff',
      '/admin/./staff',
      '/admin/%2e/staff',
      '/x/../admin/staff',
      '/x/%2E%2e/admin/staff',
      '/admin\\staff',
    ]) {
      expect(canonicalTarget(spelled).toLowerCase(), spelled).toBe('/admin/staff')
    }
    // The query stays as sent; reserved and other escapes stay escaped.
    expect(canonicalTarget('/%61dmin/audit?person=%61%00&x=..')).toBe('/admin/audit?person=%61%00&x=..')
    expect(canonicalTarget('/media/..%2f..%2fsecrets')).toBe('/media/..%2f..%2fsecrets')
    expect(canonicalTarget('/cn/%E8%BF%AA%E6%8B%9C')).toBe('/cn/%E8%BF%AA%E6%8B%9C')
    expect(canonicalTarget('/%2561dmin')).toBe('/%2561dmin')
    // Never a way out of the path: above the root is the root, and `//host` stays a path.
    expect(canonicalTarget('/../../admin')).toBe('/admin')
    expect(canonicalTarget('//evil.example/%61')).toBe('//evil.example/a')
    // Already canonical, or not a path at all: untouched.
    for (const target of ['/', '/cn/safari?x=1', '/a.b/c~d_e-f', '*', 'http://example.com/%61']) expect(canonicalTarget(target)).toBe(target)
  })

  it('keeps of a client’s X-Request-Id only what a log line may quote, at most 64 characters', () => {
    expect(clientRequestId('trace-42')).toBe('trace-42')
    expect(clientRequestId('Root=1-5759e988;Parent=53995c3f')).toBe('Root=1-5759e988;Parent=53995c3f')
    expect(clientRequestId('a\u0000b"<script>\r\nX-Injected: 1')).toBe('abscriptX-Injected:1')
    expect(clientRequestId('x'.repeat(200))).toHaveLength(64)
    expect(clientRequestId(['first', 'second'])).toBe('first')
    expect(clientRequestId('\u00e9\u00e9')).toBeUndefined()
    expect(clientRequestId(undefined)).toBeUndefined()
  })
})
