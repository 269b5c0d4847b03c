/**
 * What search engines and social sites read from the real built server, without running scripts:
 * head tags, full content in the server HTML, sitemap, robots.txt and schema.org JSON-LD.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import jsonld from 'jsonld'
import { shownSeed } from '../support/seed-content'
import { categoryPath, detailPath, sitePages, type SitePage } from '../../app/features/i18n/site-routes'
import { gotoHydrated } from '../support/hydration'

const content = shownSeed
/** The test server runs with PUBLIC_URL set to its own address (tests/support/server-process.ts). */
const publicUrl = () => process.env.E2E_BASE_URL ?? ''

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')

type Tag = { name: string; attributes: Record<string, string> }

/** The <meta> and <link> tags of the document head, attribute names lowercased. */
function headTags(html: string): Tag[] {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? ''
  return [...head.matchAll(/<(meta|link)\b([^>]*?)\/?>/g)].map((match) => ({
    name: match[1] ?? '',
    attributes: Object.fromEntries([...(match[2] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map((a) => [(a[1] ?? '').toLowerCase(), decode(a[2] ?? '')])),
  }))
}
const metaContent = (tags: Tag[], key: 'name' | 'property', value: string) =>
  tags.filter((t) => t.name === 'meta' && t.attributes[key] === value).map((t) => t.attributes.content)
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')

/** The hreflang set each page should carry, worked out from the route table on its own. */
function expectedAlternates(page: SitePage): string[] {
  const url = (path: string) => `${publicUrl()}${path}`
  const english = page.lang === 'en' ? page.path : page.pair
  const chinese = page.lang === 'zh' ? page.path : page.pair
  return [`en ${url(english)}`, `zh-CN ${url(chinese)}`, `x-default ${url(english)}`]
}

async function getHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return response.text()
}

test('every public page has one canonical, its hreflang set and social tags with a reachable image', async ({ request }) => {
  const titles = new Map<string, string>()
  const descriptions = new Map<string, string>()
  const images = new Set<string>()
  for (const page of sitePages) {
    const html = await getHtml(request, page.path)
    const tags = headTags(html)
    const url = `${publicUrl()}${page.path}`

    const canonicals = tags.filter((t) => t.name === 'link' && t.attributes.rel === 'canonical')
    expect(
      canonicals.map((t) => t.attributes.href),
      page.path,
    ).toEqual([url])
    const alternates = tags
      .filter((t) => t.name === 'link' && t.attributes.rel === 'alternate')
      .map((t) => `${t.attributes.hreflang ?? ''} ${t.attributes.href ?? ''}`)
    expect(alternates, page.path).toEqual(expectedAlternates(page))

    const title = titleOf(html)
    const [description] = metaContent(tags, 'name', 'description')
    expect(title.length, page.path).toBeGreaterThan(5)
    expect(description?.length ?? 0, page.path).toBeGreaterThan(30)
    expect(titles.get(title), `${page.path} repeats the title of`).toBeUndefined()
    expect(descriptions.get(description ?? ''), `${page.path} repeats the description of`).toBeUndefined()
    titles.set(title, page.path)
    descriptions.set(description ?? '', page.path)

    const og = (property: string) => metaContent(tags, 'property', property)
    const twitter = (name: string) => metaContent(tags, 'name', name)
    expect(og('og:type'), page.path).toEqual(['website'])
    expect(og('og:url'), page.path).toEqual([url])
    expect(og('og:title')[0], page.path).toBeTruthy()
    expect(og('og:description'), page.path).toEqual([description])
    expect(og('og:site_name'), page.path).toEqual([content.settings.brand[page.lang]])
    expect(og('og:locale'), page.path).toEqual([page.lang === 'zh' ? 'zh_CN' : 'en_GB'])
    expect(og('og:locale:alternate'), page.path).toEqual([page.lang === 'zh' ? 'en_GB' : 'zh_CN'])
    expect(twitter('twitter:card'), page.path).toEqual(['summary_large_image'])
    expect(twitter('twitter:title'), page.path).toEqual(og('og:title'))
    expect(twitter('twitter:description'), page.path).toEqual([description])
    const [image] = og('og:image')
    expect(image?.startsWith(`${publicUrl()}/`), `${page.path}: ${String(image)}`).toBe(true)
    expect(twitter('twitter:image'), page.path).toEqual([image])
    if (image) images.add(image)
  }
  expect(titles.size).toBe(42)
  expect(descriptions.size).toBe(42)
  for (const image of images) {
    const response = await request.get(image)
    expect(response.status(), image).toBe(200)
    expect(response.headers()['content-type'], image).toMatch(/^image\/(jpeg|png)/)
  }
})

/** The text a crawler that does not run scripts reads: markup removed, entities decoded. */
function serverText(html: string): string {
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? ''
  const text = decode(
    body
      .replace(/<script\b[\s\S]*?<\/script>/g, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ''),
  )
  // English pages add GBP/EUR after AED amounts: "AED 190 (£41 / €48)".
  return text.replace(/ \(£[\d,–-]+ \/ €[\d,–-]+\)/g, '')
}

test('detail pages carry their whole catalog content in the server HTML, in both languages', async ({ request }) => {
  for (const lang of ['en', 'zh'] as const) {
    for (const detail of content.details) {
      const path = detailPath(detail.id, lang)
      const text = serverText(await getHtml(request, path))
      const expectIn = (needle: string) => {
        expect(text.includes(needle), `${path}: ${needle}`).toBe(true)
      }
      expectIn(detail.title[lang])
      expectIn(detail.summary[lang])
      for (const product of content.products.filter((p) => p.detailPage === detail.id)) {
        for (const field of [product.title, product.overview, product.pickup, product.suits]) expectIn(field[lang])
        for (const step of product.itinerary) expectIn(step.text[lang])
        for (const item of [...product.included, ...product.excluded, ...product.notes]) expectIn(item[lang])
      }
      for (const block of detail.blocks) for (const text of [block.title, ...block.paragraphs, ...block.bullets]) expectIn(text[lang])
    }
  }
})

test('GET /sitemap.xml lists all 42 public pages with their hreflang pairs', async ({ request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8')
  expect(response.headers()['cache-control']).toBe('public, max-age=3600')
  const xml = await response.text()
  expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
  const entries = new Map(
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => {
      const entry = match[1] ?? ''
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? ''
      const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (link) => `${link[1] ?? ''} ${decode(link[2] ?? '')}`,
      )
      return [decode(loc), links] as const
    }),
  )
  expect(entries.size).toBe(42)
  for (const page of sitePages) expect(entries.get(`${publicUrl()}${page.path}`), page.path).toEqual(expectedAlternates(page))
})

