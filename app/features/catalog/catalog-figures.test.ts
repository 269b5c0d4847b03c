/**
 * The seeded catalog against the operator's binding figures (prices, times and policies, written out
 * below: this file is their record), plus the structure and copy quality the pages rely on.
 *
 * The seed is parsed with the real schema first, so defaults are applied exactly as the server does.
 * Every table row names its product, page or policy, so a failure says where the figure is missing.
 */
import { describe, expect, it } from 'vitest'
import {
  categoryIds,
  detailPageIds,
  siteContentSchema,
  type CategoryId,
  type CategoryPage,
  type Localized,
  type PriceUnit,
  type Product,
  type TextBlock,
} from './catalog-schema'
import { siteSeed } from './seed'
import { withPricesFilled } from './price-binding'

const parsed = siteContentSchema.parse(siteSeed)
/** The content as pages show it: price placeholders filled from the tables. */
const content = withPricesFilled(parsed, parsed)

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

type Lang = 'en' | 'zh'
const LANGS = ['en', 'zh'] as const

function product(id: string): Product {
  const found = content.products.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`product ${id} is missing from the seed`)
  return found
}

function category(id: CategoryId): CategoryPage {
  const found = content.categories.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`category page ${id} is missing from the seed`)
  return found
}

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Makes copy comparable: one kind of dash, ASCII percent and colon, single spaces, "50 %" → "50%",
 * "12 – 24" → "12-24".
 */
function normalise(text: string): string {
  return text
    .replace(/[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g, '-')
    .replace(/\uFF05/g, '%')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/(\d)\s*\uFF1A\s*(\d)/g, '$1:$2')
    .replace(/\s+/g, ' ')
    .replace(/(\d) %/g, '$1%')
    .replace(/(\d) ?- ?(\d)/g, '$1-$2')
    .trim()
}

const PARAGRAPH_BREAK = ' ¶ '

/** One language of several sentences, normalised and joined so that clause splitting still works. */
function textOf(parts: readonly Localized[], lang: Lang): string {
  return parts.map((part) => normalise(part[lang])).join(PARAGRAPH_BREAK)
}

/** Sentences and clauses: split at . ; ! ? and their Chinese forms (a dot only before a space, so not 4.5 or .com). */
function clauses(text: string): string[] {
  return text
    .split(/\.(?=\s|$)|[;!?¶。；！？]/)
    .map((clause) => clause.trim())
    .filter(Boolean)
}

/** Passes when one clause of `text` matches every pattern, so related figures stay together. */
function expectClause(text: string, patterns: readonly RegExp[], label: string): void {
  const all = clauses(text)
  const hit = all.find((clause) => patterns.every((pattern) => pattern.test(clause)))
  const near = all.filter((clause) => patterns.some((pattern) => pattern.test(clause))).slice(0, 8)
  const context = near.length > 0 ? `clauses with some of the figures:\n  ${near.join('\n  ')}` : `searched text:\n${text.slice(0, 1500)}`
  expect(hit, `${label}: no clause matches all of ${patterns.map(String).join(' + ')}\n${context}`).toBeDefined()
}

/**
 * "24 hours" / "24h" / "24小时", or a range "12-24 hours" / "12 to 24 hours" / "12至24小时".
 * A number right after a digit, dot or dash does not count ("12-24" does not mention "24 hours").
 */
function hours(lang: Lang, figure: string): RegExp {
  const range = figure
    .split('-')
    .map(escapeRe)
    .join(lang === 'en' ? ' ?(?:-|to) ?' : ' ?(?:-|至|到) ?')
  const unit = lang === 'en' ? ' ?(?:hours?|hrs?|h)\\b' : ' ?(?:个)?(?:小时|h)'
  return new RegExp(`(?<![\\d.-])${range}${unit}`, 'i')
}

function blockTexts(block: TextBlock): Localized[] {
  return [block.title, ...block.paragraphs, ...block.bullets]
}

function isLocalized(value: unknown): value is Localized {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).en === 'string' &&
    typeof (value as Record<string, unknown>).zh === 'string'
  )
}

/** Every bilingual pair inside a value (a page, a product …), in document order. */
function localizedIn(value: unknown): Localized[] {
  if (isLocalized(value)) return [value]
  if (Array.isArray(value)) return value.flatMap(localizedIn)
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(localizedIn)
  return []
}

