/**
 * A desk list: a white table on a wide screen (`xl`), one line per row under bold column headers.
 * Narrower, where the desk's side menu leaves a list too little room for its columns, each row is a
 * card (two side by side from `lg`) and each cell a line of it under its column's name, so the page
 * never scrolls sideways and every row's actions stay on the screen; the headers are then read by
 * screen readers only. The rows are `DeskRow`s of `DeskCell`s, in the order of `columns`.
 */
import type { ReactNode } from 'react'

export function DeskTable({ columns, children }: { columns: readonly ReactNode[]; children: ReactNode }) {
  return (
    <table className="block w-full border-collapse text-left text-sm xl:table xl:bg-white">
      <thead className="sr-only xl:not-sr-only">
        <tr className="border-b border-sand">
          {columns.map((column, index) => (
            <th key={index} scope="col" className="p-2 break-keep">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="grid gap-3 lg:grid-cols-2 xl:table-row-group">{children}</tbody>
    </table>
  )
}

/** One row: a card on a phone, a table row on a wide screen. */
export function DeskRow({ children }: { children: ReactNode }) {
  return <tr className="block min-w-0 rounded-xl border border-sand bg-white p-3 xl:table-row xl:rounded-none xl:border-0 xl:border-b xl:p-0">{children}</tr>
}

/**
 * One value of a row: a table cell on a wide screen; on a phone a line of the card under `label`
 * (the column's name; none for the card's heading or its actions), or beside the other `inline`
 * cells, or no line at all when `empty`.
 */
export function DeskCell({
  label,
  inline = false,
  empty = false,
  className = '',
  children,
}: {
  label?: ReactNode
  inline?: boolean
  empty?: boolean
  className?: string
  children?: ReactNode
}) {
  const layout = empty ? 'hidden' : inline ? 'inline-block py-1 pr-5 align-top' : 'block py-1'
  return (
    <td className={`${layout} xl:table-cell xl:p-2 xl:align-top ${className}`}>
      {label ? <span className="block text-xs text-muted xl:hidden">{label}</span> : null}
      {children}
    </td>
  )
}
