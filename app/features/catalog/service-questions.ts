/**
 * What we need to know to run each service, asked lightly in the WonderCart's form: a transfer
 * needs the flight, its time and terminal, the bags and the name for the sign board; a tour, safari
 * or cruise needs the hotel (or area) for the pickup, who is coming and child seats. Each product
 * asks its category's questions (a product's own list in the catalog, edited in the desk, is next). Every answer is
 * optional when the visitor sends the enquiry: the team asks again for what is missing.
 */
export const serviceQuestions = ['flight', 'time', 'terminal', 'bags', 'signName', 'hotel', 'party', 'childSeats'] as const
export type ServiceQuestion = (typeof serviceQuestions)[number]

export type ProductCategory = 'transfers' | 'packages' | 'safari' | 'addons' | 'city' | 'cruise'

/** Each category's questions, in the order the form asks them. Add-ons go with a safari and ask nothing of their own. */
export const questionsByCategory: Record<ProductCategory, readonly ServiceQuestion[]> = {
  transfers: ['flight', 'time', 'terminal', 'bags', 'signName', 'party', 'childSeats'],
  packages: ['flight', 'time', 'signName', 'party', 'childSeats'],
  safari: ['hotel', 'party', 'childSeats'],
  city: ['hotel', 'party', 'childSeats'],
  cruise: ['hotel', 'party'],
  addons: [],
}

/** The questions a product asks: its own list, or its category's. */
export function questionsOf(product: { category: ProductCategory; asks?: readonly ServiceQuestion[] | undefined }): readonly ServiceQuestion[] {
  return product.asks ?? questionsByCategory[product.category]
}
