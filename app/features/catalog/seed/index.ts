/** The first-start content of the site: the full bilingual catalog and page copy. */
import type { SiteContentInput } from '../catalog-schema'
import { categoryPages } from './categories'
import { cityDetailsA, cityProductsA } from './city-a'
import { cityDetailsB, cityProductsB } from './city-b'
import { contactPage } from './contact'
import { cruiseDetails, cruiseProducts } from './cruise'
import { homePage } from './home'
import { packageDetails, packageProducts } from './packages'
import { safariDetails, safariProducts } from './safari'
import { settings } from './settings'
import { transferDetails, transferProducts } from './transfers'

export const siteSeed: SiteContentInput = {
  settings,
  products: [...transferProducts, ...packageProducts, ...safariProducts, ...cityProductsA, ...cityProductsB, ...cruiseProducts],
  home: homePage,
  categories: categoryPages,
  details: [...transferDetails, ...packageDetails, ...safariDetails, ...cityDetailsA, ...cityDetailsB, ...cruiseDetails],
  contact: contactPage,
}
