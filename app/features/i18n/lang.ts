/**
 * The site's languages, as data: every per-language table is a `Record<Lang, …>`, so adding a
 * language makes the compiler list each place that needs its entry (docs/architecture.md), and
 * `third-language.test.ts` checks that nothing else is needed.
 */
export const langs = ['en', 'zh'] as const
export type Lang = (typeof langs)[number]

/** One text in every language (content pairs, template pairs). */
export type Localized = Record<Lang, string>

/**
 * The language of unprefixed addresses, of `x-default`, and the one stored news links are written
 * in.
 */
export const defaultLang = 'en' as const satisfies Lang

/** What the site knows about a language without its dictionary. */
export type Locale = {
  /** The `lang` attribute and the hreflang code. */
  htmlLang: string
  /** The Intl locale of times and dates shown in the browser. */
  intlLocale: string
  /** The Open Graph locale (og:locale). */
  ogLocale: string
  /** Between the items of a list written out in a sentence or a cell ("Desert Safari, Dhow Cruise"). */
  listSeparator: string
  /** Between two sentences (or a sentence and a link) side by side: a space in English, none after 。 */
  sentenceGap: string
  /**
   * The address scheme: the home page; the prefix of the category pages (`/cn/safari`); and the
   * prefix and suffix around the default language's path of a detail page (`/safari/regsafari1`).
   * Only the default language has neither prefix nor suffix.
   */
  paths: { home: string; prefix: string; detailPrefix: string; detailSuffix: string }
  /** What a page's route id adds to the default language's (`SafariRegular` → `SafariRegularZh`). */
  routeIdSuffix: string
  /** The language the header's switch leads to, and the switch's short label for this language. */
  switchesTo: Lang
  switchLabel: string
}

export const locales: Record<Lang, Locale> = {
  en: {
    htmlLang: 'en',
    intlLocale: 'en-GB',
    ogLocale: 'en_GB',
    listSeparator: ', ',
    sentenceGap: ' ',
    paths: { home: '/', prefix: '', detailPrefix: '', detailSuffix: '' },
    routeIdSuffix: '',
    switchesTo: 'zh',
    switchLabel: 'EN',
  },
  zh: {
    htmlLang: 'zh-CN',
    intlLocale: 'zh-CN',
    ogLocale: 'zh_CN',
    listSeparator: '、',
    sentenceGap: '',
    paths: { home: '/cn', prefix: '/cn', detailPrefix: '', detailSuffix: '1' },
    routeIdSuffix: 'Zh',
    switchesTo: 'en',
    switchLabel: '中文',
  },
}

export function isLang(value: unknown): value is Lang {
  return (langs as readonly unknown[]).includes(value)
}

/** A table with one entry per language, built by `make` (keeps a `Record<Lang, …>` complete by construction). */
export function perLang<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(langs.map((lang) => [lang, make(lang)])) as Record<Lang, T>
}

/** The languages other than `lang`, in table order. */
export function otherLangs(lang: Lang): Lang[] {
  return langs.filter((other) => other !== lang)
}
