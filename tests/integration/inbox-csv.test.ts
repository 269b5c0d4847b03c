import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../app/.server/db/client'
import { enquiries } from '../../app/.server/db/schema'
import { CSV_PAGE_ROWS, inboxCsv } from '../../app/features/inbox/inbox-csv.server'
import { databaseTargets } from '../support/databases'
import { deskStatus } from '../../app/features/desk/desk-result'

const dubai = (local: string) => new Date(`${local}+04:00`)

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks)
}

describe.each(databaseTargets)('inbox CSV export on $name', (target) => {
  let database: Database
  let dispose: () => Promise<void>
  const bulk = CSV_PAGE_ROWS * 2 + 37

  beforeAll(async () => {
    ;({ database, dispose } = await target.create())
    const base = {
      lang: 'en' as const,
      items: [{ id: 'transfer-airport', title: 'Airport transfer' }],
      email: 'guest@example.com',
      travelDate: '2027-01-10',
    }
    await database.db.insert(enquiries).values([
      {
        ...base,
        reference: 'E-2026-000001',
        lang: 'zh',
        name: '李伟',
        message: '我们想预订机场接送，谢谢！',
        items: [
          { id: 'transfer-airport', title: '机场接送' },
          { id: 'safari-evening', title: '沙漠晚间游' },
        ],
        // What the pages showed: the transfer from AED 190, the evening safari on request.
        shownPrices: {
          contentVersion: 1,
          rates: { gbpPerAed: null, eurPerAed: null },
          items: [
            { id: 'transfer-airport', currency: 'AED', unit: 'vehicle', fromAed: 190, columns: ['轿车'], rows: [{ label: '单程', aed: [190] }] },
            { id: 'safari-evening', currency: 'AED', unit: 'vehicle', fromAed: null, columns: ['四驱车'], rows: [{ label: '晚间', aed: [null] }] },
          ],
        },
        createdAt: dubai('2026-11-23T10:00'),
        replyDueAt: dubai('2026-11-27T00:00'),
        answeredAt: dubai('2026-11-26T09:00'),
        status: 'replied',
      },
      {
        ...base,
        reference: 'E-2026-000002',
        name: '=HYPERLINK("http://evil.example","x")',
        phone: '+971 501234567',
        message: '@SUM(1+1)',
        createdAt: dubai('2026-11-23T11:00'),
        replyDueAt: dubai('2026-11-27T00:00'),
        answeredAt: dubai('2026-11-30T09:00'),
        status: 'replied',
      },
    ])
    // Many enquiries sharing one timestamp: the keyset pages must neither skip nor repeat any.
    const same = dubai('2026-11-20T08:00')
    await database.db.insert(enquiries).values(
      Array.from({ length: bulk }, (_, i) => ({
        ...base,
        reference: `E-2026-${String(100_000 + i)}`,
        name: `Guest ${String(i)}`,
        message: 'Hello',
        createdAt: same,
        replyDueAt: dubai('2026-11-26T00:00'),
      })),
    )
  })
  afterAll(async () => {
    await dispose()
  })

  it('streams every enquiry once, with a BOM, Chinese text intact, items joined, and in-time answers', async () => {
    const result = inboxCsv(database.db, {}, dubai('2026-12-01T12:00'))
    if (!result.ok) throw new Error('export refused')
    const bytes = await readAll(result.stream)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.toString('utf8').slice(1)
    const lines = text.split('\r\n').filter(Boolean)
    expect(lines[0]).toContain('Answered within 3 business days')
    expect(lines).toHaveLength(1 + 2 + bulk)
    const references = lines.slice(1).map((line) => line.split(',')[0])
    expect(new Set(references).size).toBe(2 + bulk)
    const chinese = lines.find((line) => line.startsWith('E-2026-000001'))
    expect(chinese).toContain('李伟')
    // Each item with the price the visitor saw.
    expect(chinese).toContain('机场接送 (from AED 190); 沙漠晚间游 (price on request)')
    expect(chinese).toContain('我们想预订机场接送，谢谢！')
    expect(chinese).toMatch(/,yes,no$/)
    // In the operator's words, and due on the day the inbox shows ("Due 2026-11-26"), not the next midnight.
    expect(chinese).toContain(',Chinese,Replied,')
    expect(chinese).toContain(',2026-11-26,')
    expect(chinese).not.toContain('2026-11-27 00:00')
    expect(lines.find((line) => line.startsWith('E-2026-000002'))).toMatch(/,no,no$/)
    // Unanswered and past due on 1 December.
    expect(lines.find((line) => line.startsWith('E-2026-100000'))).toMatch(/,overdue,no$/)
  })

  it('speaks the desk’s language: a Chinese desk gets Chinese headers, statuses and answers', async () => {
    const result = inboxCsv(database.db, { q: 'E-2026-000001' }, dubai('2026-12-01T12:00'), 'zh')
    if (!result.ok) throw new Error('export refused')
    const lines = (await readAll(result.stream)).toString('utf8').slice(1).split('\r\n').filter(Boolean)
    expect(lines[0]).toBe(
      '编号,收到时间（迪拜）,语言,状态,姓名,邮箱,电话,咨询项目,出行日期,留言,最迟回复日期（迪拜，当天结束前）,回复时间（迪拜）,是否在 3 个工作日内回复,有发送失败的邮件',
    )
    expect(lines[1]).toContain(',中文,已回复,')
    expect(lines[1]).toContain('机场接送（AED 190 起）; 沙漠晚间游（价格另询）')
    expect(lines[1]).toMatch(/,是,否$/)
  })

  it('defuses cells a spreadsheet would run as formulas', async () => {
    const result = inboxCsv(database.db, { q: 'evil.example' }, new Date())
    if (!result.ok) throw new Error('export refused')
    const text = (await readAll(result.stream)).toString('utf8')
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`)
    expect(text).toContain(`'+971 501234567`)
    expect(text).toContain(`'@SUM(1+1)`)
    expect(text).not.toMatch(/,=HYPERLINK/)
  })

  it('refuses a malformed filter as every desk refusal is said: invalid, naming the field', () => {
    const refused = inboxCsv(database.db, { lang: 'fr' as 'en' }, new Date())
    expect(refused).toMatchObject({ ok: false, kind: 'invalid', issues: [expect.objectContaining({ path: 'lang' })] })
    expect(refused.ok ? 200 : deskStatus[refused.kind]).toBe(400)
  })
})
