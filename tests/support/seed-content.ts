/** The seeded content as the pages show it: parsed with the real schema, price placeholders filled from the tables. */
import { siteContentSchema } from '../../app/features/catalog/catalog-schema'
import { withPricesFilled } from '../../app/features/catalog/price-binding'
import { siteSeed } from '../../app/features/catalog/seed'

const parsed = siteContentSchema.parse(siteSeed)
export const shownSeed = withPricesFilled(parsed, parsed)
