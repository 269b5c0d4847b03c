/**
 * The acknowledgement of an enquiry to the visitor, in their language: the reference to quote,
 * what they asked about, and what happens next (a reply within 3 business days; an enquiry is
 * not a booking).
 */
import { escapeHtml } from '../../lib/escape-html'
import { locales, type Lang } from '../i18n/lang'
import {
  DASH,
  FONTS,
  formatTravelDate,
  H2,
  homeUrl,
  htmlMultiline,
  layout,
  LINK,
  mailtoLink,
  NAVY,
  normaliseNewlines,
  QUOTE,
  referenceBoxHtml,
  type EnquiryForMail,
  type MailContent,
  type SiteForMail,
} from './mail-layout'

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
    enquiry.items.length === 0 ? [copy.generalEnquiry] : enquiry.items.map((item, index) => `  ${String(index + 1)}. ${item.title.trim() || item.id}`)
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
  const steps = [...copy.nextSteps.map(escapeHtml), `${escapeHtml(copy.contactBefore)}${mailtoLink(site.email, LINK)}${escapeHtml(copy.contactAfter)}`]
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
