/**
 * What the desk's news form may save (the fields of a news item), shared by
 * the browser form and the server command so both refuse the same input with the same field names.
 *
 * Dates are entered as Dubai wall-clock times (`2026-12-01T09:00`) or dates (`2026-12-31`, the whole
 * day) and stored as instants; an end before the start is refused. A CTA link is a site path or an
 * https URL, nothing else (no `javascript:`, no protocol-relative `//host`).
 */
import { z } from 'zod'
import type { DeskIssue } from '../desk/desk-result'
import { newsVariants } from './news-data'
import { parseNewsDate } from './news-rules'

export const NEWS_TITLE_MAX = 120
export const NEWS_BODY_MAX = 600
export const NEWS_CTA_TEXT_MAX = 60
export const NEWS_LINK_MAX = 500
/** Pinned items live at one time, unless the operator configures another cap. */
export const DEFAULT_PIN_CAP = 2

export type NewsFieldError =
  'required' | 'tooLong' | 'badCharacters' | 'badLink' | 'badDate' | 'endBeforeStart' | 'ctaPair' | 'oneLanguage' | 'badPriority' | 'badExtra' | 'invalid'

// C0 controls other than tab and newline, and text PostgreSQL or JSON cannot hold faithfully.
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const badCharacters = /[\u0000-\u0008\u000b-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

function text(max: number) {
  return z
    .string()
    .transform((value) => value.trim())
    .check((ctx) => {
      if (badCharacters.test(ctx.value)) ctx.issues.push({ code: 'custom', message: 'badCharacters', input: ctx.value })
      else if (Array.from(ctx.value).length > max) ctx.issues.push({ code: 'custom', message: 'tooLong', input: ctx.value })
    })
}

const bilingual = (max: number) => z.object({ en: text(max), zh: text(max) })

/** A site path (`/safari`, `/cn/city/city11121#faq`) or an absolute https URL. */
export function isAllowedCtaLink(link: string): boolean {
  if (link.length > NEWS_LINK_MAX || badCharacters.test(link) || /\s/.test(link)) return false
  if (link.startsWith('/')) return !link.startsWith('//') && !link.startsWith('/\\')
  try {
    const url = new URL(link)
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

const dateInput = (bound: 'start' | 'end') =>
  z
    .string()
    .trim()
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .check((ctx) => {
      if (ctx.value !== null && typeof parseNewsDate(ctx.value, bound) !== 'number') {
        ctx.issues.push({ code: 'custom', message: 'badDate', input: ctx.value })
      }
    })

export const newsDraftSchema = z
  .object({
    title: bilingual(NEWS_TITLE_MAX),
    body: bilingual(NEWS_BODY_MAX),
    ctaText: bilingual(NEWS_CTA_TEXT_MAX),
    ctaLink: z
      .string()
      .trim()
      .check((ctx) => {
        if (ctx.value !== '' && !isAllowedCtaLink(ctx.value)) ctx.issues.push({ code: 'custom', message: 'badLink', input: ctx.value })
      }),
    pin: z.boolean(),
    variant: z.enum(newsVariants),
    priority: z.number({ error: 'badPriority' }).int('badPriority').min(-1000, 'badPriority').max(1000, 'badPriority'),
    startAt: dateInput('start'),
    endAt: dateInput('end'),
    /** Free fields supplied by the caller, kept as given; small and plain JSON only. */
    extra: z
      .record(z.string().max(60), z.unknown())
      .refine((value) => JSON.stringify(value).length <= 4000, 'badExtra')
      .default({}),
  })
  .check((ctx) => {
    const { title, body, ctaText, ctaLink, startAt, endAt } = ctx.value
    for (const lang of ['en', 'zh'] as const) {
      // A language is present when it has a title; then it needs its body too, and the reverse.
      if (title[lang] !== '' && body[lang] === '') ctx.issues.push({ code: 'custom', message: 'required', path: ['body', lang], input: '' })
      if (title[lang] === '' && body[lang] !== '') ctx.issues.push({ code: 'custom', message: 'required', path: ['title', lang], input: '' })
      if (ctaText[lang] !== '' && ctaLink === '') ctx.issues.push({ code: 'custom', message: 'ctaPair', path: ['ctaLink'], input: '' })
      if (ctaLink !== '' && title[lang] !== '' && ctaText[lang] === '') {
        ctx.issues.push({ code: 'custom', message: 'ctaPair', path: ['ctaText', lang], input: '' })
      }
    }
    if (title.en === '' && title.zh === '') ctx.issues.push({ code: 'custom', message: 'oneLanguage', path: ['title', 'en'], input: '' })
    const start = startAt === null ? null : parseNewsDate(startAt, 'start')
    const end = endAt === null ? null : parseNewsDate(endAt, 'end')
    if (typeof start === 'number' && typeof end === 'number' && end < start) {
      ctx.issues.push({ code: 'custom', message: 'endBeforeStart', path: ['endAt'], input: endAt })
    }
  })

export type NewsDraftInput = z.input<typeof newsDraftSchema>
export type NewsDraft = z.output<typeof newsDraftSchema>

const knownCodes = new Set<string>([
  'required',
  'tooLong',
  'badCharacters',
  'badLink',
  'badDate',
  'endBeforeStart',
  'ctaPair',
  'oneLanguage',
  'badPriority',
  'badExtra',
])

/** Field path (`title.zh`) → error code, the first per field; empty when the draft is valid. */
export function newsDraftErrors(error: z.ZodError): Record<string, NewsFieldError> {
  const errors: Record<string, NewsFieldError> = {}
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'form'
    const code: NewsFieldError = knownCodes.has(issue.message)
      ? (issue.message as NewsFieldError)
      : issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)
        ? 'required'
        : 'invalid'
    errors[field] ??= code
  }
  return errors
}

/** The same as desk issues: one per field, its message a key of the news copy's errors. */
export function newsDraftIssues(error: z.ZodError): DeskIssue[] {
  return Object.entries(newsDraftErrors(error)).map(([path, message]) => ({ path, message }))
}

/** The languages an item can be shown in: those with a title and a body. */
export function newsLanguages(item: { title: { en: string; zh: string }; body: { en: string; zh: string } }): ('en' | 'zh')[] {
  return (['en', 'zh'] as const).filter((lang) => item.title[lang].trim() !== '' && item.body[lang].trim() !== '')
}
