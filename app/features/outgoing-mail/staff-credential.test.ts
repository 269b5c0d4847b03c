/** The mails about a person's own sign-in: the right words for the link's purpose, and the notice in both languages for a person who never chose one. */
import { describe, expect, it } from 'vitest'
import { credentialLinkMail, credentialNoticeIn } from './staff-credential'

const brand = { en: 'WanderWonderWorld Dubai', zh: '万德假日' }
const at = { when: new Date('2026-11-28T05:30:00Z'), device: 'Firefox on Windows', ip: '203.0.113.5' }

describe('credential mails', () => {
  it('invites with the role and the link, and a reset says the old credentials stopped working', () => {
    const url = 'https://example.com/admin/set-password?token=abc'
    const invite = credentialLinkMail('en', { purpose: 'invite', brand: brand.en, role: 'Editor', url })
    expect(invite.subject).toBe('Your staff account at WanderWonderWorld Dubai')
    expect(invite.text).toContain('as Editor')
    expect(invite.text).toContain(url)
    const reset = credentialLinkMail('zh', { purpose: 'reset', brand: brand.zh, role: '编辑', url })
    expect(reset.subject).toBe('请为万德假日管理后台设置新密码')
    expect(reset.text).toContain('已失效')
    expect(reset.text).not.toContain('编辑')
  })

  it('tells of a changed password in Dubai time, with the sessions it ended, in both languages when none was chosen', () => {
    const notice = credentialNoticeIn(undefined, brand, { kind: 'password-changed', endedSessions: 2 }, at)
    expect(notice.subject).toBe('Your WanderWonderWorld Dubai desk password was changed · 万德假日管理后台：您的密码已修改')
    expect(notice.text).toContain('You were signed out on 2 other devices.')
    expect(notice.text).toContain('您在其他 2 台设备上的登录已同时结束。')
    expect(notice.text).toContain('203.0.113.5')
    expect(notice.text.indexOf('If this was you')).toBeLessThan(notice.text.indexOf('如果是您本人操作'))
    const zhOnly = credentialNoticeIn('zh', brand, { kind: 'passkey', label: '办公室笔记本' }, at)
    expect(zhOnly.text).toContain('“办公室笔记本”')
    expect(zhOnly.text).not.toContain('If this was you')
  })
})
