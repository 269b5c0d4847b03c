/**
 * Every Chinese string of the site follows the glossary: no forbidden variant, no English word
 * left in (other than names the glossary keeps in Latin letters), no half-width `:` `,` `(` `)`.
 * Sources: the interface dictionary and the desk's dictionaries (functions called with sample values,
 * so accessible names are covered), the catalog and page seed, the built-in news, the desk's reply
 * templates, and every Chinese mail rendered with sample data: the acknowledgement, a reply and a
 * status message in the desk's frame, the staff invitation and reset, and the Chinese words of the
 * operator's mail. Rendered pages and desk screens are read by `tests/e2e/chinese-copy.spec.ts`.
 */
import { describe, expect, it } from 'vitest'
import { zh as deskZh } from '../desk/copy/zh'
import { siteSeed as seedAsWritten } from '../catalog/seed/index'
import { siteContentSchema } from '../catalog/catalog-schema'
import { withPricesFilled } from '../catalog/price-binding'

/** The seed as pages show it: price placeholders filled from the tables. */
const parsedSeed = siteContentSchema.parse(seedAsWritten)
const siteSeed = withPricesFilled(parsedSeed, parsedSeed)
import { contentZh } from '../content-editor/content-copy'
import { blocklistCopy } from '../blocklist/blocklist-copy'
import type { EnquiryForMail, MailContent } from '../outgoing-mail/mail-layout'
import { operatorMail } from '../outgoing-mail/operator-notice'
import { staffReplyMail } from '../outgoing-mail/staff-reply'
import { visitorAckMail } from '../outgoing-mail/visitor-acknowledgement'
import { statusMailSubject } from '../outgoing-mail/status-change'
import { credentialNotice, staffMailWords } from '../outgoing-mail/staff-credential'
import { inboxZh } from '../inbox/inbox-copy'
import { defaultReplyTemplates, renderReply } from '../reply-templates/reply-templates'
import { mailZh } from '../outbox/mail-copy'
import { mediaZh } from '../media/media-copy'
import { reconfirmZh } from '../trips/reconfirm-copy'
import { reconfirmMessage } from '../trips/reconfirm-message'
import { builtinNews } from '../news/news-data'
import { en } from './en'
import { checkChineseCopy, checkDeskDigitSpacing, checkDigitSpacing, checkEnglishCopy, latinAllowed, latinCodes, latinNames } from './copy-checks'
import { glossary, glossaryEntries } from './glossary'
import { zh } from './zh'

type Found = { where: string; text: string }

/** A sample value for a dictionary function's parameter, chosen by its name: counts get a number, amounts a price as the desk writes it, names and titles Chinese text. */
function sampleFor(parameter: string): unknown {
  if (/^(n|count|index|total|year|cap|percent|x|y|width|height|version|refused|flagged|from|adults|children|left|minutes)$/.test(parameter)) return 3
  if (parameter === 'time') return '14:05'
  if (/^(when|at)$/.test(parameter)) return '2026-11-28 09:30'
  if (/^(email|who)$/.test(parameter)) return 'info@example.com'
  if (/^(amount|price)$/.test(parameter)) return 'AED 1,059'
  return '日落沙丘优选'
}

/** Calls a dictionary function with a sample for every parameter, so the sentence it builds can be checked. */
function callSample(fn: (...args: never[]) => unknown): unknown {
  const head = /^[^(=]*\(([^)]*)\)|^\s*([\w$]+)\s*=>/.exec(fn.toString())
  const names = (head?.[1] ?? head?.[2] ?? '')
    .split(',')
    .map((p) => p.replace(/[:=].*$/s, '').trim())
    .filter(Boolean)
  return (fn as (...args: unknown[]) => unknown)(...Array.from({ length: fn.length }, (_, i) => sampleFor(names[i] ?? '')))
}

function dictionaryStrings(value: unknown, where: string, out: Found[]): Found[] {
  if (typeof value === 'string') out.push({ where, text: value })
  else if (typeof value === 'function') {
    const result = callSample(value as (...args: never[]) => unknown)
    if (typeof result === 'string') out.push({ where: `${where}()`, text: result })
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) dictionaryStrings(child, where ? `${where}.${key}` : key, out)
  }
  return out
}

