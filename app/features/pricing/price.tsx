import { Fragment } from 'react'
import { formatAed, formatConversion, formatRangeConversion, parseAmount, showsConversion } from './convert'
import { usePriceSettings } from './price-context'

/**
 * An AED price. English pages add the GBP/EUR conversion, e.g. "AED 190 (£41 / €48)"; Chinese pages
 * show AED only.
 */
export function Price({ aed, className }: { aed: number; className?: string }) {
  const { lang, rates } = usePriceSettings()
  return (
    <span className={className} data-aed={aed}>
      <span className="whitespace-nowrap">{`AED ${formatAed(aed)}`}</span>
      {showsConversion[lang] && <span className="ml-1 text-[0.85em] font-normal whitespace-nowrap">{`(${formatConversion(aed, rates)})`}</span>}
    </span>
  )
}

const amountPattern = /AED\s?([\d\u0660-\u0669\u06F0-\u06F9][\d\u0660-\u0669\u06F0-\u06F9,.\u066B\u066C]*)(?:\s?[–-]\s?(\d[\d,.]*))?/g

/** Text from the content in which every "AED 859" or "AED 40–60" gets its conversion on English pages. */
export function PriceText({ text }: { text: string }) {
  const { lang, rates } = usePriceSettings()
  if (!showsConversion[lang] || !text.includes('AED')) return <>{text}</>
  const parts: React.ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(amountPattern)) {
    const trailing = /[.,]$/.exec(match[0])?.[0] ?? ''
    const amountText = match[0].slice(0, match[0].length - trailing.length)
    const low = parseAmount(match[1]?.replace(/[.,]$/, '') ?? '')
    const high = match[2] ? parseAmount(match[2].replace(/[.,]$/, '')) : undefined
    const conversion = low === undefined ? '£– / €–' : high === undefined ? formatConversion(low, rates) : formatRangeConversion(low, high, rates)
    parts.push(text.slice(last, match.index))
    // "AED 859 (£186 / €216)" stays on one line.
    parts.push(
      <span key={match.index} className="whitespace-nowrap">
        {`${amountText} (${conversion})`}
      </span>,
    )
    last = match.index + amountText.length
  }
  parts.push(text.slice(last))
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </>
  )
}
