/**
 * schema.org structured data (JSON-LD) built from a page's localized content, in the page's
 * language. Search engines read it from `<script type="application/ld+json">` in the server HTML.
 */
import { copyFor } from '../i18n/copy'
import { otherLangs, type Lang, type Localized } from '../i18n/lang'
import { homePath } from '../i18n/site-routes'
import { absoluteUrl, OG_IMAGE } from './alternates'

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }
export type JsonObject = { [key: string]: JsonValue }

export const SCHEMA_CONTEXT = 'https://schema.org'
const LOGO_PATH = '/art/logo.svg'
/** Concierge hours, every day (08:00–22:00, Dubai time). */
const OPENING_HOURS = { opens: '08:00', closes: '22:00' }
const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

export type Agency = {
  publicUrl: string
  lang: Lang
  /** The brand in every language: `name` in the page language, `alternateName` in the others. */
  brand: Localized
  email: string
}

const agencyId = (publicUrl: string) => `${publicUrl}/#travel-agency`

/** The operator as a schema.org TravelAgency (home pages, /contact and /cn/contact). */
export function travelAgency({ publicUrl, lang, brand, email }: Agency): JsonObject {
  const places = copyFor(lang).places
  const alternateNames = otherLangs(lang).map((other) => brand[other])
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'TravelAgency',
    '@id': agencyId(publicUrl),
    name: brand[lang],
    alternateName: alternateNames.length === 1 ? (alternateNames[0] ?? '') : alternateNames,
    url: absoluteUrl(publicUrl, homePath(lang)),
    email,
    logo: absoluteUrl(publicUrl, LOGO_PATH),
    image: absoluteUrl(publicUrl, OG_IMAGE.path),
    priceRange: 'AED',
    address: { '@type': 'PostalAddress', addressLocality: places.city, addressCountry: 'AE' },
    areaServed: [
      { '@type': 'City', name: places.city },
      { '@type': 'Country', name: places.country, identifier: 'AE' },
    ],
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: EVERY_DAY, ...OPENING_HOURS }],
  }
}

/** The agency as a provider inside another item: enough to identify it. */
function agencyRef({ publicUrl, lang, brand }: Agency): JsonObject {
  return { '@type': 'TravelAgency', '@id': agencyId(publicUrl), name: brand[lang], url: absoluteUrl(publicUrl, homePath(lang)) }
}

export type FaqItem = { question: string; answer: string }

/** An FAQPage with the questions and answers the page shows. */
export function faqPage(items: readonly FaqItem[]): JsonObject {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

/** What the offers need of a localized product. */
export type OfferedProduct = {
  id: string
  title: string
  overview: string
  image: { src: string }
  pricing: { columns: readonly string[]; rows: readonly { label: string; aed: readonly (number | null)[] }[] }
}

/** One Offer per AED price of the product, named after its row (and column, when there are several). */
function offersOf(product: OfferedProduct, pageUrl: string): JsonObject[] {
  const { columns, rows } = product.pricing
  return rows.flatMap((row) =>
    row.aed.flatMap((aed, column): JsonObject[] =>
      aed === null
        ? []
        : [
            {
              '@type': 'Offer',
              name: columns.length > 1 ? `${row.label} · ${columns[column] ?? ''}` : row.label,
              price: aed,
              priceCurrency: 'AED',
              url: pageUrl,
            },
          ],
    ),
  )
}

/**
 * A detail page's products as an ItemList of Services, each with its AED prices as offers and the
 * agency as provider.
 */
export function serviceList({ agency, path, name, products }: { agency: Agency; path: string; name: string; products: readonly OfferedProduct[] }): JsonObject {
  const pageUrl = absoluteUrl(agency.publicUrl, path)
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ItemList',
    name,
    url: pageUrl,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => {
      const offers = offersOf(product, pageUrl)
      return {
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Service',
          '@id': `${pageUrl}#${product.id}`,
          name: product.title,
          description: product.overview,
          url: `${pageUrl}#${product.id}`,
          image: absoluteUrl(agency.publicUrl, product.image.src),
          provider: agencyRef(agency),
          ...(offers.length > 0 ? { offers } : {}),
        },
      }
    }),
  }
}