/** Every `zh` of a `{ en, zh }` pair, wherever it sits in the content tree. */
/** One side (Chinese unless asked) of every `{ en, zh }` pair in `value`, with where it stands. */
function localizedStrings(value: unknown, where: string, out: Found[], side: 'en' | 'zh' = 'zh'): Found[] {
  if (Array.isArray(value)) value.forEach((child, i) => localizedStrings(child, `${where}[${String(i)}]`, out, side))
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    const { en, zh } = record
    if (typeof en === 'string' && typeof zh === 'string') out.push({ where, text: side === 'en' ? en : zh })
    else for (const [key, child] of Object.entries(record)) localizedStrings(child, `${where}.${key}`, out, side)
  }
  return out
}

const sampleEnquiry: EnquiryForMail = {
  reference: 'E-2026-000123',
  lang: 'zh',
  name: '王芳',
  email: 'wang.fang@example.com',
  phone: '+86 13900139000',
  travelDate: '2026-12-05',
  message: '我们一家三口，孩子六岁。',
  items: [{ id: 'safari-sunset-dunes', title: '日落沙丘优选' }],
  createdAt: new Date('2026-11-22T20:30:00Z'),
}

const sampleSite = { brand: { en: 'WanderWonderWorld Dubai', zh: '万德假日' }, email: 'info@example.com', publicUrl: 'https://example.com' }

