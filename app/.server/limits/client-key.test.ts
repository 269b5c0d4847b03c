import { describe, expect, it } from 'vitest'
import { addressGroup } from './client-key'

describe('client address groups for limits', () => {
  it('keeps IPv4 addresses as they are, also when mapped into IPv6', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7')
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })
  it('groups IPv6 addresses by their /64, however they are written', () => {
    const group = addressGroup('2001:db8:aa:bb::1')
    expect(group).toBe('2001:db8:aa:bb::/64')
    expect(addressGroup('2001:0DB8:00aa:00bb:1234:5678:9abc:def0')).toBe(group)
    expect(addressGroup('2001:db8:aa:bb:ffff::')).toBe(group)
    expect(addressGroup('2001:db8:aa:bc::1')).not.toBe(group)
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressGroup('::1')).toBe('0:0:0:0::/64')
  })
})
