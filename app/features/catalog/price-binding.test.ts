import { describe, expect, it } from 'vitest'
import { fillPrices, fromPrice, namesAmount, typedFromPrices, unknownPlaceholders, type PriceSource } from './price-binding'

const source: PriceSource = {
  products: [
    { id: 'safari-morning', pricing: { rows: [{ aed: [555] }] } },
    { id: 'safari-sunset', pricing: { rows: [{ aed: [700] }] } },
    { id: 'cruise-lotus', pricing: { rows: [{ aed: [239, 189] }] } },
    { id: 'transfer-point-to-point', pricing: { rows: [{ aed: [180, 220, 1350] }] } },
    { id: 'addon-shisha', pricing: { rows: [{ aed: [null] }] } },
  ],
  categories: [{ id: 'safari', productIds: ['safari-sunset', 'safari-morning'] }],
}

describe('the "from" price', () => {
  it('is the lowest amount of the first column: the adult price, the smallest vehicle', () => {
    expect(fromPrice({ rows: [{ aed: [239, 189] }] })).toBe(239)
    expect(fromPrice({ rows: [{ aed: [330, 380] }, { aed: [190, 230] }] })).toBe(190)
    expect(fromPrice({ rows: [{ aed: [null, 400] }] })).toBe(400)
    expect(fromPrice({ rows: [{ aed: [null] }] })).toBeNull()
  })
})

describe('price placeholders', () => {
  it('fill in the current amount in both languages', () => {
    expect(fillPrices('From {{from:safari}} per vehicle.', 'en', source)).toBe('From AED 555 per vehicle.')
    expect(fillPrices('每车 {{from:safari}} 起。', 'zh', source)).toBe('每车 AED 555 起。')
    expect(fillPrices('Lotus {{price:cruise-lotus}}, children {{price:cruise-lotus:1:2}}', 'en', source)).toBe('Lotus AED 239, children AED 189')
    expect(fillPrices('van {{ price : transfer-point-to-point : 1 : 3 }}', 'en', source)).toBe('van AED 1,350')
    expect(fillPrices('水烟 {{price:addon-shisha}}', 'zh', source)).toBe('水烟 价格面议')
    expect(fillPrices('cake {{aed:95}}', 'en', source)).toBe('cake AED 95')
  })

  it('name the ones that point at nothing, and leave them as written', () => {
    expect(
      unknownPlaceholders('{{price:nowhere}} {{from:moon}} {{price:cruise-lotus:2:1}} {{price:cruise-lotus:1:3}} {{pricee:x}} {{price:cruise-lotus}}', source),
    ).toEqual(['{{price:nowhere}}', '{{from:moon}}', '{{price:cruise-lotus:2:1}}', '{{price:cruise-lotus:1:3}}'])
    expect(unknownPlaceholders('{{aed:95}} and {{name}} (a reply template placeholder)', source)).toEqual([])
    expect(fillPrices('{{price:nowhere}}', 'en', source)).toBe('{{price:nowhere}}')
  })
})

describe('prices typed out', () => {
  it('finds a "from" price typed by hand in English and Chinese', () => {
    expect(typedFromPrices('Private safaris from AED 500 per vehicle.').map((typed) => typed.amount)).toEqual([500])
    expect(typedFromPrices('每车 AED 1,059 起').map((typed) => typed.amount)).toEqual([1059])
    expect(typedFromPrices('起价 AED 85').map((typed) => typed.amount)).toEqual([85])
    expect(typedFromPrices('Overtime AED 75 per hour; tourism dirham AED 10–20')).toEqual([])
  })

  it('finds an amount named in copy, but not inside a range or a placeholder', () => {
    const old = new Set([500])
    expect(namesAmount('Still AED 500 for the 4x4', old)).toBe(500)
    expect(namesAmount('整车 500 迪拉姆', old)).toBe(500)
    expect(namesAmount('AED 500–600 in peak season', old)).toBeUndefined()
    expect(namesAmount('AED 5000 for a wedding', old)).toBeUndefined()
    expect(namesAmount('{{price:safari-morning}} for the 4x4', old)).toBeUndefined()
  })
})
