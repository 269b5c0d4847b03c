/** Real services around a test database, a real ALTCHA solver and a real SMTP peer for enquiry tests. */
import { randomInt } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { simpleParser, type ParsedMail } from 'mailparser'
import pino from 'pino'
import { SMTPServer } from 'smtp-server'
import { loadConfig } from '../../app/.server/config'
import type { Database } from '../../app/.server/db/client'
import type { RequestScope, Services } from '../../app/load-context'
import { createSiteContentStore } from '../../app/features/content/content-store.server'
import { siteSeed } from '../../app/features/catalog/seed'
import { createAltchaChallenge } from '../../app/features/enquiries/human-check.server'
import { freePort } from './server-process'
import { systemClock } from '../../app/.server/clock'

export async function makeServices(database: Database, env: Record<string, string> = {}): Promise<Services> {
  const config = loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wwd-enquiry-')), LOG_LEVEL: 'silent', ...env })
  const content = await createSiteContentStore(database, siteSeed)
  return { config, database, content, logger: pino({ level: 'silent' }), clock: systemClock }
}

/** The request scope a route hands the enquiry handler. */
export function contextFor(services: Services, clientIp = '203.0.113.7'): RequestScope {
  return { services, nonce: 'test', requestId: 'test', clientIp }
}

/**
 * Solve a fresh challenge the way the browser widget does, and encode the widget's payload. The
 * challenge is signed and verified as the endpoint's are, with less work in it (a counter under 50
 * instead of 1,000–3,000), so a test that sends a dozen enquiries is not a dozen seconds of hashing.
 */
export async function solvedToken(services: Services, now = Date.now()): Promise<string> {
  const challenge = await createAltchaChallenge(services.database.db, now, randomInt(1, 50))
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('could not solve the challenge')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

let visitorCounter = 0

/** A valid payload; each call uses a new visitor address, so per-address limits do not interfere. */
export function validPayload(overrides: Record<string, unknown> = {}) {
  visitorCounter += 1
  const inAMonth = new Date(Date.now() + 30 * 24 * 3600_000).toISOString().slice(0, 10)
  return {
    items: [
      { id: 'safari-sunset', title: 'Sunset Dunes Safari' },
      { id: 'cruise-lotus', title: 'Lotus Mega Yacht Dinner' },
    ],
    contact: { name: 'Li Wei', email: `li.wei.${String(visitorCounter)}@example.com`, phone: '+86 13800138000' },
    travelDate: inAMonth,
    message: 'We are four adults. Could you hold two evenings for us?',
    ...overrides,
  }
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/**
 * An in-process SMTP server that parses every mail it receives. `refuses` rejects recipients for
 * good (550), with its reply text when it returns one (real servers quote the address:
 * `5.1.1 <x@y>: User unknown`); `defers` asks to try later (450).
 */
export async function startSmtpSink(
  port?: number,
  options: { refuses?: (recipient: string) => boolean | string; defers?: (recipient: string) => boolean } = {},
) {
  const received: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuses?.(address.address)
      if (refusal) callback(Object.assign(new Error(typeof refusal === 'string' ? refusal : 'mailbox unavailable'), { responseCode: 550 }))
      else if (options.defers?.(address.address)) callback(Object.assign(new Error('mailbox busy, try again later'), { responseCode: 450 }))
      else callback()
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail)
          callback()
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)))
        },
      )
    },
  })
  const listenPort = port ?? (await freePort())
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve))
  return {
    port: listenPort,
    url: `smtp://127.0.0.1:${String(listenPort)}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve()
        })
      }),
  }
}
