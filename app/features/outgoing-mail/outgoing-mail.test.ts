/**
 * Enquiry e-mail content: the operator notification and the
 * visitor acknowledgement in English and Simplified Chinese, with the escaping they rely on.
 */
import { describe, expect, it } from 'vitest'
import { escapeHtml } from '../../lib/escape-html'
import type { EnquiryForMail, SiteForMail } from './mail-layout'
import { operatorMail } from './operator-notice'
import { visitorAckMail } from './visitor-acknowledgement'

// ---------------------------------------------------------------------------------------------
// Fixtures and helpers
// ---------------------------------------------------------------------------------------------

const site: SiteForMail = {
  brand: { en: 'WanderWonderWorld Dubai', zh: '万德假日' },
  email: 'info@wanderwonderworld.example',
  publicUrl: 'https://wanderwonderworld.example',
}

function enquiry(overrides: Partial<EnquiryForMail> = {}): EnquiryForMail {
  return {
    reference: 'E-2026-000123',
    lang: 'en',
    name: 'Li Wei',
    email: 'li.wei@example.com',
    phone: '+86 13800138000',
    travelDate: '2026-12-05',
    message: 'We are two adults and one child.',
    items: [
      { id: 'safari-sunset', title: 'Sunset Desert Safari' },
      { id: 'cruise-marina', title: 'Marina Dhow Dinner Cruise' },
    ],
    createdAt: new Date('2026-11-22T20:30:00Z'),
    ...overrides,
  }
}

function zhEnquiry(overrides: Partial<EnquiryForMail> = {}): EnquiryForMail {
  return enquiry({
    lang: 'zh',
    name: '王芳',
    phone: '+86 13900139000',
    message: '我们一家三口，孩子六岁。\n希望安排中文司导。',
    items: [
      { id: 'safari-sunset', title: '日落沙漠冲沙' },
      { id: 'city-classic', title: '迪拜经典一日游' },
    ],
    ...overrides,
  })
}

const HOSTILE = `<script>alert(1)</script> "quotes" 'apostrophes' & more`
const HOSTILE_ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt; &quot;quotes&quot; &#39;apostrophes&#39; &amp; more'
const HOSTILE_EMAIL = 'x"onmouseover="alert(1)@example.com'

function hostileEnquiry(lang: 'en' | 'zh'): EnquiryForMail {
  return enquiry({
    lang,
    name: HOSTILE,
    email: HOSTILE_EMAIL,
    phone: `+971 ${HOSTILE}`,
    travelDate: `2026-12-05${HOSTILE}`,
    message: `Hello ${HOSTILE}`,
    items: [{ id: `id-${HOSTILE}`, title: `Title ${HOSTILE}` }],
  })
}

function decodeEntities(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
}

/** Visible text of an HTML body: tags dropped, entities decoded. */
function visibleText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
}

const ALLOWED_ATTRIBUTES = new Set([
  'lang',
  'charset',
  'name',
  'content',
  'style',
  'role',
  'width',
  'cellpadding',
  'cellspacing',
  'border',
  'align',
  'href',
  'scope',
])

/**
 * Every '<' in the HTML must open a well-formed tag whose attributes are all name="value" with a
 * known, harmless name, so no visitor value can have closed an attribute or opened a tag.
 */
