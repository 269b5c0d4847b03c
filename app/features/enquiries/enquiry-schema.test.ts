import { describe, expect, it } from 'vitest'
import { en } from '../i18n/en'
import { zh } from '../i18n/zh'
import {
  earliestServerDate,
  enquiryFormSchema,
  findBadText,
  localToday,
  mailboxKey,
  messageLength,
  normalizeEmail,
  toPayload,
  type ValidationKey,
} from './enquiry-schema'

const today = '2026-11-22'
const valid = {
  name: '  Li Wei ',
  email: 'li@example.com',
  phoneCc: '+86',
  phoneNumber: '138 0013 8000',
  travelDate: today,
  message: ' Hello ',
  channel: '',
  wechatId: '',
  details: {} as Record<string, Record<string, string>>,
}

function firstError(change: Partial<typeof valid>): { field: string; key: ValidationKey } | undefined {
  const result = enquiryFormSchema(today).safeParse({ ...valid, ...change })
  if (result.success) return undefined
  const issue = result.error.issues[0]
  return issue ? { field: String(issue.path[0]), key: issue.message as ValidationKey } : undefined
}

describe('enquiry form rules', () => {
  it('accepts a complete form and trims it', () => {
    const parsed = enquiryFormSchema(today).parse(valid)
    expect(parsed.name).toBe('Li Wei')
    expect(parsed.message).toBe('Hello')
  })
  it('accepts an empty name and phone', () => {
    expect(firstError({ name: '', phoneCc: '', phoneNumber: '' })).toBeUndefined()
  })
  it.each<[string, Partial<typeof valid>, string, ValidationKey]>([
    ['no at sign', { email: 'li.example.com' }, 'email', 'emailInvalid'],
    ['no dot after the at sign', { email: 'li@example' }, 'email', 'emailInvalid'],
    ['spaces', { email: 'li wei@example.com' }, 'email', 'emailInvalid'],
    ['empty e-mail', { email: '' }, 'email', 'emailInvalid'],
    ['yesterday', { travelDate: '2026-11-21' }, 'travelDate', 'dateInvalid'],
    ['after 2050', { travelDate: '2051-01-01' }, 'travelDate', 'dateInvalid'],
    ['no date', { travelDate: '' }, 'travelDate', 'dateInvalid'],
    ['impossible date', { travelDate: '2027-02-29' }, 'travelDate', 'dateInvalid'],
    ['blank message', { message: '   ' }, 'message', 'messageRequired'],
    ['401 characters', { message: 'a'.repeat(401) }, 'message', 'messageTooLong'],
    ['an offensive word', { message: 'what the fuck' }, 'message', 'messageBlocked'],
    ['a Chinese offensive word', { message: '你这个傻逼' }, 'message', 'messageBlocked'],
    ['letters in the phone number', { phoneNumber: 'call me' }, 'phoneNumber', 'phoneInvalid'],
    ['a long name', { name: 'x'.repeat(101) }, 'name', 'nameTooLong'],
  ])('refuses %s', (_label, change, field, key) => {
    expect(firstError(change)).toEqual({ field, key })
    expect(en.validation[key]).toBeTruthy()
    expect(zh.validation[key]).toMatch(/[\u4e00-\u9fff]/)
  })
  it('leaves the flag tier to the server: 他妈的 (his mother’s) and political words pass the form', () => {
    expect(firstError({ message: '我老公说他妈的签证还没批下来' })).toBeUndefined()
    expect(firstError({ message: '我是香港独立摄影师' })).toBeUndefined()
  })
  it("refuses with the owners' refusal list when the form has it", () => {
    const form = enquiryFormSchema(today, ['rubbish tour'])
    expect(form.safeParse({ ...valid, message: 'What a rubbish tour' }).error?.issues[0]?.message).toBe('messageBlocked')
    expect(form.safeParse({ ...valid, message: 'what the fuck' }).success).toBe(true)
  })
  it('accepts the limits themselves: today, 2050-12-31 and 400 characters', () => {
    expect(firstError({ travelDate: '2050-12-31' })).toBeUndefined()
    expect(firstError({ message: 'a'.repeat(400) })).toBeUndefined()
  })
  it.each(['Hello', 'skill', 'Michelle', 'Scunthorpe', 'Changi'])('lets "%s" through', (word) => {
    expect(firstError({ message: `${word} — a question about our trip` })).toBeUndefined()
  })
  it('uses the exact validation messages in both languages', () => {
    expect(en.validation.emailInvalid).toBe('Please enter a valid email address.')
    expect(zh.validation.emailInvalid).toBe('请输入正确的电子邮箱格式。')
    expect(en.validation.dateInvalid).toBe('Please choose a date from today.')
    expect(zh.validation.dateInvalid).toBe('请选择一个从今天起算的日期。')
    expect(en.validation.messageRequired).toBe('Message is required.')
    expect(en.validation.messageBlocked).toBe('Please remove inappropriate language from your message.')
    expect(zh.validation.messageBlocked).toBe('请您移除不恰当的文字。')
  })
})

