/**
 * The public route table as data: every page, its language, its paired route and its route id.
 * `app/routes.ts` builds the public routes from `sitePages`.
 */
import { defaultLang, langs, locales, perLang, type Lang } from './lang'

export type { Lang }

/** The category pages and the detail pages (the catalog's content is keyed by these). */
export const categoryIds = ['transfers', 'packages', 'safari', 'city', 'cruise'] as const
export type CategoryId = (typeof categoryIds)[number]

export const detailPageIds = [
  'transfers-short',
  'transfers-long',
  'safari-regsafari',
  'safari-upsafari',
  'safari-addon',
  'package-34nights',
  'package-56nights',
  'city-city12',
  'city-city34',
  'city-city56',
  'city-city78',
  'city-city910',
  'city-city1112',
  'city-sndcruise',
] as const
export type DetailPageId = (typeof detailPageIds)[number]

/** The route id of the layout over every public page (its loader holds the shell's data). */
export const siteLayoutId = 'SiteLayout'

/** Where every page has a path, its pair (the language switch's target) and its route id. */
type PageBase = { lang: Lang; path: string; pair: string; routeId: string }

export type SitePage =
  | ({ kind: 'home' } & PageBase)
  | ({ kind: 'category'; id: CategoryId } & PageBase)
  | ({ kind: 'detail'; id: DetailPageId } & PageBase)
  | ({ kind: 'contact' } & PageBase)

const categoryPaths: Record<CategoryId, string> = {
  transfers: '/transfers',
  packages: '/packages',
  safari: '/safari',
  city: '/city',
  cruise: '/cruise',
}

/** English detail path per detail page; the Chinese variant adds a trailing 1. */
export const detailPaths: Record<DetailPageId, string> = {
  'transfers-short': '/transfers/short',
  'transfers-long': '/transfers/long',
  'safari-regsafari': '/safari/regsafari',
  'safari-upsafari': '/safari/upsafari',
  'safari-addon': '/safari/addon',
  'package-34nights': '/package/34nights',
  'package-56nights': '/package/56nights',
  'city-city12': '/city/city12',
  'city-city34': '/city/city34',
  'city-city56': '/city/city56',
  'city-city78': '/city/city78',
  'city-city910': '/city/city910',
  'city-city1112': '/city/city1112',
  'city-sndcruise': '/city/sndcruise',
}

/**
 * The route id of each page in the default language (the route names the product uses); a
 * translation's id adds its language's suffix (`SafariRegularZh`).
 */
const categoryRouteIds: Record<CategoryId, string> = { transfers: 'Transfers', packages: 'Packages', safari: 'Safari', city: 'City', cruise: 'Cruise' }
const detailRouteIds: Record<DetailPageId, string> = {
  'transfers-short': 'TransfersShort',
  'transfers-long': 'TransfersLong',
  'safari-regsafari': 'SafariRegular',
  'safari-upsafari': 'SafariUpgraded',
  'safari-addon': 'SafariAddon',
  'package-34nights': 'Package34Nights',
  'package-56nights': 'Package56Nights',
  'city-city12': 'City12',
  'city-city34': 'City34',
  'city-city56': 'City56',
  'city-city78': 'City78',
  'city-city910': 'City910',
  'city-city1112': 'City1112',
  'city-sndcruise': 'CitySndCruise',
}

function routeIdOf(page: PageRef, lang: Lang): string {
  const base =
    page.kind === 'home' ? 'Home' : page.kind === 'contact' ? 'Contact' : page.kind === 'category' ? categoryRouteIds[page.id] : detailRouteIds[page.id]
  return `${base}${locales[lang].routeIdSuffix}`
}

/** A page, whatever its language. */
export type PageRef = { kind: 'home' } | { kind: 'category'; id: CategoryId } | { kind: 'detail'; id: DetailPageId } | { kind: 'contact' }

/** The page's path in a language (undefined where the page has no version in it; today every page has one in each). */
function pathIn(page: PageRef, lang: Lang): string | undefined {
  switch (page.kind) {
    case 'home':
      return homePath(lang)
    case 'category':
      return categoryPath(page.id, lang)
    case 'detail':
      return detailPath(page.id, lang)
    case 'contact':
      return contactPath(lang)
  }
}

