/**
 * The floor of the throughput comparison: Node's event loop and socket writes with no HTTP layer.
 * A `node:net` server that answers every request head it reads with one stored, whole response
 * (status line, four headers and the page as identity, gzip or br by Accept-Encoding), written in
 * one call. Set beside nginx and the bare `node:http` server in the same run, it shows what the
 * machine and the load generator allow a Node process, and so what `node:http` itself costs.
 * It is a measuring instrument for wrk's GET requests, not an HTTP server: it reads nothing but
 * the request line and Accept-Encoding, and takes no request bodies.
 *   node scripts/bench/socket-server.ts <port> <dir with en.html, en.html.gz and en.html.br>
 */
import { readFileSync } from 'node:fs'
import { createServer, type Socket } from 'node:net'
import path from 'node:path'

const port = Number(process.argv[2])
const dir = process.argv[3] ?? '.'

function stored(file: string, coding?: 'gzip' | 'br'): Buffer {
  const body = readFileSync(path.join(dir, file))
  const head = [
    'HTTP/1.1 200 OK',
    'Content-Type: text/html; charset=utf-8',
    'Vary: Accept-Encoding',
    ...(coding ? [`Content-Encoding: ${coding}`] : []),
    `Content-Length: ${String(body.length)}`,
    '',
    '',
  ].join('\r\n')
  return Buffer.concat([Buffer.from(head, 'latin1'), body])
}

const responses = { identity: stored('en.html'), gzip: stored('en.html.gz', 'gzip'), br: stored('en.html.br', 'br') }
const notFound = Buffer.from('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n', 'latin1')
/** A request head longer than this is not one of wrk's: the connection is dropped. */
const MAX_HEAD = 16 * 1024

function answerTo(head: string): Buffer {
  if (!head.startsWith('GET / ')) return notFound
  const accepted = /^accept-encoding:(.*)$/im.exec(head)?.[1] ?? ''
  return /\bbr\b/.test(accepted) ? responses.br : /\bgzip\b/.test(accepted) ? responses.gzip : responses.identity
}

const sockets = new Set<Socket>()
const server = createServer((socket) => {
  sockets.add(socket)
  socket.once('close', () => sockets.delete(socket))
  socket.setNoDelay(true)
  socket.on('error', () => undefined)
  let pending = ''
  socket.on('data', (chunk: Buffer) => {
    pending += chunk.toString('latin1')
    for (let end = pending.indexOf('\r\n\r\n'); end !== -1; end = pending.indexOf('\r\n\r\n')) {
      socket.write(answerTo(pending.slice(0, end)))
      pending = pending.slice(end + 4)
    }
    if (pending.length > MAX_HEAD) socket.destroy()
  })
})
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`node:net socket server on ${String(port)}\n`)
})
process.once('SIGTERM', () => {
  server.close()
  for (const socket of sockets) socket.destroy()
})
