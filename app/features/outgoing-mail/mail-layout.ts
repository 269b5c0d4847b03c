/**
 * What every mail the site sends is made of (one file per mail beside this one): the site and
 * enquiry facts a mail is written from, the visitor mail's frame (brand bar, content, footer;
 * table-based, inline styles, no external resources, at most 600 px wide), its colours and fonts,
 * and the small helpers that keep visitor values safe (HTML-escaped in HTML bodies, verbatim in
 * text bodies, one line in a subject). Pure functions, no I/O.
 */
import { dubaiDateTime } from '../../lib/dubai-time'
import { escapeHtml } from '../../lib/escape-html'
import { travelDateText } from '../i18n/dates'
import type { Lang, Localized } from '../i18n/lang'
import { homePath } from '../i18n/site-routes'

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
export const FONT_EN = 'Arial, Helvetica, sans-serif'
/** The font stack of each language's mails. */
export const FONTS: Record<Lang, string> = {
  en: FONT_EN,
  zh: "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', Arial, sans-serif",
}
export const DASH = '—'

/** CRLF and lone CR become LF, so both bodies treat line breaks the same way. */
export function normaliseNewlines(value: string): string {
  return value.replace(/\r\n?/g, '\n')
}

/** Escaped, with line breaks kept as <br>. */
export function htmlMultiline(value: string): string {
  return escapeHtml(normaliseNewlines(value)).replace(/\n/g, '<br>')
}

/** The gold-edged box naming the enquiry's reference, with a line on quoting it: acknowledgement and trip confirmation alike. */
export function referenceBoxHtml(box: { font: string; label: string; colon: string; reference: string; note: string }): string {
  return [
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;background-color:${SOFT_GOLD_BG};border-left:4px solid ${GOLD};">`,
    `<tr><td style="padding:12px 14px;font-family:${box.font};font-size:15px;line-height:1.6;color:${INK};">${escapeHtml(box.label)}${escapeHtml(box.colon)}<strong style="color:${NAVY};">${escapeHtml(box.reference)}</strong><br><span style="font-size:13px;color:${MUTED};">${escapeHtml(box.note)}</span></td></tr>`,
    '</table>',
  ].join('\n')
}

/** Control characters (including line breaks) collapsed to single spaces: safe in a subject line. */
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
export function mailtoUrl(address: string): string {
  return `mailto:${encodeURIComponent(address.trim()).replace(/%40/g, '@')}`
}

export function mailtoLink(address: string, style: string): string {
  return `<a href="${escapeHtml(mailtoUrl(address))}" style="${style}">${escapeHtml(address)}</a>`
}

/** 'YYYY-MM-DD HH:mm (Dubai time)'. */
export function formatDubaiTime(date: Date): string {
  const text = dubaiDateTime(date)
  return text ? `${text} (Dubai time)` : DASH
}

/** Visitor-facing travel date: '5 December 2026' / '2026年12月5日'; anything unexpected is shown as given. */
export function formatTravelDate(value: string, lang: Lang): string {
  return travelDateText(value, lang) || DASH
}

export function withoutTrailingSlash(url: string): string {
  return url.trim().replace(/\/+$/, '')
}

/** The site's home page in a language, as written out in a mail: no trailing slash. */
export function homeUrl(publicUrl: string, lang: Lang): string {
  return withoutTrailingSlash(withoutTrailingSlash(publicUrl) + homePath(lang))
}

/** A body's first words on one line, for the inbox preview: lines joined by a space, but none after Chinese punctuation (您好！感谢……). */
export function previewLine(body: string): string {
  return body
    .slice(0, 120)
    .replace(/\s+/g, ' ')
    .replace(/(?<=[\u3000-\u303f\uff00-\uffef]) /g, '')
}

export function orDash(value: string): string {
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
export const QUOTE = `margin:0;padding:12px 14px;background-color:#f7f7f5;border-left:4px solid ${GOLD};white-space:normal;`

// ---------------------------------------------------------------------------------------------
// Operator notification (always English)
// ---------------------------------------------------------------------------------------------