/** Every string leaf with a readable path; array items with an id are named by it. */
function stringLeaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown, index) => {
      const id = typeof item === 'object' && item !== null ? (item as Record<string, unknown>).id : undefined
      return stringLeaves(item, `${path}[${typeof id === 'string' ? id : index}]`)
    })
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => stringLeaves(child, path ? `${path}.${key}` : key))
  }
  return []
}

/** A price-table cell reduced to its figure: "+AED 40–60" or "加收 AED 40–60" → "40-60". */
function figureOf(cell: string): string {
  return normalise(cell).replace(/AED|\+|加收|\s/g, '')
}

// ---------------------------------------------------------------------------------------------
// Expected values: the operator's binding figures
// ---------------------------------------------------------------------------------------------

interface ColumnLabel {
  en: RegExp
  zh: RegExp
}

interface ExpectedPrice {
  id: string
  unit: PriceUnit
  fromAed: number | null
  /** Column labels in order; omitted for single-column products. */
  columns?: readonly ColumnLabel[]
  /** Every pricing row in order: its AED amounts per column, and optionally a label both languages must show. */
  rows: readonly { label?: RegExp; aed: readonly (number | null)[] }[]
}

const SUV_VAN: readonly ColumnLabel[] = [
  { en: /\bSUV\b/, zh: /SUV/ },
  { en: /\bVan\b/i, zh: /商务车/ },
]
const SEDAN_MPV_VAN: readonly ColumnLabel[] = [
  { en: /\bSedan\b/i, zh: /轿车/ },
  { en: /\bMPV\b/, zh: /MPV/ },
  { en: /\bVan\b/i, zh: /商务车/ },
]
const ADULT_CHILD: readonly ColumnLabel[] = [
  { en: /\bAdult\b/i, zh: /成人/ },
  { en: /\bChild\b/i, zh: /儿童/ },
]
const PER_CAR: readonly ColumnLabel[] = [{ en: /\bper car\b/i, zh: /每车/ }]

const TRANSFER_PRICES: readonly ExpectedPrice[] = [
  {
    id: 'transfer-airport',
    unit: 'per-vehicle',
    fromAed: 190,
    columns: SUV_VAN,
    rows: [
      { label: /DXB/, aed: [190, 230] },
      { label: /AUH/, aed: [330, 380] },
    ],
  },
  { id: 'transfer-half-day', unit: 'per-vehicle', fromAed: 300, columns: SUV_VAN, rows: [{ aed: [300, 330] }] },
  { id: 'transfer-full-day', unit: 'per-vehicle', fromAed: 510, columns: SUV_VAN, rows: [{ aed: [510, 550] }] },
  { id: 'transfer-abu-dhabi', unit: 'per-vehicle', fromAed: 610, columns: SUV_VAN, rows: [{ aed: [610, 650] }] },
  { id: 'transfer-point-to-point', unit: 'per-vehicle', fromAed: 180, columns: SEDAN_MPV_VAN, rows: [{ aed: [180, 220, 350] }] },
]

const PACKAGE_PRICES: readonly ExpectedPrice[] = [
  { id: 'package-3n', unit: 'per-person', fromAed: 849, columns: ADULT_CHILD, rows: [{ aed: [849, 669] }] },
  { id: 'package-4n', unit: 'per-person', fromAed: 1099, columns: ADULT_CHILD, rows: [{ aed: [1099, 919] }] },
  { id: 'package-5n', unit: 'per-person', fromAed: 1349, columns: ADULT_CHILD, rows: [{ aed: [1349, 1169] }] },
  { id: 'package-6n', unit: 'per-person', fromAed: 1599, columns: ADULT_CHILD, rows: [{ aed: [1599, 1419] }] },
]

const SAFARI_PRICES: readonly ExpectedPrice[] = [
  { id: 'safari-morning', unit: 'per-vehicle', fromAed: 500, rows: [{ aed: [500] }] },
  { id: 'safari-sunset', unit: 'per-vehicle', fromAed: 700, rows: [{ aed: [700] }] },
  { id: 'safari-extended', unit: 'per-vehicle', fromAed: 1100, rows: [{ aed: [1100] }] },
  { id: 'safari-royal', unit: 'per-vehicle', fromAed: 2000, rows: [{ aed: [2000] }] },
]

