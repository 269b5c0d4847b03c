import { describe, expect, it } from 'vitest'
import { changeLine } from './audit-filter'
import { auditEn } from './audit-copy'
import { en } from '../desk/copy/en'
import { zh } from '../desk/copy/zh'
import { auditZh } from './audit-copy'

describe('the audit log’s change column', () => {
  it('names fields and known values in the desk’s language, not as stored', () => {
    expect(changeLine({ field: 'role', was: 'editor', is: 'agent' }, auditEn, en.colon)).toBe('Role: Editor → Agent')
    expect(changeLine({ field: 'role', was: 'editor', is: 'agent' }, auditZh, zh.colon)).toBe('角色：编辑 → 客服')
    expect(changeLine({ field: 'status', was: 'new', is: 'awaiting_visitor' }, auditZh, zh.colon)).toBe('状态：新咨询 → 等待客人回复')
    expect(changeLine({ field: 'grants', was: '—', is: 'templates.write' }, auditEn, en.colon)).toBe('Beyond the role: — → May edit the reply templates')
  })

  it('says how a password was set, in words', () => {
    expect(changeLine({ field: 'via', was: null, is: 'setup' }, auditZh, zh.colon)).toBe('方式：首次启动的设置链接')
    expect(changeLine({ field: 'via', was: null, is: 'invite' }, auditEn, en.colon)).toBe('How: the invitation link')
    expect(changeLine({ field: 'via', was: null, is: 'changed' }, auditZh, zh.colon)).toBe('方式：在“我的账号”中修改')
  })

  it('words an export’s filters', () => {
    expect(changeLine({ field: 'sort', was: null, is: 'created' }, auditEn, en.colon)).toBe('Sorted by: date received')
    expect(changeLine({ field: 'dir', was: null, is: 'desc' }, auditZh, zh.colon)).toBe('顺序：最新在前')
    expect(changeLine({ field: 'receivedFrom', was: null, is: '2026-11-01' }, auditZh, zh.colon)).toBe('收到日期起：2026-11-01')
  })

  it('shows one side alone, and a field the copy does not know in words', () => {
    expect(changeLine({ field: 'email', was: null, is: 'li.wei@example.cn' }, auditZh, zh.colon)).toBe('邮箱：li.wei@example.cn')
    expect(changeLine({ field: 'originalName', was: 'dunes.jpg', is: null }, auditEn, en.colon)).toBe('File name: dunes.jpg → —')
    expect(changeLine({ field: 'focalPoint', was: '0.5', is: '0.4' }, auditEn, en.colon)).toBe('focal point: 0.5 → 0.4')
  })
})