test('GET /robots.txt keeps /admin and /api out and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
  const lines = (await response.text()).split('\n')
  expect(lines).toContain('User-agent: *')
  expect(lines).toContain('Disallow: /admin')
  expect(lines).toContain('Disallow: /api/')
  expect(lines).toContain(`Sitemap: ${publicUrl()}/sitemap.xml`)
  expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(2)
})

// ---------------------------------------------------------------------------------------------
// JSON-LD, expanded offline with a JSON-LD processor
// ---------------------------------------------------------------------------------------------

const SCHEMA = 'https://schema.org/'
/** The schema.org terms the site uses; anything else in the expanded graph is a typo or a non-schema.org term. */
const schemaTerms = new Set(
  [
    'TravelAgency',
    'PostalAddress',
    'City',
    'Country',
    'OpeningHoursSpecification',
    'FAQPage',
    'Question',
    'Answer',
    'ItemList',
    'ListItem',
    'Service',
    'Offer',
    'name',
    'alternateName',
    'url',
    'email',
    'logo',
    'image',
    'priceRange',
    'address',
    'addressLocality',
    'addressCountry',
    'areaServed',
    'identifier',
    'openingHoursSpecification',
    'dayOfWeek',
    'opens',
    'closes',
    'mainEntity',
    'acceptedAnswer',
    'text',
    'numberOfItems',
    'itemListElement',
    'position',
    'item',
    'description',
    'provider',
    'offers',
    'price',
    'priceCurrency',
  ].map((term) => `${SCHEMA}${term}`),
)

/** A small local schema.org context: expansion never touches the network. */
const documentLoader = (url: string) => {
  if (/^https?:\/\/schema\.org\/?$/.test(url)) {
    return Promise.resolve({ contextUrl: undefined, documentUrl: url, document: { '@context': { '@vocab': SCHEMA } } })
  }
  return Promise.reject(new Error(`no network in tests: ${url}`))
}