/** Where a page leads in another language: its version there, or that language's home page when it has none. */
export function counterpartPath(page: PageRef, lang: Lang): string {
  return pathIn(page, lang) ?? homePath(lang)
}

/** Every page in every language it has, each paired with its version in the language the switch leads to. */
function buildPages(): SitePage[] {
  const pages: SitePage[] = []
  const each = (page: PageRef) => {
    for (const lang of langs) {
      const path = pathIn(page, lang)
      if (path === undefined) continue
      pages.push({ ...page, lang, path, pair: counterpartPath(page, locales[lang].switchesTo), routeId: routeIdOf(page, lang) })
    }
  }
  each({ kind: 'home' })
  for (const id of categoryIds) each({ kind: 'category', id })
  each({ kind: 'contact' })
  for (const id of detailPageIds) each({ kind: 'detail', id })
  return pages
}

/** All 42 public pages: 6 + 6 main, /contact and /cn/contact, 14 + 14 detail. */
export const sitePages: readonly SitePage[] = buildPages()
const pagesByPath = new Map(sitePages.map((page) => [page.path, page]))

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed.toLowerCase()
}

export function findSitePage(pathname: string): SitePage | undefined {
  return pagesByPath.get(normalizePath(pathname))
}

/** The sections whose pages have a detail path (/transfers/…, /package/…, /safari/…, /city/…). */
const detailSections = new Set(Object.values(detailPaths).map((path) => path.split('/')[1]))

const startsWithSegments = (path: string, prefix: string) => prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`))

/** Whether a normalized path is in `lang`'s address scheme (never true of the default language's). */
function isPathIn(lang: Lang, path: string): boolean {
  const { prefix, detailPrefix, detailSuffix } = locales[lang].paths
  if (startsWithSegments(path, prefix) || startsWithSegments(path, detailPrefix)) return true
  if (!detailSuffix) return false
  const [, section = '', leaf, ...rest] = path.split('/')
  return rest.length === 0 && leaf !== undefined && detailSections.has(section) && leaf.endsWith(detailSuffix)
}

/**
 * The language of an address: a language's prefix (/cn, /cn/…), or a detail-section path
 * (/transfers, /package, /safari or /city, then one segment) ending in its detail suffix (1);
 * anything else is the default language's.
 */
export function langOf(pathname: string): Lang {
  const path = normalizePath(pathname)
  return langs.find((lang) => isPathIn(lang, path)) ?? defaultLang
}

/** Chinese mode is on when the path is in the Chinese scheme (see `langOf`), or the route name ends in Zh. */
export function isChinesePath(pathname: string, routeName?: string): boolean {
  return langOf(pathname) === 'zh' || (routeName?.endsWith('Zh') ?? false)
}

/** The language switch's target: the paired route, or the other language's home page when the page has no pair. */
export function pairedPath(pathname: string): string {
  const page = findSitePage(pathname)
  if (page) return page.pair
  return homePath(locales[langOf(pathname)].switchesTo)
}

/** The same page in the other language, for hreflang: the pair when it points back. */
export function twinPath(pathname: string): string | undefined {
  const page = findSitePage(pathname)
  if (!page) return undefined
  return findSitePage(page.pair)?.pair === page.path ? page.pair : undefined
}

/** A page's versions, by language (the hreflang set). */
export function translationsOf(page: PageRef): Partial<Record<Lang, string>> {
  const paths: Partial<Record<Lang, string>> = {}
  for (const lang of langs) {
    const path = pathIn(page, lang)
    if (path !== undefined) paths[lang] = path
  }
  return paths
}

/** The other language (the language switch's, the error page's second). */
export const otherLang: Record<Lang, Lang> = perLang((lang) => locales[lang].switchesTo)

export function homePath(lang: Lang): string {
  return locales[lang].paths.home
}

export function categoryPath(id: CategoryId, lang: Lang): string {
  return `${locales[lang].paths.prefix}${categoryPaths[id]}`
}

/** About Us and the terms: /contact, /cn/contact. */
export function contactPath(lang: Lang): string {
  return `${locales[lang].paths.prefix}/contact`
}

export function detailPath(id: DetailPageId, lang: Lang): string {
  const { detailPrefix, detailSuffix } = locales[lang].paths
  return `${detailPrefix}${detailPaths[id]}${detailSuffix}`
}