/** A mail as its reader meets it: the subject, every line of the text body, every run of text of the HTML body (title and preheader included). */
function mailParts(mail: Pick<MailContent, 'subject' | 'text'> & { html?: string }, where: string): Found[] {
  const out: Found[] = [{ where: `${where}.subject`, text: mail.subject }]
  mail.text.split('\n').forEach((line, i) => out.push({ where: `${where}.text:${String(i + 1)}`, text: line }))
  const htmlText = (mail.html ?? '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .split(/<[^>]+>/)
    .map((part) =>
      part
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .trim(),
    )
    .filter(Boolean)
  htmlText.forEach((part, i) => out.push({ where: `${where}.html#${String(i)}`, text: part }))
  return out
}

function mailStrings(): Found[] {
  return [sampleEnquiry, { ...sampleEnquiry, name: '', items: [], message: '' }].flatMap((enquiry, i) =>
    mailParts(visitorAckMail(enquiry, sampleSite), `ack${String(i)}`),
  )
}

/** A status message as the enquiry screen sends it: its subject, the wording staff typed, the reply frame. */
const sampleStatusWording = '您的行程已确认。我们会在出发前24小时通过 WhatsApp 与您核对上车时间和地点。'

/** The desk's Chinese mails: replies and a status message in the site's frame, the staff invitation and reset. */
function deskMailStrings(desk: typeof deskZh = deskZh, wording = sampleStatusWording, staffWords = staffMailWords.zh): Found[] {
  const replies = defaultReplyTemplates.map((template) => {
    const filled = renderReply(template, { ...sampleEnquiry, items: [{ title: '日落沙丘优选' }] }, 'zh')
    return mailParts(
      staffReplyMail({ lang: 'zh', reference: sampleEnquiry.reference, subject: filled.subject, body: filled.body }, sampleSite),
      `replyMail.${template.id}`,
    )
  })
  const status = staffReplyMail(
    { lang: 'zh', reference: sampleEnquiry.reference, subject: statusMailSubject('zh', sampleEnquiry.reference), body: wording },
    sampleSite,
  )
  const words = staffWords.invitation
  const url = 'https://example.com/admin/set-password?token=abc123'
  return [
    ...replies.flat(),
    ...mailParts(status, 'statusMail'),
    ...mailParts({ subject: words.subject(desk.brand), text: words.body(desk.brand, desk.roles.editor, url) }, 'invitation'),
    ...mailParts({ subject: words.resetSubject(desk.brand), text: words.resetBody(desk.brand, url) }, 'reset'),
    // The notices that a credential was added on My account, as the person gets them (the device's
    // name is data, in Latin letters as the browser names itself: a Chinese stand-in here).
    ...(
      [
        { kind: 'passkey', label: '办公室笔记本' },
        { kind: 'password-set', endedSessions: 0 },
        { kind: 'password-changed', endedSessions: 2 },
      ] as const
    ).flatMap((change) =>
      mailParts(
        credentialNotice('zh', desk.brand, change, { when: new Date('2026-11-28T05:30:00Z'), device: '办公室电脑', ip: '203.0.113.5' }),
        `notice.${change.kind}`,
      ),
    ),
  ]
}

/** Latin words the desk's Chinese shows on purpose: the blocked-words screen's examples of disguised English swear words. */
const deskLatinExamples: Readonly<Record<string, readonly string[]>> = {
  'blocklist.intro': ['sh', 't', 'f', 'ck'],
  'blocklist.flagHint': ['fuck', 'fuckface'],
}

/** Problems in the desk's copy (the glossary, and the desk's own spacing of digits), its deliberate Latin examples aside. */
function deskProblemsIn(found: Found[]): string[] {
  return found.flatMap(({ where, text }) =>
    [...checkChineseCopy(text), ...checkDeskDigitSpacing(text)]
      .filter((p) => !(p.kind === 'latin' && deskLatinExamples[where]?.includes(p.found)))
      .map((p) => `${where}: [${p.kind}] ${p.found} — ${p.hint} — «${text.slice(0, 80)}»`),
  )
}

/** Every Chinese dictionary of the desk, accessible names included (functions called with samples). */
function deskStrings(desk: typeof deskZh = deskZh): Found[] {
  return [
    ...dictionaryStrings(desk, 'desk', []),
    ...dictionaryStrings(inboxZh, 'inbox', []),
    ...dictionaryStrings(mailZh, 'mail', []),
    ...dictionaryStrings(mediaZh, 'media', []),
    ...dictionaryStrings(contentZh, 'content', []),
    ...dictionaryStrings(blocklistCopy('zh'), 'blocklist', []),
  ]
}

/** The desk's reply templates in Chinese: as written (placeholders in), and filled for a sample enquiry. */
function replyTemplateStrings(): Found[] {
  const out: Found[] = []
  for (const template of defaultReplyTemplates) {
    const filled = renderReply(template, { ...sampleEnquiry, items: [{ title: '日落沙丘优选' }, { title: '迪拜河独桅帆船晚餐' }] }, 'zh')
    for (const [kind, text] of [
      ['template', template.zh],
      ['filled', filled],
    ] as const) {
      out.push({ where: `reply.${template.id}.${kind}.subject`, text: text.subject })
      text.body.split('\n').forEach((line, i) => out.push({ where: `reply.${template.id}.${kind}.body:${String(i + 1)}`, text: line }))
    }
  }
  return out
}

/** The operator's mail is English; its Chinese parts (the language name, say) are checked as Chinese. */
function operatorMailChinese(): Found[] {
  const mail = operatorMail({ ...sampleEnquiry, name: 'Fang Wang', message: 'We are a family of three.', items: [] }, sampleSite)
  const runs = `${mail.subject}\n${mail.text}`.match(/[\u3400-\u9fff][\u3400-\u9fff\u3000-\u303f\uff00-\uffef\d ]*/g) ?? []
  return runs.map((text, i) => ({ where: `operatorMail#${String(i)}`, text: text.trim() }))
}

function problemsIn(found: Found[], check = checkChineseCopy): string[] {
  return found.flatMap(({ where, text }) => check(text).map((p) => `${where}: [${p.kind}] ${p.found} — ${p.hint} — «${text.slice(0, 80)}»`))
}

/** The public site's copy: the glossary, and no space between a digit and a Chinese character. */
const publicProblemsIn = (found: Found[]): string[] => [...problemsIn(found), ...problemsIn(found, checkDigitSpacing)]

describe('glossary', () => {
  it('gives every entry one Chinese term that none of its own forbidden variants contains', () => {
    for (const entry of glossaryEntries) {
      expect(entry.zh.trim(), entry.en).not.toBe('')
      for (const variant of entry.forbidden) expect(entry.zh.includes(variant), `${entry.en}: ${variant}`).toBe(false)
    }
  })

  it('uses every chosen term cleanly: no term is another entry’s forbidden variant', () => {
    expect(problemsIn(glossaryEntries.map((entry) => ({ where: entry.en, text: entry.zh }))).filter((p) => p.includes('[forbidden]'))).toEqual([])
  })

  it('covers the terms the copy editor named', () => {
    const english = glossaryEntries.map((entry) => entry.en).join('\n')
    for (const term of [
      'Water Canal',
      'JBR',
      'Bluewaters',
      'DWC',
      'Wadi Hub',
      'RTA',
      'DTCM',
      'dhow',
      'abra',
      'glassboat',
      'mega yacht',
      'Royal',
      'Extended',
      'ATV',
      'Buggy',
      'English-speaking driver',
      'licensed guide',
      'dinner cruise',
      'sailing',
      'single supplement',
      'public holiday',
      'peak holiday dates',
      'peak season',
      'concierge',
      'twin sharing',
      'Tourism Dirham',
      'Days / 3 Nights',
      'AED 190',
    ]) {
      expect(english, term).toContain(term)
    }
    expect(glossary.format.map((entry) => entry.zh)).toEqual(['24小时以上', '4天3晚', '每车 AED 190 起'])
    expect(glossary.category.map((entry) => entry.zh)).toEqual([zh.nav.transfers, zh.nav.packages, zh.nav.safari, zh.nav.city, zh.nav.cruise])
  })
})

describe('the checker', () => {
  it('fails when a forbidden variant is put back', () => {
    expect(checkChineseCopy('晚上乘迪拜运河的晚餐游船，20:30启航。').map((p) => p.found)).toEqual(['迪拜运河', '运河', '晚餐游船', '启航'])
    expect(checkChineseCopy('乘阿布拉水上的士横渡迪拜河').map((p) => p.kind)).toContain('forbidden')
    expect(checkChineseCopy('加长版沙丘刺激')).not.toEqual([])
    expect(checkChineseCopy('AED 190 起每车').map((p) => p.found)).toContain('起每车')
    expect(checkChineseCopy('按车计价，AED 500起').map((p) => p.kind)).toContain('forbidden')
    expect(checkChineseCopy('车辆持有 RTA 执照')).not.toEqual([])
    expect(checkChineseCopy('5晚6天，每人价')).not.toEqual([])
    expect(checkChineseCopy('在海边远眺帆船')).not.toEqual([])
    expect(checkChineseCopy('已含旅拍套餐').map((p) => p.found)).toEqual(['旅拍套餐'])
    expect(checkChineseCopy('旺季及节假日附加费').map((p) => p.found)).toEqual(['节假日'])
    expect(checkChineseCopy('圣诞元旦、春节等节假日高峰期间')).toEqual([])
    expect(
      checkChineseCopy('09:00接客，参观卢浮宫阿布扎比，付款后发出确认单，套餐仅含陆地服务，请自备旅游保险，国庆日另收附加费。').map((p) => p.found),
    ).toEqual(expect.arrayContaining(['接客', '卢浮宫阿布扎比', '确认单', '仅含陆地服务', '旅游保险', '国庆日']))
    expect(checkChineseCopy('旅拍摄影每套 AED 150').map((p) => p.found)).toEqual(['旅拍摄影'])
    expect(checkChineseCopy('拼船晚餐 · 仅含船票').map((p) => p.found)).toEqual(['仅含船票'])
    expect(checkChineseCopy('出发前24小时或以上取消免费，提前48小时或更早申请').map((p) => p.found)).toEqual(['小时或以上', '小时或更早'])
    expect(checkChineseCopy('全地形车和沙滩车').map((p) => p.found)).toEqual(expect.arrayContaining(['全地形车', '沙滩车']))
    expect(checkChineseCopy('皇家沙漠过夜营16小时（15:00至次日09:00）').map((p) => p.kind)).toEqual(['forbidden'])
    expect(checkChineseCopy('WhatsApp 礼宾服务时间为08:00–22:00。').map((p) => p.kind)).toEqual(['forbidden'])
    expect(checkChineseCopy('查看全部城市游，或私享沙漠冲沙').map((p) => p.found)).toEqual(['私享沙漠冲沙', '城市游'])
    expect(checkChineseCopy('迪拜经典城市游')).toEqual([])
  })

  it('fails on English words and half-width punctuation in a Chinese sentence', () => {
    expect(checkChineseCopy('可自费体验Jais Flight飞索').map((p) => p.found)).toEqual(expect.arrayContaining(['Jais', 'Flight']))
    expect(checkChineseCopy('发邮件给我们: info@example.com').map((p) => p.kind)).toEqual(['punctuation'])
    expect(checkChineseCopy('WhatsApp: 联系我们').map((p) => p.kind)).toEqual(['punctuation'])
    expect(checkChineseCopy('沙漠摩托(150cc), 每人').map((p) => p.kind)).toEqual(['punctuation', 'punctuation', 'punctuation'])
    expect(checkChineseCopy('提交中…').map((p) => p.found)).toEqual(['提交中…'])
    expect(checkChineseCopy('正在加载图库...').map((p) => p.kind)).toEqual(['punctuation'])
    expect(checkChineseCopy('提交中……')).toEqual([])
    expect(checkChineseCopy('Saving…')).toEqual([])
  })

  it('fails when English copy calls the driver a guide', () => {
    expect(checkEnglishCopy('English-speaking driver-guides are standard.').map((p) => p.found)).toEqual(['driver-guides'])
    expect(checkEnglishCopy('Your driver speaks English but is not a licensed tour guide.')).toEqual([])
    expect(checkChineseCopy('标配英语司机兼向导，如需中文导游可提前申请。').map((p) => p.found)).toEqual(expect.arrayContaining(['向导', '中文导游']))
    expect(checkChineseCopy('如需持证导游（中文或英文），可提前预约，费用另计。')).toEqual([])
  })

  it('fails on a space left between two Chinese characters', () => {
    expect(checkChineseCopy('哈塔瓦迪户外中心 户外项目').map((p) => p.kind)).toEqual(['spacing'])
    expect(checkChineseCopy('皮划艇、脚踏船及 哈塔瓦迪户外中心').map((p) => p.found)).toEqual(['及 哈'])
    expect(checkChineseCopy('通过 WhatsApp 联系，每车 AED 190 起')).toEqual([])
  })

  it('fails on a space between a digit and a Chinese character, but keeps the spaces of a price', () => {
    expect(checkDigitSpacing('共 3 项，第 1 张').map((p) => p.found)).toEqual(['共 3', '3 项', '第 1', '1 张'])
    expect(checkDigitSpacing('09:00–11:00 持证导游').map((p) => p.found)).toEqual(['0 持'])
    expect(checkDigitSpacing('每车 AED 1,059 起，20:00登船，3个工作日，150cc 沙漠摩托，关于 E-2026-000123 还需要，© 2026 万德假日')).toEqual([])
  })

  it('fails in the desk on a digit glued to a Chinese character, the desk’s own convention', () => {
    expect(checkDeskDigitSpacing('提前24小时以上，第3页').map((p) => p.found)).toEqual(['前2', '4小', '第3', '3页'])
    expect(checkDeskDigitSpacing('提前 24 小时以上，第 3 页，每车 AED 1,059 起，编号 E-2026-000123')).toEqual([])
  })

  it('fails on a Latin word glued to a Chinese character, and on an unspaced price', () => {
    expect(checkChineseCopy('通过WhatsApp联系').map((p) => p.found)).toEqual(['过W', 'p联'])
    expect(checkChineseCopy('每小时AED 75收取').map((p) => p.kind)).toEqual(expect.arrayContaining(['spacing', 'forbidden']))
    expect(checkChineseCopy('迪拜河上层甲板+AED 20').map((p) => p.kind)).toEqual(['forbidden'])
    expect(checkChineseCopy('+AED 40–60').map((p) => p.kind)).toEqual(['forbidden'])
    expect(checkChineseCopy('加收 AED 40–60')).toEqual([])
    expect(checkChineseCopy('沙漠摩托（ATV，150cc），每人 AED 140，Lotus 巨型游艇')).toEqual([])
  })

  it('accepts clean Chinese with the names kept in Latin letters, times and prices', () => {
    expect(checkChineseCopy('每车 AED 190 起，20:00登船、20:30开船；可通过 WhatsApp 联系礼宾服务（08:00–22:00（迪拜时间））。')).toEqual([])
    expect(checkChineseCopy('沙漠摩托（ATV，150cc），每人 AED 140；4天3晚，双人同住每人价，DXB 接机。')).toEqual([])
    expect(checkChineseCopy('Half-Day Car with Driver')).toEqual([])
  })
})

describe('every Chinese string of the site', () => {
  it('follows the glossary in the interface dictionary, accessible names included', () => {
    expect(publicProblemsIn(dictionaryStrings(zh, '', []))).toEqual([])
  })

  it('follows the glossary in the catalog and page copy', () => {
    const found = localizedStrings(siteSeed, 'seed', [])
    expect(found.length).toBeGreaterThan(1000)
    expect(publicProblemsIn(found)).toEqual([])
  })

  it('never calls the driver a guide in the English copy either', () => {
    const english: Found[] = []
    const collect = (value: unknown, where: string): void => {
      if (typeof value === 'string') english.push({ where, text: value })
      else if (typeof value === 'function') {
        const result = callSample(value as (...args: never[]) => unknown)
        if (typeof result === 'string') english.push({ where: `${where}()`, text: result })
      } else if (Array.isArray(value))
        value.forEach((child, i) => {
          collect(child, `${where}[${String(i)}]`)
        })
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>
        if (typeof record.en === 'string' && typeof record.zh === 'string') english.push({ where, text: record.en })
        else for (const [key, child] of Object.entries(record)) collect(child, `${where}.${key}`)
      }
    }
    collect(siteSeed, 'seed')
    collect(builtinNews, 'news')
    collect(en, 'en')
    expect(english.flatMap(({ where, text }) => checkEnglishCopy(text).map((p) => `${where}: ${p.found} — «${text.slice(0, 80)}»`))).toEqual([])
  })

  it('leaves the English side of every pair in English', () => {
    const english = localizedStrings(builtinNews, 'news', localizedStrings(siteSeed, 'seed', [], 'en'), 'en')
    expect(english.length).toBeGreaterThan(1000)
    expect(english.filter(({ text }) => /[\u3400-\u9fff]/.test(text)).map(({ where, text }) => `${where}: ${text.slice(0, 80)}`)).toEqual([])
  })

  it('follows the glossary in the built-in news', () => {
    expect(publicProblemsIn(localizedStrings(builtinNews, 'news', []))).toEqual([])
  })

  it('follows the glossary in the Chinese acknowledgement mail', () => {
    expect(publicProblemsIn(mailStrings())).toEqual([])
  })

  it('follows the glossary in the Chinese parts of the operator’s mail', () => {
    const found = operatorMailChinese()
    expect(found.map(({ text }) => text)).toContain('简体中文')
    expect(problemsIn(found)).toEqual([])
  })

  it('follows the glossary in the desk’s reply templates, as written and filled in', () => {
    const found = replyTemplateStrings()
    expect(found.length).toBeGreaterThan(10)
    expect(publicProblemsIn(found)).toEqual([])
  })

  it('follows the glossary in the desk’s own Chinese dictionaries (shell, backups, inbox, mail, media, content editor, blocked words)', () => {
    const found = deskStrings()
    expect(found.length).toBeGreaterThan(500)
    expect(deskProblemsIn(found)).toEqual([])
  })

  it('follows the glossary in the desk’s Chinese mails: replies and status messages in their frame, the staff invitation, reset and sign-in notices', () => {
    const found = deskMailStrings()
    expect(found.map(({ text }) => text)).toEqual(expect.arrayContaining(['关于您的咨询 E-2026-000123', sampleStatusWording]))
    expect(found.some(({ where }) => where.startsWith('invitation'))).toBe(true)
    expect(found.some(({ where }) => where.startsWith('notice.password-changed'))).toBe(true)
    // Mails to visitors follow the public site's spacing; mails to staff are desk copy (72 小时).
    const toStaff = /^(invitation|reset|notice)/
    expect(publicProblemsIn(found.filter(({ where }) => !toStaff.test(where)))).toEqual([])
    expect(deskProblemsIn(found.filter(({ where }) => toStaff.test(where)))).toEqual([])
  })

  it('fails when a forbidden variant or English punctuation is put back in the desk or in a mail', () => {
    const wrongDesk = {
      ...deskZh,
      nav: { ...deskZh.nav, news: '新闻：Offers' },
      news: { ...deskZh.news, page: '第 1 页, 共 3 页', previous: '上一页…' },
    }
    const deskFound = deskProblemsIn(deskStrings(wrongDesk)).join('\n')
    expect(deskFound).toContain('desk.nav.news: [latin] Offers')
    expect(deskFound).toContain('desk.news.page: [punctuation]')
    expect(deskFound).toContain('desk.news.previous: [punctuation]')
    expect(
      problemsIn(dictionaryStrings({ ...contentZh, choices: { ...contentZh.choices, standard: '标准：提前24小时或以上免费取消' } }, 'content', [])),
    ).toEqual([expect.stringContaining('content.choices.standard: [forbidden] 小时或以上')])
    const wrongStaffWords = {
      ...staffMailWords.zh,
      invitation: { ...staffMailWords.zh.invitation, subject: (brand: string) => `${brand}员工账号邀请 - Welcome` },
    }
    const mailFound = problemsIn(deskMailStrings(wrongDesk, '拼船晚餐 · 仅含船票，往返接送请另询(每车)', wrongStaffWords)).join('\n')
    expect(mailFound).toContain('statusMail.text:1: [forbidden] 仅含船票')
    expect(mailFound).toMatch(/statusMail\.html#\d+: \[punctuation\]/)
    expect(mailFound).toContain('invitation.subject: [latin] Welcome')
  })

  it('follows the glossary in the trips screens’ Chinese and the reconfirmation message', () => {
    const found = [
      ...dictionaryStrings(reconfirmZh, 'trips', []),
      {
        where: 'trips.message',
        text: reconfirmMessage('zh', {
          name: '王芳',
          brand: '万德假日',
          day: '2026-12-02',
          trips: [{ service: '沙漠冲沙（私享四驱车）', pickupTime: '15:30', pickupPlace: '', adults: 2, children: 1 }],
          whatsapp: '+971 58 983 1967',
          email: 'info@example.com',
        }),
      },
    ]
    expect(found.length).toBeGreaterThan(30)
    // The screens are desk copy; the message goes to the visitor, so it follows the site's spacing.
    expect(deskProblemsIn(found.filter(({ where }) => where !== 'trips.message'))).toEqual([])
    expect(problemsIn(found.filter(({ where }) => where === 'trips.message'))).toEqual([])
  })
})

describe('Latin words in Chinese copy', () => {
  it('come from keepLatin glossary entries or the two short documented lists', () => {
    for (const word of ['AED', 'WhatsApp', 'JBR', 'DXB', 'Salik', 'Lotus', 'VIP', 'WanderWonderWorld', 'WWD']) expect(latinAllowed.has(word), word).toBe(true)
    for (const word of ['Dhow', 'Jais', 'WeChat', 'Wadi', 'Hub']) expect(latinAllowed.has(word), word).toBe(false)
    expect(Object.keys(latinNames).length + Object.keys(latinCodes).length).toBeLessThan(16)
    for (const note of [...Object.values(latinNames), ...Object.values(latinCodes)]) expect(note.trim()).not.toBe('')
  })

  it('fails on a Latin name the glossary does not keep', () => {
    expect(checkChineseCopy('晚上乘 Dhow 游船').map((p) => p.found)).toEqual(['Dhow'])
    expect(checkChineseCopy('请联系 {{name}}，参考编号 E-2026-000123，见 /safari 或 PUBLIC_URL。')).toEqual([])
    expect(checkChineseCopy('EN / 中：切换到英文')).toEqual([])
  })
})
