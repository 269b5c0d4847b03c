import { describe, expect, it } from 'vitest'
import { describeMailFailure, redactAddresses, storedMailFailure } from './mail-failure'

describe('a failed delivery, as logged and as stored', () => {
  const rejected = Object.assign(
    new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <Guest.Name+trip@Example.COM>: Recipient address rejected"),
    {
      code: 'EENVELOPE',
      responseCode: 550,
      command: 'RCPT TO',
      rejected: ['Guest.Name+trip@Example.COM'],
    },
  )

  it('logs the kind, the SMTP reply code and the command, never the text', () => {
    expect(describeMailFailure(rejected)).toEqual({ kind: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' })
    expect(describeMailFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' }))).toEqual({ kind: 'ESOCKET' })
    expect(describeMailFailure(new TypeError('x'))).toEqual({ kind: 'TypeError' })
    expect(describeMailFailure('down')).toEqual({ kind: 'string' })
  })

  it('stores the text with every address replaced', () => {
    expect(storedMailFailure(rejected, ['Guest.Name+trip@Example.COM'])).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: Recipient address rejected",
    )
    expect(redactAddresses('to "ops"@x.org and 王@例子.中国, ok', [])).toBe('to [address] and [address], ok')
    expect(redactAddresses('550 user unknown: guest name@example.com', ['guest name@example.com'])).toBe('550 user unknown: [address]')
    expect(storedMailFailure(new Error('x'.repeat(2000)), [])).toHaveLength(1000)
  })
})