const ADDON_PRICES: readonly ExpectedPrice[] = [
  { id: 'addon-atv', unit: 'per-person', fromAed: 140, rows: [{ aed: [140] }] },
  { id: 'addon-buggy', unit: 'per-vehicle', fromAed: 420, rows: [{ aed: [420] }] },
  { id: 'addon-photo', unit: 'per-package', fromAed: 150, rows: [{ aed: [150] }] },
  { id: 'addon-shisha', unit: 'per-person', fromAed: null, rows: [{ aed: [null] }] },
]

const CITY_TOURS: readonly (readonly [id: string, aed: number])[] = [
  ['city-classic', 489],
  ['city-yacht-icons', 930],
  ['city-abu-dhabi-culture', 659],
  ['city-hatta', 710],
  ['city-desert-evening', 1059],
  ['city-photoshoot', 1475],
  ['city-theme-parks', 989],
  ['city-theme-parks-plus', 939],
  ['city-abu-dhabi-classic', 525],
  ['city-sharjah', 489],
  ['city-rak', 895],
  ['city-musandam', 859],
]
const CITY_PRICES: readonly ExpectedPrice[] = CITY_TOURS.map(([id, aed]) => ({
  id,
  unit: 'per-car',
  fromAed: aed,
  columns: PER_CAR,
  rows: [{ aed: [aed] }],
}))

const CRUISE_PRICES: readonly ExpectedPrice[] = [
  { id: 'cruise-creek', unit: 'per-person', fromAed: 85, columns: ADULT_CHILD, rows: [{ aed: [85, 70] }] },
  { id: 'cruise-marina', unit: 'per-person', fromAed: 115, columns: ADULT_CHILD, rows: [{ aed: [115, 95] }] },
  { id: 'cruise-canal', unit: 'per-person', fromAed: 149, columns: ADULT_CHILD, rows: [{ aed: [149, 119] }] },
  { id: 'cruise-lotus', unit: 'per-person', fromAed: 239, columns: ADULT_CHILD, rows: [{ aed: [239, 189] }] },
]

const PRICE_GROUPS: readonly (readonly [group: string, prices: readonly ExpectedPrice[]])[] = [
  ['transfers', TRANSFER_PRICES],
  ['packages', PACKAGE_PRICES],
  ['safari', SAFARI_PRICES],
  ['safari add-ons', ADDON_PRICES],
  ['city tours', CITY_PRICES],
  ['cruises', CRUISE_PRICES],
]
const ALL_PRICES = PRICE_GROUPS.flatMap(([, prices]) => prices)

const PACKAGE_DURATIONS = [
  { id: 'package-3n', nights: 3, days: 4 },
  { id: 'package-4n', nights: 4, days: 5 },
  { id: 'package-5n', nights: 5, days: 6 },
  { id: 'package-6n', nights: 6, days: 7 },
] as const

const SAFARI_DURATIONS = [
  { id: 'safari-morning', times: /08:00 ?- ?12:30/, hours: '4.5' },
  { id: 'safari-sunset', times: /15:00 ?- ?21:00/, hours: '6' },
  { id: 'safari-extended', times: /14:00 ?- ?21:00/, hours: '7' },
  // Overnight: its times and the word, never a count of hours (15:00 to 09:00 is 18, and was once written 16).
  { id: 'safari-royal', times: /15:00.*09:00/, hours: null },
] as const

/** Card and price-table rows of each category page, and its FAQ length (4, or 5 on the cruise page). */
const CATEGORY_LAYOUT: readonly { id: CategoryId; cards: number; faq: number }[] = [
  { id: 'transfers', cards: 4, faq: 4 },
  { id: 'packages', cards: 4, faq: 4 },
  { id: 'safari', cards: 4, faq: 4 },
  { id: 'city', cards: 12, faq: 4 },
  { id: 'cruise', cards: 4, faq: 5 },
]

// ---------------------------------------------------------------------------------------------
// Policies: where a visitor reads them, and the clauses that must be there
// ---------------------------------------------------------------------------------------------

type Patterns = Record<Lang, readonly RegExp[]>

interface PolicyCheck {
  where: string
  what: string
  source: () => readonly Localized[]
  patterns: Patterns
}

