/** One language of a news record: texts, the CTA link for that language and ISO dates. */
import { defaultLang, type Lang } from '../i18n/lang'
import { counterpartPath, findSitePage } from '../i18n/site-routes'
import type { NewsEntry, NewsRecord } from './news-data'
import { parseNewsDate } from './news-rules'

/** Site paths ('/city/city1112') and absolute http(s) URLs only; anything else (javascript:, //host) is dropped. */
export function safeLink(link: unknown): string | null {
  if (typeof link !== 'string') return null
  const value = link.trim()
  if (/^\/(?![/\\])/.test(value)) return value
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value
  return null
}

/** The key in `extra` under which a caller may store a language's own CTA link. */
const ctaLinkOverrides: Record<Lang, string | undefined> = { en: undefined, zh: 'ctaLinkZh' }

/**
 * The CTA link for a language. Links are stored as site paths in the default language (English);
 * other languages get the page's counterpart (`/city/city1112` → `/city/city11121`, `/safari` →
 * `/cn/safari`), unless the caller stored its own in `extra` (`ctaLinkZh`). Links that are not
 * English site pages stay as they are.
 */
export function ctaLinkFor(record: Pick<NewsRecord, 'ctaLink' | 'extra'>, lang: Lang): string | null {
  const link = safeLink(record.ctaLink)
  if (lang === defaultLang || !link) return link
  const overrideKey = ctaLinkOverrides[lang]
  const override = overrideKey === undefined ? null : safeLink(record.extra?.[overrideKey])
  if (override) return override
  const page = findSitePage(link)
  return page?.lang === defaultLang ? counterpartPath(page, lang) : link
}

function isoOf(value: unknown, bound: 'start' | 'end'): string | null {
  const time = parseNewsDate(value, bound)
  return typeof time === 'number' ? new Date(time).toISOString() : null
}

/** undefined when the item has no title or body in that language (it is then left out). */
export function localizeNews(record: NewsRecord, lang: Lang): NewsEntry | undefined {
  const title = record.title[lang].trim()
  const body = record.body[lang].trim()
  if (!title || !body) return undefined
  const ctaText = record.ctaText?.[lang].trim() ?? ''
  const ctaLink = ctaLinkFor(record, lang)
  return {
    id: record.id,
    title,
    body,
    ctaText: ctaText && ctaLink ? ctaText : null,
    ctaLink: ctaText && ctaLink ? ctaLink : null,
    pin: record.pin,
    variant: record.variant,
    priority: record.priority,
    startAt: isoOf(record.startAt, 'start'),
    endAt: isoOf(record.endAt, 'end'),
  }
}
