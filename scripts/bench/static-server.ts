/**
 * The fallback static server of the throughput comparison (when nginx is not installed): serves
 * the saved HTML of / and /cn from memory, uncompressed, with keep-alive, as nginx would.
 *   node scripts/bench/static-server.ts <port> <dir with en.html and cn.html>
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

const port = Number(process.argv[2])
const dir = process.argv[3] ?? '.'
const pages = new Map([
  ['/', readFileSync(path.join(dir, 'en.html'))],
  ['/cn', readFileSync(path.join(dir, 'cn.html'))],
])

const server = createServer((req, res) => {
  const body = pages.get(req.url ?? '')
  if (!body) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length })
  res.end(body)
})
server.keepAliveTimeout = 65_000
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`static server on ${String(port)}\n`)
})
process.once('SIGTERM', () => {
  server.close()
  server.closeAllConnections()
})
