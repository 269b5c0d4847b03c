/**
 * The one gate, over every admin route found in app/routes.ts (a new admin route cannot escape it):
 * no session → 401, a role without the route's permission → 403, a state change from another
 * origin → 403, and every admin answer is `no-store`.
 */
import { readFileSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import routes from '../../app/routes'
import { adminRoutes } from '../../app/features/desk/admin-routes'
import { can, roles, type Role } from '../../app/features/desk/permissions'
import { signInRequest } from '../support/admin'
import { expect, test, type DeskServer, type SignedIn } from '../support/desk-fixture'
import { repoRoot } from '../support/server-process'

type RouteEntry = { id?: string; path?: string; file: string; children?: RouteEntry[] }

function flatten(entries: RouteEntry[], parents: RouteEntry[] = []): { entry: RouteEntry; parents: RouteEntry[] }[] {
  return entries.flatMap((entry) => [{ entry, parents }, ...flatten(entry.children ?? [], [...parents, entry])])
}

const all = flatten(routes)
const deskRoutes = all.filter(({ parents }) => parents.some((p) => p.id === 'AdminLayout'))

/** One HTTP request with exactly these headers (Node adds only Host, Content-Length and Connection). */
function bareRequest(url: string, method: string, headers: Record<string, string>, body = ''): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) } }, (response) => {
      response.resume()
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers })
      })
    })
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

