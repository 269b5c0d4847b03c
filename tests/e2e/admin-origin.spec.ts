/**
 * One same-origin check for the desk, in its gate: a state change from another origin is refused
 * with 403 and `no-store` by the gate itself (no check in front of React Router answers first), for
 * page and data requests alike and however the path is spelled, and nothing is written.
 */
import type { APIRequestContext } from '@playwright/test'
import { expect, test, type DeskServer } from '../support/desk-fixture'

test.describe.configure({ mode: 'serial' })

let server: DeskServer
let owner: APIRequestContext

test.beforeAll(async ({ deskServer, signedInAs }) => {
  server = deskServer
  owner = (await signedInAs('owner')).request
})

const invite = { intent: 'invite', email: 'invited@example.com', role: 'owner' }

test('an invite from another origin is refused by the gate, 403 no-store, as a page or a data request', async () => {
  for (const [path, origin] of [
    ['/admin/staff', 'https://evil.example'],
    ['/admin/staff.data', 'https://evil.example'],
    ['/admin/staff', 'null'],
    // Another port of the same host is another origin.
    ['/admin/staff', server.url.replace(/:\d+$/, ':1')],
  ] as const) {
    const response = await owner.post(`${server.url}${path}`, { headers: { Origin: origin }, form: invite, maxRedirects: 0 })
    expect(response.status(), `${path} from ${origin}`).toBe(403)
    expect(response.headers()['cache-control'], `${path} from ${origin}`).toBe('no-store')
  }
  // A page request shows the desk's refusal (the gate's), not a bare error.
  const page = await owner.post(`${server.url}/admin/staff`, { headers: { Origin: 'https://evil.example' }, form: invite })
  const text = await page.text()
  expect(text).toContain('<html')
  expect(text).toContain('cross-origin')
  // The same path spelled with an escape reaches the same gate.
  const escaped = await owner.post(`${server.url}/%61dmin/staff`, { headers: { Origin: 'https://evil.example' }, form: invite })
  expect(escaped.status()).toBe(403)
  // Nothing was written: the invite from the desk's own origin is the first.
  const ours = await owner.post(`${server.url}/admin/staff`, { headers: { Origin: server.url }, form: invite })
  expect(ours.status()).toBe(200)
  expect(ours.headers()['cache-control']).toBe('no-store')
})
