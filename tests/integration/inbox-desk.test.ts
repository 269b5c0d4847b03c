/**
 * The desk's writes on an enquiry and its mail, on PGlite and PostgreSQL: a reply goes into the
 * outbox with the audit row and the status change in one transaction (or none of them), templates
 * and mail commands keep their versions and limits, and every write leaves its audit row.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Db } from '../../app/.server/db/client'
import { auditLog, enquiries, enquiryStatusHistory, mailOutbox, replyTemplates } from '../../app/.server/db/schema'
import { recordAudit, type AuditContext } from '../../app/features/audit/audit.server'
import { addNote, changeStatus } from '../../app/features/inbox/enquiry-commands.server'
import { defaultReplyTemplates } from '../../app/features/reply-templates/reply-templates'
import { deleteReplyTemplate, listReplyTemplates, saveReplyTemplate } from '../../app/features/reply-templates/reply-templates.server'
import { sendReply } from '../../app/features/inbox/send-reply.server'
import { composeMail, countFailedOperatorMail, listOutbox, resendMail, retryMail } from '../../app/features/outbox/outbox-desk.server'
import { databaseTargets } from '../support/databases'

const site = {
  brand: { en: 'WanderWonderWorld Dubai', zh: '万德假日' },
  email: 'info@wanderwonderworlddubai.com',
  publicUrl: 'https://wanderwonderworlddubai.com',
}
const context: AuditContext = { actor: null, ip: '127.0.0.1', userAgent: 'vitest', requestId: 'req-1' }
const audit = (tx: Db, entry: Parameters<typeof recordAudit>[2]) =>
  recordAudit(tx, { ...context, actor: { id: 0, email: 'agent@example.com', name: 'Agent' } }, entry)
const actor = { email: 'agent@example.com' }

describe.each(databaseTargets)('desk writes on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  let counter = 0

  async function seedEnquiry(lang: 'en' | 'zh' = 'zh'): Promise<number> {
    counter += 1
    const [row] = await database.db
      .insert(enquiries)
      .values({
        reference: `E-2026-9${String(counter).padStart(5, '0')}`,
        lang,
        items: [{ id: 'cruise-canal', title: lang === 'zh' ? '迪拜水道游船晚餐' : 'Dubai Canal Dinner Cruise' }],
        name: lang === 'zh' ? '王芳' : 'Anna Smith',
        email: `visitor${String(counter)}@example.com`,
        travelDate: '2027-01-10',
        message: 'Hello',
      })
      .returning({ id: enquiries.id })
    if (!row) throw new Error('no row')
    return row.id
  }
  const auditRows = (action: string, target?: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(target ? and(eq(auditLog.action, action), eq(auditLog.target, target)) : eq(auditLog.action, action))

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
  })
  afterAll(async () => {
    await dispose()
  })

  it('queues a reply to the visitor with Reply-To the operator and the reference, marks it replied, and audits it', async () => {
    const id = await seedEnquiry('zh')
    const result = await sendReply(
      database,
      actor,
      { enquiryId: id, expectedVersion: 1, lang: 'zh', subject: '您的行程', body: '王芳，您好！\n\n名额已确认。' },
      site,
      audit,
      new Date(),
    )
    expect(result).toMatchObject({ ok: true, version: 2, enquiryStatus: 'replied' })
    const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, id))
    const [enquiry] = await database.db.select().from(enquiries).where(eq(enquiries.id, id))
    expect(mail).toMatchObject({ kind: 'reply', to: [enquiry?.email], replyTo: site.email, status: 'PENDING', createdBy: 'agent@example.com' })
    expect(mail?.subject).toBe(`您的行程【${enquiry?.reference ?? ''}】`)
    expect(mail?.text).toContain('名额已确认。')
    expect(mail?.html).toContain('lang="zh-CN"')
    expect(enquiry).toMatchObject({ status: 'replied', version: 2 })
    expect(enquiry?.answeredAt).toBeInstanceOf(Date)
    const [history] = await database.db.select().from(enquiryStatusHistory).where(eq(enquiryStatusHistory.enquiryId, id))
    expect(history).toMatchObject({ fromStatus: 'new', toStatus: 'replied', actor: 'agent@example.com' })
    expect(await auditRows('mail.reply', String(id))).toHaveLength(1)
  })

  it('keeps the status when asked, still bumping the version so other desks notice', async () => {
    const id = await seedEnquiry('en')
    const result = await sendReply(
      database,
      actor,
      { enquiryId: id, expectedVersion: 1, lang: 'en', subject: 'Hello', body: 'A quick question.', then: 'keep' },
      site,
      audit,
      new Date(),
    )
    expect(result).toMatchObject({ ok: true, version: 2, enquiryStatus: 'new' })
    expect(await database.db.select().from(enquiryStatusHistory).where(eq(enquiryStatusHistory.enquiryId, id))).toHaveLength(0)
  })

  it('refuses a reply with a placeholder left in it, or quoting a stale version, and writes nothing', async () => {
    const id = await seedEnquiry('zh')
    const left = await sendReply(
      database,
      actor,
      { enquiryId: id, expectedVersion: 1, lang: 'zh', subject: '您好', body: '{{name}}，您好！' },
      site,
      audit,
      new Date(),
    )
    expect(left).toMatchObject({ ok: false, kind: 'invalid', issues: [{ path: 'placeholder', message: '{{name}}' }] })
    await changeStatus(database, actor, { enquiryId: id, expectedVersion: 1, to: 'quoted' }, new Date(), audit)
    const stale = await sendReply(
      database,
      actor,
      { enquiryId: id, expectedVersion: 1, lang: 'zh', subject: '您好', body: '名额已确认。' },
      site,
      audit,
      new Date(),
    )
    expect(stale).toMatchObject({ ok: false, kind: 'stale', current: { version: 2, status: 'quoted' } })
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.enquiryId, id))).toHaveLength(0)
    expect(await auditRows('mail.reply', String(id))).toHaveLength(0)
    // The status change before it was audited, in its own transaction.
    expect(await auditRows('enquiry.status', String(id))).toHaveLength(1)
  })

  it('refuses NUL and broken Unicode in a reply with 400', async () => {
    const id = await seedEnquiry('en')
    for (const body of ['bad \u0000 byte', 'half \ud83d pair']) {
      expect(await sendReply(database, actor, { enquiryId: id, expectedVersion: 1, lang: 'en', subject: 'Hi', body }, site, audit, new Date())).toMatchObject({
        ok: false,
        kind: 'invalid',
      })
    }
  })

  it('audits notes and status changes with the write, and a refused change leaves no audit row', async () => {
    const id = await seedEnquiry('en')
    expect(await addNote(database, actor, { enquiryId: id, expectedVersion: 1, body: 'Called back' }, new Date(), audit)).toMatchObject({
      ok: true,
      version: 2,
    })
    expect(await changeStatus(database, actor, { enquiryId: id, expectedVersion: 1, to: 'closed' }, new Date(), audit)).toMatchObject({
      ok: false,
      kind: 'stale',
    })
    expect(await auditRows('enquiry.note', String(id))).toHaveLength(1)
    expect(await auditRows('enquiry.status', String(id))).toHaveLength(0)
  })

  it('retries only a failed mail, resends only a sent one (to its recipients or to the staff member), with audit rows', async () => {
    const id = await seedEnquiry('en')
    const [failed, sent] = await database.db
      .insert(mailOutbox)
      .values([
        {
          to: ['info@wanderwonderworlddubai.com'],
          subject: 'New enquiry — Anna',
          text: 'x',
          status: 'ERROR',
          attempts: 8,
          lastError: 'mailbox unavailable',
          enquiryId: id,
          kind: 'operator',
        },
        { to: ['anna@example.com'], subject: 'We received your enquiry', text: 'y', status: 'SUCCESS', attempts: 1, enquiryId: id, kind: 'ack' },
      ])
      .returning({ id: mailOutbox.id })
    if (!failed || !sent) throw new Error('no rows')
    expect(await countFailedOperatorMail(database.db)).toBeGreaterThanOrEqual(1)
    expect(await retryMail(database, sent.id, audit)).toEqual({ ok: false, kind: 'stale', current: { status: 'SUCCESS' } })
    expect(await retryMail(database, failed.id, audit)).toEqual({ ok: true, mailId: failed.id })
    const [retried] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id))
    expect(retried).toMatchObject({ status: 'PENDING', attempts: 0 })
    expect(await resendMail(database, failed.id, 'me', 'agent@example.com', audit, site.email)).toEqual({
      ok: false,
      kind: 'stale',
      current: { status: 'PENDING' },
    })
    const toMe = await resendMail(database, sent.id, 'me', 'agent@example.com', audit, site.email)
    const again = await resendMail(database, sent.id, 'original', 'agent@example.com', audit, site.email)
    if (!toMe.ok || !again.ok) throw new Error('resend refused')
    const copies = await database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'resend'))
    expect(copies.find((row) => row.id === toMe.mailId)).toMatchObject({
      to: ['agent@example.com'],
      subject: 'We received your enquiry',
      enquiryId: id,
      createdBy: 'agent@example.com',
    })
    expect(copies.find((row) => row.id === again.mailId)).toMatchObject({ to: ['anna@example.com'] })
    expect(await auditRows('mail.retry', String(failed.id))).toHaveLength(1)
    expect(await auditRows('mail.resend', String(sent.id))).toHaveLength(2)
    const listed = await listOutbox(database.db, { failedOperator: true }, 'agent')
    expect(listed.ok && listed.page.rows.every((row) => row.kind === 'operator' && row.status === 'ERROR')).toBe(true)
  })

  it('composes a mail through the outbox: plain addresses only, at most 20, reply-to the first entry, text or HTML needed', async () => {
    expect(await composeMail(database, { to: '"Boss" <boss@example.com>', subject: 'Hi', text: 'x' }, 'agent@example.com', audit, site.email)).toMatchObject({
      ok: false,
      kind: 'invalid',
    })
    const many = Array.from({ length: 21 }, (_, i) => `guest${String(i)}@example.com`).join(', ')
    expect(await composeMail(database, { to: many, subject: 'Hi', text: 'x' }, 'agent@example.com', audit, site.email)).toMatchObject({
      ok: false,
      kind: 'invalid',
    })
    expect(await composeMail(database, { to: 'guest@example.com', subject: 'Hi', text: '  ', html: '' }, 'agent@example.com', audit, site.email)).toMatchObject(
      { ok: false, kind: 'invalid' },
    )
    expect(await composeMail(database, { to: 'guest@example.com', subject: 'Hi \u0000', text: 'x' }, 'agent@example.com', audit, site.email)).toMatchObject({
      ok: false,
      kind: 'invalid',
    })
    const ok = await composeMail(
      database,
      { to: ['one@EXAMPLE.com', ' two@example.com '], subject: 'Your transfer', text: 'See you at 09:00.', replyTo: ['ops@example.com', 'other@example.com'] },
      'agent@example.com',
      audit,
      site.email,
    )
    if (!ok.ok) throw new Error(JSON.stringify(ok))
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, ok.mailId))
    expect(row).toMatchObject({ to: ['one@example.com', 'two@example.com'], replyTo: 'ops@example.com', kind: 'compose', status: 'PENDING', html: null })
    expect(await auditRows('mail.compose', String(ok.mailId))).toHaveLength(1)
  })

  it('keeps the built-in templates until the first save, then versions each template and refuses a stale save', async () => {
    const before = await listReplyTemplates(database.db)
    expect(before.map((t) => [t.id, t.version])).toEqual([
      ['first-reply', 0],
      ['need-details', 0],
    ])
    const first = before[0]
    if (!first) throw new Error('no template')
    const changed = { ...first, zh: { ...first.zh, body: `${first.zh.body}\n如有疑问，欢迎随时回复本邮件。` } }
    const { version: _v, ...template } = changed
    expect(await saveReplyTemplate(database.db, { template, expectedVersion: 0 }, 'editor@example.com', audit)).toMatchObject({
      ok: true,
      template: { version: 1 },
    })
    expect(await saveReplyTemplate(database.db, { template, expectedVersion: 0 }, 'editor@example.com', audit)).toMatchObject({ ok: false, kind: 'stale' })
    const after = await listReplyTemplates(database.db)
    expect(after.map((t) => [t.id, t.version])).toEqual([
      ['first-reply', 1],
      ['need-details', 0],
    ])
    expect(after[0]?.zh.body).toContain('欢迎随时回复本邮件')
    // A built-in template written out by that save but never changed reads as this release's text,
    // even where the stored row still holds an older wording.
    await database.db
      .update(replyTemplates)
      .set({ zh: { subject: '您的咨询 {{reference}}', body: '我们已在确认名额。' } })
      .where(eq(replyTemplates.id, 'need-details'))
    expect((await listReplyTemplates(database.db))[1]).toEqual({ ...defaultReplyTemplates[1], version: 0 })
    // A template with an unknown placeholder is refused; removing works until one is left.
    const typo = { id: 'typo', label: { en: 'Typo', zh: '错字' }, en: { subject: 'Hi {{nmae}}', body: 'x' }, zh: { subject: '您好', body: 'x' } }
    expect(await saveReplyTemplate(database.db, { template: typo, expectedVersion: 0 }, 'editor@example.com', audit)).toMatchObject({
      ok: false,
      kind: 'invalid',
    })
    expect(await deleteReplyTemplate(database.db, 'need-details', 0, audit)).toMatchObject({ ok: true })
    expect(await deleteReplyTemplate(database.db, 'first-reply', 1, audit)).toMatchObject({
      ok: false,
      kind: 'invalid',
      issues: [{ path: 'templates', message: 'lastOne' }],
    })
    expect(await auditRows('template.update', 'first-reply')).toHaveLength(1)
    expect(await auditRows('template.delete', 'need-details')).toHaveLength(1)
  })
})