/** Cancellation tiers: standard = free ≥ 24 h, 50 % at 12–24 h, 100 % under 12 h; strict = 48 / 24–48 / 24. */
function tierClauses(tier: 'standard' | 'strict'): { what: string; patterns: Patterns }[] {
  const [free, band, under] = tier === 'standard' ? ['24', '12-24', '12'] : ['48', '24-48', '24']
  return [
    {
      what: `${tier} tier: free cancellation ${free} h or more`,
      patterns: { en: [/\bfree\b/i, hours('en', free)], zh: [/免费/, hours('zh', free)] },
    },
    {
      what: `${tier} tier: 50 % at ${band} h`,
      patterns: { en: [/(?<!\d)50%/, hours('en', band)], zh: [/(?<!\d)50%/, hours('zh', band)] },
    },
    {
      what: `${tier} tier: 100 % under ${under} h`,
      patterns: {
        en: [/(?<!\d)100%/, /\b(?:under|less than)\b/i, hours('en', under)],
        zh: [/(?<!\d)100%/, /不足|少于|未满|以内/, hours('zh', under)],
      },
    },
  ]
}

function policyChecks(where: string, source: () => readonly Localized[], checks: { what: string; patterns: Patterns }[]): PolicyCheck[] {
  return checks.map((check) => ({ where, source, ...check }))
}

const categoryTerms = (id: CategoryId) => () => blockTexts(category(id).terms)
const categoryNotes = (id: CategoryId) => () => category(id).priceTable.notes
const categoryAllText = (id: CategoryId) => () => localizedIn(category(id))
const contactTerms = () => [...content.contact.terms.flatMap(blockTexts), content.contact.termsFootnote]

const POLICY_CHECKS: readonly PolicyCheck[] = [
  ...policyChecks('cruise category terms', categoryTerms('cruise'), [...tierClauses('standard'), ...tierClauses('strict')]),
  ...policyChecks('city category terms', categoryTerms('city'), [...tierClauses('standard'), ...tierClauses('strict')]),
  ...policyChecks('packages category terms', categoryTerms('packages'), tierClauses('strict')),
  ...policyChecks('contact terms', contactTerms, [
    ...tierClauses('standard'),
    ...tierClauses('strict'),
    { what: 'claims within 7 days', patterns: { en: [/\bclaims?\b|complain/i, /\b7 days\b/i], zh: [/索赔|投诉/, /7 ?天/] } },
    {
      what: '60 minutes free airport waiting',
      patterns: { en: [/airport/i, /\b60 ?(?:minutes?|mins?)\b/i, /\bfree\b/i], zh: [/机场/, /60 ?分钟/, /免费/] },
    },
    { what: 'reply within 3 business days', patterns: { en: [/\b3 (?:business|working) days\b/i], zh: [/3 ?个工作日/] } },
    {
      what: 'reconfirmation 24 hours before',
      patterns: { en: [/\breconfirm/i, hours('en', '24')], zh: [/再次确认|再确认|二次确认/, hours('zh', '24')] },
    },
    { what: 'concierge 08:00–22:00', patterns: { en: [/08:00 ?(?:-|to) ?22:00/], zh: [/08:00 ?(?:-|至|到) ?22:00/] } },
  ]),
  ...policyChecks('packages price-table notes', categoryNotes('packages'), [
    { what: '5 % VAT included', patterns: { en: [/(?<!\d)5% VAT\b/i], zh: [/(?<!\d)5%/, /增值税/] } },
    { what: 'Tourism Dirham', patterns: { en: [/Tourism Dirham/i], zh: [/旅游迪拉姆/] } },
    { what: 'check-in 15:00', patterns: { en: [/check-in/i, /15:00/], zh: [/入住/, /15:00/] } },
    { what: 'check-out 12:00', patterns: { en: [/check-out/i, /12:00/], zh: [/退房/, /12:00/] } },
    { what: 'infants 0–2 free', patterns: { en: [/\binfants?\b/i, /\b0-2\b/, /\bfree\b/i], zh: [/婴儿/, /0-2 ?岁/, /免费/] } },
    { what: 'child 3–10', patterns: { en: [/\bchild(?:ren)?\b/i, /\b3-10\b/], zh: [/儿童/, /3-10 ?岁/] } },
    {
      what: 'adult 11+',
      patterns: {
        en: [/\badults?\b/i, /\b11(?:\+| years and over| years or older| and over)/i],
        zh: [/成人/, /11 ?(?:岁及以上|岁以上|\+)/],
      },
    },
  ]),
  ...policyChecks('cruise price-table notes', categoryNotes('cruise'), [
    { what: 'boarding 20:00', patterns: { en: [/\bboard/i, /20:00/], zh: [/登船/, /20:00/] } },
    { what: 'sailing 20:30', patterns: { en: [/\bsail/i, /20:30/], zh: [/起航|开船|航行/, /20:30/] } },
    { what: 'Lotus report 19:00, sail 19:30', patterns: { en: [/Lotus/, /19:00/, /19:30/], zh: [/Lotus/, /19:00/, /19:30/] } },
    { what: 'infants 0–2 free', patterns: { en: [/\binfants?\b/i, /\b0-2\b/, /\bfree\b/i], zh: [/婴儿/, /0-2 ?岁/, /免费/] } },
  ]),
  ...policyChecks('transfers category page', categoryAllText('transfers'), [
    {
      what: '60 minutes free airport waiting',
      patterns: { en: [/airport/i, /\bwait/i, /\b60 ?(?:minutes?|mins?)\b/i, /\bfree\b/i], zh: [/机场/, /等候|等待/, /60 ?分钟/, /免费/] },
    },
  ]),
  ...policyChecks('city price-table notes', categoryNotes('city'), [
    { what: '7-seater', patterns: { en: [/\b7-seat(?:er)?\b/i], zh: [/7 ?座/] } },
    { what: 'up to 6 guests', patterns: { en: [/\bup to 6 (?:guests|people|passengers)\b/i], zh: [/最多[^，,]*6 ?位/] } },
    {
      what: 'overtime AED 75 per hour',
      patterns: { en: [/(?<!\d)75 (?:per|an|\/) ?hour\b/i], zh: [/每小时 ?(?:AED ?)?75(?!\d)|(?<!\d)75[^，。]*每小时/] },
    },
  ]),
]

