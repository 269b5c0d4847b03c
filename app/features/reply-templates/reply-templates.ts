/**
 * Paired English/Chinese reply templates for the desk's composer. A template holds both languages;
 * the composer opens the enquiry's language and shows the other beside it. Placeholders are
 * `{{name}}`, `{{reference}}`, `{{items}}`, `{{travelDate}}` and `{{prices}}` (each item with the
 * "from" price the site showed when the visitor sent it); `checkReply` lists the ones a
 * draft leaves unfilled or does not know, so the desk can flag them before sending.
 */
import { z } from 'zod'
import { travelDateText } from '../i18n/dates'
import { locales } from '../i18n/lang'
import { formatAed } from '../pricing/convert'
import { templateCopy } from './template-copy'

export const replyPlaceholders = ['name', 'reference', 'items', 'travelDate', 'prices'] as const
export type ReplyPlaceholder = (typeof replyPlaceholders)[number]

const templateText = z.object({ subject: z.string().trim().min(1).max(200), body: z.string().trim().min(1).max(10_000) })

export type EnquiryForReply = {
  name: string
  reference: string
  lang: 'en' | 'zh'
  items: readonly { title: string }[]
  /** YYYY-MM-DD as the visitor gave it. */
  travelDate: string
  /** Per item, the "from" price the site showed when it was sent (null: on request; undefined: not kept). */
  shownFrom?: readonly (number | null | undefined)[]
}

export type ReplyTemplate = { id: string; label: { en: string; zh: string }; en: { subject: string; body: string }; zh: { subject: string; body: string } }

/** The built-in templates; editors may change them in the desk. */
export const defaultReplyTemplates: ReplyTemplate[] = [
  {
    id: 'first-reply',
    label: { en: 'First reply', zh: '首次回复' },
    en: {
      subject: 'Your enquiry {{reference}}',
      body: [
        'Dear {{name}},',
        '',
        'Thank you for your enquiry {{reference}} about {{items}} on {{travelDate}}.',
        'We have checked availability and will send you the details and the price shortly.',
        '',
        'Kind regards,',
        'WanderWonderWorld Dubai',
      ].join('\n'),
    },
    zh: {
      subject: '您的咨询 {{reference}}',
      body: [
        '{{name}}，您好！',
        '',
        '感谢您咨询{{travelDate}}的{{items}}（编号 {{reference}}）。',
        '我们已为您查询了档期，稍后会把行程细节和报价发给您。',
        '',
        '万德假日团队敬上',
      ].join('\n'),
    },
  },
  {
    id: 'need-details',
    label: { en: 'Ask for details', zh: '补充信息' },
    en: {
      subject: 'A few details for {{reference}}',
      body: [
        'Dear {{name}},',
        '',
        'To arrange {{items}} on {{travelDate}}, could you tell us how many adults and children are travelling and where we should pick you up?',
        '',
        'Kind regards,',
        'WanderWonderWorld Dubai',
      ].join('\n'),
    },
    zh: {
      subject: '关于 {{reference}} 还需要几项信息',
      body: [
        '{{name}}，您好！',
        '',
        '为安排您{{travelDate}}的{{items}}，请告诉我们成人和儿童的人数，以及上车地点（酒店名称或地址）。',
        '',
        '万德假日团队敬上',
      ].join('\n'),
    },
  },
]

const placeholderPattern = /\{\{\s*([A-Za-z]+)\s*\}\}/g

/** Names of the placeholders used in a text, in order of first use. */
export function placeholdersIn(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(placeholderPattern), (m) => m[1] ?? ''))]
}

function valuesFor(enquiry: EnquiryForReply, lang: 'en' | 'zh' = enquiry.lang): Record<ReplyPlaceholder, string> {
  const separator = locales[lang].listSeparator
  return {
    name: enquiry.name.trim(),
    reference: enquiry.reference,
    items: enquiry.items
      .map((i) => i.title.trim())
      .filter(Boolean)
      .join(separator),
    travelDate: travelDateText(enquiry.travelDate, lang),
    prices: pricesText(enquiry, lang),
  }
}

/** One line per item with the price the site showed; empty when no price was kept (the placeholder is then flagged). */
function pricesText(enquiry: EnquiryForReply, lang: 'en' | 'zh'): string {
  const words = templateCopy(lang)
  if (!enquiry.shownFrom?.some((price) => price !== undefined)) return ''
  return enquiry.items
    .map((item, index) => {
      const price = enquiry.shownFrom?.[index]
      if (price === undefined) return item.title.trim()
      return words.priceLine(item.title.trim(), price === null ? words.onRequest : words.priceFrom(`AED ${formatAed(price)}`))
    })
    .join('\n')
}

export type RenderedReply = {
  lang: 'en' | 'zh'
  subject: string
  body: string
  /** Known placeholders with nothing to fill them (e.g. no name given): left as written. */
  unfilled: ReplyPlaceholder[]
  /** Placeholders the desk does not know (a typo such as {{nmae}}): left as written. */
  unknown: string[]
}

const isKnown = (name: string): name is ReplyPlaceholder => (replyPlaceholders as readonly string[]).includes(name)

/** Fill `text` for `enquiry`; unknown or empty placeholders stay visible so they can be flagged. */
function fill(text: string, values: Record<ReplyPlaceholder, string>): string {
  return text.replace(placeholderPattern, (whole, name: string) => (isKnown(name) && values[name] !== '' ? values[name] : whole))
}

/** Check a draft (subject and body) for placeholders left in it: unfilled known ones and unknown ones. */
export function checkReply(draft: { subject: string; body: string }, enquiry?: EnquiryForReply): Pick<RenderedReply, 'unfilled' | 'unknown'> {
  const used = placeholdersIn(`${draft.subject}\n${draft.body}`)
  const values = enquiry ? valuesFor(enquiry) : undefined
  return {
    unfilled: used.filter(isKnown).filter((name) => !values || values[name] === ''),
    unknown: used.filter((name) => !isKnown(name)),
  }
}

/** The template in the enquiry's language (or `lang`), filled in. */
export function renderReply(template: ReplyTemplate, enquiry: EnquiryForReply, lang: 'en' | 'zh' = enquiry.lang): RenderedReply {
  const values = valuesFor(enquiry, lang)
  const text = template[lang]
  const subject = fill(text.subject, values)
  const body = fill(text.body, values)
  return { lang, subject, body, ...checkReply({ subject, body }, enquiry) }
}

export const replyTemplateSchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      .max(60),
    /** What staff pick it by, in each of the desk's languages. */
    label: z.object({ en: z.string().trim().min(1).max(100), zh: z.string().trim().min(1).max(100) }),
    en: templateText,
    zh: templateText,
  })
  .superRefine((template, issues) => {
    for (const lang of ['en', 'zh'] as const) {
      const unknown = checkReply(template[lang]).unknown
      if (unknown.length > 0) issues.addIssue({ code: 'custom', path: [lang], message: `unknown placeholders: ${unknown.join(', ')}` })
    }
  })
