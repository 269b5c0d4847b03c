/** Where a content unit shows on the public site: the page to preview it on, in each language. */
import type { CategoryId, DetailPageId, SiteContent } from '../catalog/catalog-schema'
import { categoryIds, detailPageIds } from '../catalog/catalog-schema'
import { categoryPath, detailPath, homePath } from '../i18n/site-routes'
import { keyOf, kindOf } from './content-units'

const isCategory = (key: string): key is CategoryId => (categoryIds as readonly string[]).includes(key)
const isDetail = (key: string): key is DetailPageId => (detailPageIds as readonly string[]).includes(key)

/** English and Chinese page addresses (Chinese null where the page has no Chinese twin, as /contact). */
export function previewPaths(unitId: string, content: Pick<SiteContent, 'products'>): { en: string; zh: string | null } {
  const kind = kindOf(unitId)
  const key = keyOf(unitId)
  if ((kind === 'category' || kind === 'faq') && isCategory(key)) return { en: categoryPath(key, 'en'), zh: categoryPath(key, 'zh') }
  if (kind === 'detail' && isDetail(key)) return { en: detailPath(key, 'en'), zh: detailPath(key, 'zh') }
  if (kind === 'product') {
    const page = content.products.find((product) => product.id === key)?.detailPage
    if (page) return { en: detailPath(page, 'en'), zh: detailPath(page, 'zh') }
  }
  if (kind === 'contact' || kind === 'terms') return { en: '/contact', zh: null }
  return { en: homePath('en'), zh: homePath('zh') }
}
