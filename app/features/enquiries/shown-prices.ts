/**
 * The prices the public pages showed for the items of an enquiry, captured at submission from the
 * catalog content the server rendered them from, so staff quote what the visitor saw even after
 * prices change.
 */
import type { ShownItemPrice, ShownPrices } from '../../.server/db/schema'
import type { SiteContent } from '../catalog/catalog-schema'
import type { Lang } from '../i18n/lang'
import { showsConversion } from '../pricing/convert'

export function shownPricesFor(
  items: readonly { id: string }[],
  content: Pick<SiteContent, 'products' | 'settings'>,
  contentVersion: number,
  lang: Lang,
  defaultRates: { gbp: number; eur: number },
): ShownPrices {
  const products = new Map(content.products.map((p) => [p.id, p]))
  return {
    contentVersion,
    rates: showsConversion[lang]
      ? { gbpPerAed: content.settings.rates.gbp ?? defaultRates.gbp, eurPerAed: content.settings.rates.eur ?? defaultRates.eur }
      : { gbpPerAed: null, eurPerAed: null },
    items: items.map((item): ShownItemPrice | null => {
      const product = products.get(item.id)
      if (!product) return null
      return {
        id: item.id,
        currency: 'AED',
        unit: product.pricing.unit,
        fromAed: product.fromAed,
        columns: product.pricing.columns.map((c) => c[lang]),
        rows: product.pricing.rows.map((r) => ({ label: r.label[lang], aed: r.aed })),
      }
    }),
  }
}
