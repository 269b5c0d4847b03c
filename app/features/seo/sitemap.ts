import type { SitePage } from '../i18n/site-routes'
import { absoluteUrl, alternatesOf } from './alternates'

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/**
 * The sitemap (sitemaps.org protocol): every public page, each with its hreflang alternates as
 * `xhtml:link` elements, the same set the page head carries.
 */
export function sitemapXml(publicUrl: string, pages: readonly Pick<SitePage, 'path'>[]): string {
  const urls = pages.map((page) => {
    const links = alternatesOf(page.path).map(
      ({ hrefLang, path }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${escapeXml(absoluteUrl(publicUrl, path))}"/>`,
    )
    return ['  <url>', `    <loc>${escapeXml(absoluteUrl(publicUrl, page.path))}</loc>`, ...links, '  </url>'].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything public may be crawled except the admin desk and the APIs. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n')
}
