/**
 * The public route table as data: every page, its language, its paired route and its route id.
 * `app/routes.ts` builds the public routes from `sitePages`.
 */
import type { Lang } from './lang'

export type { Lang }

/** The route id of the layout over every public page (its loader holds the shell's data). */
export const siteLayoutId = 'SiteLayout'

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

/** Where every page has a path, its pair (the language toggle's target) and its route id. */
type PageBase = { lang: Lang; path: string; pair: string; routeId: string }

export type SitePage =
  | ({ kind: 'home' } & PageBase)
  | ({ kind: 'category'; id: CategoryId } & PageBase)
  | ({ kind: 'detail'; id: DetailPageId } & PageBase)
  | ({ kind: 'contact'; lang: 'en' } & PageBase)

const categoryPaths: Record<CategoryId, string> = {
  transfers: '/transfers',
  packages: '/packages',
  safari: '/safari',
  city: '/city',
  cruise: '/cruise',
}

/** The route id of each English category page; its Chinese twin's adds `Zh`. */
const categoryRouteIds: Record<CategoryId, string> = {
  transfers: 'Transfers',
  packages: 'Packages',
  safari: 'Safari',
  city: 'City',
  cruise: 'Cruise',
}

const homePaths: Record<Lang, string> = { en: '/', zh: '/cn' }

/** The other language (the language toggle's, the error page's second). */
export const otherLang: Record<Lang, Lang> = { en: 'zh', zh: 'en' }

/** How a page's path in each language is made from the English one. */
const categoryPathIn: Record<Lang, (path: string) => string> = { en: (path) => path, zh: (path) => `/cn${path}` }
const detailPathIn: Record<Lang, (path: string) => string> = { en: (path) => path, zh: (path) => `${path}1` }

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

/** The route id of each English detail page; its Chinese twin's adds `Zh`. */
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

function buildPages(): SitePage[] {
  const pages: SitePage[] = [
    { kind: 'home', lang: 'en', path: homePath('en'), pair: homePath('zh'), routeId: 'Home' },
    { kind: 'home', lang: 'zh', path: homePath('zh'), pair: homePath('en'), routeId: 'HomeZh' },
  ]
  for (const id of categoryIds) {
    const [en, zh, routeId] = [categoryPath(id, 'en'), categoryPath(id, 'zh'), categoryRouteIds[id]]
    pages.push({ kind: 'category', id, lang: 'en', path: en, pair: zh, routeId })
    pages.push({ kind: 'category', id, lang: 'zh', path: zh, pair: en, routeId: `${routeId}Zh` })
  }
  pages.push({ kind: 'contact', lang: 'en', path: '/contact', pair: homePath('zh'), routeId: 'Contact' })
  for (const id of detailPageIds) {
    const [en, zh, routeId] = [detailPath(id, 'en'), detailPath(id, 'zh'), detailRouteIds[id]]
    pages.push({ kind: 'detail', id, lang: 'en', path: en, pair: zh, routeId })
    pages.push({ kind: 'detail', id, lang: 'zh', path: zh, pair: en, routeId: `${routeId}Zh` })
  }
  return pages
}

/** All 41 public pages: 6 + 6 main, /contact, 14 + 14 detail. */
export const sitePages: readonly SitePage[] = buildPages()
const pagesByPath = new Map(sitePages.map((page) => [page.path, page]))

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed.toLowerCase()
}

export function findSitePage(pathname: string): SitePage | undefined {
  return pagesByPath.get(normalizePath(pathname))
}

/**
 * Spec §2: Chinese mode is on when the path starts with /cn, or the route name ends in Zh, or the
 * path is /transfers, /package, /safari or /city followed by a slash and a segment ending in 1.
 */
export function isChinesePath(pathname: string, routeName?: string): boolean {
  const path = normalizePath(pathname)
  if (path === '/cn' || path.startsWith('/cn/')) return true
  if (routeName?.endsWith('Zh')) return true
  return /^\/(transfers|package|safari|city)\/[^/]*1$/.test(path)
}

export function langOf(pathname: string): Lang {
  return isChinesePath(pathname) ? 'zh' : 'en'
}

/** The language toggle's target: the paired route, or / or /cn when the page has no pair. */
export function pairedPath(pathname: string): string {
  const page = findSitePage(pathname)
  if (page) return page.pair
  return homePath(otherLang[langOf(pathname)])
}

/**
 * The same page in the other language, for hreflang: the pair when it points back (every page but
 * /contact, whose language toggle goes to /cn without being its translation).
 */
export function twinPath(pathname: string): string | undefined {
  const page = findSitePage(pathname)
  if (!page) return undefined
  return findSitePage(page.pair)?.pair === page.path ? page.pair : undefined
}

export function homePath(lang: Lang): string {
  return homePaths[lang]
}

export function categoryPath(id: CategoryId, lang: Lang): string {
  return categoryPathIn[lang](categoryPaths[id])
}

export function detailPath(id: DetailPageId, lang: Lang): string {
  return detailPathIn[lang](detailPaths[id])
}
