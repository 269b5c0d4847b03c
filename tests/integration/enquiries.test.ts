import { eq, inArray, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../app/.server/db/client'
import { enquiries, mailOutbox } from '../../app/.server/db/schema'
import { createOutboxWorker, type OutboxOptions } from '../../app/.server/mail/outbox-worker'
import { createMailTransport } from '../../app/.server/mail/transport'
import type { Services } from '../../app/load-context'
import { createEnquiry } from '../../app/features/enquiries/create-enquiry.server'
import { createAltchaChallenge } from '../../app/features/enquiries/human-check.server'
import { handleEnquiryRequest, MAX_BODY_BYTES } from '../../app/features/enquiries/enquiry-request.server'
import { readEnquiryDetail } from '../../app/features/inbox/enquiry-detail.server'
import { databaseTargets, eventually } from '../support/databases'
import { contextFor, makeServices, postJson, solvedToken, startSmtpSink, validPayload } from '../support/enquiry-harness'
import { freePort } from '../support/server-process'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

const EN = 'http://localhost/api/enquiries'
const ZH = 'http://localhost/api/enquiry-cn'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } }

describe.each(databaseTargets)('enquiry API on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let services: Services
  let ipCounter = 0
  /** A fresh client address per test, so the per-address limit only bites where a test wants it. */
  const nextIp = () => `198.51.100.${String((ipCounter += 1))}`
  const post = (url: string, body: unknown, ip = nextIp()) => handleEnquiryRequest(postJson(url, body), contextFor(services, ip), url === ZH ? 'zh' : 'en')

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    services = await makeServices(database)
  })
  afterAll(async () => {
    await services.content.stop()
    await dispose()
  })

  it('stores an enquiry with its two mails and answers 201 with a reference', async () => {
    const payload = validPayload()
    const response = await post(EN, { payload, token: await solvedToken(services), lang: 'en' })
    expect(response.status).toBe(201)
    const body = (await response.json()) as { id: number; reference: string }
    expect(body.reference).toMatch(/^E-\d{4}-\d{6}$/)
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, body.id))
    expect(row).toMatchObject({ status: 'new', lang: 'en', email: payload.contact.email, phone: '+86 13800138000', name: 'Li Wei' })
    expect(row?.items).toEqual(payload.items)
    expect(row?.createdAt).toBeInstanceOf(Date)
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, body.id))
    expect(mails.map((m) => m.kind).sort()).toEqual(['ack', 'operator'])
    expect(mails.every((m) => m.status === 'PENDING')).toBe(true)
  })

  it("keeps the answers to each service's questions and how the visitor would like to be reached, as the desk reads them", async () => {
    const payload = validPayload({
      details: { 'safari-sunset': { hotel: ' Atlantis The Palm ', adults: '2', children: '1', childAges: '6' }, 'cruise-lotus': { adults: 2 } },
      reach: { channel: 'wechat', wechatId: 'liwei_2026' },
    })
    const response = await post(ZH, { payload, token: await solvedToken(services) })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const detail = await readEnquiryDetail(database.db, id)
    expect(detail?.details).toEqual({
      items: { 'safari-sunset': { hotel: 'Atlantis The Palm', adults: 2, children: 1, childAges: [6] }, 'cruise-lotus': { adults: 2 } },
      reach: { channel: 'wechat', wechatId: 'liwei_2026' },
    })
    // An enquiry without answers keeps empty ones.
    const plain = await post(EN, { payload: validPayload(), token: await solvedToken(services), lang: 'en' })
    const [row] = await database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.id, ((await plain.json()) as { id: number }).id))
    expect(row?.details).toEqual({ items: {}, reach: {} })
  })

  it('refuses hostile answers with 400 in the endpoint’s language and stores nothing', async () => {
    const before = await database.db.select({ id: enquiries.id }).from(enquiries)
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { details: { 'safari-sunset': { flight: 'DROP TABLE' } } },
        'details.safari-sunset.flight',
        '航班号格式不对，请按机票上的写法填写（航空公司代码加数字）。',
      ],
      [{ details: { 'safari-sunset': { adults: '99' } } }, 'details.safari-sunset.adults', '请填写0到20之间的数字。'],
      [{ details: { 'safari-sunset': { childAges: [3, 40] } } }, 'details.safari-sunset.childAges', '请填写每位儿童的年龄（0到17岁），多个年龄用顿号隔开。'],
      [{ details: { 'safari-sunset': { hotel: 'Atlantis\u0000' } } }, 'details.safari-sunset.hotel', '此栏含有无法识别的字符（控制符或乱码），请删除后再试。'],
      [{ details: { 'safari-sunset': { hotel: '\ud800' } } }, 'details.safari-sunset.hotel', '此栏含有无法识别的字符（控制符或乱码），请删除后再试。'],
      [{ details: { 'safari-sunset': { passport: 'E1234567' } } }, 'details.safari-sunset', ''],
      [{ details: { 'another-enquiry-item': { hotel: 'Atlantis' } } }, 'details', ''],
      [{ details: { 'safari-sunset': 'Atlantis' } }, 'details.safari-sunset', ''],
      [{ reach: { channel: 'fax' } }, 'reach.channel', ''],
      [{ reach: { channel: 'wechat', wechatId: '<script>' } }, 'reach.wechatId', ''],
    ]
    for (const [change, field, message] of cases) {
      const response = await post(ZH, { payload: validPayload(change), token: await solvedToken(services) })
      expect(response.status, field).toBe(400)
      const body = (await response.json()) as ErrorBody
      expect(body.error.code).toBe('invalid')
      expect(Object.keys(body.error.fields ?? {}), field).toContain(field)
      if (message) expect(body.error.fields?.[field]).toBe(message)
    }
    expect(await database.db.select({ id: enquiries.id }).from(enquiries)).toHaveLength(before.length)
  })

  it('takes the body {token, payload} on /api/enquiry-cn and stores it as Chinese', async () => {
    const response = await post(ZH, { token: await solvedToken(services), payload: validPayload({ message: '请问日落沙漠适合带小孩吗？' }) })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, id))
    expect(row?.lang).toBe('zh')
  })

  it("refuses a body whose language is not the endpoint's, in the endpoint's language, and stores nothing", async () => {
    const before = await database.db.select({ id: enquiries.id }).from(enquiries)
    for (const [url, lang, message] of [
      [ZH, 'en', '本次咨询标明的语言与提交地址的语言不一致，请刷新页面后重新提交。'],
      [EN, 'zh', 'This enquiry names a different language from the address it was sent to. Please reload the page and send it again.'],
    ] as const) {
      const response = await post(url, { payload: validPayload(), token: await solvedToken(services), lang })
      expect(response.status).toBe(400)
      expect(((await response.json()) as ErrorBody).error).toEqual({ code: 'lang_mismatch', message })
    }
    expect(await database.db.select({ id: enquiries.id }).from(enquiries)).toHaveLength(before.length)
  })

  const today = new Date().toISOString().slice(0, 10)
  const invalid: [string, Record<string, unknown>, string, string, string][] = [
    ['email', { contact: { name: '', email: 'not-an-email', phone: '' } }, 'email', 'Please enter a valid email address.', '请输入正确的电子邮箱格式。'],
    ['email without dot', { contact: { email: 'a@b' } }, 'email', 'Please enter a valid email address.', '请输入正确的电子邮箱格式。'],
    ['travel date in the past', { travelDate: '2020-01-01' }, 'travelDate', 'Please choose a date from today.', '请选择一个从今天起算的日期。'],
    ['travel date after 2050', { travelDate: '2051-01-01' }, 'travelDate', 'Please choose a date from today.', '请选择一个从今天起算的日期。'],
    ['travel date not a date', { travelDate: '2026-02-30' }, 'travelDate', 'Please choose a date from today.', '请选择一个从今天起算的日期。'],
    ['empty message', { message: '   ' }, 'message', 'Message is required.', '请填写留言内容。'],
    ['message over 400', { message: 'x'.repeat(401) }, 'message', 'Please keep your message to 400 characters or fewer.', '留言请控制在400字以内。'],
    ['blocked word', { message: 'Your driver is a dickhead' }, 'message', 'Please remove inappropriate language from your message.', '请您移除不恰当的文字。'],
    ['blocked Chinese word', { message: '你们是傻逼吗' }, 'message', 'Please remove inappropriate language from your message.', '请您移除不恰当的文字。'],
  ]
  it.each(invalid)('400 for an invalid %s, with its message in both languages', async (_name, change, field, english, chinese) => {
    const base = validPayload()
    const payload = { ...base, ...change, contact: { ...base.contact, ...(change.contact as object | undefined) } }
    for (const [url, message] of [
      [EN, english],
      [ZH, chinese],
    ] as const) {
      const response = await post(url, { payload, token: 'unused' })
      expect(response.status).toBe(400)
      const body = (await response.json()) as ErrorBody
      expect(body.error.code).toBe('invalid')
      expect(body.error.fields?.[field]).toBe(message)
    }
  })

  it('moves the earliest travel date along with the clock', async () => {
    const payload = validPayload({ travelDate: '2027-03-10' })
    const at = async (now: string) => {
      const result = await createEnquiry({ body: { payload, token: 'unsolved' }, lang: 'en', ip: nextIp(), userAgent: 'test', now: new Date(now) }, services)
      return result.status === 400 ? result.fields : result.status
    }
    // Valid on its day (then refused by the human check), invalid two days later, valid again on the day.
    expect(await at('2027-03-10T12:00:00Z')).toBe(403)
    expect(await at('2027-03-12T12:00:00Z')).toEqual({ travelDate: 'dateInvalid' })
    expect(await at('2027-03-10T12:00:00Z')).toBe(403)
  })

  it('accepts today and the last day, 2050-12-31', async () => {
    for (const travelDate of [today, '2050-12-31']) {
      const response = await post(EN, { payload: validPayload({ travelDate }), token: await solvedToken(services) })
      expect(response.status, travelDate).toBe(201)
    }
  })

  it('refuses a replayed solution and an expired challenge', async () => {
    const token = await solvedToken(services)
    expect((await post(EN, { payload: validPayload(), token })).status).toBe(201)
    const replay = await post(EN, { payload: validPayload(), token })
    expect(replay.status).toBe(403)
    expect(((await replay.json()) as ErrorBody).error.code).toBe('human_check_failed')

    const old = Date.now() - 20 * 60_000
    const challenge = await createAltchaChallenge(services.database.db, old)
    const solution = await solveChallenge({ challenge, deriveKey })
    const expired = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    expect((await post(EN, { payload: validPayload(), token: expired })).status).toBe(403)
    expect((await post(EN, { payload: validPayload(), token: 'bm90IGEgdG9rZW4=' })).status).toBe(403)
    expect((await post(EN, { payload: validPayload() })).status).toBe(403)
  })

  it('returns the first result for a retried submit with the same idempotency key', async () => {
    const idempotencyKey = `retry-${String(Date.now())}`
    const token = await solvedToken(services)
    const first = await post(EN, { payload: validPayload(), token, idempotencyKey })
    const second = await post(EN, { payload: validPayload(), token, idempotencyKey })
    expect(first.status).toBe(201)
    expect(second.status).toBe(201)
    expect(await second.json()).toEqual(await first.json())
    const rows = await database.db.select().from(enquiries).where(eq(enquiries.idempotencyKey, idempotencyKey))
    expect(rows).toHaveLength(1)
  })

  it('gives two racing submits with the same key one enquiry and the same answer', async () => {
    const idempotencyKey = `race-${String(Date.now())}`
    const payload = validPayload()
    const [tokenA, tokenB] = await Promise.all([solvedToken(services), solvedToken(services)])
    const responses = await Promise.all([post(EN, { payload, token: tokenA, idempotencyKey }), post(EN, { payload, token: tokenB, idempotencyKey })])
    expect(responses.map((r) => r.status)).toEqual([201, 201])
    const [a, b] = (await Promise.all(responses.map((r) => r.json()))) as unknown[]
    expect(b).toEqual(a)
    const rows = await database.db.select().from(enquiries).where(eq(enquiries.idempotencyKey, idempotencyKey))
    expect(rows).toHaveLength(1)
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.enquiryId, rows[0]?.id ?? 0))
    expect(mails.map((m) => m.kind).sort()).toEqual(['ack', 'operator'])
  })

  it('writes nothing when storing fails part-way, so a resubmit with the same key starts afresh', async () => {
    const email = `half-written-${String(Date.now())}@example.com`
    // Make the last part of the write (the visitor's acknowledgement) fail for this address only.
    await database.db.execute(
      sql.raw(`create function refuse_test_ack() returns trigger language plpgsql as $$
        begin
          if new.kind = 'ack' and new."to" @> array['${email}'] then raise exception 'ack refused by test'; end if;
          return new;
        end $$`),
    )
    await database.db.execute(sql.raw('create trigger refuse_test_ack before insert on mail_outbox for each row execute function refuse_test_ack()'))
    const idempotencyKey = `half-${String(Date.now())}`
    const body = { payload: validPayload({ contact: { name: '', email, phone: '' } }), token: await solvedToken(services), idempotencyKey }
    try {
      const failed = await post(EN, body)
      expect(failed.status).toBe(500)
      expect(((await failed.json()) as ErrorBody).error.code).toBe('server_error')
      expect(await database.db.select().from(enquiries).where(eq(enquiries.email, email))).toEqual([])
      expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.replyTo, email))).toEqual([])
    } finally {
      await database.db.execute(sql.raw('drop trigger refuse_test_ack on mail_outbox'))
      await database.db.execute(sql.raw('drop function refuse_test_ack()'))
    }
    const retried = await post(EN, { ...body, token: await solvedToken(services) })
    expect(retried.status).toBe(201)
    const { id } = (await retried.json()) as { id: number }
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, id))
    expect(mails.map((m) => m.kind).sort()).toEqual(['ack', 'operator'])
  })

  it('answers 429 with Retry-After when one address sends too many', async () => {
    const ip = '192.0.2.99'
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i < 11; i += 1) {
      last = await post(EN, { payload: validPayload(), token: 'invalid' }, ip)
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 10).every((s) => s === 403)).toBe(true)
    expect(last?.status).toBe(429)
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await last?.json()) as ErrorBody).error.message).toBe('Too many enquiries in a short time. Please try again later.')
  })

  it('refuses what is not a JSON enquiry with 4xx, never 5xx', async () => {
    const context = contextFor(services, nextIp())
    const notJson = new Request(EN, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'hello' })
    expect((await handleEnquiryRequest(notJson, context, 'en')).status).toBe(415)
    const huge = postJson(EN, { payload: validPayload({ message: 'x'.repeat(MAX_BODY_BYTES) }) })
    expect((await handleEnquiryRequest(huge, context, 'en')).status).toBe(413)
    const broken = postJson(EN, '{"payload": ')
    const response = await handleEnquiryRequest(broken, context, 'zh')
    expect(response.status).toBe(400)
    expect(((await response.json()) as ErrorBody).error.message).toBe('无法读取本次提交的内容。')
  })

  it('answers 4xx to 200 generated malformed bodies and stays healthy', async () => {
    const anything = fc.anything({ maxDepth: 3 })
    const bodies = fc.oneof(
      anything,
      fc.record({ payload: anything, token: fc.string() }, { requiredKeys: [] }),
      fc.record({
        payload: fc.record({ items: anything, contact: anything, travelDate: fc.string(), message: fc.string() }, { requiredKeys: [] }),
        token: fc.oneof(fc.string(), fc.integer()),
        idempotencyKey: fc.oneof(fc.string(), fc.constant(undefined)),
        lang: fc.oneof(fc.constant('en'), fc.constant('zh'), fc.string()),
      }),
    )
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const text = body === undefined ? 'undefined' : JSON.stringify(body) // bare 'undefined' is not JSON either
        const response = await handleEnquiryRequest(postJson(EN, text), contextFor(services, nextIp()), 'en')
        expect(response.status).toBeGreaterThanOrEqual(400)
        expect(response.status).toBeLessThan(500)
      }),
      { numRuns: 200 },
    )
    expect((await post(EN, { payload: validPayload(), token: await solvedToken(services) })).status).toBe(201)
  })

  it('sends both mails through SMTP: subject, Reply-To, both parts, escaping', async () => {
    const sink = await startSmtpSink()
    const mailer = await makeServices(database, { SMTP_URL: sink.url, MAIL_FROM: 'no-reply@example.com' })
    await database.db.update(mailOutbox).set({ status: 'SUCCESS' }) // earlier tests' mails are not this test's
    const response = await handleEnquiryRequest(
      postJson(EN, {
        payload: validPayload({ message: 'Is <script>alert(1)</script> & "this" fine?', contact: { name: 'Ana <b>', email: 'ana@example.com', phone: '' } }),
        token: await solvedToken(mailer),
      }),
      contextFor(mailer, nextIp()),
      'en',
    )
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    const worker = createOutboxWorker(
      { database, transport: createMailTransport({ smtpUrl: sink.url, dataDir: mailer.config.dataDir }), logger: mailer.logger },
      { from: mailer.config.mailFrom },
    )
    await worker.runOnce()
    await worker.stop()
    await sink.close()
    await mailer.content.stop()
    expect(sink.received).toHaveLength(2)
    const operator = sink.received.find((m) => m.subject?.startsWith('New enquiry'))
    const ack = sink.received.find((m) => m.subject?.includes(reference) && !m.subject.startsWith('New enquiry'))
    expect(operator?.subject).toBe('New enquiry — Ana <b> — 2 item(s)')
    expect(operator?.replyTo?.text).toBe('ana@example.com')
    expect(operator?.to && 'text' in operator.to ? operator.to.text : '').toBe('info@wanderwonderworlddubai.com')
    expect(operator?.text).toContain('Is <script>alert(1)</script> & "this" fine?')
    expect(operator?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(operator?.html).not.toContain('<script>')
    expect(operator?.html).toContain(reference)
    expect(ack?.replyTo?.text).toBe('info@wanderwonderworlddubai.com')
    expect(ack?.text).toContain('3 business days')
    expect(ack?.html).toBeTruthy()
  })

  it('keeps mail while SMTP is down and delivers each exactly once when it is back', async () => {
    const port = await freePort()
    const smtpUrl = `smtp://127.0.0.1:${String(port)}`
    const mailer = await makeServices(database, { SMTP_URL: smtpUrl })
    await database.db.update(mailOutbox).set({ status: 'SUCCESS' })
    const response = await handleEnquiryRequest(postJson(EN, { payload: validPayload(), token: await solvedToken(mailer) }), contextFor(mailer, nextIp()), 'en')
    expect(response.status).toBe(201)
    const worker = createOutboxWorker(
      { database, transport: createMailTransport({ smtpUrl, dataDir: mailer.config.dataDir }), logger: mailer.logger },
      { from: mailer.config.mailFrom, backoffSeconds: () => 0 },
    )
    await worker.runOnce()
    const failed = await database.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'PENDING'))
    expect(failed).toHaveLength(2)
    expect(failed.every((m) => m.attempts >= 1 && m.lastError)).toBe(true)

    const sink = await startSmtpSink(port)
    await worker.runOnce()
    await worker.runOnce()
    await worker.stop()
    await sink.close()
    await mailer.content.stop()
    expect(sink.received).toHaveLength(2)
    const sent = await database.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          failed.map((m) => m.id),
        ),
      )
    expect(sent.every((m) => m.status === 'SUCCESS' && m.messageId && m.sentAt)).toBe(true)
  })

  it('marks a mail ERROR after its last attempt', async () => {
    await database.db.update(mailOutbox).set({ status: 'SUCCESS' })
    const [row] = await database.db
      .insert(mailOutbox)
      .values({ to: ['x@example.com'], subject: 'Doomed', text: 'x' })
      .returning()
    const port = await freePort()
    const worker = createOutboxWorker(
      { database, transport: createMailTransport({ smtpUrl: `smtp://127.0.0.1:${String(port)}`, dataDir: services.config.dataDir }), logger: services.logger },
      { from: 'a@example.com', maxAttempts: 2, backoffSeconds: () => 0 },
    )
    await worker.runOnce()
    await worker.runOnce()
    await worker.stop()
    const [after] = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, row?.id ?? 0))
    expect(after).toMatchObject({ status: 'ERROR', attempts: 2 })
    expect(after?.lastError).toBeTruthy()
  })
})

