/**
 * The shape of the editable site content: catalog, prices, page copy and settings.
 *
 * One `site_content` row holds a value of `SiteContent` as JSON. The seed in `./seed/` is typed
 * against these schemas, the server validates the stored row against them, and the admin desk will
 * edit the same shape. Every visible sentence is a `Localized` pair, so English and Chinese cannot
 * drift apart: a missing translation is an empty string, which the schema refuses.
 */
import { z } from 'zod'
import { perLang } from '../i18n/lang'
import { categoryIds, detailPageIds, type CategoryId, type DetailPageId } from '../i18n/site-routes'
import { fromPrice } from './price-binding'

/** A sentence or label in every language. */
export const localizedSchema = z.object(perLang(() => z.string().trim().min(1)))
export type Localized = z.infer<typeof localizedSchema>

/**
 * An image slot: a path under /art (built-in artwork) or /media (uploaded), its alt text and pixel
 * size, and for uploads the focal point that cropping keeps in view (percent; the centre when absent).
 */
export const imageSchema = z.object({
  src: z.string().regex(/^\/(art|media)\/[\w./-]+$/),
  alt: localizedSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  focal: z.object({ x: z.number().min(0).max(100), y: z.number().min(0).max(100) }).optional(),
})
export type Image = z.infer<typeof imageSchema>

export const categoryIdSchema = z.enum(categoryIds)
export const detailPageIdSchema = z.enum(detailPageIds)
export { categoryIds, detailPageIds, type CategoryId, type DetailPageId }

/**
 * What one price buys. Rendered as e.g. "per car" / "每车".
 * per-vehicle: transfers and safari 4x4s; per-car: city tours (7-seater, up to 6 guests);
 * per-person: cruises, packages (adult/child columns), ATV; per-package: photography.
 */
export const priceUnitSchema = z.enum(['per-vehicle', 'per-car', 'per-person', 'per-package'])
export type PriceUnit = z.infer<typeof priceUnitSchema>

/**
 * The prices of one product as table rows. `columns` name the price columns (e.g. SUV (4–6 pax) /
 * Van (7–10 pax), or Adult / Child, or a single "Per car" column); every row has one AED amount per
 * column (null where the combination is not sold). Category and detail price tables are built from
 * these rows, so a price lives in exactly one place.
 */
export const pricingSchema = z
  .object({
    unit: priceUnitSchema,
    columns: z.array(localizedSchema).min(1),
    rows: z
      .array(
        z.object({
          label: localizedSchema,
          /** null: not sold in this column, or priced on request (e.g. shisha and drinks). */
          aed: z.array(z.number().int().positive().nullable()).min(1),
        }),
      )
      .min(1),
    /** Short notes printed under the product's rows, e.g. "Overtime AED 75 per hour". */
    notes: z.array(localizedSchema).default([]),
  })
  .refine((p) => p.rows.every((r) => r.aed.length === p.columns.length), {
    message: 'every price row needs one amount per column',
  })
export type Pricing = z.infer<typeof pricingSchema>

/** One step of an itinerary or schedule; `time` is a clock time or range such as "15:00" or "08:00–12:30". */
export const itineraryStepSchema = z.object({
  time: z.string().optional(),
  text: localizedSchema,
})

/**
 * Cancellation tier, one of the operator's two policies:
 * - standard: cruises and most city tours: free ≥ 24 h, 50 % at 12–24 h, 100 % under 12 h or no-show.
 * - strict: Lotus/VIP, packages, private full-day and Abu Dhabi tours: free ≥ 48 h, 50 % at 24–48 h,
 *   100 % under 24 h or no-show.
 */
export const cancellationTierSchema = z.enum(['standard', 'strict'])
export type CancellationTier = z.infer<typeof cancellationTierSchema>

