import { describe, expect, it } from 'vitest'
import { checkReply, defaultReplyTemplates, renderReply, replyTemplateSchema, type ReplyTemplate } from './reply-templates'

const zhEnquiry = {
  name: '李伟',
  reference: 'E-2026-000123',
  lang: 'zh' as const,
  items: [{ title: '机场接送' }, { title: '沙漠晚间游' }],
  travelDate: '2027-01-10',
}
const firstReply = defaultReplyTemplates[0] as ReplyTemplate

describe('renderReply', () => {
  it("fills the template in the enquiry's language", () => {
    const reply = renderReply(firstReply, zhEnquiry)
    expect(reply.lang).toBe('zh')
    expect(reply.subject).toBe('您的咨询 E-2026-000123')
    expect(reply.body).toContain('李伟，您好！')
    expect(reply.body).toContain('感谢您咨询2027年1月10日的机场接送、沙漠晚间游（编号 E-2026-000123）')
    expect(reply).toMatchObject({ unfilled: [], unknown: [] })
  })

  it('renders the other language for the staff member beside it', () => {
    const english = renderReply(firstReply, zhEnquiry, 'en')
    expect(english.subject).toBe('Your enquiry E-2026-000123')
    expect(english.body).toContain('about 机场接送, 沙漠晚间游 on 10 January 2027')
  })

  it('fills {{prices}} with each item and the price the site showed, in the template’s language', () => {
    const template: ReplyTemplate = {
      ...firstReply,
      en: { subject: 'Quote {{reference}}', body: 'Your quote:\n{{prices}}' },
      zh: { subject: '报价 {{reference}}', body: '您的报价：\n{{prices}}' },
    }
    const withPrices = { ...zhEnquiry, shownFrom: [1059, null] }
    expect(renderReply(template, withPrices).body).toBe('您的报价：\n机场接送：AED 1,059 起\n沙漠晚间游：另询')
    expect(renderReply(template, withPrices, 'en').body).toBe('Your quote:\n机场接送: from AED 1,059\n沙漠晚间游: on request')
    // An enquiry sent before prices were kept: the placeholder stays and is flagged.
    const without = renderReply(template, zhEnquiry)
    expect(without.body).toContain('{{prices}}')
    expect(without.unfilled).toEqual(['prices'])
    expect(replyTemplateSchema.safeParse(template).success).toBe(true)
  })

  it('leaves a placeholder without a value visible and lists it as unfilled', () => {
    const reply = renderReply(firstReply, { ...zhEnquiry, name: '  ' })
    expect(reply.body).toContain('{{name}}，您好！')
    expect(reply.unfilled).toEqual(['name'])
  })

  it('lists unknown placeholders (typos) and keeps them in the text', () => {
    const template: ReplyTemplate = { ...firstReply, en: { subject: 'Re {{reference}}', body: 'Dear {{nmae}}, see you on {{ travelDate }}.' } }
    const reply = renderReply(template, { ...zhEnquiry, lang: 'en' })
    expect(reply.body).toBe('Dear {{nmae}}, see you on 10 January 2027.')
    expect(reply.unknown).toEqual(['nmae'])
  })
})

describe('checkReply', () => {
  it('flags placeholders left in an edited draft', () => {
    expect(checkReply({ subject: 'Re: {{reference}}', body: 'Hello {{name}} {{foo}}' })).toEqual({ unfilled: ['reference', 'name'], unknown: ['foo'] })
    expect(checkReply({ subject: 'Re: E-1', body: 'Hello Anna' })).toEqual({ unfilled: [], unknown: [] })
  })
})

describe('the built-in templates', () => {
  it('are valid, paired, and use only known placeholders in both languages', () => {
    for (const template of defaultReplyTemplates) {
      expect(replyTemplateSchema.safeParse(template).success).toBe(true)
      for (const lang of ['en', 'zh'] as const) expect(checkReply(template[lang]).unknown).toEqual([])
    }
  })
})