async function cookieHeader(client: APIRequestContext): Promise<string> {
  return (await client.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ')
}

test.describe.configure({ mode: 'serial' })

let server: DeskServer
const clients = new Map<Role, SignedIn>()

test.beforeAll(async ({ deskServer, signedInAs }) => {
  server = deskServer
  for (const role of roles) clients.set(role, await signedInAs(role))
})

test('every route under an /admin path sits under the gated admin layout, exactly as the admin route table says', () => {
  const outside = all.filter(({ entry, parents }) => /^\/?admin(\/|\.|$)/.test(entry.path ?? '') && !parents.some((p) => p.id === 'AdminLayout'))
  expect(outside.map(({ entry }) => entry.id)).toEqual([])
  // The same routes, no more and no fewer, with the same paths and modules.
  const built = deskRoutes.map(({ entry }) => ({ id: entry.id, path: entry.path, file: entry.file })).sort((a, b) => String(a.id).localeCompare(String(b.id)))
  const table = adminRoutes.map((r) => ({ id: r.id, path: r.path, file: r.file })).sort((a, b) => a.id.localeCompare(b.id))
  expect(built).toEqual(table)
  for (const route of adminRoutes) expect(route.permission, route.id).toBeTruthy()
})

test('without a session every admin route answers 401, no-store', async ({ request }) => {
  for (const { entry } of deskRoutes) {
    for (const method of ['GET', 'POST'] as const) {
      const response = await request.fetch(`${server.url}/${entry.path ?? ''}`, { method, headers: { Origin: server.url } })
      expect(response.status(), `${method} ${String(entry.path)}`).toBe(401)
      expect(response.headers()['cache-control'], `${method} ${String(entry.path)}`).toBe('no-store')
    }
    // The data requests of client-side navigation are refused the same way.
    const data = await request.get(`${server.url}/${entry.path ?? ''}.data`)
    expect(data.status(), `${String(entry.path)}.data`).toBe(401)
    expect(data.headers()['cache-control'], `${String(entry.path)}.data`).toBe('no-store')
  }
})

test('each role gets 403 on every route its permissions do not cover, and in on the others, for GET and POST, no-store', async () => {
  // Signing out is a POST too: keep it for last, and sign everyone in again afterwards.
  const ordered = [...deskRoutes].sort((a, b) => Number(a.entry.id === 'AdminSignOut') - Number(b.entry.id === 'AdminSignOut'))
  for (const role of roles) {
    const client = clients.get(role)?.request
    if (!client) throw new Error(role)
    for (const method of ['GET', 'POST'] as const) {
      for (const { entry } of ordered) {
        const route = adminRoutes.find((r) => r.id === entry.id)
        if (!route) throw new Error(String(entry.id))
        // An empty form: where the role may post, the command refuses it as invalid (or the route has no action).
        const response = await client.fetch(`${server.url}/${route.path}`, {
          method,
          maxRedirects: 0,
          headers: { Origin: server.url },
          ...(method === 'POST' ? { form: {} } : {}),
        })
        const label = `${role} ${method} /${route.path}`
        expect(response.headers()['cache-control'], label).toBe('no-store')
        const needed = method === 'GET' ? route.permission : (route.writePermission ?? route.permission)
        if (can(role, needed)) expect(response.status(), label).not.toBe(403)
        else expect(response.status(), label).toBe(403)
        expect(response.status(), label).not.toBe(401)
      }
    }
  }
  for (const role of roles) {
    const client = clients.get(role)?.request
    if (!client) throw new Error(role)
    expect((await client.get(`${server.url}/admin/session`)).status(), `${role} signed out by the POST above`).toBe(401)
    await signInRequest(client, server.url, clients.get(role)?.email ?? '', server.password)
    expect((await client.get(`${server.url}/admin/session`)).status(), `${role} signed in again`).toBe(200)
  }
})

test('a state change from another origin, or with no origin at all, answers 403 on every admin route', async () => {
  const owner = clients.get('owner')?.request
  if (!owner) throw new Error('owner')
  for (const { entry } of deskRoutes) {
    const url = `${server.url}/${entry.path ?? ''}`
    const foreign = await owner.post(url, { headers: { Origin: 'https://evil.example' }, form: { intent: 'remove', id: '1' } })
    expect(foreign.status(), `foreign POST ${url}`).toBe(403)
    expect(foreign.headers()['cache-control']).toBe('no-store')
    const crossSite = await owner.post(url, { headers: { 'Sec-Fetch-Site': 'cross-site' }, form: { intent: 'remove', id: '1' } })
    expect(crossSite.status(), `cross-site POST ${url}`).toBe(403)
    // Neither Origin nor Sec-Fetch-Site (a plain HTTP request: only the headers written here are
    // sent): nothing says the request came from our pages, so it is refused.
    const bare = await bareRequest(
      url,
      'POST',
      { Cookie: await cookieHeader(owner), 'Content-Type': 'application/x-www-form-urlencoded' },
      'intent=remove&id=1',
    )
    expect(bare.status, `POST without Origin or Sec-Fetch-Site ${url}`).toBe(403)
    expect(bare.headers['cache-control']).toBe('no-store')
  }
  // Still signed in and still the owner: nothing above went through.
  const session = await owner.get(`${server.url}/admin/session`)
  expect(await session.json()).toMatchObject({ email: clients.get('owner')?.email, role: 'owner' })
})

test('a desk query holding a NUL or another control character answers 400, on every desk route', async () => {
  const owner = clients.get('owner')?.request
  if (!owner) throw new Error('owner')
  for (const query of ['person=%00', 'person=a%00b', 'action=%1B%5B2J', 'q=x&from=%00']) {
    for (const path of ['admin/audit', 'admin/audit.csv']) {
      const response = await owner.get(`${server.url}/${path}?${query}`, { maxRedirects: 0 })
      expect(response.status(), `${path}?${query}`).toBe(400)
      expect(response.headers()['cache-control'], `${path}?${query}`).toBe('no-store')
    }
  }
  for (const { entry } of deskRoutes) {
    const response = await owner.get(`${server.url}/${entry.path ?? ''}?x=%00`, { maxRedirects: 0 })
    expect(response.status(), String(entry.path)).toBe(400)
  }
  // An ordinary filter still works.
  expect((await owner.get(`${server.url}/admin/audit?person=owner`)).status()).toBe(200)
})

/** A GET of `target` exactly as written (no client resolves its dots or escapes first). */
function rawGet(target: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port, path: target, method: 'GET', headers }, (response) => {
      response.resume()
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers })
      })
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