export const productSchema = z.object({
  /** Stable id, kebab-case, e.g. 'transfer-airport', 'city-musandam'. Also the WonderCart item id. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  category: z.enum(['transfers', 'packages', 'safari', 'addons', 'city', 'cruise']),
  /** The detail page that describes this product. */
  detailPage: detailPageIdSchema,
  title: localizedSchema,
  /** Card subtitle; defaults to "Car-With-Driver" / "含司机用车" for transfers and city tours. */
  subtitle: localizedSchema,
  /** The card's "Tour:" line: a short summary of where it goes or what it is. */
  tour: localizedSchema,
  /** The card's "Duration:" line, e.g. "4.5 hours (08:00–12:30)": copy, for visitors to read. */
  duration: localizedSchema,
  /**
   * How long the service lasts from pickup, in minutes: the length of its entry in the visitor's
   * calendar. Null when it is not one event (a multi-day package, a transfer agreed per trip).
   */
  durationMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .nullable(),
  pricing: pricingSchema,
  image: imageSchema,
  /** Detail content. */
  overview: localizedSchema,
  itinerary: z.array(itineraryStepSchema).min(1),
  included: z.array(localizedSchema).min(1),
  excluded: z.array(localizedSchema).min(1),
  pickup: localizedSchema,
  suits: localizedSchema,
  cancellation: cancellationTierSchema,
  /** Extra product-specific notes (age bands, check-in/out, boarding times, reschedule rules …). */
  notes: z.array(localizedSchema).default([]),
})
/** A product as the desk edits and stores it: its "from" price is not typed but read from its table. */
export type ProductData = z.infer<typeof productSchema>

/** A product as pages read it: with its "from" price in AED, taken from its table (null: on request). */
const productWithFromPrice = productSchema.transform((product) => ({ ...product, fromAed: fromPrice(product.pricing) }))
export type Product = z.output<typeof productWithFromPrice>

export const faqItemSchema = z.object({
  question: localizedSchema,
  answer: localizedSchema,
})
export type FaqItem = z.infer<typeof faqItemSchema>

/** A titled block of text: paragraphs and/or bullet points. */
export const textBlockSchema = z.object({
  title: localizedSchema,
  paragraphs: z.array(localizedSchema).default([]),
  bullets: z.array(localizedSchema).default([]),
})
export type TextBlock = z.infer<typeof textBlockSchema>

/** An extra price table that is not one product's pricing (e.g. the sedan/MPV/van hotel-transfer list). */
export const extraPriceTableSchema = z.object({
  title: localizedSchema,
  columns: z.array(localizedSchema).min(1),
  rows: z.array(z.object({ label: localizedSchema, cells: z.array(localizedSchema).min(1) })).min(1),
  notes: z.array(localizedSchema).default([]),
})
export type ExtraPriceTable = z.infer<typeof extraPriceTableSchema>

export const detailPageSchema = z.object({
  id: detailPageIdSchema,
  title: localizedSchema,
  /** One sentence for the meta description and the page lead. */
  summary: localizedSchema,
  banner: imageSchema,
  /** Product ids shown on this page, in order. */
  productIds: z.array(z.string()).min(1),
  /** Extra blocks below the products (e.g. good-to-know, what to wear). */
  blocks: z.array(textBlockSchema).default([]),
  extraTables: z.array(extraPriceTableSchema).default([]),
})
export type DetailPage = z.infer<typeof detailPageSchema>

export const categoryPageSchema = z.object({
  id: categoryIdSchema,
  title: localizedSchema,
  summary: localizedSchema,
  banner: imageSchema,
  intro: z.array(localizedSchema).min(1),
  /** Card product ids, in order (city: 12, cruise: 4, others: 4). */
  productIds: z.array(z.string()).min(1),
  /** Safari only: the add-on card group. */
  addonIds: z.array(z.string()).default([]),
  /** Title and footnotes of the category price table (rows come from the products' pricing). */
  priceTable: z.object({ title: localizedSchema, notes: z.array(localizedSchema).default([]) }),
  extraTables: z.array(extraPriceTableSchema).default([]),
  faq: z.array(faqItemSchema).min(4),
  /** Descriptive text cards. */
  descriptions: z.array(textBlockSchema).min(1),
  terms: textBlockSchema,
  services: textBlockSchema,
  /** The call-to-action row (Chinese pages show it; English pages may too). */
  cta: z.object({ title: localizedSchema, body: localizedSchema }),
  /** Prefilled greeting of the chat link on this page. */
  chatGreeting: localizedSchema,
})
export type CategoryPage = z.infer<typeof categoryPageSchema>

