import { describe, expect, it } from 'vitest'
import { siteContentSchema } from '../catalog-schema'
import { siteSeed } from '../seed'
import { langs } from '../../i18n/lang'
import { CONTENT_SCHEMA_VERSION, migrateUnitData } from './content-migrations'
import { splitContent } from '../../content/content-units'
import { reviewedSeedCopy } from './reviewed-seed-copy'

const units = splitContent(siteContentSchema.parse(siteSeed))
const unit = (id: string) => {
  const found = units.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`no unit ${id}`)
  return found
}

/** Every text of one language in the seed. */
function textsOf(value: unknown, lang: string, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const child of value) textsOf(child, lang, out)
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === lang && typeof child === 'string') out.add(child)
      else textsOf(child, lang, out)
    }
  }
  return out
}

describe('step 3 → 4: seeded copy reworded after the Chinese copy review', () => {
  it('maps every old seeded text to a text the seed holds now, and none the seed still holds', () => {
    for (const lang of langs) {
      const seeded = textsOf(siteSeed, lang)
      for (const [before, after] of reviewedSeedCopy[lang] ?? []) {
        expect(seeded.has(after), `${lang}: ${after}`).toBe(true)
        expect(seeded.has(before), `${lang}: ${before}`).toBe(false)
      }
    }
    expect(reviewedSeedCopy.zh?.size).toBeGreaterThan(200)
  })

  it('brings a unit stored with the old seed text forward, in each language on its own side', () => {
    const { data } = unit('product:cruise-creek')
    const stored = structuredClone(data) as { subtitle: { en: string; zh: string }; suits: { en: string; zh: string } }
    stored.subtitle = { en: 'Shared dinner cruise · Ticket only', zh: '拼船晚餐 · 仅含船票' }
    expect(migrateUnitData('product', stored, 3)).toEqual(data)
    expect(CONTENT_SCHEMA_VERSION).toBe(5)
  })

  it('leaves a text the team rewrote as they wrote it', () => {
    const { data } = unit('category:transfers')
    const edited = JSON.parse(JSON.stringify(data).replace('沙迦上车或下车附加费', '沙迦附加费（我们的写法）')) as unknown
    expect(JSON.stringify(migrateUnitData('category', edited, 3))).toContain('沙迦附加费（我们的写法）')
    // An English cell that happens to equal an old Chinese one is not touched: "+AED 100" stays English.
    expect(JSON.stringify(migrateUnitData('category', edited, 3))).toContain('{"en":"+AED 100","zh":"加收 AED 100"}')
  })

  it('chains from content stored before the price placeholders (step 2 → 3, then 3 → 4)', () => {
    const { data } = unit('detail:city-sndcruise')
    const stored = JSON.parse(
      JSON.stringify(data).replace(
        '迪拜四条游船晚餐航线，从每人 {{price:cruise-creek}} 起的迪拜河独桅帆船晚餐，到 Lotus 巨型游艇晚餐，含自助晚餐和表演，可加订酒店接送。',
        '四条迪拜游船晚餐航线，从 AED 85 起的迪拜河独桅帆船到 Lotus 巨型游艇，含自助晚餐和表演，可加订酒店接送。',
      ),
    ) as unknown
    expect(JSON.stringify(stored)).toContain('从 AED 85 起')
    expect(migrateUnitData('detail', stored, 2)).toEqual(data)
  })
})

describe('step 4 → 5: a product’s length becomes data', () => {
  it('gives every product stored without one the length the seed holds, read from its English duration line', () => {
    for (const product of siteSeed.products) {
      const { durationMinutes, ...stored } = product
      expect(migrateUnitData('product', stored, 4), product.id).toEqual(product)
      expect(durationMinutes === null || durationMinutes > 0, product.id).toBe(true)
    }
    expect(siteSeed.products.find((product) => product.id === 'safari-royal')?.durationMinutes).toBe(18 * 60)
    expect(siteSeed.products.find((product) => product.id === 'package-3n')?.durationMinutes).toBeNull()
  })

  it('keeps a length the team set, and never reads the copy again: a reworded line changes nothing', () => {
    const { data } = unit('product:safari-sunset')
    const edited = { ...(data as Record<string, unknown>), durationMinutes: 400, duration: { en: 'Duration: about six hours', zh: '约六小时' } }
    expect(migrateUnitData('product', edited, 4)).toEqual(edited)
  })
})
