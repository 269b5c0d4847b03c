import { describe, expect, it } from 'vitest'
import { deskCopy } from '../copy'
import { limited, refuse } from '../desk-result'
import { refusalText } from './desk-notice'

describe('one way to say a refusal', () => {
  const en = deskCopy('en')
  const zh = deskCopy('zh')

  it('words every kind from the desk’s common copy, in the desk’s language', () => {
    expect(refusalText(refuse('forbidden'), en)).toBe('Your role does not allow this. Ask an owner if you need it.')
    expect(refusalText(refuse('notFound'), zh)).toBe('该内容已不存在，可能刚被其他同事删除。请刷新页面。')
    expect(refusalText(limited(61), en)).toBe('You have done this as often as the desk allows for now. Try again in 2 minutes.')
    expect(refusalText(limited(30), zh)).toBe('这项操作暂时已达到次数上限，请 1 分钟后再试。')
    expect(refusalText(refuse('invalid', { issues: [{ path: 'subject', message: 'too_small' }] }), en)).toBe(en.refusals.invalid)
    expect(refusalText(refuse('unavailable', { retryAfterSeconds: 60 }), en)).toBe(
      'The site was too busy to do this just now, so nothing was saved. Try again in a minute.',
    )
    expect(refusalText(refuse('unsupported'), zh)).toBe('这里不接受这种文件，没有保存。')
  })

  it('lets a screen word the kinds it knows better, and its issues, and never shows a field path or a key', () => {
    const own = { stale: 'This mail changed meanwhile.', limited: (minutes: number) => `Wait ${String(minutes)} min.` }
    expect(refusalText(refuse('stale'), en, own)).toBe('This mail changed meanwhile.')
    expect(refusalText(limited(600), en, own)).toBe('Wait 10 min.')
    // A kind the screen does not word reads as on every other screen (the mail screen once said "changed meanwhile" for a refusal of the role).
    expect(refusalText(refuse('forbidden'), en, own)).toBe(en.refusals.forbidden)
    const issues = refuse('invalid', { issues: [{ path: 'placeholder', message: '{{name}}' }] })
    expect(refusalText(issues, en, {}, (list) => `Fill in: ${list.map((issue) => issue.message).join(', ')}`)).toBe('Fill in: {{name}}')
    for (const text of [refusalText(issues, en), refusalText(issues, zh)]) expect(text).not.toMatch(/placeholder|\{\{|subject|too_small/)
  })
})