describe('dates and the payload', () => {
  it('gives the server a day of slack for time zones behind UTC', () => {
    expect(earliestServerDate(new Date('2026-11-22T02:00:00Z'))).toBe('2026-11-21')
    expect(localToday(new Date(2026, 10, 22, 23, 30))).toBe('2026-11-22')
  })
  it('joins the phone code and number with a space and maps items to id and title', () => {
    const payload = toPayload({ ...valid, phoneCc: ' +971 ', phoneNumber: '58 983 1967' }, [{ id: 'cruise-creek', name: 'Creek Dinner Cruise' }])
    expect(payload).toEqual({
      items: [{ id: 'cruise-creek', title: 'Creek Dinner Cruise' }],
      contact: { name: 'Li Wei', email: 'li@example.com', phone: '+971 58 983 1967' },
      travelDate: today,
      message: 'Hello',
      details: {},
      reach: { channel: '' },
    })
    expect(toPayload({ ...valid, phoneCc: '', phoneNumber: '' }, []).contact.phone).toBe('')
  })
})

describe('text that cannot be stored', () => {
  it.each([
    ['a NUL', 'Hello\u0000'],
    ['a lone high surrogate', 'Hello \uD83D'],
    ['a lone low surrogate', '\uDE00 Hello'],
    ['an escape sequence', 'Hello \u001B[2J'],
    ['a DEL', 'Hello\u007F'],
  ])('finds %s', (_label, text) => {
    expect(findBadText(text)).toBe(true)
  })
  it('lets ordinary text, emoji, Chinese, tabs and new lines through', () => {
    expect(findBadText('Hello 🐪 你好\tthere\r\nsecond line')).toBe(false)
  })
  it('refuses such text in every form field with its own message, in both languages', () => {
    for (const field of ['name', 'email', 'phoneCc', 'phoneNumber', 'travelDate', 'message'] as const) {
      const bad = { ...valid, [field]: `${valid[field]}\u0000` }
      const result = enquiryFormSchema(today).safeParse(bad)
      expect(result.success).toBe(false)
      expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe('invalidCharacters')
    }
    expect(en.validation.invalidCharacters).toBeTruthy()
    expect(zh.validation.invalidCharacters).toMatch(/[\u4e00-\u9fff]/)
  })
})

describe('e-mail addresses', () => {
  it.each([
    '"3"<someone@example.com>',
    'Someone <someone@example.com>',
    '<someone@example.com>',
    'someone@example.com (work)',
    'a,b@example.com',
    'someone@example.com;other@example.com',
    'someone@exa mple.com',
  ])('refuses %s', (email) => {
    expect(firstError({ email })).toEqual({ field: 'email', key: 'emailInvalid' })
  })
  it('normalises: trimmed, domain in lower case, international domains in ASCII', () => {
    expect(normalizeEmail('  Li.Wei@EXAMPLE.com ')).toBe('Li.Wei@example.com')
    expect(normalizeEmail('li@Bücher.example')).toBe('li@xn--bcher-kva.example')
    expect(enquiryFormSchema(today).parse({ ...valid, email: ' li@Bücher.EXAMPLE ' }).email).toBe('li@xn--bcher-kva.example')
  })
  it('gives one mailbox key however the address is spelled', () => {
    expect(mailboxKey(' LI@Bücher.example')).toBe(mailboxKey('li@xn--bcher-kva.EXAMPLE'))
  })
  it('folds a sub-address and a trailing dot of the domain into one mailbox key, keeping the address as typed', () => {
    for (const spelling of ['victim+1@x.com', 'Victim@X.COM.', 'VICTIM+trip+2@x.com..', 'victim@x.com'])
      expect(mailboxKey(spelling), spelling).toBe('victim@x.com')
    expect(mailboxKey('+only@x.com')).toBe('+only@x.com')
    expect(normalizeEmail('Victim+1@X.COM.')).toBe('Victim+1@x.com.')
  })
})

describe('the message counter', () => {
  it("counts the rule's characters: trimmed, one per emoji", () => {
    expect(messageLength('  hello  ')).toBe(5)
    expect(messageLength('🐪🐪')).toBe(2)
  })
  it('agrees with the rule at the limit: 400 emoji pass, 401 do not; spaces around do not count', () => {
    expect(firstError({ message: '🐪'.repeat(400) })).toBeUndefined()
    expect(firstError({ message: '🐪'.repeat(401) })).toEqual({ field: 'message', key: 'messageTooLong' })
    expect(firstError({ message: `  ${'a'.repeat(400)}   ` })).toBeUndefined()
    expect(messageLength(`  ${'a'.repeat(400)}   `)).toBe(400)
  })
})
