import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../../app/.server/db/client'
import { mailOutbox } from '../../app/.server/db/schema'
import { createOutboxWorker } from '../../app/.server/mail/outbox-worker'
import { createMailTransport } from '../../app/.server/mail/transport'
import type { Services } from '../../app/load-context'
import { handleEnquiryRequest } from '../../app/features/enquiries/enquiry-request.server'
import { copyFor } from '../../app/features/i18n/copy'
import { databaseTargets } from '../support/databases'
import { contextFor, makeServices, postJson, solvedToken, startSmtpSink, validPayload } from '../support/enquiry-harness'

const EN = 'http://localhost/api/enquiries'
const ZH = 'http://localhost/api/enquiry-cn'
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

/** Every text field of the payload: how to put a value there, and the name the 400 answer gives it. */
const FIELDS: { name: string; put: (payload: ReturnType<typeof validPayload>, bad: string) => void }[] = [
  {
    name: 'items.id',
    put: (p, bad) => {
      p.items[0] = { id: `safari${bad}`, title: 'Sunset' }
    },
  },
  {
    name: 'items.title',
    put: (p, bad) => {
      p.items[0] = { id: 'safari', title: `Sunset${bad}` }
    },
  },
  {
    name: 'name',
    put: (p, bad) => {
      p.contact.name = `Li${bad}Wei`
    },
  },
  {
    name: 'email',
    put: (p, bad) => {
      p.contact.email = `li${bad}@example.com`
    },
  },
  {
    name: 'phone',
    put: (p, bad) => {
      p.contact.phone = `+86 138${bad}00`
    },
  },
  {
    name: 'travelDate',
    put: (p, bad) => {
      p.travelDate = `${p.travelDate}${bad}`
    },
  },
  {
    name: 'message',
    put: (p, bad) => {
      p.message = `Hello${bad} there`
    },
  },
]
const BAD = [
  { label: 'NUL', text: '\u0000' },
  { label: 'lone high surrogate', text: '\uD83D' },
  { label: 'lone low surrogate', text: '\uDE00' },
  { label: 'escape control', text: '\u001B[2J' },
]

