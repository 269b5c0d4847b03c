import { expect, test } from '@playwright/test'
import { startServerProcess } from '../support/server-process'

// Each test starts its own server processes (a new embedded database takes a few seconds).
test.describe.configure({ timeout: 120_000 })

test('SIGTERM finishes in-flight requests, closes the database and exits 0', async () => {
  const server = await startServerProcess()
  const inFlight = Promise.all([fetch(`${server.url}/`), fetch(`${server.url}/cn/city`)])
  await new Promise((resolve) => setTimeout(resolve, 5))
  const exit = server.stop('SIGTERM')
  const responses = await inFlight
  expect(responses.map((r) => r.status)).toEqual([200, 200])
  expect(await exit).toBe(0)
  expect(server.output()).not.toContain('"level":50')
})

test('the embedded database and generated secrets survive a restart', async () => {
  const first = await startServerProcess({ dataDir: undefined })
  const dataDir = first.dataDir
  first.child.kill('SIGTERM')
  await new Promise((resolve) => first.child.once('exit', resolve))
  const second = await startServerProcess({ dataDir })
  const response = await fetch(`${second.url}/readyz`)
  expect(response.status).toBe(200)
  expect(await second.stop()).toBe(0)
})