const POLICY_ROWS = POLICY_CHECKS.flatMap(({ where, what, source, patterns }) => LANGS.map((lang) => ({ where, what, lang, source, patterns: patterns[lang] })))

/** Figures of the second transfer price list: sedan / MPV / van, and the area surcharges. */
const POINT_TO_POINT_ROWS = [
  ['180', '220', '350'],
  ['40-60', '40-60', '40-60'],
  ['100', '100', '100'],
]

// ---------------------------------------------------------------------------------------------
// Copy quality settings
// ---------------------------------------------------------------------------------------------

/** Settings whose empty string is the schema's documented "not set" value, not missing copy. */
const OPTIONAL_EMPTY_SETTINGS = ['settings.wechatId', 'settings.wechatQrImage']

const PLACEHOLDER = /lorem|ipsum|todo|tbd|placeholder/i

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/

/**
 * Latin tokens that legitimately appear inside Chinese copy (taken from the seed): codes, brands and
 * proper names of venues and places. Multi-word names are listed whole so they never form a "sentence".
 */
const LATIN_NAMES_IN_ZH = [
  'WanderWonderWorld Dubai',
  'Tourism Dirham',
  'Jais Sky Tour',
  'Jais Flight',
  'Qasr Al Watan',
  'Bab Al Shams',
  'City Walk',
  'Box Park',
  'Wadi Hub',
  'Al Seef',
  'The View',
  'WanderWonderWorld',
  'WonderCart',
  'WhatsApp',
  'MOTIONGATE',
  'Aquaventure',
  'Lotus',
  'Salik',
  'AED',
  'SUV',
  'MPV',
  'VIP',
  'DXB',
  'AUH',
  'DWC',
  'JBR',
  'JVC',
  'DIP',
  'RTA',
  'DMCA',
  'DTCM',
  'WWD',
  'DJ',
  'LX',
  'IMG',
  'cc',
]
const LATIN_NAME_RE = new RegExp(
  `\\b(?:${[...LATIN_NAMES_IN_ZH]
    .sort((a, b) => b.length - a.length)
    .map(escapeRe)
    .join('|')})\\b`,
  'g',
)
const EMAIL_OR_URL = /\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(?:com|ae|cn)\b/g