describe.each(databaseTargets)('mail worker on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let services: Services
  let sink: Awaited<ReturnType<typeof startSmtpSink>>
  const workerFor = (options: Partial<OutboxOptions> = {}) =>
    createOutboxWorker(
      { database, transport: createMailTransport({ smtpUrl: sink.url, dataDir: services.config.dataDir }), logger: services.logger },
      { from: 'no-reply@example.com', ...options },
    )

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    sink = await startSmtpSink(undefined, {
      refuses: (recipient) => recipient === 'bounce@example.com',
      defers: (recipient) => recipient === 'busy@example.com',
    })
    services = await makeServices(database, { SMTP_URL: sink.url })
  })
  afterAll(async () => {
    await services.content.stop()
    await sink.close()
    await dispose()
  })

  it('sends the mails of a new enquiry without waiting for the next poll', async () => {
    // No poll interval: only the notification sent after the enquiry is stored can wake it.
    const worker = workerFor()
    try {
      const response = await handleEnquiryRequest(
        postJson(EN, { payload: validPayload(), token: await solvedToken(services) }),
        contextFor(services, '198.51.100.200'),
        'en',
      )
      expect(response.status).toBe(201)
      const { reference } = (await response.json()) as { reference: string }
      await eventually(() => sink.received.length === 2, 5000)
      expect(sink.received.every((mail) => typeof mail.html === 'string' && mail.html.includes(reference))).toBe(true)
    } finally {
      await worker.stop()
    }
  })

  it('records each mail of a batch on its own: sent ones SUCCESS, a deferred one retried later, a refused one failed at once', async () => {
    await database.db.update(mailOutbox).set({ status: 'SUCCESS' }) // earlier tests' mails are not this test's
    sink.received.length = 0
    const recipients = ['one@example.com', 'busy@example.com', 'bounce@example.com', 'three@example.com']
    const inserted = await database.db
      .insert(mailOutbox)
      .values(recipients.map((to) => ({ to: [to], subject: `To ${to}`, text: 'hello' })))
      .returning({ id: mailOutbox.id })
    const worker = workerFor({ backoffSeconds: () => 600 })
    expect(await worker.runOnce()).toBe(4)
    await worker.stop()
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          inserted.map((row) => row.id),
        ),
      )
    const byRecipient = new Map(rows.map((row) => [row.to[0], row]))
    for (const to of ['one@example.com', 'three@example.com']) {
      expect(byRecipient.get(to)).toMatchObject({ status: 'SUCCESS', attempts: 1, lastError: null })
      expect(byRecipient.get(to)?.messageId).toBeTruthy()
      expect(byRecipient.get(to)?.sentAt).toBeInstanceOf(Date)
    }
    const deferred = byRecipient.get('busy@example.com')
    expect(deferred).toMatchObject({ status: 'PENDING', attempts: 1, messageId: null, sentAt: null })
    expect(deferred?.lastError).toContain('try again later')
    expect(deferred?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 500_000)
    // 5xx is a refusal for good: no retries, shown as failed in the desk at once.
    const bounced = byRecipient.get('bounce@example.com')
    expect(bounced).toMatchObject({ status: 'ERROR', attempts: 1, messageId: null, sentAt: null })
    expect(bounced?.lastError).toContain('mailbox unavailable')
    expect(sink.received.map((mail) => mail.subject).sort()).toEqual(['To one@example.com', 'To three@example.com'])
  })
})

