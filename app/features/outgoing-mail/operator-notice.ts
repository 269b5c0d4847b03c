/**
 * The notice to the company of a new enquiry: always in English (staff read it), every field of
 * the enquiry, Reply-To the visitor. An enquiry is not a booking: no prices, no promises.
 */
import { escapeHtml } from '../../lib/escape-html'
import type { Lang } from '../i18n/lang'
import {
  DASH,
  FONT_EN,
  formatDubaiTime,
  GOLD,
  H2,
  htmlMultiline,
  layout,
  LINK,
  mailtoLink,
  MUTED,
  NAVY,
  normaliseNewlines,
  oneLine,
  orDash,
  QUOTE,
  SOFT_GOLD_BG,
  type EnquiryForMail,
  type MailContent,
  type SiteForMail,
} from './mail-layout'

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
  const textItems = count === 0 ? [noItems] : enquiry.items.flatMap((item, index) => [`  ${String(index + 1)}. ${item.title}`, `     id: ${item.id}`])
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
