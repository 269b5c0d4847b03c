import type { Localize } from '../i18n/localize'
import type { Copy } from '../i18n/en'
import { Price, PriceText } from '../pricing/price'
import type { CardProduct } from '../catalog/card-data'
import type { ExtraPriceTable } from '../catalog/catalog-schema'

type Group = { key: string; columns: string[]; unit: CardProduct['pricing']['unit'] | null; products: CardProduct[] }

/**
 * Consecutive products with the same price columns and unit share one table; consecutive
 * single-price products share one "Price" table whatever their units.
 */
function groupByColumns(products: CardProduct[]): Group[] {
  const groups: Group[] = []
  for (const product of products) {
    const { columns, unit } = product.pricing
    const key = columns.length === 1 ? 'single' : `${columns.join('|')}#${unit}`
    const last = groups.at(-1)
    if (last?.key === key) last.products.push(product)
    else groups.push({ key, columns, unit: columns.length === 1 ? null : unit, products: [product] })
  }
  return groups
}

function unitLabel(group: Group, copy: Copy): string {
  return group.unit === null ? '' : copy.catalog.units[group.unit]
}

/** Under a single price: its column label and unit ("Per rider · per person"), without repeats. */
function singleUnitNote(product: CardProduct, copy: Copy): string {
  const unit = copy.catalog.units[product.pricing.unit]
  const column = product.pricing.columns[0] ?? ''
  return column.toLowerCase().includes(unit.toLowerCase()) ? column : `${column} · ${unit}`
}

function TableFrame({
  caption,
  head,
  children,
  narrow = false,
}: {
  caption: string
  head: React.ReactNode
  children: React.ReactNode
  /** Two columns (service and one price) fit a phone screen, so the table does not need to scroll. */
  narrow?: boolean
}) {
  return (
    // Focusable and named, so a keyboard can scroll a table wider than a phone screen.
    <div role="group" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-2xl bg-white ring-1 ring-sand/70">
      <table className={`w-full border-collapse text-left text-sm ${narrow ? '' : 'min-w-[30rem]'}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-navy text-cream">{head}</thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

/** The price table of a set of products, built from their own pricing rows (one source of truth). */
export function ProductPriceTable({ products, copy, caption }: { products: CardProduct[]; copy: Copy; caption: string }) {
  return (
    <div className="grid gap-5">
      {groupByColumns(products).map((group) => (
        <TableFrame
          key={group.products.map((p) => p.id).join()}
          caption={caption}
          narrow={group.unit === null}
          head={
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {copy.catalog.service}
              </th>
              {group.unit === null ? (
                <th scope="col" className="px-4 py-3 font-semibold">
                  {copy.catalog.price}
                </th>
              ) : (
                group.columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {column}
                    <span className="block text-xs font-normal text-cream/80">{unitLabel(group, copy)}</span>
                  </th>
                ))
              )}
            </tr>
          }
        >
          {group.products.flatMap((product) =>
            product.pricing.rows.map((row, index) => {
              const isLast = index === product.pricing.rows.length - 1
              const showLabel = product.pricing.rows.length > 1 || row.label !== product.title
              return (
                <tr key={`${product.id}-${String(index)}`} className="border-t border-sand/60 align-top">
                  <th scope="row" className="px-4 py-3 font-semibold text-navy">
                    {product.title}
                    {showLabel && <span className="block text-xs font-normal text-muted">{row.label}</span>}
                    {isLast &&
                      product.pricing.notes.map((note) => (
                        <span key={note} className="mt-1 block text-xs font-normal text-muted">
                          <PriceText text={note} />
                        </span>
                      ))}
                  </th>
                  {row.aed.map((amount, column) => (
                    <td key={column} className="px-4 py-3 font-semibold whitespace-nowrap text-navy">
                      {amount === null ? copy.catalog.onRequest : <Price aed={amount} />}
                      {/* A price on request has no unit ("on request per person" says nothing more). */}
                      {group.unit === null && amount !== null && <span className="block text-xs font-normal text-muted">{singleUnitNote(product, copy)}</span>}
                    </td>
                  ))}
                </tr>
              )
            }),
          )}
        </TableFrame>
      ))}
    </div>
  )
}

export function ExtraTable({ table, copy }: { table: Localize<ExtraPriceTable>; copy: Copy }) {
  return (
    <div>
      <h3 className="font-display text-xl font-semibold text-navy">{table.title}</h3>
      <div className="mt-3">
        <TableFrame
          caption={table.title}
          head={
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {copy.catalog.service}
              </th>
              {table.columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          }
        >
          {table.rows.map((row) => (
            <tr key={row.label} className="border-t border-sand/60 align-top">
              <th scope="row" className="px-4 py-3 font-semibold text-navy">
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className="px-4 py-3 text-ink">
                  <PriceText text={cell} />
                </td>
              ))}
            </tr>
          ))}
        </TableFrame>
      </div>
      {table.notes.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
          {table.notes.map((note) => (
            <li key={note}>
              <PriceText text={note} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