test('a desk address answers as its plain spelling, no-store included, however the path is spelled', async () => {
  const agent = clients.get('agent')?.request
  if (!agent) throw new Error('agent')
  const spellings = (path: string) => [
    path.replace('/admin', '/%61dmin'),
    path.replace('/admin', '/%41DMIN'),
    path.replace('/admin/', '/admin/%2e/'),
    `/x/..${path}`,
    `/x/%2E%2e${path}`,
    path.replace('/admin/', '/admin\\'),
  ]
  for (const [who, headers] of [
    ['nobody', {}],
    ['agent', { Cookie: await cookieHeader(agent) }],
  ] as const) {
    for (const path of ['/admin/staff', '/admin/staff.data', '/admin/audit.csv', '/admin/no-such-section']) {
      const plain = await rawGet(path, headers)
      expect(plain.headers['cache-control'], `${who} ${path}`).toBe('no-store')
      for (const spelled of spellings(path)) {
        const answer = await rawGet(spelled, headers)
        expect(answer.status, `${who} ${spelled}`).toBe(plain.status)
        expect(answer.headers['cache-control'], `${who} ${spelled}`).toBe('no-store')
      }
    }
  }
})

type ChunkMap = Record<string, { modules: string[]; imports: string[]; dynamicImports: string[] }>
type ViteManifest = Record<string, { file: string; src?: string; imports?: string[]; isEntry?: boolean }>

test('public pages load no chunk holding desk code (read from the client build manifest)', async ({ request }) => {
  const clientDir = path.join(repoRoot, 'build/client/.vite')
  const chunks = JSON.parse(readFileSync(path.join(clientDir, 'chunk-modules.json'), 'utf8')) as ChunkMap
  const manifest = JSON.parse(readFileSync(path.join(clientDir, 'manifest.json'), 'utf8')) as ViteManifest
  const isDeskModule = (module: string) =>
    [
      'app/routes/admin/',
      'app/features/desk/',
      'app/features/audit/',
      'app/features/staff/',
      'app/features/inbox/',
      'app/features/outbox/',
      'app/features/content/',
    ].some((folder) => module.startsWith(folder))
  const deskChunks = new Set(
    Object.entries(chunks)
      .filter(([, chunk]) => chunk.modules.some(isDeskModule))
      .map(([file]) => file),
  )
  // Every admin route module's chunk is among them, so the check below can see desk code.
  for (const route of [...adminRoutes.map((r) => r.file), 'routes/admin/layout.tsx']) {
    const entries = Object.values(manifest).filter((entry) => entry.src?.replace(/\?.*$/, '') === `app/${route}`)
    expect(entries.length, route).toBeGreaterThan(0)
    for (const entry of entries) expect(deskChunks.has(entry.file), `${route} → ${entry.file}`).toBe(true)
  }
  /** Every chunk a page loads: its scripts and module preloads, and, in turn, their static imports. */
  const loadedBy = (html: string) => {
    const loaded = new Set<string>()
    const queue = [...html.matchAll(/\/(assets\/[\w.-]+\.js)\b/g)].map((match) => match[1] ?? '')
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if (loaded.has(file)) continue
      loaded.add(file)
      queue.push(...(chunks[file]?.imports ?? []))
    }
    return loaded
  }
  const publicPages = ['/', '/cn', '/contact', '/safari', '/cn/safari', '/safari/regsafari', '/safari/regsafari1', '/no-such-page']
  for (const page of publicPages) {
    const loaded = loadedBy(await (await request.get(`${server.url}${page}`)).text())
    expect(loaded.size, page).toBeGreaterThan(2)
    expect(
      [...loaded].filter((file) => deskChunks.has(file)),
      page,
    ).toEqual([])
  }
  // The desk's own page does load them (the same reading finds desk code where it is).
  expect([...loadedBy(await (await request.get(`${server.url}/admin`)).text())].filter((file) => deskChunks.has(file)).length).toBeGreaterThan(0)
  // The build's manifests are not served.
  for (const file of ['/.vite/manifest.json', '/.vite/chunk-modules.json']) expect((await request.get(`${server.url}${file}`)).status(), file).toBe(404)
})
