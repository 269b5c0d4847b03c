/**
 * E-mail content for an enquiry: the notification to the
 * operator (always English, read by staff) and the acknowledgement to the visitor (in their language).
 *
 * Pure functions, no I/O. The sender sets To / Reply-To; this module only writes
 * subject, HTML and text. Every visitor-supplied value is HTML-escaped in the HTML bodies and kept
 * verbatim in the text bodies. An enquiry is not a booking: no prices, no promises of availability.
 */
import { dubaiDateTime } from '../../lib/dubai-time'
import { travelDateText } from '../i18n/dates'
import { locales, type Lang, type Localized } from '../i18n/lang'
import { homePath } from '../i18n/site-routes'
import { escapeHtml } from '../../lib/escape-html'

export type EnquiryForMail = {
  reference: string // e.g. 'E-2026-000123'
  lang: Lang // the visitor's language
  name: string // may be '' (then "Guest" / Chinese 访客 where a name is shown)
  email: string
  phone: string // country code and number joined by a space, may be ''
  travelDate: string // 'YYYY-MM-DD'
  message: string
  items: { id: string; title: string }[] // may be empty (a general enquiry)
  createdAt: Date
}
export type SiteForMail = { brand: Localized; email: string; publicUrl: string }
export type MailContent = { subject: string; html: string; text: string }

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

export const NAVY = '#0f2a44'
export const GOLD = '#d4a24c'
export const INK = '#1f2933'
export const MUTED = '#5b6470'
const PAGE_BG = '#f4f1ea'
export const SOFT_GOLD_BG = '#fbf4e6'
const FONT_EN = 'Arial, Helvetica, sans-serif'
/** The font stack of each language's mails. */
export const FONTS: Record<Lang, string> = {
  en: FONT_EN,
  zh: "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', Arial, sans-serif",
}
const DASH = '—'

/** CRLF and lone CR become LF, so both bodies treat line breaks the same way. */
function normaliseNewlines(value: string): string {
  return value.replace(/\r\n?/g, '\n')
}

/** Escaped, with line breaks kept as <br>. */
function htmlMultiline(value: string): string {
  return escapeHtml(normaliseNewlines(value)).replace(/\n/g, '<br>')
}

/** Control characters (including line breaks) collapsed to single spaces: safe in a subject line. */
/** The gold-edged box naming the enquiry's reference, with a line on quoting it: acknowledgement and trip confirmation alike. */
export function referenceBoxHtml(box: { font: string; label: string; colon: string; reference: string; note: string }): string {
  return [
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;background-color:${SOFT_GOLD_BG};border-left:4px solid ${GOLD};">`,
    `<tr><td style="padding:12px 14px;font-family:${box.font};font-size:15px;line-height:1.6;color:${INK};">${escapeHtml(box.label)}${escapeHtml(box.colon)}<strong style="color:${NAVY};">${escapeHtml(box.reference)}</strong><br><span style="font-size:13px;color:${MUTED};">${escapeHtml(box.note)}</span></td></tr>`,
    '</table>',
  ].join('\n')
}

export function oneLine(value: string): string {
  let out = ''
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    const isControl = code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0x2028 || code === 0x2029
    out += isControl ? ' ' : char
  }
  return out.replace(/ {2,}/g, ' ').trim()
}

/** mailto: address, percent-encoded (the @ kept readable); escape again before putting it in an attribute. */
function mailtoUrl(address: string): string {
  return `mailto:${encodeURIComponent(address.trim()).replace(/%40/g, '@')}`
}

export function mailtoLink(address: string, style: string): string {
  return `<a href="${escapeHtml(mailtoUrl(address))}" style="${style}">${escapeHtml(address)}</a>`
}

/** 'YYYY-MM-DD HH:mm (Dubai time)'. */
function formatDubaiTime(date: Date): string {
  const text = dubaiDateTime(date)
  return text ? `${text} (Dubai time)` : DASH
}

/** Visitor-facing travel date: '5 December 2026' / '2026年12月5日'; anything unexpected is shown as given. */
function formatTravelDate(value: string, lang: Lang): string {
  return travelDateText(value, lang) || DASH
}

function withoutTrailingSlash(url: string): string {
  return url.trim().replace(/\/+$/, '')
}

/** The site's home page in a language, as written out in a mail: no trailing slash. */
export function homeUrl(publicUrl: string, lang: Lang): string {
  return withoutTrailingSlash(withoutTrailingSlash(publicUrl) + homePath(lang))
}

