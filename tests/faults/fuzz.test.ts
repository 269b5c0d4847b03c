/**
 * The fuzz case: at least 2,000 generated hostile requests across every public endpoint of
 * the two instances (directly and through nginx): NUL, lone surrogates, deep nesting, prototype
 * keys, wrong types and sizes, odd methods, invalid UTF-8, and slow senders. No answer may be a 5xx
 * or carry a stack trace or a server path, and both instances are healthy afterwards.
 */
import { request as httpRequest, Agent } from 'node:http'
import { connect } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCluster, type Cluster } from './support/cluster'
import { newVisitor, solvedTokenFrom, visit } from './support/visitors'

let cluster: Cluster

beforeAll(async () => {
  cluster = await startCluster()
})
afterAll(async () => {
  await cluster.dispose()
})

const PAGES = ['/', '/cn', '/contact', '/safari', '/cn/safari', '/safari/regsafari', '/safari/regsafari1', '/admin', '/no-such-page', '/cn/no-such']
const APIS = [
  '/api/enquiries',
  '/api/enquiry-cn',
  '/api/news',
  '/api/enquiry-terms',
  '/api/human-check/challenge',
  '/api/qr/whatsapp.svg',
  '/api/qr/wechat.svg',
]
const OTHERS = ['/sitemap.xml', '/robots.txt', '/healthz', '/readyz', '/assets/nothing.js', '/favicon.ico']
const ENQUIRY_PATHS = ['/api/enquiries', '/api/enquiry-cn']

/** Strings PostgreSQL, JSON or UTF-16 handling might choke on. */
const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\ud83d',
    '🙂'.repeat(70),
    '\uFEFF',
    '\u202E',
    '<script>alert(1)</script>',
    "'; drop table enquiries; --",
    '%00',
    '\\u0000',
    '../../etc/passwd',
    '{{7*7}}',
    '${process.env}',
  ),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constant('x'.repeat(5000)),
)

/** Text that reaches the database when the rest of the enquiry is valid. */
const STORAGE_HOSTILE = ['a\u0000b', 'x\udfffy', 'end\ud83d', '🙂'.repeat(70), '\u0000', '\ud800\udc00\ud800', '\uFEFF\u202E']

const anyJson = fc.jsonValue({ maxDepth: 3 })

function deepNest(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

const contact = fc.record(
  { name: fc.oneof(hostileString, anyJson), email: fc.oneof(hostileString, fc.constant('li@example.com'), anyJson), phone: fc.oneof(hostileString, anyJson) },
  { requiredKeys: [] },
)
const payload = fc.record(
  {
    items: fc.oneof(fc.array(fc.record({ id: fc.oneof(hostileString, anyJson), title: fc.oneof(hostileString, anyJson) }), { maxLength: 60 }), anyJson),
    contact: fc.oneof(contact, anyJson),
    travelDate: fc.oneof(hostileString, fc.constantFrom('2030-02-30', '2099-01-01', '0000-00-00', '2030-01-01'), anyJson),
    message: fc.oneof(hostileString, anyJson),
  },
  { requiredKeys: [] },
)

/** An enquiry body: mostly the right shape with hostile values, sometimes not JSON at all. */
const enquiryBody = fc.oneof(
  fc
    .record(
      {
        payload,
        token: fc.oneof(hostileString, anyJson),
        idempotencyKey: fc.oneof(hostileString, anyJson),
        lang: fc.oneof(fc.constantFrom('en', 'zh'), hostileString),
      },
      { requiredKeys: [] },
    )
    .map((v) => JSON.stringify(v)),
  fc.constantFrom(
    '{"__proto__":{"isAdmin":true},"payload":{"__proto__":{"x":1}}}',
    '{"constructor":{"prototype":{"polluted":1}},"payload":{"constructor":{"prototype":{}}}}',
    '{"payload":{"contact":{"__proto__":null}}}',
    'null',
    '[]',
    '1',
    '"text"',
    'true',
    '{',
    '{"payload":',
    '\u0000',
    '',
  ),
  fc.constantFrom(deepNest(5000, 'array'), deepNest(3000, 'object'), `{"payload":${deepNest(2000, 'array')}}`),
  fc.integer({ min: 17, max: 200 }).map((kib) => JSON.stringify({ payload: { message: 'x'.repeat(kib * 1024) } })),
  anyJson.map((v) => JSON.stringify(v)),
)

type FuzzRequest = { method: string; path: string; headers: Record<string, string>; body?: Buffer; via: 'a' | 'b' | 'nginx'; chunked: boolean }

const method = fc.constantFrom('GET', 'GET', 'POST', 'POST', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO', 'M-SEARCH')
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?lang=en', '?lang=zh', '?lang=%00', '?lang=%ED%A0%80', '?lang=xx&lang=yy', '?%', '?a=%E0%A4%A', '?__proto__[x]=1', `?q=${'a'.repeat(8000)}`),
  hostileString.map((s) => `?lang=${encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))}`),
)
const path = fc.oneof(
  fc.tuple(fc.constantFrom(...PAGES, ...APIS, ...OTHERS), query).map(([p, q]) => p + q),
  fc.constantFrom(
    '/api/qr/%00.svg',
    '/api/qr/..%2f..%2fpackage.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/cn/%ED%A0%80',
    '/api/%',
    '//api//enquiries',
    `/${'a'.repeat(3000)}`,
    '/assets/../../package.json',
  ),
)
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  '',
)

