/**
 * Outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise `.eml` files in
 * DATA_DIR/outbox (so embedded mode needs no mail server and nothing is lost).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'

export type OutgoingMail = {
  from: string
  to: string[]
  replyTo?: string
  subject: string
  html?: string
  text?: string
  /** `<id@domain>`: the same on every attempt at one mail, so a resend is recognisable. */
  messageId?: string
  /** The Message-ID this mail answers, and the thread's Message-IDs (oldest first). */
  inReplyTo?: string
  references?: string[]
  /** Files sent with the mail (nodemailer's attachments: a name, the text, its MIME type). */
  attachments?: { filename: string; content: string; contentType: string }[]
}
export type MailTransport = { send: (mail: OutgoingMail) => Promise<{ messageId: string }>; close: () => void }

export function createMailTransport(options: { smtpUrl?: string; dataDir: string }): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    })
    return {
      async send(mail) {
        const info = await transporter.sendMail(mail)
        return { messageId: info.messageId }
      },
      close: () => {
        transporter.close()
      },
    }
  }
  const directory = path.join(options.dataDir, 'outbox')
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(mail) {
      const info = await writer.sendMail(mail)
      await mkdir(directory, { recursive: true, mode: 0o700 })
      // eslint-disable-next-line no-restricted-syntax -- when the file was written, like the logger's timestamps: the machine's time
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`
      // Visitors' details: readable by the server's user only.
      await writeFile(path.join(directory, name), info.message as Buffer, { mode: 0o600 })
      return { messageId: info.messageId }
    },
    close: () => undefined,
  }
}
