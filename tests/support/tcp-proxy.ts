/**
 * A TCP relay in front of a real server, for outage tests: `cut()` drops every open connection and
 * refuses new ones (as a stopped server or a broken network does), `restore()` relays again on the
 * same port. Cut with `refuse: 'after-accepting'`, it accepts each new connection and closes it at
 * once instead, and counts them (`attemptsWhileCut`): a test can wait for a client's retry.
 */
import { createServer, connect, type Server, type Socket } from 'node:net'
import { freePort } from './server-process'

export async function startTcpProxy(target: { host: string; port: number }) {
  const port = await freePort()
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let refuser: Server | undefined
  let attemptsWhileCut = 0

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

  const close = (closing: Server | undefined) =>
    closing
      ? new Promise<void>((resolve) =>
          closing.close(() => {
            resolve()
          }),
        )
      : Promise.resolve()

  const cut = async ({ refuse = 'unanswered' }: { refuse?: 'unanswered' | 'after-accepting' } = {}) => {
    const closing = server
    server = undefined
    for (const socket of sockets) socket.destroy()
    sockets.clear()
    await close(closing)
    await close(refuser)
    refuser = undefined
    attemptsWhileCut = 0
    if (refuse === 'after-accepting') {
      const next = createServer((client) => {
        attemptsWhileCut += 1
        client.destroy()
      })
      await new Promise<void>((resolve, reject) => {
        next.once('error', reject)
        next.listen(port, '127.0.0.1', () => {
          resolve()
        })
      })
      refuser = next
    }
  }

  const restore = async () => {
    await close(refuser)
    refuser = undefined
    await listen()
  }

  await listen()
  return {
    port,
    cut,
    restore,
    close: () => cut(),
    /** Connections refused since the last cut with `refuse: 'after-accepting'`. */
    get attemptsWhileCut() {
      return attemptsWhileCut
    },
  }
}
