/**
 * A staff member's reply from the desk, in the enquiry's language: their words as written (blank
 * lines make paragraphs) in the site's frame, the reference in the subject and the footer.
 */
import { escapeHtml } from '../../lib/escape-html'
import { locales, type Lang } from '../i18n/lang'
import { homePath } from '../i18n/site-routes'
import {
  FONTS,
  homeUrl,
  htmlMultiline,
  layout,
  LINK,
  mailtoLink,
  normaliseNewlines,
  oneLine,
  previewLine,
  withoutTrailingSlash,
  type MailContent,
  type SiteForMail,
} from './mail-layout'

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
