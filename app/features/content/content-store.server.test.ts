import { describe, expect, it } from 'vitest'
import { siteContentSchema } from '../catalog/catalog-schema'
import { siteSeed } from '../catalog/seed'
import { mergeContent } from './content-store.server'

describe('site content', () => {
  it('merges objects key by key and replaces arrays and scalars', () => {
    expect(mergeContent({ a: { b: 1, c: 2 }, list: [1, 2] }, { a: { c: 3 }, list: [9] })).toEqual({ a: { b: 1, c: 3 }, list: [9] })
    expect(mergeContent({ a: 1 }, { b: undefined })).toEqual({ a: 1 })
  })

  it('seeds content that satisfies the schema', () => {
    const result = siteContentSchema.safeParse(siteSeed)
    expect(result.success ? [] : result.error.issues.slice(0, 5)).toEqual([])
  })
})