/** Four or more letters-only words in a row, separated by spaces (a comma may follow a word). */
const LATIN_SENTENCE = /[A-Za-z]+(?:['-][A-Za-z]+)*(?:,? +[A-Za-z]+(?:['-][A-Za-z]+)*){3,}/g

function englishSentencesIn(zh: string): string[] {
  const masked = normalise(zh).replace(EMAIL_OR_URL, ' | ').replace(LATIN_NAME_RE, ' | ')
  return masked.match(LATIN_SENTENCE) ?? []
}

/** A zh value that is only a figure ("AED 180", "+AED 40–60", "08:00") or a known token ("MPV"). */
function isFigureOrToken(zh: string): boolean {
  const rest = normalise(zh).replace(LATIN_NAME_RE, '')
  return /^[\d\s.,:+\-/()%]*$/.test(rest)
}

// ---------------------------------------------------------------------------------------------
// 1. Prices
// ---------------------------------------------------------------------------------------------

describe('catalog prices', () => {
  it('covers every seeded product with an expected price', () => {
    expect(content.products.map((p) => p.id).sort()).toEqual(ALL_PRICES.map((p) => p.id).sort())
  })

  describe.each(PRICE_GROUPS)('%s', (_group, prices) => {
    it.each(prices)('$id: unit, from-price and every pricing row', ({ id, unit, fromAed, columns, rows }) => {
      const { pricing, fromAed: actualFrom } = product(id)
      expect(pricing.unit, `${id} pricing.unit`).toBe(unit)
      expect(actualFrom, `${id} fromAed`).toBe(fromAed)
      expect(
        pricing.rows.map((row) => row.aed),
        `${id} pricing.rows[].aed`,
      ).toEqual(rows.map((row) => row.aed))
      rows.forEach((row, index) => {
        if (!row.label) return
        const label = pricing.rows[index]?.label
        for (const lang of LANGS) expect(label?.[lang], `${id} pricing.rows[${index}].label.${lang}`).toMatch(row.label)
      })
      if (columns) {
        expect(pricing.columns, `${id} pricing.columns`).toHaveLength(columns.length)
        columns.forEach((column, index) => {
          for (const lang of LANGS) expect(pricing.columns[index]?.[lang], `${id} pricing.columns[${index}].${lang}`).toMatch(column[lang])
        })
      }
    })
  })

  describe('package durations', () => {
    it.each(PACKAGE_DURATIONS)('$id lasts $nights nights / $days days', ({ id, nights, days }) => {
      const { duration } = product(id)
      expect(duration.en).toMatch(new RegExp(`(?<!\\d)${nights} nights?\\b`, 'i'))
      expect(duration.en).toMatch(new RegExp(`(?<!\\d)${days} days?\\b`, 'i'))
      expect(duration.zh).toMatch(new RegExp(`(?<!\\d)${nights} ?晚`))
      expect(duration.zh).toMatch(new RegExp(`(?<!\\d)${days} ?天`))
    })
  })

  describe('safari durations', () => {
    it.each(SAFARI_DURATIONS)('$id runs $times for $hours hours', ({ id, times, hours: length }) => {
      const { duration } = product(id)
      for (const lang of LANGS) {
        const text = normalise(duration[lang])
        expect(text, `${id} duration.${lang}`).toMatch(times)
        if (length === null) expect(text, `${id} duration.${lang}`).toMatch(lang === 'en' ? /\bovernight\b/i : /过夜/)
        else expect(text, `${id} duration.${lang}`).toMatch(hours(lang, length))
      }
    })
  })

  it('never counts the hours of the overnight safari, in either language', () => {
    const royal = stringLeaves(content).filter(([, value]) => /Royal Dunes Safari|皇家沙漠过夜营/.test(value))
    expect(royal.length).toBeGreaterThan(10)
    const counted = royal.filter(([, value]) => /\b1[5-9][- ]hours?\b|1[5-9] ?小时/i.test(value)).map(([path, value]) => `${path}: ${value}`)
    expect(counted).toEqual([])
  })

  describe('city tour overtime', () => {
    it.each(CITY_TOURS.map(([id]) => id))('%s notes overtime AED 75 per hour', (id) => {
      const { notes } = product(id).pricing
      expectClause(textOf(notes, 'en'), [/overtime/i, /AED ?75 (?:per|an|\/) ?hour\b/i], `${id} pricing.notes (en)`)
      expectClause(textOf(notes, 'zh'), [/超时/, /(?<!\d)75(?!\d)/], `${id} pricing.notes (zh)`)
    })
  })
})

