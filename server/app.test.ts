import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it, vi } from 'vitest'
import { batchedHitLog } from './app'

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
    // The batch is written when its 50 ms are up.
    await vi.waitFor(() => {
      expect(lines.some((line) => line.msg === 'page cache hits')).toBe(true)
    })
    expect(lines.filter((line) => line.msg === 'slow request')).toEqual([
      expect.objectContaining({ requestId: 'slow-one', url: '/cn', status: 200, ms: 75, pageCache: 'hit' }),
    ])
    const batches = lines.filter((line) => line.msg === 'page cache hits')
    expect(batches).toEqual([expect.objectContaining({ hits: 4, paths: { '/': 2, '/cn': 2 }, slowestMs: 75 })])
  })

  it('writes the pending count when flushed (shutdown)', () => {
    const { logger, lines } = capture()
    const log = batchedHitLog(logger, 60_000)
    log.hit('/', 0.2, 'a', 'GET', 200)
    log.flush()
    expect(lines).toEqual([expect.objectContaining({ msg: 'page cache hits', hits: 1 })])
  })
})
