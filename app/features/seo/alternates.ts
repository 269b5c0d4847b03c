import { htmlLang } from '../i18n/copy'
import { findSitePage, twinPath, type Lang } from '../i18n/site-routes'

export type Alternate = { hrefLang: string; path: string }

/** The social sharing image (public/art/og-image.jpg), made from the site's own artwork. */
export const OG_IMAGE = { path: '/art/og-image.jpg', width: 1200, height: 630, type: 'image/jpeg' }

/** Open Graph locale per page language. */
export const ogLocales: Record<Lang, string> = { en: 'en_GB', zh: 'zh_CN' }

/**
 * The hreflang set of a public page: `en` and `zh-CN` for the two language versions and `x-default`
 * for the English one. A page without a translation (/contact) names only itself, as `en` and
 * `x-default`. The page head and the sitemap both use this list.
 */
export function alternatesOf(pathname: string): Alternate[] {
  const page = findSitePage(pathname)
  if (!page) return []
  const twin = twinPath(page.path)
  const paths: Partial<Record<Lang, string>> = { [page.lang]: page.path }
  if (twin) paths[page.lang === 'en' ? 'zh' : 'en'] = twin
  const alternates: Alternate[] = []
  for (const lang of ['en', 'zh'] as const) {
    const path = paths[lang]
    if (path) alternates.push({ hrefLang: htmlLang[lang], path })
  }
  const fallback = paths.en ?? page.path
  alternates.push({ hrefLang: 'x-default', path: fallback })
  return alternates
}

/** PUBLIC_URL (no trailing slash) plus a path; the home page is the origin with a slash. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl}${path.startsWith('/') ? path : `/${path}`}`
}