const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  // Enquiry endpoints, hostile bodies.
  fc.record({
    method: fc.constantFrom('POST', 'POST', 'POST', 'PUT', 'GET'),
    path: fc.constantFrom(...ENQUIRY_PATHS),
    headers: contentType.map((type): Record<string, string> => (type ? { 'Content-Type': type } : {})),
    body: fc.oneof(
      enquiryBody.map((text) => Buffer.from(text)),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
      fc.constant(Buffer.from([0x7b, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x3a, 0x31, 0x7d])),
    ),
    via: fc.constantFrom('a', 'b', 'nginx'),
    chunked: fc.boolean(),
  }),
  // Everything else, any method.
  fc.record({
    method,
    path,
    headers: fc.record(
      {
        'Accept-Language': fc.constantFrom('zh-CN', 'en', '*', 'x'.repeat(500)),
        'If-None-Match': hostileString.map((s) => s.replace(/[^\x20-\x7e]/g, '')),
        'Content-Type': contentType,
      },
      { requiredKeys: [] },
    ),
    body: fc.option(
      fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
      { nil: undefined },
    ),
    via: fc.constantFrom('a', 'b', 'nginx'),
    chunked: fc.boolean(),
  }),
)

const agent = new Agent({ keepAlive: false, maxSockets: 16 })

type Outcome = { status: number; body: string } | { error: string }

function send(target: string, request: FuzzRequest, extraHeaders: Record<string, string> = {}): Promise<Outcome> {
  const url = new URL(target)
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...request.headers, ...extraHeaders }
    if (request.body && !request.chunked) headers['Content-Length'] = String(request.body.length)
    const outgoing = httpRequest(
      { host: url.hostname, port: url.port, method: request.method, path: request.path, headers, agent, timeout: 15_000 },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') })
        })
        response.on('error', (error) => {
          resolve({ error: error.message })
        })
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer within 15 s')))
    outgoing.on('error', (error) => {
      resolve({ error: error.message })
    })
    if (request.body) outgoing.write(request.body)
    outgoing.end()
  })
}

const STACK_TRACE = /\bat [\w$.<>[\] ]+ \(?(?:file:\/\/|\/)[^)\s]*:\d+:\d+|node_modules\/|\/work\/|\/home\/|\.tsx?:\d+/

function problemWith(outcome: Outcome): string | undefined {
  if ('error' in outcome) return `no answer (${outcome.error})`
  if (outcome.status >= 500) return `status ${String(outcome.status)}`
  if (STACK_TRACE.test(outcome.body)) return `stack trace or server path in the answer`
  return undefined
}

async function inPool<T>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next
        next += 1
        await work(items[index] as T, index)
      }
    }),
  )
}

