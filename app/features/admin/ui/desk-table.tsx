/**
 * A desk list as a table: white, one line per row, its headers in bold. On a phone it keeps the
 * width its columns need (`minWidth`, a Tailwind `min-w-[…]` class) and its container scrolls
 * sideways, rather than squeezing the columns. The rows are the caller's `<tr>`s.
 */
import type { ReactNode } from 'react'

export function DeskTable({ minWidth, columns, children }: { minWidth: string; columns: readonly ReactNode[]; children: ReactNode }) {
  return (
    <table className={`w-full ${minWidth} border-collapse bg-white text-left text-sm`}>
      <thead>
        <tr className="border-b border-sand">
          {columns.map((column, index) => (
            <th key={index} className="p-2">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}
