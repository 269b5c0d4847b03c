import { describe, expect, it } from 'vitest'
import { siteContentSchema } from '../catalog/catalog-schema'
import { siteSeed } from '../catalog/seed'

describe('site content', () => {
  // The store parses the seed when it starts (and writes it into an empty database).
  it('seeds content that satisfies the schema', () => {
    const result = siteContentSchema.safeParse(siteSeed)
    expect(result.success ? [] : result.error.issues.slice(0, 5)).toEqual([])
  })
})
