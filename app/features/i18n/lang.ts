/**
 * The site's languages, as data: every per-language table is a `Record<Lang, …>`, so adding a
 * language makes the compiler list each place that needs its entry (docs/architecture.md).
 */
export const langs = ['en', 'zh'] as const
export type Lang = (typeof langs)[number]

/** One text in every language (content pairs, template pairs). */
export type Localized = Record<Lang, string>
