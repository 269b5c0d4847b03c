/**
 * An in-process SMTP peer for the outbox and fault tests: keeps every delivery it accepts, can take
 * its time per mail (so mails stay claimed while a worker or an instance dies), and can go down and
 * come back on the same port.
 */
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { freePort } from './server-process'

export type MailPeer = {
  url: string
  received: ParsedMail[]
  delayMs: number
  /**
   * Errors of client connections, such as the reset of an instance killed by kill -9 in the middle
   * of a mail. smtp-server emits those on the server, and an error event nobody listens to would
   * throw out of the test run: the peer keeps them here and goes on serving.
   */
  connectionErrors: Error[]
  down: () => Promise<void>
  up: () => Promise<void>
  close: () => Promise<void>
}

export async function startMailPeer(delayMs = 0): Promise<MailPeer> {
  const port = await freePort()
  let server: SMTPServer | undefined
  const peer: MailPeer = {
    url: `smtp://127.0.0.1:${String(port)}`,
    received: [],
    delayMs,
    connectionErrors: [],
    async up() {
      const next = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream).then(
            (mail) => {
              setTimeout(() => {
                peer.received.push(mail)
                callback()
              }, peer.delayMs)
            },
            (error: unknown) => {
              callback(error instanceof Error ? error : new Error(String(error)))
            },
          )
        },
      })
      next.on('error', (error) => peer.connectionErrors.push(error))
      await new Promise<void>((resolve) => next.listen(port, '127.0.0.1', resolve))
      server = next
    },
    async down() {
      const closing = server
      server = undefined
      if (closing)
        await new Promise<void>((resolve) => {
          closing.close(() => {
            resolve()
          })
        })
    },
    close: () => peer.down(),
  }
  await peer.up()
  return peer
}

/** Deliveries per Message-ID. */
export function deliveriesById(received: ParsedMail[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const mail of received) counts.set(mail.messageId ?? '', (counts.get(mail.messageId ?? '') ?? 0) + 1)
  return counts
}
