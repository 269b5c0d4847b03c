/** Where a content unit shows on the public site: the page to preview it on, in each language. */
import type { CategoryId, DetailPageId, SiteContent } from '../catalog/catalog-schema'
import { categoryIds, detailPageIds } from '../catalog/catalog-schema'
import { defaultLang, perLang, type Lang } from '../i18n/lang'
import { homePath, translationsOf, type PageRef } from '../i18n/site-routes'
import { keyOf, kindOf } from './content-units'

const isCategory = (key: string): key is CategoryId => (categoryIds as readonly string[]).includes(key)
const isDetail = (key: string): key is DetailPageId => (detailPageIds as readonly string[]).includes(key)

/** A page address per language: always one in the default language, null where the page has no version (as /contact). */
export type PreviewPaths = Record<typeof defaultLang, string> & Record<Lang, string | null>

function pageOf(unitId: string, content: Pick<SiteContent, 'products'>): PageRef {
  const kind = kindOf(unitId)
  const key = keyOf(unitId)
  if ((kind === 'category' || kind === 'faq') && isCategory(key)) return { kind: 'category', id: key }
  if (kind === 'detail' && isDetail(key)) return { kind: 'detail', id: key }
  if (kind === 'product') {
    const page = content.products.find((product) => product.id === key)?.detailPage
    if (page) return { kind: 'detail', id: page }
  }
  if (kind === 'contact' || kind === 'terms') return { kind: 'contact' }
  return { kind: 'home' }
}

export function previewPaths(unitId: string, content: Pick<SiteContent, 'products'>): PreviewPaths {
  return pathsOf(pageOf(unitId, content))
}

function pathsOf(page: PageRef): PreviewPaths {
  const paths = translationsOf(page)
  return { ...perLang((lang) => paths[lang] ?? null), [defaultLang]: paths[defaultLang] ?? homePath(defaultLang) }
}

/** One page to preview a unit on, and where on it the unit is (an element id), if it is one part of the page. */
export type PreviewPage = { paths: PreviewPaths; anchor: string | null; where: 'page' | 'detail' | 'card' }

/**
 * Every page a unit shows on: for a product, its detail page (opened at the product) and its
 * category page (opened at its card, where the "from" price shows); for the rest, its own page.
 */
export function previewPages(unitId: string, content: Pick<SiteContent, 'products'>): PreviewPage[] {
  const product = kindOf(unitId) === 'product' ? content.products.find((candidate) => candidate.id === keyOf(unitId)) : undefined
  if (!product) return [{ paths: previewPaths(unitId, content), anchor: null, where: 'page' }]
  const pages: PreviewPage[] = [{ paths: previewPaths(unitId, content), anchor: product.id, where: 'detail' }]
  const category = product.category === 'addons' ? 'safari' : product.category
  if (isCategory(category)) pages.push({ paths: pathsOf({ kind: 'category', id: category }), anchor: `card-${product.id}`, where: 'card' })
  return pages
}
