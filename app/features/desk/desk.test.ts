import { describe, expect, it } from 'vitest'
import { adminRoutes, isPassivePattern, permissionForPattern } from './admin-routes'
import { can, permissions, roles } from './permissions'
import { isSameOriginRequest } from './gate.server'
import { isSameOrigin } from './same-origin'

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