export const homePageSchema = z.object({
  title: localizedSchema,
  summary: localizedSchema,
  slides: z.array(imageSchema).length(6),
  welcomeTitle: localizedSchema,
  slogan: localizedSchema,
  introTitle: localizedSchema,
  intro: localizedSchema,
  trustTitle: localizedSchema,
  trustCards: z.array(z.object({ title: localizedSchema, body: localizedSchema })).length(3),
  /** Section title per category card row, in display order. */
  sections: z.array(z.object({ category: categoryIdSchema, title: localizedSchema, productIds: z.array(z.string()).min(1) })).length(5),
  howToTitle: localizedSchema,
  howTo: z.array(z.object({ title: localizedSchema, body: localizedSchema })).length(5),
  faq: z.array(faqItemSchema).length(4),
  chatGreeting: localizedSchema,
})
export type HomePage = z.infer<typeof homePageSchema>

export const contactPageSchema = z.object({
  title: localizedSchema,
  summary: localizedSchema,
  banner: imageSchema,
  about: textBlockSchema,
  /** Terms and Conditions: exactly nine sections. */
  terms: z.array(textBlockSchema).length(9),
  termsFootnote: localizedSchema,
})
export type ContactPage = z.infer<typeof contactPageSchema>

export const settingsSchema = z.object({
  brand: localizedSchema,
  /** Company e-mail: top bar, Email-us copy button, default enquiry recipient. */
  email: z.email(),
  /** WhatsApp number in international form without '+', e.g. 971589831967. */
  whatsapp: z.string().regex(/^\d{8,15}$/),
  /** WeChat id for the QR code; empty when only an uploaded QR image is used. */
  wechatId: z.string().default(''),
  /** Uploaded WeChat QR image (/media/…), preferred over a generated code when set. */
  wechatQrImage: z
    .string()
    .regex(/^(\/(art|media)\/[\w./-]+)?$/, 'an uploaded photo (/media/…) or nothing')
    .default(''),
  /** AED→GBP/EUR; null means "use the configured default". */
  rates: z.object({ gbp: z.number().positive().nullable(), eur: z.number().positive().nullable() }),
  /** Copyright holder line in the footer; the year is rendered from the clock. */
  copyright: localizedSchema,
  /** Send the visitor an acknowledgement mail after an enquiry. */
  isVisitorAckEnabled: z.boolean().default(true),
  /** When the WhatsApp concierge answers, Dubai time (seeded as 08:00–22:00). */
  conciergeHours: z
    .object({ from: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/), to: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/) })
    .refine((hours) => hours.from < hours.to, { message: 'the concierge closes before it opens', path: ['to'] }),
})
export type Settings = z.infer<typeof settingsSchema>

export const siteContentSchema = z.object({
  settings: settingsSchema,
  products: z.array(productWithFromPrice),
  home: homePageSchema,
  categories: z.array(categoryPageSchema),
  details: z.array(detailPageSchema),
  contact: contactPageSchema,
})
export type SiteContent = z.infer<typeof siteContentSchema>
/** What seed files write: defaults may be omitted. */
export type SiteContentInput = z.input<typeof siteContentSchema>
export type ProductInput = z.input<typeof productSchema>
export type CategoryPageInput = z.input<typeof categoryPageSchema>
export type DetailPageInput = z.input<typeof detailPageSchema>
export type HomePageInput = z.input<typeof homePageSchema>
export type ContactPageInput = z.input<typeof contactPageSchema>
