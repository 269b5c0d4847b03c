import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../app/.server/config'
import { applyTrustProxy } from './client-ip'

/** The address the app sees for a request from loopback carrying `X-Forwarded-For: forwarded`. */
async function seenAddress(trustProxy: string | undefined, forwarded: string): Promise<string> {
  const config = loadConfig({ DATA_DIR: '/tmp/wwd-client-ip', ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }) })
  const app = express()
  applyTrustProxy(app, config.trustProxy)
  app.get('/', (req, res) => {
    res.send(req.ip ?? '')
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const response = await fetch(`http://127.0.0.1:${String(port)}/`, { headers: { 'X-Forwarded-For': forwarded } })
    return await response.text()
  } finally {
    server.close()
  }
}

describe('client addresses (TRUST_PROXY)', () => {
  it('trusts nobody by default: a forwarded address from loopback is ignored', async () => {
    expect(await seenAddress(undefined, '198.51.100.1')).toBe('127.0.0.1')
    expect(await seenAddress(undefined, '198.51.100.2')).toBe('127.0.0.1')
  })

  it('uses the forwarded address when the proxy is trusted, by address, range, name or hops', async () => {
    expect(await seenAddress('127.0.0.1', '198.51.100.7')).toBe('198.51.100.7')
    expect(await seenAddress('127.0.0.0/8, 10.0.0.0/8', '198.51.100.7')).toBe('198.51.100.7')
    expect(await seenAddress('loopback', '2001:db8::1')).toBe('2001:db8::1')
    expect(await seenAddress('1', '203.0.113.9, 198.51.100.7')).toBe('198.51.100.7')
  })

  it('does not let a visitor prepend addresses past a trusted proxy', async () => {
    // nginx appends the connecting address; only the last hop before the trusted proxy counts.
    expect(await seenAddress('127.0.0.1', '203.0.113.66, 198.51.100.7')).toBe('198.51.100.7')
  })
})