describe('hostile requests', () => {
  it('2,000+ generated hostile requests: no 5xx, no stack trace, healthy after', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000)
    const requests = fc.sample(fuzzRequest, { numRuns: 2000, seed })
    // Some hostile enquiries carry a valid solved challenge, so bad text reaches the storage path.
    const solved: FuzzRequest[] = []
    for (const [index, path] of ENQUIRY_PATHS.flatMap((p) => [p, p, p, p, p, p, p, p, p, p, p, p]).entries()) {
      const instance = cluster.instances[index % 2]
      if (!instance) continue
      const visitor = newVisitor()
      const token = await solvedTokenFrom(instance.url, visitor)
      const [sample] = fc.sample(payload, { numRuns: 1, seed: seed + index })
      const hostile = STORAGE_HOSTILE[index % STORAGE_HOSTILE.length] ?? '\u0000'
      const validish = {
        items: [{ id: 'safari-sunset', title: `Sunset ${hostile}` }],
        contact: { name: `Li ${hostile}`, email: `li.${String(index)}@example.com`, phone: '' },
        travelDate: '2030-01-01',
        message: `Hello ${hostile}`,
      }
      solved.push({
        method: 'POST',
        path,
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor.ip },
        body: Buffer.from(JSON.stringify({ payload: index % 3 === 0 ? sample : validish, token })),
        via: index % 2 === 0 ? 'a' : 'b',
        chunked: false,
      })
    }
    const all = [...solved, ...requests]
    const problems: string[] = []
    await inPool(all, 8, async (request, index) => {
      const target = request.via === 'nginx' ? cluster.nginx.roundRobinUrl : (cluster.instances[request.via === 'a' ? 0 : 1]?.url ?? '')
      // A different visitor address per request, so rate limits do not hide what lies behind them.
      const extra: Record<string, string> = request.headers['X-Forwarded-For'] ? {} : { 'X-Forwarded-For': `203.0.113.${String(index % 250)}` }
      const outcome = await send(target, request, extra)
      const problem = problemWith(outcome)
      if (problem) {
        const shown = request.body ? JSON.stringify(request.body.toString('utf8').slice(0, 120)) : '(no body)'
        problems.push(`${problem}: ${request.method} ${request.path.slice(0, 80)} via ${request.via}${request.chunked ? ' chunked' : ''} body ${shown}`)
      }
    })
    expect(all.length).toBeGreaterThanOrEqual(2000)
    for (const instance of cluster.instances) {
      expect((await fetch(`${instance.url}/healthz`)).status).toBe(200)
      expect((await fetch(`${instance.url}/readyz`)).status).toBe(200)
    }
    expect((await visit(cluster.nginx.stickyUrl)).status).toBe(201)
    expect(problems, `seed ${String(seed)}: ${String(problems.length)} problems`).toEqual([])
  })

  it('slow senders do not hold up other visitors and get a clear answer', async () => {
    const [instance] = cluster.instances
    if (!instance) throw new Error('no instance')
    const { port } = new URL(instance.url)
    const body = JSON.stringify({ payload: { message: 'slow' }, token: 'x' })
    const slow = Array.from(
      { length: 6 },
      () =>
        new Promise<string>((resolve) => {
          const socket = connect(Number(port), '127.0.0.1')
          let answer = ''
          socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
          socket.on('close', () => {
            resolve(answer)
          })
          socket.on('error', () => {
            resolve(answer)
          })
          socket.write(
            `POST /api/enquiries HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${String(body.length)}\r\nConnection: close\r\n\r\n`,
          )
          let sent = 0
          const drip = setInterval(() => {
            socket.write(body.slice(sent, sent + 4))
            sent += 4
            if (sent >= body.length) clearInterval(drip)
          }, 60)
        }),
    )
    // While they trickle in, everyone else is served promptly.
    const started = Date.now()
    for (let i = 0; i < 5; i += 1) expect((await fetch(`${instance.url}/healthz`)).status).toBe(200)
    expect(Date.now() - started).toBeLessThan(2000)
    const answers = await Promise.all(slow)
    for (const answer of answers) {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)
      expect(status).toBeGreaterThanOrEqual(400)
      expect(status).toBeLessThan(500)
      expect(answer).not.toMatch(STACK_TRACE)
    }
  })
})
