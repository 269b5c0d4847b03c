import { describe, expect, it } from 'vitest'
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
  })
})