// ---------------------------------------------------------------------------------------------
// 1b. Price-table rows say what the row is; none repeats the product's title
// ---------------------------------------------------------------------------------------------

describe('price-table row labels', () => {
  /** Compares a label with a title: case, '&'/'and', dashes and spacing do not make them different. */
  const plain = (text: string): string => normalise(text).toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ')

  it.each(content.products.map((p) => p.id))('%s: every row label is its own text, not the product title again', (id) => {
    const { title, pricing } = product(id)
    pricing.rows.forEach((row, index) => {
      for (const lang of LANGS) {
        const label = plain(row.label[lang])
        expect(label, `${id} pricing.rows[${String(index)}].label.${lang}`).not.toBe('')
        expect(label, `${id} pricing.rows[${String(index)}].label.${lang} repeats the title «${title[lang]}»`).not.toBe(plain(title[lang]))
      }
    })
  })

  it.each(CITY_TOURS.map(([id]) => id))('%s: the row shows the hours of the tour, as the card does', (id) => {
    const { duration, pricing } = product(id)
    for (const lang of LANGS) {
      const hoursOf = normalise(duration[lang]).match(/\d{2}:\d{2}-\d{2}:\d{2}/)?.[0]
      expect(hoursOf, `${id} duration.${lang} names its hours`).toBeDefined()
      expect(normalise(pricing.rows[0]?.label[lang] ?? ''), `${id} pricing.rows[0].label.${lang}`).toContain(hoursOf)
    }
  })
})

// ---------------------------------------------------------------------------------------------
// 2. The card "from" price is the first amount of the first row
// ---------------------------------------------------------------------------------------------

describe('from-prices', () => {
  const priced = content.products.filter((p) => p.fromAed !== null)

  it.each(priced.map((p) => p.id))('%s: fromAed equals the first amount of its first pricing row', (id) => {
    const { fromAed, pricing } = product(id)
    expect(fromAed).toBe(pricing.rows[0]?.aed[0])
  })

  it('only the shisha add-on is priced on request', () => {
    expect(content.products.filter((p) => p.fromAed === null).map((p) => p.id)).toEqual(['addon-shisha'])
  })
})

// ---------------------------------------------------------------------------------------------
// 3. Structure
// ---------------------------------------------------------------------------------------------

describe('structure', () => {
  it('has the five category pages in order', () => {
    expect(content.categories.map((c) => c.id)).toEqual([...categoryIds])
  })

  it.each(CATEGORY_LAYOUT)('$id page: $cards cards and $faq FAQ items', ({ id, cards, faq }) => {
    expect(category(id).productIds, `${id}.productIds`).toHaveLength(cards)
    expect(category(id).faq, `${id}.faq`).toHaveLength(faq)
  })

  it.each(['city', 'cruise'] as const)('%s page lists every product of its category', (id) => {
    const own = content.products.filter((p) => p.category === id).map((p) => p.id)
    expect([...category(id).productIds].sort()).toEqual(own.sort())
  })

  it('safari page lists the 4 add-ons', () => {
    const addons = content.products.filter((p) => p.category === 'addons').map((p) => p.id)
    expect(category('safari').addonIds).toHaveLength(4)
    expect([...category('safari').addonIds].sort()).toEqual(addons.sort())
  })

  it('home has 6 slides, 4 FAQ items and 5 card sections in category order', () => {
    expect(content.home.slides).toHaveLength(6)
    expect(content.home.faq).toHaveLength(4)
    expect(content.home.sections.map((s) => s.category)).toEqual([...categoryIds])
  })

  it('every product id referenced by home, categories and detail pages exists', () => {
    const known = new Set(content.products.map((p) => p.id))
    const references = [
      ...content.home.sections.flatMap((s) => s.productIds.map((id) => `home.sections[${s.category}] → ${id}`)),
      ...content.categories.flatMap((c) => [
        ...c.productIds.map((id) => `categories[${c.id}].productIds → ${id}`),
        ...c.addonIds.map((id) => `categories[${c.id}].addonIds → ${id}`),
      ]),
      ...content.details.flatMap((d) => d.productIds.map((id) => `details[${d.id}].productIds → ${id}`)),
    ]
    const missing = references.filter((reference) => !known.has(reference.split(' → ')[1] ?? ''))
    expect(missing, 'references to unknown products').toEqual([])
  })

  it('has the 14 detail pages, each exactly once', () => {
    expect(content.details).toHaveLength(14)
    expect(content.details.map((d) => d.id).sort()).toEqual([...detailPageIds].sort())
  })

  it.each(content.products.map((p) => [p.id, p.detailPage] as const))('%s appears on exactly one detail page, %s', (id, detailPage) => {
    expect(
      content.details.some((d) => d.id === detailPage),
      `${id}.detailPage ${detailPage} exists`,
    ).toBe(true)
    expect(content.details.filter((d) => d.productIds.includes(id)).map((d) => d.id)).toEqual([detailPage])
  })

  it('contact has exactly 9 terms sections', () => {
    expect(content.contact.terms).toHaveLength(9)
  })
})

