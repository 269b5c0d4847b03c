import { defaultLang, langs, locales, type Lang } from '../i18n/lang'
import { findSitePage, translationsOf } from '../i18n/site-routes'

/** A version of a page: its hreflang code and path, and its language (none for `x-default`). */
export type Alternate = { hrefLang: string; path: string; lang?: Lang }

/** The social sharing image (public/art/og-image.jpg), made from the site's own artwork. */
export const OG_IMAGE = { path: '/art/og-image.jpg', width: 1200, height: 630, type: 'image/jpeg' }

/**
 * The hreflang set of a public page: one entry per language version (`en`, `zh-CN`) and
 * `x-default` for the default language's. A page without a translation would name only
 * itself, as `en` and `x-default`. The page head and the sitemap both use this list.
 */
export function alternatesOf(pathname: string): Alternate[] {
  const page = findSitePage(pathname)
  if (!page) return []
  const paths = translationsOf(page)
  const alternates: Alternate[] = []
  for (const lang of langs) {
    const path = paths[lang]
    if (path) alternates.push({ hrefLang: locales[lang].htmlLang, path, lang })
  }
  alternates.push({ hrefLang: 'x-default', path: paths[defaultLang] ?? page.path })
  return alternates
}

/** PUBLIC_URL (no trailing slash) plus a path; the home page is the origin with a slash. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl}${path.startsWith('/') ? path : `/${path}`}`
}
