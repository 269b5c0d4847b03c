import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_RATES, formatAed, formatConversion, formatRangeConversion, parseAmount } from './convert'

describe('parseAmount', () => {
  it.each<[string | number, number | undefined]>([
    ['190', 190],
    [190, 190],
    ['1,099', 1099],
    ['1.099', 1099],
    ['1 349', 1349],
    ['12,345,678', 12345678],
    ['85.5', 85.5],
    ['85,5', 85.5],
    ['85.50', 85.5],
    ['AED 610', 610],
    ['610 AED', 610],
    ['٨٤٩', 849],
    ['١٬٠٩٩', 1099],
    ['١٠٩٩٫٥', 1099.5],
    ['۱۴۷۵', 1475],
    ['  2000 ', 2000],
    ['', undefined],
    ['abc', undefined],
    ['12a', undefined],
    ['1,0,9', undefined],
    ['--', undefined],
    [Number.NaN, undefined],
    [-5, undefined],
  ])('%j → %s', (input, expected) => {
    expect(parseAmount(input)).toBe(expected)
  })
})

describe('formatConversion with the default rates (1 AED = 0.216 GBP / 0.251 EUR)', () => {
  it.each<[string | number | null, string]>([
    [190, '£41 / €48'],
    [85, '£18 / €21'],
    [859, '£186 / €216'],
    [50, '£11 / €13'],
    [2000, '£432 / €502'],
    ['1,599', '£345 / €401'],
    ['٥٠٠', '£108 / €126'],
    [0, '£0 / €0'],
    ['not a price', '£– / €–'],
    [null, '£– / €–'],
  ])('AED %j → %s', (aed, expected) => {
    expect(formatConversion(aed, DEFAULT_RATES)).toBe(expected)
  })

  it('uses configured rates', () => {
    expect(formatConversion(100, { gbp: 0.2, eur: 0.25 })).toBe('£20 / €25')
  })

  it('converts ranges and formats AED with thousands separators', () => {
    expect(formatRangeConversion(40, 60, DEFAULT_RATES)).toBe('£9–13 / €10–15')
    expect(formatAed(1599)).toBe('1,599')
    expect(formatAed(85)).toBe('85')
    expect(formatAed(12345.678)).toBe('12,345.68')
  })

  it('formats AED exactly as toLocaleString would', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 0, max: 1e12, noNaN: true }),
          // Halves of a cent and near-whole amounts, where rounding can go either way.
          fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 100 + 0.005),
          fc.integer({ min: 0, max: 1_000_000 }).map((n) => n + 0.995),
          fc.integer({ min: 0, max: 1_000_000_000 }).map((n) => n / 1000),
        ),
        (amount) => {
          expect(formatAed(amount)).toBe(amount.toLocaleString('en-US', { maximumFractionDigits: 2 }))
        },
      ),
      { numRuns: 5000 },
    )
    for (const amount of [0, 0.004, 0.005, 0.995, 999.995, 13954.105, 52554.354999999996]) {
      expect(formatAed(amount), String(amount)).toBe(amount.toLocaleString('en-US', { maximumFractionDigits: 2 }))
    }
  })

  it('formats without Intl, whose first use on a page loads its locale data during hydration', () => {
    const perCall = vi.spyOn(Number.prototype, 'toLocaleString')
    const formatter = vi.spyOn(Intl, 'NumberFormat')
    try {
      expect([formatAed(1599), formatAed(85.5), formatAed(1_000_000)]).toEqual(['1,599', '85.5', '1,000,000'])
      expect(perCall).not.toHaveBeenCalled()
      expect(formatter).not.toHaveBeenCalled()
    } finally {
      perCall.mockRestore()
      formatter.mockRestore()
    }
  })
})