type ExpandedNode = Record<string, unknown> & { '@type'?: string[]; '@id'?: string }

/** Every node object of an expanded JSON-LD document, nested ones included. */
function nodesOf(value: unknown): ExpandedNode[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf)
  if (typeof value !== 'object' || value === null || '@value' in value) return []
  const node = value as ExpandedNode
  return [
    node,
    ...Object.entries(node)
      .filter(([key]) => !key.startsWith('@'))
      .flatMap(([, child]) => nodesOf(child)),
  ]
}
const isA = (type: string) => (node: ExpandedNode) => node['@type']?.includes(`${SCHEMA}${type}`) ?? false
function valuesOf(node: ExpandedNode | undefined, property: string): unknown[] {
  const values = (node?.[`${SCHEMA}${property}`] ?? []) as { '@value'?: unknown }[]
  return values.map((v) => ('@value' in v ? v['@value'] : v))
}

/** Parse and expand every application/ld+json block of a page; check the vocabulary. */
async function structuredData(request: APIRequestContext, path: string) {
  const html = await getHtml(request, path)
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '')
  expect(blocks.length, path).toBeGreaterThan(0)
  const nodes: ExpandedNode[] = []
  for (const block of blocks) {
    const document = JSON.parse(block) as Record<string, unknown>
    expect(document['@context'], path).toBe('https://schema.org')
    const expanded = await jsonld.expand(document, { documentLoader })
    expect(expanded.length, path).toBe(1)
    nodes.push(...nodesOf(expanded))
  }
  for (const node of nodes) {
    for (const type of node['@type'] ?? []) expect(schemaTerms.has(type), `${path}: type ${type}`).toBe(true)
    for (const key of Object.keys(node).filter((k) => !k.startsWith('@'))) expect(schemaTerms.has(key), `${path}: ${key}`).toBe(true)
  }
  const faqCount = (/<section aria-labelledby="faq"[\s\S]*?<\/section>/.exec(html)?.[0].match(/<summary/g) ?? []).length
  return { nodes, faqCount }
}

function expectTravelAgency(nodes: ExpandedNode[], lang: 'en' | 'zh', path: string) {
  const agency = nodes.find((node) => isA('TravelAgency')(node) && valuesOf(node, 'email').length > 0)
  expect(agency, path).toBeDefined()
  expect(valuesOf(agency, 'name'), path).toEqual([content.settings.brand[lang]])
  expect(valuesOf(agency, 'email'), path).toEqual([content.settings.email])
  expect(valuesOf(agency, 'url'), path).toEqual([`${publicUrl()}${lang === 'zh' ? '/cn' : '/'}`])
  expect(String(valuesOf(agency, 'logo')[0]).startsWith(publicUrl()), path).toBe(true)
  const hours = nodes.find(isA('OpeningHoursSpecification'))
  expect(valuesOf(hours, 'opens'), path).toEqual(['08:00'])
  expect(valuesOf(hours, 'closes'), path).toEqual(['22:00'])
  expect(valuesOf(hours, 'dayOfWeek'), path).toHaveLength(7)
  expect(
    nodes.filter(isA('Country')).flatMap((node) => valuesOf(node, 'identifier')),
    path,
  ).toEqual(['AE'])
  expect(nodes.filter(isA('City')).length, path).toBe(1)
}

function expectFaq(nodes: ExpandedNode[], questions: string[], visible: number, path: string) {
  const faq = nodes.filter(isA('FAQPage'))
  expect(faq, path).toHaveLength(1)
  const asked = nodes.filter(isA('Question'))
  expect(asked.length, path).toBe(visible)
  expect(
    asked.flatMap((question) => valuesOf(question, 'name')),
    path,
  ).toEqual(questions)
  expect(nodes.filter(isA('Answer')).length, path).toBe(visible)
}

