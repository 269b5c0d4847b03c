/**
 * What a publish must not do to prices: type a "from" price by hand, or change a product's table
 * while other copy still names the old amount. Either would leave the public site saying two
 * prices for one thing. Pure; the store runs it on the units a publish changes.
 */
import type { ProductData, SiteContent } from '../catalog/catalog-schema'
import { catalogAmounts, namesAmount, typedFromPrices } from '../catalog/price-binding'
import { localizedFields } from '../i18n/localize'
import { formatAed } from '../pricing/convert'
import type { ContentIssue, ContentUnit } from './content-units'

const aed = (amount: number) => `AED ${formatAed(amount)}`

/** Where the new content would contradict its own price tables, named by unit and field. */
export function priceContradictions(before: readonly ContentUnit[], changes: ReadonlyMap<string, unknown>, content: SiteContent): ContentIssue[] {
  const issues: ContentIssue[] = []
  const seen = new Set<string>()
  const add = (issue: ContentIssue) => {
    const key = `${issue.unitId}\u0000${issue.path}`
    if (seen.has(key)) return
    seen.add(key)
    issues.push(issue)
  }
  const categoryOf = (unitId: string) => content.categories.find((page) => unitId === `category:${page.id}` || unitId === `faq:${page.id}`)?.id

  // A "from" price typed by hand that is a product's price (an entry ticket "from about AED 170" is not).
  const prices = catalogAmounts(content.products)
  for (const [unitId, data] of changes) {
    for (const { path, en, zh } of localizedFields(data)) {
      const typed = [...new Set([...typedFromPrices(en), ...typedFromPrices(zh)].filter((found) => prices.has(found.amount)).map((found) => found.written))]
      if (typed.length === 0) continue
      const page = categoryOf(unitId)
      const placeholder = page ? `{{from:${page}}}` : '{{price:product-id}}'
      add({
        unitId,
        path,
        message: `"from ${typed.join(', ')}" is typed by hand and goes stale with the next price change: write ${placeholder} instead, which the page fills from the price tables.`,
        zh: `“${typed.join('、')} 起”是手写的价格，下次改价就会过时：请改写为 ${placeholder}，页面会按价格表自动填入。`,
        confirmable: true,
      })
    }
  }

  const after = before.map((unit) => (changes.has(unit.id) ? { ...unit, data: changes.get(unit.id) } : unit))
  for (const [unitId, data] of changes) {
    if (!unitId.startsWith('product:')) continue
    const old = before.find((unit) => unit.id === unitId)?.data as ProductData | undefined
    const now = data as ProductData
    if (!old) continue
    const current = catalogAmounts([now])
    const gone = new Set([...catalogAmounts([old])].filter((amount) => !current.has(amount)))
    if (gone.size === 0) continue
    for (const unit of after) {
      for (const { path, en, zh } of localizedFields(unit.data)) {
        const named = namesAmount(en, gone) ?? namesAmount(zh, gone)
        if (named === undefined) continue
        add({
          unitId: unit.id,
          path,
          message: `still says ${aed(named)}, the old price of "${now.title.en}": write {{price:${now.id}}} (or {{price:${now.id}:row:column}} for one cell of its table) so it follows the table; if it is another amount that did not change, write {{aed:${String(named)}}}.`,
          zh: `这里仍写着 ${aed(named)}，是“${now.title.zh}”的旧价格：请改写为 {{price:${now.id}}}（表格中某一格用 {{price:${now.id}:行:列}}），让它跟随价格表；如果这是另一项没有变的金额，请写成 {{aed:${String(named)}}}。`,
          confirmable: true,
        })
      }
    }
  }
  return issues
}
