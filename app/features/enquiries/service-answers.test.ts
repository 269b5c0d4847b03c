import { describe, expect, it } from 'vitest'
import { enquiryPayloadSchema, toPayload } from './enquiry-schema'
import { reachSchema, serviceAnswersSchema } from './service-answers'

const issueOf = (input: unknown) => {
  const result = serviceAnswersSchema.safeParse(input)
  return result.success ? undefined : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`)
}

describe('the answers to a service’s questions', () => {
  it('keeps what was typed, trimmed, with counts as numbers and the flight number as airlines write it', () => {
    expect(
      serviceAnswersSchema.parse({
        flight: ' ek 303 ',
        time: '14:30',
        terminal: ' T3 ',
        bags: '3',
        signName: 'ZHANG WEI',
        adults: '2',
        children: 2,
        childAges: '4，7',
        infants: '',
      }),
    ).toEqual({ flight: 'EK303', time: '14:30', terminal: 'T3', bags: 3, signName: 'ZHANG WEI', adults: 2, children: 2, childAges: [4, 7] })
    expect(serviceAnswersSchema.parse({ flight: '3U 8513' })).toEqual({ flight: '3U8513' })
    expect(serviceAnswersSchema.parse({})).toEqual({})
  })

  it('refuses a flight number of another shape, a time that is not one, counts outside 0–20 and ages outside 0–17', () => {
    expect(issueOf({ flight: '303' })).toEqual(['flight:flightInvalid'])
    expect(issueOf({ flight: 'EMIRATES' })).toEqual(['flight:flightInvalid'])
    expect(issueOf({ time: '25:00' })).toEqual(['time:timeInvalid'])
    expect(issueOf({ adults: '21' })).toEqual(['adults:countInvalid'])
    expect(issueOf({ bags: '-1' })).toEqual(['bags:countInvalid'])
    expect(issueOf({ adults: 2.5 })).toEqual(['adults:countInvalid'])
    expect(issueOf({ childAges: '4, 18' })).toEqual(['childAges:agesInvalid'])
    expect(issueOf({ childAges: 'four' })).toEqual(['childAges:agesInvalid'])
  })

  it('refuses unstorable text, answers too long and fields it does not know', () => {
    expect(issueOf({ hotel: 'Atlantis\u0000' })).toEqual(['hotel:invalidCharacters'])
    expect(issueOf({ hotel: 'x'.repeat(121) })).toEqual(['hotel:answerTooLong'])
    expect(issueOf({ passport: 'E1234567' })?.[0]).toMatch(/^:/)
  })

  it('knows four ways to reach the visitor and checks a WeChat ID', () => {
    expect(reachSchema.parse({ channel: 'wechat', wechatId: 'zhang_wei88' })).toEqual({ channel: 'wechat', wechatId: 'zhang_wei88' })
    expect(reachSchema.parse({ channel: 'wechat', wechatId: '+8613800138000' })).toEqual({ channel: 'wechat', wechatId: '+8613800138000' })
    expect(reachSchema.parse({ channel: '' })).toEqual({})
    expect(reachSchema.safeParse({ channel: 'fax' }).success).toBe(false)
    expect(reachSchema.safeParse({ wechatId: 'ab' }).success).toBe(false)
  })
})

describe('the answers in the payload', () => {
  const form = {
    name: 'Li Wei',
    email: 'li@example.com',
    phoneCc: '',
    phoneNumber: '',
    travelDate: '2026-12-20',
    message: 'Two transfers, please',
    channel: 'wechat',
    wechatId: 'liwei_2026',
    details: { 'transfer-airport': { flight: 'EK 303', adults: '2', bags: '' }, 'name_my-own-idea': { hotel: 'Atlantis' } },
  }
  const items = [{ id: 'transfer-airport', name: 'Airport transfer' }]

  it('carries the answers of the items in the basket, by their id, and the WeChat ID only for WeChat', () => {
    const payload = toPayload(form, items)
    expect(payload.details).toEqual({ 'transfer-airport': { flight: 'EK 303', adults: '2' } })
    expect(payload.reach).toEqual({ channel: 'wechat', wechatId: 'liwei_2026' })
    expect(toPayload({ ...form, channel: 'email' }, items).reach).toEqual({ channel: 'email' })
    const parsed = enquiryPayloadSchema('2026-12-01').parse(payload)
    expect(parsed.details).toEqual({ 'transfer-airport': { flight: 'EK303', adults: 2 } })
  })

  it('refuses answers for an item that is not in the basket', () => {
    const payload = { ...toPayload(form, items), details: { 'cruise-creek': { hotel: 'Atlantis' } } }
    const result = enquiryPayloadSchema('2026-12-01').safeParse(payload)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['details'])
  })
})