describe.each(databaseTargets)('hostile input on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let services: Services
  const logLines: string[] = []
  let ip = 0
  const post = (url: string, body: unknown) =>
    handleEnquiryRequest(postJson(url, body), contextFor(services, `192.0.2.${String((ip = (ip % 250) + 1))}`), url === ZH ? 'zh' : 'en')

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    services = await makeServices(database)
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(chunk.toString('utf8'))
        callback()
      },
    })
    services = { ...services, logger: pino({ level: 'debug' }, sink) }
  })
  afterAll(async () => {
    await services.content.stop()
    await dispose()
  })

  for (const url of [EN, ZH]) {
    const lang = url === ZH ? 'zh' : 'en'
    for (const field of FIELDS) {
      for (const bad of BAD) {
        it(`answers 400 naming ${field.name} for a ${bad.label} on ${url.slice(16)}`, async () => {
          const payload = validPayload()
          field.put(payload, bad.text)
          const response = await post(url, { payload, token: await solvedToken(services), lang })
          expect(response.status).toBe(400)
          const body = (await response.json()) as ErrorBody
          expect(body.error.code).toBe('invalid')
          expect(body.error.fields?.[field.name]).toBe(copyFor(lang).validation.invalidCharacters)
        })
      }
    }

    // The request's own fields beside the payload are named the same way.
    const TOP_LEVEL: { name: string; value: string; expected: (l: typeof lang) => string }[] = [
      { name: 'idempotencyKey', value: 'retry-key\u0000-12345', expected: (l) => copyFor(l).validation.invalidCharacters },
      { name: 'idempotencyKey', value: 'retry-key-\uD83D', expected: (l) => copyFor(l).validation.invalidCharacters },
      { name: 'idempotencyKey', value: 'short', expected: (l) => copyFor(l).apiErrors.invalid },
      { name: 'lang', value: 'en\u0000', expected: (l) => copyFor(l).validation.invalidCharacters },
      { name: 'lang', value: 'fr', expected: (l) => copyFor(l).apiErrors.invalid },
      { name: 'token', value: 'x'.repeat(5000), expected: (l) => copyFor(l).apiErrors.invalid },
    ]
    for (const field of TOP_LEVEL) {
      it(`answers 400 naming ${field.name} for ${JSON.stringify(field.value.slice(0, 20))} on ${url.slice(16)}`, async () => {
        const body = { payload: validPayload(), token: 'x', lang, [field.name]: field.value }
        const response = await post(url, body)
        expect(response.status).toBe(400)
        const answer = (await response.json()) as ErrorBody
        expect(answer.error.code).toBe('invalid')
        expect(answer.error.message).toBe(copyFor(lang).apiErrors.invalid)
        expect(answer.error.fields).toEqual({ [field.name]: field.expected(lang) })
      })
    }

    it(`answers 400 to a body that is not valid UTF-8 on ${url.slice(16)}`, async () => {
      const json = JSON.stringify({ payload: validPayload({ message: 'Hello XX there' }), token: 'x', lang })
      const bytes = Buffer.from(json, 'utf8')
      const at = bytes.indexOf('XX')
      bytes[at] = 0xc3
      bytes[at + 1] = 0x28
      const request = new Request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: bytes })
      const response = await handleEnquiryRequest(request, contextFor(services, '192.0.2.251'), lang)
      expect(response.status).toBe(400)
      const body = (await response.json()) as ErrorBody
      expect(body.error.message).toBe(copyFor(lang).apiErrors.badRequest)
    })
  }

  it("keeps visitors' e-mails and messages out of the log, whatever was refused", async () => {
    logLines.length = 0
    const payload = validPayload({ message: 'Secret plans for the anniversary\u0000' })
    await post(EN, { payload, token: await solvedToken(services), lang: 'en' })
    const noNul = validPayload({ message: 'Secret plans for the anniversary' })
    await post(EN, { payload: noNul, token: 'not-a-token', lang: 'en' })
    const all = logLines.join('\n')
    expect(all).not.toContain(payload.contact.email)
    expect(all).not.toContain(noNul.contact.email)
    expect(all).not.toContain('Secret plans')
  })

  it('keeps the e-mail and message out of the log when the database fails unexpectedly on insert', async () => {
    // A real failure inside the enquiry's write, whose error quotes the row (as a failed query's does).
    await database.db.execute(
      sql.raw(`
      create or replace function refuse_enquiry() returns trigger language plpgsql as $$
      begin raise exception 'no space left for % (%)', new.email, new.message using errcode = 'XX001'; end $$`),
    )
    await database.db.execute(sql.raw('create trigger refuse_enquiry before insert on enquiries for each row execute function refuse_enquiry()'))
    try {
      logLines.length = 0
      const payload = validPayload({ message: 'Private anniversary surprise for my wife' })
      const response = await post(EN, { payload, token: await solvedToken(services), lang: 'en' })
      expect(response.status).toBe(500)
      const failure = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === 'enquiry could not be stored')
      expect(failure?.failure).toMatchObject({ code: 'XX001' })
      const all = logLines.join('\n')
      expect(all).not.toContain(payload.contact.email)
      expect(all).not.toContain('Private anniversary')
    } finally {
      await database.db.execute(sql.raw('drop trigger refuse_enquiry on enquiries'))
      await database.db.execute(sql.raw('drop function refuse_enquiry()'))
    }
  })

  it("keeps a refused recipient's address out of the log, and out of the error the desk shows", async () => {
    const victim = 'victim.private@example.org'
    const sink = await startSmtpSink(undefined, {
      refuses: (recipient) => recipient === victim && `5.1.1 <${recipient}>: Recipient address rejected: User unknown in virtual mailbox table`,
    })
    const worker = createOutboxWorker(
      { database, transport: createMailTransport({ smtpUrl: sink.url, dataDir: services.config.dataDir }), logger: services.logger },
      { from: 'no-reply@example.com', backoffSeconds: () => 600 },
    )
    try {
      await database.db.update(mailOutbox).set({ status: 'SUCCESS' }) // earlier tests' mails are not this test's
      const [row] = await database.db
        .insert(mailOutbox)
        .values({ to: [victim], subject: 'Your enquiry', text: 'hello' })
        .returning({ id: mailOutbox.id })
      logLines.length = 0
      expect(await worker.runOnce()).toBe(1)
      const [stored] = await database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, row?.id ?? 0))
      // 5xx is a refusal for good: failed at once, shown in the desk.
      expect(stored?.status).toBe('ERROR')
      expect(stored?.lastError).toContain('550')
      expect(stored?.lastError).toContain('Recipient address rejected')
      expect(stored?.lastError).not.toContain(victim)
      const failure = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.msg === 'mail delivery failed')
      expect(failure).toMatchObject({ outboxId: row?.id, failure: { kind: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' } })
      const all = logLines.join('\n')
      expect(all).not.toContain(victim)
      expect(all).not.toContain('victim.private')
      expect(all).not.toContain('Recipient address rejected')
    } finally {
      await worker.stop()
      await sink.close()
    }
  })
})
