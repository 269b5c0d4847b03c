/**
 * The fault suite's SMTP peer outlives a client that dies in the middle of a mail, as an instance
 * killed by kill -9 does: the reset is kept, not thrown out of the run.
 */
import { connect } from 'node:net'
import { expect, it, vi } from 'vitest'
import { startMailPeer } from '../support/mail-peer'

it('keeps a connection reset in the middle of a mail and goes on answering', async () => {
  const peer = await startMailPeer()
  try {
    const port = Number(new URL(peer.url).port)
    const socket = connect(port, '127.0.0.1')
    let said = ''
    socket.on('data', (chunk: Buffer) => (said += chunk.toString()))
    const until = (done: () => boolean) =>
      vi.waitFor(() => {
        expect(done()).toBe(true)
      }, 5000)
    await until(() => said.startsWith('220'))
    socket.write('EHLO killed.example\r\n')
    await until(() => /^250 /m.test(said))
    const before = said.length
    socket.write('MAIL FROM:<outbox@example.com>\r\n')
    await until(() => said.length > before)
    socket.resetAndDestroy()
    await until(() => peer.connectionErrors.some((error) => (error as NodeJS.ErrnoException).code === 'ECONNRESET'))

    const next = connect(port, '127.0.0.1')
    const greeting = await new Promise<string>((resolve) => {
      next.once('data', (chunk: Buffer) => {
        resolve(chunk.toString())
      })
    })
    next.destroy()
    expect(greeting).toMatch(/^220 /)
  } finally {
    await peer.close()
  }
})
