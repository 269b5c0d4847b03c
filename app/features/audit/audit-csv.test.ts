import { describe, expect, it } from 'vitest'
import { auditCsv } from './audit-query.server'

describe('audit CSV', () => {
  it('starts with a UTF-8 BOM, quotes commas and quotes, and defuses spreadsheet formulas', () => {
    const csv = auditCsv([
      {
        id: 1,
        at: new Date('2026-01-01T00:00:00Z'),
        actorId: 1,
        actorEmail: 'owner@example.com',
        actorName: '王, "Wang"',
        ip: '203.0.113.1',
        userAgent: 'UA',
        requestId: 'r',
        action: 'staff.role',
        target: '=HYPERLINK("x")',
        before: { role: 'editor' },
        after: { role: 'agent' },
      },
    ])
    expect(csv.startsWith('\uFEFFat,actor_email')).toBe(true)
    expect(csv).toContain('"王, ""Wang"""')
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
    expect(csv).toContain('"{""role"":""editor""}"')
    // Rows without repeated refusals end with a count of 0 and no time.
    expect(csv).toMatch(/,r,0,\r\n$/)
  })

  it('ends a refusal’s row with how many more like it came, and when the last did', () => {
    const csv = auditCsv([
      {
        id: 2,
        at: new Date('2026-01-01T00:00:00Z'),
        actorId: null,
        actorEmail: '',
        actorName: '',
        ip: '203.0.113.7',
        userAgent: 'UA',
        requestId: 'r',
        action: 'auth.sign-in-failed',
        target: '',
        before: null,
        after: { code: 'web-storage-unsupported' },
        more: 41,
        lastMoreAt: new Date('2026-01-01T00:09:00Z'),
      },
    ])
    expect(csv.split('\r\n')[0]).toMatch(/,request_id,repeats,repeats_last_at$/)
    expect(csv).toContain(',203.0.113.7,UA,r,41,2026-01-01T00:09:00.000Z\r\n')
  })
})