test('home pages and About Us describe the TravelAgency; home pages also their FAQ', async ({ request }) => {
  for (const lang of ['en', 'zh'] as const) {
    const path = lang === 'zh' ? '/cn' : '/'
    const { nodes, faqCount } = await structuredData(request, path)
    expectTravelAgency(nodes, lang, path)
    expect(faqCount).toBe(4)
    expectFaq(
      nodes,
      content.home.faq.map((item) => item.question[lang]),
      faqCount,
      path,
    )
  }
  for (const [lang, path] of [
    ['en', '/contact'],
    ['zh', '/cn/contact'],
  ] as const) {
    const { nodes } = await structuredData(request, path)
    expectTravelAgency(nodes, lang, path)
    expect(nodes.filter(isA('FAQPage')), path).toHaveLength(0)
  }
})

test('/cn/contact is served in Chinese: About Us and the nine sections of the terms, paired with /contact', async ({ request }) => {
  const html = await getHtml(request, '/cn/contact')
  expect(html).toMatch(/<html lang="zh-CN"/)
  const text = serverText(html)
  for (const needle of [
    content.contact.title.zh,
    content.contact.about.title.zh,
    ...content.contact.about.paragraphs.map((p) => p.zh),
    content.contact.termsFootnote.zh,
  ]) {
    expect(text.includes(needle), needle).toBe(true)
  }
  expect(content.contact.terms).toHaveLength(9)
  for (const section of content.contact.terms) {
    expect(text.includes(section.title.zh), section.title.zh).toBe(true)
    for (const bullet of section.bullets) expect(text.includes(bullet.zh), bullet.zh).toBe(true)
  }
  // Nothing of the English page is left on it.
  expect(text.includes(content.contact.terms[0]?.title.en ?? '?')).toBe(false)
  expect(
    headTags(html)
      .filter((t) => t.name === 'link' && t.attributes.rel === 'alternate')
      .map((t) => t.attributes.hreflang),
  ).toEqual(['en', 'zh-CN', 'x-default'])
})

test('category pages carry an FAQPage with the questions they show', async ({ request }) => {
  for (const category of content.categories) {
    for (const lang of ['en', 'zh'] as const) {
      const path = categoryPath(category.id, lang)
      const { nodes, faqCount } = await structuredData(request, path)
      expect(faqCount, path).toBe(category.faq.length)
      expectFaq(
        nodes,
        category.faq.map((item) => item.question[lang]),
        faqCount,
        path,
      )
      expect(nodes.filter(isA('TravelAgency')), path).toHaveLength(0)
    }
  }
})

test('detail pages list their products as services with every AED price of the catalog as an offer', async ({ request }) => {
  for (const detail of content.details) {
    for (const lang of ['en', 'zh'] as const) {
      const path = detailPath(detail.id, lang)
      const { nodes } = await structuredData(request, path)
      const products = detail.productIds.map((id) => content.products.find((p) => p.id === id))
      const services = nodes.filter(isA('Service'))
      expect(
        services.flatMap((service) => valuesOf(service, 'name')),
        path,
      ).toEqual(products.map((p) => p?.title[lang]))
      for (const [index, service] of services.entries()) {
        const product = products[index]
        const offers = (service[`${SCHEMA}offers`] ?? []) as ExpandedNode[]
        const prices = product?.pricing.rows.flatMap((row) => row.aed.filter((aed) => aed !== null)) ?? []
        expect(offers.every(isA('Offer')), path).toBe(true)
        expect(
          offers.flatMap((offer) => valuesOf(offer, 'price')),
          `${path} ${String(product?.id)}`,
        ).toEqual(prices)
        expect(
          offers.flatMap((offer) => valuesOf(offer, 'priceCurrency')),
          path,
        ).toEqual(prices.map(() => 'AED'))
        expect(
          offers.flatMap((offer) => valuesOf(offer, 'url')),
          path,
        ).toEqual(prices.map(() => `${publicUrl()}${path}`))
        const [provider] = service[`${SCHEMA}provider`] as ExpandedNode[]
        expect(provider && isA('TravelAgency')(provider), path).toBe(true)
        expect(valuesOf(provider, 'name'), path).toEqual([content.settings.brand[lang]])
      }
    }
  }
})

test('JSON-LD blocks break no Content Security Policy rule in the browser', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  for (const path of ['/', '/cn/cruise', '/safari/addon']) {
    await gotoHydrated(page, path)
    expect(await page.locator('script[type="application/ld+json"]').count(), path).toBeGreaterThan(0)
  }
  expect(problems).toEqual([])
})
