import { describe, expect, it } from 'vitest'
import { siteContentSchema } from '../catalog/catalog-schema'
import { siteSeed } from '../catalog/seed'
import { findDetailPage, findProducts } from '../catalog/find-page'
import { localize } from '../i18n/localize'
import { faqPage, serviceList, travelAgency, type Agency, type JsonObject } from './structured-data'

const content = siteContentSchema.parse(siteSeed)
const publicUrl = 'https://www.example.test'
const agency = (lang: 'en' | 'zh'): Agency => ({ publicUrl, lang, brand: content.settings.brand, email: content.settings.email })

function productsOf(id: Parameters<typeof findDetailPage>[1], lang: 'en' | 'zh') {
  return localize(findProducts(content, findDetailPage(content, id).productIds), lang)
}
const items = (list: JsonObject) => list.itemListElement as { item: JsonObject }[]

describe('TravelAgency', () => {
  it('names the brand in the page language, with the e-mail, hours and area served', () => {
    const en = travelAgency(agency('en'))
    expect(en).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TravelAgency',
      '@id': 'https://www.example.test/#travel-agency',
      name: 'WanderWonderWorld Dubai',
      alternateName: '万德假日',
      url: 'https://www.example.test/',
      email: 'info@wanderwonderworlddubai.com',
      logo: 'https://www.example.test/art/logo.svg',
      image: 'https://www.example.test/art/og-image.jpg',
      priceRange: 'AED',
      address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '08:00',
          closes: '22:00',
        },
      ],
    })
    expect(en.areaServed).toEqual([
      { '@type': 'City', name: 'Dubai' },
      { '@type': 'Country', name: 'United Arab Emirates', identifier: 'AE' },
    ])
    const zh = travelAgency(agency('zh'))
    expect(zh).toMatchObject({ name: '万德假日', alternateName: 'WanderWonderWorld Dubai', url: 'https://www.example.test/cn' })
    expect(zh['@id']).toBe(en['@id'])
    expect(JSON.stringify(zh.areaServed)).toContain('迪拜')
  })
})

describe('FAQPage', () => {
  it('has one Question with its accepted Answer per FAQ item', () => {
    const faq = localize(content.home.faq, 'zh')
    const data = faqPage(faq)
    expect(data['@type']).toBe('FAQPage')
    expect(data.mainEntity).toEqual(faq.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })))
  })
})

describe('detail page services', () => {
  it('lists every product as a Service with one AED Offer per price, named by row and column', () => {
    const list = serviceList({ agency: agency('en'), path: '/transfers/short', name: 'Airport', products: productsOf('transfers-short', 'en') })
    expect(list).toMatchObject({ '@type': 'ItemList', url: 'https://www.example.test/transfers/short', numberOfItems: 2 })
    const [airport] = items(list)
    expect(airport?.item).toMatchObject({
      '@type': 'Service',
      name: 'Airport Transfers',
      url: 'https://www.example.test/transfers/short#transfer-airport',
      image: 'https://www.example.test/art/card-airport.svg',
      provider: { '@type': 'TravelAgency', '@id': 'https://www.example.test/#travel-agency', name: 'WanderWonderWorld Dubai' },
    })
    expect(airport?.item.offers).toEqual([
      {
        '@type': 'Offer',
        name: 'Dubai International (DXB) ↔ Dubai city, one way · SUV (4–6 pax)',
        price: 190,
        priceCurrency: 'AED',
        url: 'https://www.example.test/transfers/short',
      },
      {
        '@type': 'Offer',
        name: 'Dubai International (DXB) ↔ Dubai city, one way · Van (7–10 pax)',
        price: 230,
        priceCurrency: 'AED',
        url: 'https://www.example.test/transfers/short',
      },
      {
        '@type': 'Offer',
        name: 'Abu Dhabi Airport (AUH) ↔ Dubai city, one way · SUV (4–6 pax)',
        price: 330,
        priceCurrency: 'AED',
        url: 'https://www.example.test/transfers/short',
      },
      {
        '@type': 'Offer',
        name: 'Abu Dhabi Airport (AUH) ↔ Dubai city, one way · Van (7–10 pax)',
        price: 380,
        priceCurrency: 'AED',
        url: 'https://www.example.test/transfers/short',
      },
    ])
  })

  it('names a single-column price by its row, skips prices on request and writes Chinese on Chinese pages', () => {
    const products = productsOf('safari-addon', 'zh')
    const list = serviceList({ agency: agency('zh'), path: '/safari/addon1', name: '加购', products })
    const services = items(list).map(({ item }) => item)
    expect(services.map((service) => service.name)).toEqual(products.map((product) => product.title))
    const byId = (id: string) => services.find((service) => service['@id'] === `https://www.example.test/safari/addon1#${id}`)
    const shisha = byId('addon-shisha')
    expect(shisha).toBeDefined()
    expect(shisha?.offers).toBeUndefined()
    const atv = byId('addon-atv')
    const atvProduct = products.find((product) => product.id === 'addon-atv')
    expect(atv?.offers).toEqual(
      atvProduct?.pricing.rows.map((row) => ({
        '@type': 'Offer',
        name: row.label,
        price: row.aed[0],
        priceCurrency: 'AED',
        url: 'https://www.example.test/safari/addon1',
      })),
    )
    expect(JSON.stringify(list)).not.toMatch(/ATV Ride|Shisha/)
  })

  it('carries every AED price of every detail page exactly once', () => {
    for (const detail of content.details) {
      const products = productsOf(detail.id, 'en')
      const list = serviceList({ agency: agency('en'), path: '/x', name: 'x', products })
      const offered = items(list).flatMap(({ item }) => ((item.offers ?? []) as { price: number }[]).map((offer) => offer.price))
      const prices = products.flatMap((product) => product.pricing.rows.flatMap((row) => row.aed.filter((aed) => aed !== null)))
      expect(offered, detail.id).toEqual(prices)
    }
  })
})