/** A body's first words on one line, for the inbox preview: lines joined by a space, but none after Chinese punctuation (您好！感谢……). */
function previewLine(body: string): string {
  return body.slice(0, 120).replace(/\s+/g, ' ').replace(/(?<=[\u3000-\u303f\uff00-\uffef]) /g, '')
}

function orDash(value: string): string {
  return value.trim() || DASH
}

// ---------------------------------------------------------------------------------------------
// Shared HTML layout (table-based, inline styles, no external resources, max width 600px)
// ---------------------------------------------------------------------------------------------

export type Layout = {
  htmlLang: string
  font: string
  title: string
  preheader: string
  brand: string
  content: string
  footer: string
}

/** A visitor mail's frame: the brand bar, the content, the footer (every mail to a visitor wears it). */
export function layout(page: Layout): string {
  const cell = `font-family:${page.font};`
  return [
    '<!DOCTYPE html>',
    `<html lang="${page.htmlLang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(page.title)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:${PAGE_BG};">`,
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(page.preheader)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${PAGE_BG};">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-collapse:collapse;">`,
    `<tr><td style="${cell}background-color:${NAVY};color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold;border-bottom:4px solid ${GOLD};">${escapeHtml(page.brand)}</td></tr>`,
    `<tr><td style="${cell}padding:24px;font-size:15px;line-height:1.6;color:${INK};word-break:break-word;">`,
    page.content,
    '</td></tr>',
    `<tr><td style="${cell}padding:16px 24px;font-size:12px;line-height:1.5;color:${MUTED};border-top:1px solid #e5e1d8;">${page.footer}</td></tr>`,
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n')
}

export const H2 = `margin:24px 0 8px;font-size:16px;color:${NAVY};border-bottom:2px solid ${GOLD};padding-bottom:4px;`
export const LINK = `color:${NAVY};text-decoration:underline;`
const QUOTE = `margin:0;padding:12px 14px;background-color:#f7f7f5;border-left:4px solid ${GOLD};white-space:normal;`

// ---------------------------------------------------------------------------------------------
// Operator notification (always English)
// ---------------------------------------------------------------------------------------------

const LANGUAGE_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  zh: 'Chinese (简体中文)',
}

/** Notification to the company: every field of the enquiry, for staff. Reply-To is the visitor. */
export function operatorMail(enquiry: EnquiryForMail, site: SiteForMail): MailContent {
  const name = enquiry.name.trim() || 'Guest'
  const count = enquiry.items.length
  const subject = `New enquiry — ${oneLine(enquiry.name) || 'Guest'} — ${String(count)} item(s)`
  const language = LANGUAGE_NAMES[enquiry.lang]
  const received = formatDubaiTime(enquiry.createdAt)
  const phone = orDash(enquiry.phone)
  const travelDate = orDash(enquiry.travelDate)
  const message = normaliseNewlines(enquiry.message)
  const replyHint = 'Replying to this e-mail answers the visitor directly (Reply-To is their address).'
  const noItems = 'General enquiry (no items)'

  // ---- text ----
  const fields: [string, string][] = [
    ['Enquiry number', enquiry.reference],
    ['Name', name],
    ['E-mail', orDash(enquiry.email)],
    ['Phone', phone],
    ['Travel date', travelDate],
    ['Language', language],
    ['Received', received],
  ]
  const labelWidth = Math.max(...fields.map(([label]) => label.length)) + 2
  const textItems =
    count === 0
      ? [noItems]
      : enquiry.items.flatMap((item, index) => [`  ${String(index + 1)}. ${item.title}`, `     id: ${item.id}`])
  const text = [
    `New enquiry ${enquiry.reference} (${site.brand.en})`,
    replyHint,
    '',
    ...fields.map(([label, value]) => `${`${label}:`.padEnd(labelWidth)}${value}`),
    '',
    'Message:',
    message.trim() ? message : DASH,
    '',
    `Items (${String(count)}):`,
    ...textItems,
    '',
  ].join('\n')

  // ---- html ----
  const th = `text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:${MUTED};font-weight:normal;white-space:nowrap;`
  const td = 'vertical-align:top;padding:6px 0;'
  const emailHtml = enquiry.email.trim() ? mailtoLink(enquiry.email, LINK) : DASH
  const rows: [string, string][] = [
    ['Enquiry number', `<strong>${escapeHtml(enquiry.reference)}</strong>`],
    ['Name', escapeHtml(name)],
    ['E-mail', emailHtml],
    ['Phone', escapeHtml(phone)],
    ['Travel date', escapeHtml(travelDate)],
    ['Language', escapeHtml(language)],
    ['Received', escapeHtml(received)],
  ]
  const cellBorder = 'border:1px solid #e5e1d8;padding:6px 8px;text-align:left;vertical-align:top;'
  const itemsHtml =
    count === 0
      ? `<p style="margin:0;">${noItems}</p>`
      : [
          '<table width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;font-size:14px;">',
          `<tr style="background-color:${NAVY};color:#ffffff;"><th scope="col" style="${cellBorder}width:36px;">#</th><th scope="col" style="${cellBorder}">Title</th><th scope="col" style="${cellBorder}">ID</th></tr>`,
          ...enquiry.items.map(
            (item, index) =>
              `<tr><td style="${cellBorder}">${String(index + 1)}</td><td style="${cellBorder}">${escapeHtml(item.title)}</td><td style="${cellBorder}font-family:Consolas, Menlo, monospace;font-size:13px;">${escapeHtml(item.id)}</td></tr>`,
          ),
          '</table>',
        ].join('\n')
  const content = [
    `<p style="margin:0 0 16px;padding:10px 12px;background-color:${SOFT_GOLD_BG};border-left:4px solid ${GOLD};font-size:14px;">${escapeHtml(replyHint)}</p>`,
    `<h1 style="margin:0 0 12px;font-size:20px;color:${NAVY};">New enquiry ${escapeHtml(enquiry.reference)}</h1>`,
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;font-size:15px;">',
    ...rows.map(([label, value]) => `<tr><th scope="row" style="${th}">${label}</th><td style="${td}">${value}</td></tr>`),
    '</table>',
    `<h2 style="${H2}">Message</h2>`,
    `<p style="${QUOTE}">${message.trim() ? htmlMultiline(message) : DASH}</p>`,
    `<h2 style="${H2}">Items (${String(count)})</h2>`,
    itemsHtml,
  ].join('\n')
  const html = layout({
    htmlLang: 'en',
    font: FONT_EN,
    title: subject,
    preheader: `${name} — ${String(count)} item(s) — travel date ${travelDate}`,
    brand: site.brand.en,
    content,
    footer: `Sent by the ${escapeHtml(site.brand.en)} website enquiry form. The visitor's reference is ${escapeHtml(enquiry.reference)}.`,
  })

  return { subject, html, text }
}

// ---------------------------------------------------------------------------------------------
// Visitor acknowledgement (English or Simplified Chinese)
// ---------------------------------------------------------------------------------------------

/** The acknowledgement's sentences in one language. */
type AckTexts = {
  subject: string
  preheader: string
  greeting: string
  intro: string
  referenceLabel: string
  referenceNote: string
  itemsHeading: string
  generalEnquiry: string
  travelDateLabel: string
  messageHeading: string
  nextHeading: string
  /** Plain sentences; none contains visitor data. */
  nextSteps: string[]
  /** The last step names the team address: before + address + after. */
  contactBefore: string
  contactAfter: string
  closing: string
  signature: string
  footer: string
  /** Between a label and its value, and after a heading in the text body. */
  colon: string
  headingEnd: string
}

type AckFacts = { reference: string; name: string; brand: string }

const ackTexts: Record<Lang, (facts: AckFacts) => AckTexts> = {
  en: ({ reference, name, brand }) => ({
    subject: `We received your enquiry ${reference} — ${brand}`,
    preheader: `Enquiry ${reference}: we will reply by e-mail within 3 business days.`,
    greeting: name ? `Dear ${name},` : 'Hello,',
    intro: `Thank you for contacting ${brand}. We have received your enquiry and our team will look into it.`,
    referenceLabel: 'Your enquiry number',
    referenceNote: 'Please quote it whenever you write to us.',
    itemsHeading: 'Services in your enquiry',
    generalEnquiry: 'This is a general enquiry (no specific services selected).',
    travelDateLabel: 'Preferred travel date',
    messageHeading: 'Your message',
    nextHeading: 'What happens next',
    nextSteps: [
      'We will reply by e-mail within 3 business days. If you do not see our reply, please check your spam or junk folder.',
      'Please note that an enquiry is not a booking: nothing is reserved or charged yet, and we will let you know about availability in our reply.',
      'Once your booking is confirmed, we will reconfirm the details with you on WhatsApp 24 hours before the service.',
      'Our concierge is available on WhatsApp 08:00–22:00 (Dubai time) if you have a quick question.',
    ],
    contactBefore: 'To add details or make changes, simply reply to this e-mail; it reaches our team at ',
    contactAfter: '.',
    closing: 'Warm regards,',
    signature: `The ${brand} team`,
    footer: `This e-mail was sent by the ${brand} website to confirm that we received your enquiry.`,
    colon: ': ',
    headingEnd: ':',
  }),
  zh: ({ reference, name, brand }) => ({
    // The brand in 【】 first, as Chinese transactional mail does (and as the desk's replies end in 【reference】).
    subject: `【${brand}】已收到您的咨询（编号 ${reference}）`,
    preheader: `咨询编号 ${reference}，我们会在3个工作日内通过邮件回复您。`,
    greeting: name ? `${name}，您好！` : '您好！',
    intro: `感谢您联系${brand}！您的咨询已顺利收到，我们的团队会认真为您跟进。`,
    referenceLabel: '咨询编号',
    referenceNote: '后续沟通时请注明此编号，方便我们快速查询。',
    itemsHeading: '您咨询的项目',
    generalEnquiry: '本次为一般咨询，未选择具体项目。',
    travelDateLabel: '期望出行日期',
    messageHeading: '您的留言',
    nextHeading: '接下来',
    nextSteps: [
      '我们会在3个工作日内通过邮件给您答复；如迟迟没有收到，请查看一下垃圾邮件箱。',
      '温馨提示：本次提交仅为咨询，并非预订，不会产生任何费用；档期等具体安排以我们的回复为准。',
      '预订确认后，我们会在服务开始前24小时通过 WhatsApp 与您再次核对行程细节。',
      '礼宾团队的 WhatsApp 在线时间为08:00–22:00（迪拜时间，即北京时间12:00至次日02:00），如有简单问题，欢迎在此时段联系我们。',
    ],
    contactBefore: '如需补充信息或调整需求，直接回复本邮件即可，我们的团队（',
    contactAfter: '）会尽快跟进。',
    closing: '祝您旅途愉快！',
    signature: `${brand}团队敬上`,
    footer: `此邮件由${brand}官网自动发送，确认我们已收到您的咨询。`,
    colon: '：',
    headingEnd: '：',
  }),
}

type AckCopy = AckTexts & { htmlLang: string; font: string; brand: string; siteUrl: string }

function ackCopy(enquiry: EnquiryForMail, site: SiteForMail): AckCopy {
  const { lang } = enquiry
  const brand = site.brand[lang]
  return {
    ...ackTexts[lang]({ reference: enquiry.reference, name: enquiry.name.trim(), brand }),
    htmlLang: locales[lang].htmlLang,
    font: FONTS[lang],
    brand,
    siteUrl: homeUrl(site.publicUrl, lang),
  }
}

/** Acknowledgement to the visitor, in their language. */
export function visitorAckMail(enquiry: EnquiryForMail, site: SiteForMail): MailContent {
  const copy = ackCopy(enquiry, site)
  const travelDate = formatTravelDate(enquiry.travelDate, enquiry.lang)
  const message = normaliseNewlines(enquiry.message)
  const hasMessage = message.trim() !== ''
  const { colon } = copy
  const heading = (label: string): string => `${label}${copy.headingEnd}`

  // ---- text ----
  const textItems =
    enquiry.items.length === 0
      ? [copy.generalEnquiry]
      : enquiry.items.map((item, index) => `  ${String(index + 1)}. ${item.title.trim() || item.id}`)
  const text = [
    copy.greeting,
    '',
    copy.intro,
    '',
    `${copy.referenceLabel}${colon}${enquiry.reference}`,
    copy.referenceNote,
    '',
    heading(copy.itemsHeading),
    ...textItems,
    '',
    `${copy.travelDateLabel}${colon}${travelDate}`,
    '',
    heading(copy.messageHeading),
    hasMessage ? message : DASH,
    '',
    heading(copy.nextHeading),
    ...copy.nextSteps.map((step) => `- ${step}`),
    `- ${copy.contactBefore}${site.email}${copy.contactAfter}`,
    '',
    copy.closing,
    copy.signature,
    copy.siteUrl,
    '',
  ].join('\n')

  // ---- html ----
  const itemsHtml =
    enquiry.items.length === 0
      ? `<p style="margin:0;">${escapeHtml(copy.generalEnquiry)}</p>`
      : [
          '<ol style="margin:0;padding:0 0 0 22px;">',
          ...enquiry.items.map((item) => `<li style="margin:0 0 4px;">${escapeHtml(item.title.trim() || item.id)}</li>`),
          '</ol>',
        ].join('\n')
  const steps = [
    ...copy.nextSteps.map(escapeHtml),
    `${escapeHtml(copy.contactBefore)}${mailtoLink(site.email, LINK)}${escapeHtml(copy.contactAfter)}`,
  ]
  const content = [
    `<p style="margin:0 0 12px;">${escapeHtml(copy.greeting)}</p>`,
    `<p style="margin:0 0 16px;">${escapeHtml(copy.intro)}</p>`,
    referenceBoxHtml({ font: copy.font, label: copy.referenceLabel, colon, reference: enquiry.reference, note: copy.referenceNote }),
    `<h2 style="${H2}">${escapeHtml(copy.itemsHeading)}</h2>`,
    itemsHtml,
    `<p style="margin:12px 0 0;">${escapeHtml(copy.travelDateLabel)}${escapeHtml(colon)}<strong>${escapeHtml(travelDate)}</strong></p>`,
    `<h2 style="${H2}">${escapeHtml(copy.messageHeading)}</h2>`,
    `<p style="${QUOTE}">${hasMessage ? htmlMultiline(message) : DASH}</p>`,
    `<h2 style="${H2}">${escapeHtml(copy.nextHeading)}</h2>`,
    '<ul style="margin:0;padding:0 0 0 20px;">',
    ...steps.map((step) => `<li style="margin:0 0 8px;">${step}</li>`),
    '</ul>',
    `<p style="margin:24px 0 0;">${escapeHtml(copy.closing)}<br><strong style="color:${NAVY};">${escapeHtml(copy.signature)}</strong><br><a href="${escapeHtml(copy.siteUrl)}" style="${LINK}">${escapeHtml(copy.siteUrl)}</a></p>`,
  ].join('\n')
  const html = layout({
    htmlLang: copy.htmlLang,
    font: copy.font,
    title: copy.subject,
    preheader: copy.preheader,
    brand: copy.brand,
    content,
    footer: escapeHtml(copy.footer),
  })

  return { subject: copy.subject, html, text }
}

// ---------------------------------------------------------------------------------------------
// A staff member's reply from the desk (in the enquiry's language)
// ---------------------------------------------------------------------------------------------

export type StaffReply = { lang: Lang; reference: string; subject: string; body: string }

/** A reply's own words around what staff wrote: the subject with the reference, and the footer. */
const replyTexts: Record<Lang, { subject: (subject: string, reference: string) => string; footer: (reference: string) => string }> = {
  en: {
    subject: (subject, reference) => `${subject} [${reference}]`,
    footer: (reference) => `Reply to this e-mail to reach our team. Enquiry reference: ${reference}`,
  },
  zh: {
    subject: (subject, reference) => `${subject}【${reference}】`,
    footer: (reference) => `直接回复本邮件即可联系我们的团队。咨询编号：${reference}`,
  },
}

/** The subject as sent: the staff member's line, with the enquiry reference when it lacks one. */
export function replySubject(reply: Pick<StaffReply, 'lang' | 'reference' | 'subject'>): string {
  const subject = oneLine(reply.subject)
  if (subject.includes(reply.reference)) return subject
  return replyTexts[reply.lang].subject(subject, reply.reference)
}

/**
 * A reply written in the desk: the text as the staff member wrote it (escaped; blank lines make
 * paragraphs), in the site's frame, with the reference and how to answer in the footer.
 */
export function staffReplyMail(reply: StaffReply, site: SiteForMail): MailContent {
  const { lang } = reply
  const body = normaliseNewlines(reply.body).trim()
  const subject = replySubject(reply)
  const footer = replyTexts[lang].footer(reply.reference)
  const paragraphs = body.split(/\n{2,}/).map((paragraph) => `<p style="margin:0 0 14px;">${htmlMultiline(paragraph)}</p>`)
  const html = layout({
    htmlLang: locales[lang].htmlLang,
    font: FONTS[lang],
    title: subject,
    preheader: previewLine(body),
    brand: site.brand[lang],
    content: paragraphs.join('\n'),
    footer: `${escapeHtml(footer)}<br>${mailtoLink(site.email, LINK)} · <a href="${escapeHtml(withoutTrailingSlash(site.publicUrl) + homePath(lang))}" style="${LINK}">${escapeHtml(withoutTrailingSlash(site.publicUrl))}</a>`,
  })
  const text = [body, '', '--', footer, site.email, homeUrl(site.publicUrl, lang), ''].join('\n')
  return { subject, html, text }
}