// ---------------------------------------------------------------------------------------------
// 4. Policies in the copy
// ---------------------------------------------------------------------------------------------

describe('policies in the copy', () => {
  it.each(POLICY_ROWS)('$where ($lang): $what', ({ where, what, lang, source, patterns }) => {
    expectClause(textOf(source(), lang), patterns, `${where} (${lang}): ${what}`)
  })

  it.each(LANGS)('transfers extra price table (%s) lists sedan 180, MPV 220, van 350, +40–60 and +100', (lang) => {
    const tables = category('transfers').extraTables
    expect(tables.length, 'transfers.extraTables').toBeGreaterThan(0)
    const rows = tables.flatMap((table) => table.rows.map((row) => row.cells.map((cell) => figureOf(cell[lang]))))
    expect(rows).toEqual(expect.arrayContaining(POINT_TO_POINT_ROWS))
  })
})

// ---------------------------------------------------------------------------------------------
// 5. Copy quality
// ---------------------------------------------------------------------------------------------

describe('copy quality', () => {
  const leaves = stringLeaves(content)
  const zhLeaves = leaves.filter(([path]) => path.endsWith('.zh'))

  it('walks a real amount of copy', () => {
    expect(zhLeaves.length).toBeGreaterThan(1000)
  })

  it('has no empty string anywhere', () => {
    const empty = leaves.filter(([path, value]) => value.trim() === '' && !OPTIONAL_EMPTY_SETTINGS.includes(path)).map(([path]) => path)
    expect(empty, `empty strings:\n${empty.join('\n')}`).toEqual([])
  })

  it('has no placeholder text', () => {
    const hits = leaves.filter(([, value]) => PLACEHOLDER.test(value)).map(([path, value]) => `${path}: ${value}`)
    expect(hits, `placeholder text:\n${hits.join('\n')}`).toEqual([])
  })

  it('writes every Chinese string in Chinese (unless it is a bare figure or token)', () => {
    const offenders = zhLeaves.filter(([, value]) => !CJK.test(value) && !isFigureOrToken(value)).map(([path, value]) => `${path}: ${value}`)
    expect(offenders, `zh strings without Chinese characters:\n${offenders.join('\n')}`).toEqual([])
  })

  it('has no English sentence inside Chinese strings', () => {
    const offenders = zhLeaves.flatMap(([path, value]) => englishSentencesIn(value).map((run) => `${path}: "${run}"`))
    expect(offenders, `zh strings containing 4+ English words in a row:\n${offenders.join('\n')}`).toEqual([])
  })

  it('detects English sentences and bare figures as intended', () => {
    expect(englishSentencesIn('请在 WhatsApp 联系我们 please send us a message')).toEqual(['please send us a message'])
    expect(englishSentencesIn('含 Jais Sky Tour 与 Qasr Al Watan')).toEqual([])
    expect(isFigureOrToken('+AED 40–60')).toBe(true)
    expect(isFigureOrToken('MPV')).toBe(true)
    expect(isFigureOrToken('Per car')).toBe(false)
  })
})
