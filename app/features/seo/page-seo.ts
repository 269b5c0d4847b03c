/**
 * What a public page tells search engines and social sites: loaders build a `PageSeo` with
 * `pageSeo(…)` from their localized content, and the route's `meta` export turns it into head tags
 * with `seoTags(…)`.
 */
import type { MetaDescriptor } from 'react-router'
import { locales, type Lang, type Localized } from '../i18n/lang'
import type { SitePage } from '../i18n/site-routes'
import { absoluteUrl, alternatesOf, OG_IMAGE } from './alternates'
import { faqPage, serviceList, travelAgency, type FaqItem, type JsonObject, type OfferedProduct } from './structured-data'

export type PageSeo = {
  /** The document title: the page title with the brand. */
  title: string
  /** The page's own title, for social cards (the brand goes in og:site_name). */
  headline: string
  description: string
  lang: Lang
  path: string
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string
  siteName: string
  structuredData: JsonObject[]
}

export type PageSeoInput = {
  publicUrl: string
  settings: { brand: Localized; email: string }
  page: Pick<SitePage, 'kind' | 'lang' | 'path'>
  title: string
  description: string
  /** The FAQ the page shows, if any. */
  faq?: readonly FaqItem[]
  /** The products a detail page describes, if any. */
  products?: readonly OfferedProduct[]
}

/** Between the page title and the brand: "Page title | Brand", "页面标题｜品牌". */
const titleSeparator: Record<Lang, string> = { en: ' | ', zh: '｜' }

/** The page title with the brand, unless the title already names the brand. */
export function documentTitle(title: string, brand: string, lang: Lang): string {
  if (title.includes(brand)) return title
  return `${title}${titleSeparator[lang]}${brand}`
}

export function pageSeo({ publicUrl, settings, page, title, description, faq, products }: PageSeoInput): PageSeo {
  const { lang, path, kind } = page
  const agency = { publicUrl, lang, brand: settings.brand, email: settings.email }
  const structuredData: JsonObject[] = []
  if (kind === 'home' || kind === 'contact') structuredData.push(travelAgency(agency))
  if (products && products.length > 0) structuredData.push(serviceList({ agency, path, name: title, products }))
  if (faq && faq.length > 0) structuredData.push(faqPage(faq))
  const siteName = settings.brand[lang]
  return {
    title: documentTitle(title, siteName, lang),
    headline: title,
    description,
    lang,
    path,
    publicUrl,
    siteName,
    structuredData,
  }
}

/** The head tags of a public page: title, description, canonical, hreflang, Open Graph, Twitter, JSON-LD. */
export function seoTags(seo: PageSeo): MetaDescriptor[] {
  const { publicUrl, path, lang } = seo
  const url = absoluteUrl(publicUrl, path)
  const image = absoluteUrl(publicUrl, OG_IMAGE.path)
  const alternates = alternatesOf(path)
  const translated = alternates.flatMap((alternate) => (alternate.lang && alternate.path !== path ? [alternate.lang] : []))
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...alternates.map(({ hrefLang, path: alternatePath }) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang,
      href: absoluteUrl(publicUrl, alternatePath),
    })),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: seo.siteName },
    { property: 'og:title', content: seo.headline },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: OG_IMAGE.type },
    { property: 'og:image:width', content: String(OG_IMAGE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE.height) },
    { property: 'og:locale', content: locales[lang].ogLocale },
    ...translated.map((other) => ({ property: 'og:locale:alternate', content: locales[other].ogLocale })),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.headline },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: image },
    ...seo.structuredData.map((data) => ({ 'script:ld+json': data })),
  ]
}
