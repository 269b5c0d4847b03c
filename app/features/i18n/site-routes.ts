/**
 * The public route table as data: every page, its language and its paired route.
 * `app/routes.ts` registers the same paths with React Router; a test keeps the two in step.
 */
import type { Lang } from './lang'

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

export type SitePage =
  | { kind: 'home'; lang: Lang; path: string; pair: string }
  | { kind: 'category'; id: CategoryId; lang: Lang; path: string; pair: string }
  | { kind: 'detail'; id: DetailPageId; lang: Lang; path: string; pair: string }
  | { kind: 'contact'; lang: 'en'; path: string; pair: string }

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

function buildPages(): SitePage[] {
  const pages: SitePage[] = [
    { kind: 'home', lang: 'en', path: '/', pair: '/cn' },
    { kind: 'home', lang: 'zh', path: '/cn', pair: '/' },
  ]
  for (const [id, path] of Object.entries(categoryPaths) as [CategoryId, string][]) {
    pages.push({ kind: 'category', id, lang: 'en', path, pair: `/cn${path}` })
    pages.push({ kind: 'category', id, lang: 'zh', path: `/cn${path}`, pair: path })
  }
  pages.push({ kind: 'contact', lang: 'en', path: '/contact', pair: '/cn' })
  for (const [id, path] of Object.entries(detailPaths) as [DetailPageId, string][]) {
    pages.push({ kind: 'detail', id, lang: 'en', path, pair: `${path}1` })
    pages.push({ kind: 'detail', id, lang: 'zh', path: `${path}1`, pair: path })
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
 * Chinese mode is on when the path starts with /cn, or the route name ends in Zh, or the
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
  return isChinesePath(pathname) ? '/' : '/cn'
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
  return lang === 'zh' ? '/cn' : '/'
}

export function categoryPath(id: CategoryId, lang: Lang): string {
  return lang === 'zh' ? `/cn${categoryPaths[id]}` : categoryPaths[id]
}

export function detailPath(id: DetailPageId, lang: Lang): string {
  return lang === 'zh' ? `${detailPaths[id]}1` : detailPaths[id]
}
