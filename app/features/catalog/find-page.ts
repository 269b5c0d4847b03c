import type { CategoryId, DetailPageId, SiteContent } from './catalog-schema'

export function findCategoryPage(content: SiteContent, id: CategoryId) {
  const page = content.categories.find((candidate) => candidate.id === id)
  if (!page) throw new Error(`category page ${id} is missing from the site content`)
  return page
}

export function findDetailPage(content: SiteContent, id: DetailPageId) {
  const page = content.details.find((candidate) => candidate.id === id)
  if (!page) throw new Error(`detail page ${id} is missing from the site content`)
  return page
}

export function findProducts(content: SiteContent, ids: readonly string[]) {
  return ids.map((id) => {
    const product = content.products.find((candidate) => candidate.id === id)
    if (!product) throw new Error(`product ${id} is missing from the site content`)
    return product
  })
}
