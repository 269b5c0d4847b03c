/**
 * The bare `node:http` servers of the throughput comparison: answer / with the stored bytes of the
 * page (identity, gzip or br as the client accepts), from memory, with keep-alive. They show what
 * Node itself can do on this machine, with no work per request beyond picking the bytes.
 *   node scripts/bench/static-server.ts <port> <dir with en.html, en.html.gz and en.html.br> [headers.json]
 * Without headers.json the answer carries four headers. With it, it carries the headers our server
 * sends on a cache hit (security headers, CSP, ETag…, as recorded from its answers) and a fresh
 * request id: what Node's own HTTP server costs for the same response, headers included.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

type Coding = 'identity' | 'gzip' | 'br'

const port = Number(process.argv[2])
const dir = process.argv[3] ?? '.'
const headersFile = process.argv[4]
const bodies: Record<Coding, Buffer> = {
  identity: readFileSync(path.join(dir, 'en.html')),
  gzip: readFileSync(path.join(dir, 'en.html.gz')),
  br: readFileSync(path.join(dir, 'en.html.br')),
}
const recorded = headersFile ? (JSON.parse(readFileSync(headersFile, 'utf8')) as Record<Coding, [string, string][]>) : undefined

/** Flat header arrays per coding, the last slot kept for the request id when headers are recorded. */
const flat = Object.fromEntries(
  (Object.keys(bodies) as Coding[]).map((coding) => {
    const body = bodies[coding]
    const base = recorded ? recorded[coding].flat() : ['Content-Type', 'text/html; charset=utf-8', 'Vary', 'Accept-Encoding']
    if (coding !== 'identity') base.push('Content-Encoding', coding)
    base.push('Content-Length', String(body.length))
    if (recorded) base.push('X-Request-Id', '')
    return [coding, base]
  }),
) as Record<Coding, string[]>

const server = createServer((req, res) => {
  if (req.url !== '/') {
    res.writeHead(404).end()
    return
  }
  const accepted = req.headers['accept-encoding'] ?? ''
  const coding: Coding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : 'identity'
  const headers = flat[coding]
  if (recorded) headers[headers.length - 1] = randomUUID()
  res.writeHead(200, headers)
  res.end(bodies[coding])
})
server.keepAliveTimeout = 65_000
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`bare node:http server on ${String(port)}\n`)
})
process.once('SIGTERM', () => {
  server.close()
  server.closeAllConnections()
})
