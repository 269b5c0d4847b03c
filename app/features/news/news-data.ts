/**
 * News items and the three built-in items (Musandam offer, pinned; theme parks offer; peak-holiday
 * surcharge notice), in both languages.
 *
 * The built-in items are the one source of truth for two things: the rows seeded into the `news`
 * table at first start (ids `builtin-…`, see seed-news.server.ts) and the fallback the board shows
 * when the read fails or returns nothing (list-news.server.ts). Each keeps the dates its own text
 * states, so the same visibility rule (news-rules.ts) hides the theme-parks offer once 2025 is over.
 *
 * English texts write prices as 'AED 859', so the board's PriceText adds '(£186 / €216)' on English
 * pages; Chinese texts show AED only.
 *
 * CTA links are stored once, as the English site path (`ctaLink`). Chinese pages get the paired
 * route by the site's pairing rule (`/city/city1112` → `/city/city11121`, see news-localize.ts);
 * a caller may override it with a string in `extra.ctaLinkZh`.
 */
import type { Localized } from '../i18n/lang'

export const newsVariants = ['info', 'success', 'warning'] as const
export type NewsVariant = (typeof newsVariants)[number]

/** A news text in every language. */
export type NewsText = Localized

/** A bound of the visibility window: a timestamp, an ISO date-time or a date string; null is open. */
export type NewsDate = string | number | Date | null | undefined

/** One news item in both languages, as the board and the API read it (admin fields left out). */
export type NewsRecord = {
  id: string
  title: NewsText
  body: NewsText
  ctaText: NewsText | null
  ctaLink: string | null
  pin: boolean
  variant: NewsVariant
  priority: number
  startAt: NewsDate
  endAt: NewsDate
  extra?: Record<string, unknown>
}

/** One news item in one language: what `GET /api/news` returns and the board renders. */
export type NewsEntry = {
  id: string
  title: string
  body: string
  ctaText: string | null
  ctaLink: string | null
  pin: boolean
  variant: NewsVariant
  priority: number
  /** ISO 8601 timestamps, or null for an open bound. */
  startAt: string | null
  endAt: string | null
}

export const builtinNews: readonly NewsRecord[] = [
  {
    id: 'builtin-musandam',
    title: {
      en: 'New city tours, now as far as Musandam',
      zh: '城市线路上新：一路玩到阿曼穆桑达姆',
    },
    body: {
      en: 'Our private day tours now reach the fjords of Musandam in Oman: a traditional dhow cruise between steep mountains, with dolphins if luck is on your side. From AED 859 per car for up to 6 guests; bring your passport for the border.',
      zh: '私家一日游新增阿曼穆桑达姆峡湾线：乘独桅帆船穿行峡湾，运气好还能偶遇海豚。每车 AED 859 起，最多6人同行，过境请随身携带护照。',
    },
    ctaText: { en: 'See the Musandam day trip', zh: '查看穆桑达姆行程' },
    ctaLink: '/city/city1112',
    pin: true,
    variant: 'success',
    priority: 1,
    startAt: '2025-11-01',
    endAt: null,
  },
  {
    id: 'builtin-theme-parks',
    title: {
      en: 'AED 50 off theme park days',
      zh: '主题乐园一日游，每车立减 AED 50',
    },
    body: {
      en: 'Book a Yas Island or Dubai theme park day before 31 December 2025 and we take AED 50 off the price of the car. Just mention the offer in your enquiry.',
      zh: '2025年12月31日前预订亚斯岛或迪拜主题乐园一日游，每车立减 AED 50。提交咨询时备注“乐园优惠”即可。',
    },
    ctaText: { en: 'See the theme park days', zh: '查看乐园行程' },
    ctaLink: '/city/city78',
    pin: false,
    variant: 'success',
    priority: 2,
    startAt: '2025-11-15',
    endAt: '2025-12-31T23:59:59+04:00',
  },
  {
    id: 'builtin-peak-surcharge',
    title: {
      en: 'Peak holiday dates: surcharges may apply',
      zh: '节假日高峰期价格提示',
    },
    body: {
      en: 'Over Christmas and New Year, Chinese New Year, Eid and other peak holidays, drivers, boats and hotels cost more and book up fast, so a seasonal surcharge may apply. We always confirm the final price in writing before anything is booked.',
      zh: '圣诞元旦、春节、开斋节等节假日高峰期间，司机、游船和酒店资源紧张、成本上涨，相关日期可能需加收旺季附加费。最终价格会在预订确认前以书面形式告知，请放心。',
    },
    ctaText: null,
    ctaLink: null,
    pin: false,
    variant: 'warning',
    priority: 3,
    startAt: '2025-12-01',
    endAt: null,
  },
]