describe.each(databaseTargets)('mail worker with several instances on $name', (target) => {
  it('two workers send each mail exactly once (PostgreSQL: separate connections, SKIP LOCKED)', async () => {
    const { database, url, dispose } = await target.create()
    const { openDatabase } = await import('../../app/.server/db/client')
    // PGlite is one connection per directory: there both workers share it.
    const second = url ? await openDatabase({ url, poolSize: 4 }) : database
    const sink = await startSmtpSink()
    try {
      await database.db
        .insert(mailOutbox)
        .values(Array.from({ length: 30 }, (_, i) => ({ to: [`guest${String(i)}@example.com`], subject: `Mail ${String(i)}`, text: 'hello' })))
      const services = await makeServices(database)
      const make = (db: Database) =>
        createOutboxWorker(
          { database: db, transport: createMailTransport({ smtpUrl: sink.url, dataDir: services.config.dataDir }), logger: services.logger },
          { from: 'no-reply@example.com', batchSize: 3 },
        )
      const workers = [make(database), make(second)]
      await Promise.all(workers.map((w) => w.runOnce()))
      await Promise.all(workers.map((w) => w.stop()))
      await services.content.stop()
      expect(sink.received).toHaveLength(30)
      expect(new Set(sink.received.map((m) => m.subject)).size).toBe(30)
      const rows = await database.db.select().from(mailOutbox)
      expect(rows.every((r) => r.status === 'SUCCESS' && r.attempts === 1)).toBe(true)
    } finally {
      await sink.close()
      if (second !== database) await second.close()
      await dispose()
    }
  })
})
