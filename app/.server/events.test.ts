import { describe, expect, it } from 'vitest'
import { decodeEvent, encodeEvent, type InboxEvent } from './events'

describe('inbox event payloads', () => {
  it('round-trip through a notification payload', () => {
    const event: InboxEvent = { type: 'enquiry.changed', enquiryId: 7, version: 3, status: 'replied', by: 'desk@example.com' }
    expect(decodeEvent(encodeEvent(event))).toEqual(event)
  })

  it('turn the reconnect signal into a resync and ignore anything else', () => {
    expect(decodeEvent('')).toEqual({ type: 'resync' })
    expect(decodeEvent('not json')).toBeNull()
    expect(decodeEvent('{"type":"enquiry.deleted","enquiryId":1}')).toBeNull()
    expect(decodeEvent('{"type":"enquiry.created"}')).toBeNull()
  })
})
