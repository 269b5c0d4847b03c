/**
 * A TCP relay in front of a real server, for outage tests: `cut()` drops every open connection and
 * refuses new ones (as a stopped server or a broken network does), `restore()` relays again on the
 * same port.
 */
import { createServer, connect, type Server, type Socket } from 'node:net'
import { freePort } from './server-process'

export async function startTcpProxy(target: { host: string; port: number }) {
  const port = await freePort()
  const sockets = new Set<Socket>()
  let server: Server | undefined

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(target.port, target.host)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => {
            client.destroy()
            upstream.destroy()
          })
        }
        client.pipe(upstream)
        upstream.pipe(client)
      })
      next.once('error', reject)
      next.listen(port, '127.0.0.1', () => {
        server = next
        resolve()
      })
    })

  const cut = async () => {
    const closing = server
    server = undefined
    for (const socket of sockets) socket.destroy()
    sockets.clear()
    if (closing) await new Promise<void>((resolve) => closing.close(() => { resolve() }))
  }

  await listen()
  return { port, cut, restore: listen, close: cut }
}
