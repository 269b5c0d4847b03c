import type { Localize } from '../i18n/localize'
import type { Product } from './catalog-schema'

/** What a card and a price table need of a product (not its whole detail content). */
export type ProductSummary = Pick<Product, 'id' | 'category' | 'detailPage' | 'title' | 'subtitle' | 'tour' | 'duration' | 'fromAed' | 'pricing' | 'image'>
export type CardProduct = Localize<ProductSummary>

export function toSummary(product: Product): ProductSummary {
  const { id, category, detailPage, title, subtitle, tour, duration, fromAed, pricing, image } = product
  return { id, category, detailPage, title, subtitle, tour, duration, fromAed, pricing, image }
}
