import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../app/.server/config'
import type { Heartbeat } from '../app/.server/db/client'
import { createSiteContentStore } from '../app/features/content/index.server'
import { siteSeed } from '../app/features/catalog/index.server'
import { openMigratedPglite } from '../tests/support/databases'
import { createApp } from './app'
import { systemClock } from '../app/.server/clock'

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** The real app on a real embedded database; pages are never requested, so no build is loaded. */
async function start(state: { shuttingDown: boolean }, options: { heartbeat?: Heartbeat } = {}) {
  const database = await openMigratedPglite(options)
  const content = await createSiteContentStore(database, siteSeed)
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wwd-health-')), LOG_LEVEL: 'silent' })
  const app = createApp({
    services: { config, database, content, logger: pino({ level: 'silent' }), clock: systemClock },
    build: () => Promise.reject(new Error('pages are not requested in this test')),
    isShuttingDown: () => state.shuttingDown,
  })
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const get = (route: string) => fetch(`http://127.0.0.1:${String(port)}${route}`).then((response) => response.status)
  return { database, content, get }
}

describe('health and readiness', () => {
  it('say 200 while all is well, and 503 once the embedded database thread has died', async () => {
    const { database, content, get } = await start({ shuttingDown: false })
    expect(await get('/healthz')).toBe(200)
    expect(await get('/readyz')).toBe(200)
    await content.stop()
    await database.kill()
    expect(await get('/healthz')).toBe(503)
    expect(await get('/readyz')).toBe(503)
  })

  it('readiness says 503 as soon as a shutdown begins, while liveness stays 200', async () => {
    const state = { shuttingDown: false }
    const { database, content, get } = await start(state)
    state.shuttingDown = true
    expect(await get('/readyz')).toBe(503)
    expect(await get('/healthz')).toBe(200)
    await content.stop()
    await database.close()
  })

  it('liveness says 503 while the database thread is alive but answers no ping, from the last ping alone', async () => {
    // A ping may take a while on a busy machine: 2 s without an answer counts as wedged here.
    const { database, content, get } = await start({ shuttingDown: false }, { heartbeat: { everyMs: 100, wedgedAfterMs: 2000 } })
    await content.stop()
    await vi.waitFor(() => {
      expect(database.health().ok).toBe(true)
    }, 10_000)
    expect(await get('/healthz')).toBe(200)
    // A transaction left open holds the one connection: every other statement, the ping too, waits.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    const stuck = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`)
      await held
    })
    // The heartbeat's ping goes unanswered past its limit.
    await vi.waitFor(() => {
      expect(database.health().ok).toBe(false)
    }, 10_000)
    const started = Date.now()
    expect(await get('/healthz')).toBe(503)
    // Answered from the last ping's state, without waiting for the database.
    expect(Date.now() - started).toBeLessThan(300)
    expect(database.health()).toMatchObject({ ok: false, reason: expect.stringMatching(/ping/) as unknown })
    release()
    await stuck
    // The next ping is answered.
    await vi.waitFor(() => {
      expect(database.health().ok).toBe(true)
    }, 10_000)
    expect(await get('/healthz')).toBe(200)
    await database.close()
  })
})