function expectWellFormedTags(html: string): void {
  const tag = /^<(?:!DOCTYPE html|\/[a-z][a-z0-9]*|[a-z][a-z0-9]*((?:\s+[a-z-]+="[^"<>]*")*))\s*>/i
  let index = html.indexOf('<')
  while (index !== -1) {
    const match = tag.exec(html.slice(index))
    expect(match, `malformed tag at ${String(index)}: ${html.slice(index, index + 80)}`).not.toBeNull()
    for (const attribute of (match?.[1] ?? '').matchAll(/([a-z-]+)="/gi)) {
      expect(ALLOWED_ATTRIBUTES.has((attribute[1] ?? '').toLowerCase()), `attribute ${attribute[1] ?? ''}`).toBe(true)
    }
    index = html.indexOf('<', index + 1)
  }
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/<a href="([^"]*)"/g)].map((match) => decodeEntities(match[1] ?? ''))
}

/** A run of four or more Latin words, i.e. an English phrase or sentence. */
const ENGLISH_RUN = /[A-Za-z]+(?:[\s,.;:'’-]+[A-Za-z]+){3,}/

// ---------------------------------------------------------------------------------------------
// escapeHtml
// ---------------------------------------------------------------------------------------------

describe('escapeHtml', () => {
  it.each([
    ['', ''],
    ['plain text', 'plain text'],
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['"', '&quot;'],
    ["'", '&#39;'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['&amp;', '&amp;amp;'],
    ['Tom & Jerry\'s "show" <b>', 'Tom &amp; Jerry&#39;s &quot;show&quot; &lt;b&gt;'],
    ['万德假日 & 迪拜', '万德假日 &amp; 迪拜'],
    ['line\nbreak', 'line\nbreak'],
  ])('escapes %j as %j', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected)
  })

  it('leaves no special character unescaped', () => {
    const escaped = escapeHtml(`${HOSTILE}${HOSTILE_EMAIL}`)
    expect(escaped).not.toMatch(/[<>"']/)
    expect(decodeEntities(escaped)).toBe(`${HOSTILE}${HOSTILE_EMAIL}`)
  })
})

// ---------------------------------------------------------------------------------------------
// operatorMail
// ---------------------------------------------------------------------------------------------

describe('operatorMail', () => {
  it('uses the exact subject for a named visitor with two items', () => {
    expect(operatorMail(enquiry(), site).subject).toBe('New enquiry — Li Wei — 2 item(s)')
  })

  it('uses Guest in the subject for an empty name and no items', () => {
    expect(operatorMail(enquiry({ name: '', items: [] }), site).subject).toBe('New enquiry — Guest — 0 item(s)')
  })

  it('keeps the subject on one line even if the name holds line breaks', () => {
    const { subject } = operatorMail(enquiry({ name: 'Li\r\nBcc: someone@example.com' }), site)
    expect(subject).not.toMatch(/[\r\n]/)
    expect(subject).toBe('New enquiry — Li Bcc: someone@example.com — 2 item(s)')
  })

  it('is English and lists every field in both bodies', () => {
    const mail = operatorMail(enquiry({ lang: 'zh', name: '王芳' }), site)
    for (const body of [mail.text, visibleText(mail.html)]) {
      expect(body).toContain('E-2026-000123')
      expect(body).toContain('王芳')
      expect(body).toContain('li.wei@example.com')
      expect(body).toContain('+86 13800138000')
      expect(body).toContain('2026-12-05')
      expect(body).toContain('We are two adults and one child.')
      expect(body).toContain('Chinese (简体中文)')
      expect(body).toContain('2026-11-23 00:30 (Dubai time)')
      expect(body).toContain('Sunset Desert Safari')
      expect(body).toContain('safari-sunset')
      expect(body).toContain('Marina Dhow Dinner Cruise')
      expect(body).toContain('cruise-marina')
      expect(body).toMatch(/reply/i)
      expect(body).not.toContain('General enquiry (no items)')
    }
    expect(mail.html).toContain('<html lang="en">')
  })

  it('labels the fields in the text body', () => {
    const { text } = operatorMail(enquiry(), site)
    expect(text).toMatch(/^Enquiry number:\s+E-2026-000123$/m)
    expect(text).toMatch(/^Name:\s+Li Wei$/m)
    expect(text).toMatch(/^E-mail:\s+li\.wei@example\.com$/m)
    expect(text).toMatch(/^Phone:\s+\+86 13800138000$/m)
    expect(text).toMatch(/^Travel date:\s+2026-12-05$/m)
    expect(text).toMatch(/^Language:\s+English$/m)
    expect(text).toMatch(/^Received:\s+2026-11-23 00:30 \(Dubai time\)$/m)
    expect(text).toMatch(/^Items \(2\):$/m)
    expect(text).toMatch(/^ {2}1\. Sunset Desert Safari\n {5}id: safari-sunset$/m)
    expect(text).toMatch(/^ {2}2\. Marina Dhow Dinner Cruise\n {5}id: cruise-marina$/m)
  })

  it('puts the items in a numbered table in HTML', () => {
    const { html } = operatorMail(enquiry(), site)
    expect(html).toMatch(/<th[^>]*>#<\/th><th[^>]*>Title<\/th><th[^>]*>ID<\/th>/)
    expect(html).toMatch(/<tr><td[^>]*>1<\/td><td[^>]*>Sunset Desert Safari<\/td><td[^>]*>safari-sunset<\/td><\/tr>/)
    expect(html).toMatch(/<tr><td[^>]*>2<\/td><td[^>]*>Marina Dhow Dinner Cruise<\/td><td[^>]*>cruise-marina<\/td><\/tr>/)
  })

  it('links the visitor e-mail with mailto', () => {
    const { html } = operatorMail(enquiry(), site)
    expect(hrefs(html)).toEqual(['mailto:li.wei@example.com'])
    expect(html).toContain('>li.wei@example.com</a>')
  })

  it('says general enquiry, Guest and a dash for a bare enquiry', () => {
    const mail = operatorMail(enquiry({ name: '', phone: '', items: [] }), site)
    for (const body of [mail.text, visibleText(mail.html)]) {
      expect(body).toContain('General enquiry (no items)')
      expect(body).toContain('Guest')
    }
    expect(mail.text).toMatch(/^Name:\s+Guest$/m)
    expect(mail.text).toMatch(/^Phone:\s+—$/m)
    expect(mail.text).toMatch(/^Items \(0\):\nGeneral enquiry \(no items\)$/m)
    expect(mail.html).toMatch(/>Phone<\/th><td[^>]*>—<\/td>/)
    expect(mail.html).not.toContain('>Title</th>')
  })

  it('names English visitors English', () => {
    const mail = operatorMail(enquiry({ lang: 'en' }), site)
    expect(mail.text).toMatch(/^Language:\s+English$/m)
    expect(mail.html).toMatch(/>Language<\/th><td[^>]*>English<\/td>/)
  })

  it('escapes every visitor value in HTML and keeps it verbatim in text', () => {
    const mail = operatorMail(hostileEnquiry('en'), site)
    expect(mail.html).not.toMatch(/<script/i)
    expect(mail.html).toContain(`>${HOSTILE_ESCAPED}</td>`) // name
    expect(mail.html).toContain(`Hello ${HOSTILE_ESCAPED}`) // message
    expect(mail.html).toContain(`>Title ${HOSTILE_ESCAPED}</td>`) // item title
    expect(mail.html).toContain(`>id-${HOSTILE_ESCAPED}</td>`) // item id
    expect(mail.html).toContain(`+971 ${HOSTILE_ESCAPED}`) // phone
    expect(mail.html).toContain(`2026-12-05${HOSTILE_ESCAPED}`) // travel date
    expectWellFormedTags(mail.html)

    expect(mail.text).toMatch(new RegExp(`^Name:\\s+${HOSTILE.replace(/[()]/g, '\\$&')}$`, 'm'))
    expect(mail.text).toContain(`Hello ${HOSTILE}`)
    expect(mail.text).toContain(`1. Title ${HOSTILE}`)
    expect(mail.text).toContain(`id: id-${HOSTILE}`)
    expect(mail.text).toContain(HOSTILE_EMAIL)
    expect(mail.text).not.toContain('&amp;')
    expect(mail.subject).toBe(`New enquiry — ${HOSTILE} — 1 item(s)`)
  })

  it('keeps a malicious e-mail address inside the mailto attribute', () => {
    const { html } = operatorMail(hostileEnquiry('en'), site)
    expect(html).not.toMatch(/onmouseover\s*=\s*["']?alert/i)
    expect(html).not.toContain(HOSTILE_EMAIL)
    const links = [...html.matchAll(/<a\b[^>]*>/g)].map((match) => match[0])
    expect(links).toHaveLength(1)
    expect(links[0]).toMatch(/^<a href="mailto:[^"<>]*" style="[^"<>]*">$/)
    const [href] = hrefs(html)
    expect(href).toBeDefined()
    expect(href).not.toMatch(/["'<>\s]/)
    expect(decodeURIComponent((href ?? '').replace(/^mailto:/, ''))).toBe(HOSTILE_EMAIL)
    expect(html).toContain(`>${escapeHtml(HOSTILE_EMAIL)}</a>`)
  })

  it('turns message line breaks into <br> in HTML and keeps them in text', () => {
    const mail = operatorMail(enquiry({ message: 'Line one\nLine two\r\nLine three\n\nLast' }), site)
    expect(mail.html).toContain('Line one<br>Line two<br>Line three<br><br>Last')
    expect(mail.text).toContain('Message:\nLine one\nLine two\nLine three\n\nLast\n')
    expect(mail.text).not.toContain('<br>')
    expect(mail.text).not.toContain('\r')
  })

  it.each([
    ['2026-11-22T20:30:00Z', '2026-11-23 00:30 (Dubai time)'],
    ['2026-01-01T00:05:00Z', '2026-01-01 04:05 (Dubai time)'],
    ['2026-12-31T21:15:59Z', '2027-01-01 01:15 (Dubai time)'],
    ['2026-06-15T09:00:00+02:00', '2026-06-15 11:00 (Dubai time)'],
    ['2028-02-28T22:00:00Z', '2028-02-29 02:00 (Dubai time)'],
  ])('shows %s as %s', (iso, expected) => {
    const mail = operatorMail(enquiry({ createdAt: new Date(iso) }), site)
    expect(mail.text).toMatch(new RegExp(`^Received:\\s+${expected.replace(/[()]/g, '\\$&')}$`, 'm'))
    expect(mail.html).toContain(`>${expected}</td>`)
  })

  it('writes a plain-text body with no markup', () => {
    const { text } = operatorMail(enquiry({ message: 'Line one\nLine two' }), site)
    expect(text).not.toMatch(/<\/?[a-z][^>]*>/i)
    expect(text).not.toMatch(/&(?:amp|lt|gt|quot|#39);/)
  })

  it('builds self-contained e-mail HTML in the brand colours', () => {
    const { html } = operatorMail(enquiry(), site)
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true)
    expect(html).toContain('<meta charset="utf-8">')
    expect(html).toContain('max-width:600px')
    expect(html).toContain('#0f2a44')
    expect(html).toContain('#d4a24c')
    expect(html).not.toMatch(/<(?:img|link|script|style)\b|src=|url\(/i)
    expectWellFormedTags(html)
  })
})

// ---------------------------------------------------------------------------------------------
// visitorAckMail
// ---------------------------------------------------------------------------------------------

describe('visitorAckMail in English', () => {
  const mail = visitorAckMail(enquiry(), site)
  const bodies = [mail.text, visibleText(mail.html)]

  it('names the reference and the brand in the subject', () => {
    expect(mail.subject).toBe('We received your enquiry E-2026-000123 — WanderWonderWorld Dubai')
  })

  it('greets by name and repeats the enquiry', () => {
    for (const body of bodies) {
      expect(body).toContain('Dear Li Wei,')
      expect(body).toContain('E-2026-000123')
      expect(body).toContain('Sunset Desert Safari')
      expect(body).toContain('Marina Dhow Dinner Cruise')
      expect(body).toContain('5 December 2026')
      expect(body).toContain('We are two adults and one child.')
    }
  })

  it('explains what happens next', () => {
    for (const body of bodies) {
      expect(body).toContain('within 3 business days')
      expect(body).toMatch(/spam/i)
      expect(body).toContain('24 hours')
      expect(body).toContain('WhatsApp')
      expect(body).toContain('08:00–22:00 (Dubai time)')
      expect(body).toContain('info@wanderwonderworld.example')
      expect(body).toMatch(/not a booking/)
      expect(body).toContain('The WanderWonderWorld Dubai team')
      expect(body).toContain('https://wanderwonderworld.example')
    }
    expect(hrefs(mail.html)).toEqual(['mailto:info@wanderwonderworld.example', 'https://wanderwonderworld.example'])
  })

  it('quotes no price and promises no booking', () => {
    for (const body of bodies) {
      expect(body).not.toMatch(/AED|dirham|£|€|\$\s?\d|\bprice/i)
      expect(body).not.toMatch(/guarantee|we have booked|reserved for you|(?:date|service|booking)s? (?:is|are) available/i)
    }
  })

  it('writes tidy plain text', () => {
    expect(mail.text).not.toMatch(/[ \t]+$/m)
    expect(mail.text).toMatch(/^Your enquiry number: E-2026-000123$/m)
    expect(mail.text).toMatch(/^Services in your enquiry:\n {2}1\. Sunset Desert Safari\n {2}2\. Marina Dhow Dinner Cruise$/m)
  })

  it('is English e-mail HTML', () => {
    expect(mail.html).toContain('<html lang="en">')
    expect(mail.html).toContain('<meta charset="utf-8">')
    expect(mail.html).toContain('max-width:600px')
    expect(mail.html).toContain('#0f2a44')
    expect(mail.html).toContain('#d4a24c')
    expect(mail.html).not.toMatch(/<(?:img|link|script|style)\b|src=|url\(/i)
    expectWellFormedTags(mail.html)
    expect(mail.text).not.toMatch(/<\/?[a-z][^>]*>/i)
  })

  it('uses a neutral greeting and says general enquiry when there is no name or item', () => {
    const bare = visitorAckMail(enquiry({ name: '  ', items: [] }), site)
    expect(bare.text.startsWith('Hello,\n')).toBe(true)
    expect(bare.html).toMatch(/<p[^>]*>Hello,<\/p>/)
    for (const body of [bare.text, visibleText(bare.html)]) {
      expect(body).not.toMatch(/Dear|undefined|null/)
      expect(body).toContain('general enquiry')
    }
  })
})

describe('visitorAckMail in Chinese', () => {
  const mail = visitorAckMail(zhEnquiry(), site)
  const bodies = [mail.text, visibleText(mail.html)]

  it('names the reference and the Chinese brand in the subject', () => {
    expect(mail.subject).toBe('【万德假日】已收到您的咨询（编号 E-2026-000123）')
  })

  it('greets by name and repeats the enquiry', () => {
    for (const body of bodies) {
      expect(body).toContain('王芳，您好！')
      expect(body).toContain('E-2026-000123')
      expect(body).toContain('日落沙漠冲沙')
      expect(body).toContain('迪拜经典一日游')
      expect(body).toContain('2026年12月5日')
      expect(body).toContain('我们一家三口')
    }
    expect(mail.text).toContain('我们一家三口，孩子六岁。\n希望安排中文司导。')
    expect(mail.html).toContain('我们一家三口，孩子六岁。<br>希望安排中文司导。')
  })

  it('explains what happens next', () => {
    for (const body of bodies) {
      expect(body).toContain('3个工作日')
      expect(body).toContain('垃圾邮件')
      expect(body).toContain('24小时')
      expect(body).toContain('WhatsApp')
      expect(body).toContain('08:00–22:00（迪拜时间，即北京时间12:00至次日02:00）')
      expect(body).toContain('info@wanderwonderworld.example')
      expect(body).toContain('并非预订')
      expect(body).toContain('万德假日团队')
      expect(body).toContain('https://wanderwonderworld.example/cn')
    }
    expect(hrefs(mail.html)).toEqual(['mailto:info@wanderwonderworld.example', 'https://wanderwonderworld.example/cn'])
  })

  it('contains no English sentence', () => {
    const controlled = [site.email, `${site.publicUrl}/cn`, 'E-2026-000123', '+86 13900139000']
    for (const body of bodies) {
      const rest = controlled.reduce((acc, value) => acc.split(value).join(' '), body)
      expect(rest).not.toMatch(ENGLISH_RUN)
      expect(rest).not.toContain('WanderWonderWorld')
      expect(rest).not.toMatch(/\b(?:Dear|Hello|Thank|enquiry|business days)\b/i)
    }
  })

  it('quotes no price', () => {
    for (const body of bodies) expect(body).not.toMatch(/AED|迪拉姆|£|€|价格|报价\s*\d/)
  })

  it('writes tidy plain text', () => {
    expect(mail.text).not.toMatch(/[ \t]+$/m)
    expect(mail.text).toMatch(/^咨询编号：E-2026-000123$/m)
    expect(mail.text).toMatch(/^您咨询的项目：\n {2}1\. 日落沙漠冲沙\n {2}2\. 迪拜经典一日游$/m)
  })

  it('is Simplified Chinese e-mail HTML', () => {
    expect(mail.html).toContain('<html lang="zh-CN">')
    expect(mail.html).toContain('<meta charset="utf-8">')
    expect(mail.html).toContain('#0f2a44')
    expect(mail.html).toContain('#d4a24c')
    expect(mail.html).not.toMatch(/<(?:img|link|script|style)\b|src=|url\(/i)
    expectWellFormedTags(mail.html)
    expect(mail.text).not.toMatch(/<\/?[a-z][^>]*>/i)
  })

  it('uses a neutral greeting and says general enquiry when there is no name or item', () => {
    const bare = visitorAckMail(zhEnquiry({ name: '', items: [] }), site)
    expect(bare.text.startsWith('您好！\n')).toBe(true)
    expect(bare.html).toMatch(/<p[^>]*>您好！<\/p>/)
    for (const body of [bare.text, visibleText(bare.html)]) {
      expect(body).not.toMatch(/undefined|null|，您好/)
      expect(body).toContain('本次为一般咨询')
    }
  })

  it('adds /cn to a site address with a trailing slash', () => {
    const withSlash = visitorAckMail(zhEnquiry(), { ...site, publicUrl: 'https://wanderwonderworld.example/' })
    expect(withSlash.text).toContain('https://wanderwonderworld.example/cn')
    expect(withSlash.text).not.toContain('example//cn')
  })
})

describe('visitorAckMail escaping', () => {
  it.each(['en', 'zh'] as const)('escapes visitor values in HTML and keeps them verbatim in text (%s)', (lang) => {
    const mail = visitorAckMail(hostileEnquiry(lang), site)
    expect(mail.html).not.toMatch(/<script/i)
    expect(mail.html).toContain(HOSTILE_ESCAPED) // name in the greeting
    expect(mail.html).toContain(`Hello ${HOSTILE_ESCAPED}`) // message
    expect(mail.html).toContain(`>Title ${HOSTILE_ESCAPED}</li>`) // item title
    expect(mail.html).not.toMatch(/onmouseover\s*=\s*["']?alert/i)
    expectWellFormedTags(mail.html)
    expect(mail.text).toContain(`Hello ${HOSTILE}`)
    expect(mail.text).toContain(`1. Title ${HOSTILE}`)
    expect(mail.subject).toContain('E-2026-000123')
  })
})
