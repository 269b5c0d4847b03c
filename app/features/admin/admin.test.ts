import { describe, expect, it } from 'vitest'
import { adminRoutes, isPassivePattern, permissionForPattern } from './admin-routes'
import { auditCsv } from './audit-query.server'
import { can, permissions, roles } from './permissions'
import { isSameOriginRequest } from './gate.server'
import { isSameOrigin } from './same-origin'
import { signInErrorCodes } from './sign-in-errors'
import { staffEn, staffZh } from './staff-copy'

describe('permission table', () => {
  it('gives owners everything, editors the site and agents the inbox, and only owners staff and audit', () => {
    for (const p of permissions) expect(can('owner', p)).toBe(true)
    expect(can('editor', 'content.write')).toBe(true)
    expect(can('editor', 'enquiries.read')).toBe(false)
    expect(can('agent', 'enquiries.write')).toBe(true)
    expect(can('agent', 'news.write')).toBe(false)
    for (const role of roles.filter((r) => r !== 'owner')) {
      expect(can(role, 'staff.manage')).toBe(false)
      expect(can(role, 'audit.read')).toBe(false)
      expect(can(role, 'desk.use')).toBe(true)
    }
  })

  it('refuses a route pattern that is not in the admin route table', () => {
    expect(permissionForPattern('/admin/staff')).toBe('staff.manage')
    expect(permissionForPattern('/admin')).toBe('desk.use')
    expect(permissionForPattern('/admin/unknown')).toBeUndefined()
    // Reading the mail is not sending it: a state change needs the route's write permission.
    expect(permissionForPattern('/admin/mail', 'GET')).toBe('mail.read')
    expect(permissionForPattern('/admin/mail', 'POST')).toBe('mail.send')
    expect(permissionForPattern('/admin/staff', 'POST')).toBe('staff.manage')
    expect(new Set(adminRoutes.map((r) => r.path)).size).toBe(adminRoutes.length)
  })

  it('treats only the background session check, the editor’s presence marks and the live streams as passive (not activity)', () => {
    expect(adminRoutes.filter((r) => isPassivePattern(`/${r.path}`)).map((r) => r.id)).toEqual([
      'AdminContentPresence',
      'AdminNewsEvents',
      'AdminEnquiriesEvents',
      'AdminSession',
    ])
    expect(isPassivePattern('/admin/unknown')).toBe(false)
  })
})

describe('same-origin check for state changes', () => {
  const ours = ['https://desk.example']
  it('accepts our Origin, or same-origin fetch metadata without an Origin, and nothing else', () => {
    expect(isSameOrigin('https://desk.example', null, ours)).toBe(true)
    expect(isSameOrigin('https://evil.example', 'same-origin', ours)).toBe(false)
    expect(isSameOrigin(null, 'same-origin', ours)).toBe(true)
    expect(isSameOrigin(null, 'cross-site', ours)).toBe(false)
    expect(isSameOrigin(null, null, ours)).toBe(false)
  })

  it('the gate refuses a state change that carries neither Origin nor Sec-Fetch-Site', () => {
    const post = (headers: Record<string, string>) => new Request('https://desk.example/admin/news', { method: 'POST', headers })
    expect(isSameOriginRequest(post({}), 'https://desk.example')).toBe(false)
    expect(isSameOriginRequest(post({ 'Sec-Fetch-Site': 'same-origin' }), 'https://desk.example')).toBe(true)
    expect(isSameOriginRequest(post({ Origin: 'https://desk.example' }), 'https://desk.example')).toBe(true)
    expect(isSameOriginRequest(post({ Origin: 'null' }), 'https://desk.example')).toBe(false)
  })
})

describe('desk copy', () => {
  it('has an English and a Chinese message for every sign-in error code', () => {
    for (const code of signInErrorCodes) {
      expect(staffEn.signInErrors[code].length).toBeGreaterThan(10)
      expect(staffZh.signInErrors[code]).toMatch(/[\u4e00-\u9fff]/)
    }
  })
})

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
