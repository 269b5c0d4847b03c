import { describe, expect, it } from 'vitest'
import { isMediaSrc, variantSrc, variantSrcSet, variantWidths } from './media-urls'

const src = '/media/images/site/dune-bashing-a1b2c3d4.jpg'

describe('media URL convention', () => {
  it('recognises an uploaded original and nothing else', () => {
    expect(isMediaSrc(src)).toBe(true)
    expect(isMediaSrc('/media/images/site/x-00ff00ff.avif')).toBe(true)
    expect(isMediaSrc('/art/safari-dunes.svg')).toBe(false)
    expect(isMediaSrc('/media/images/site/dune-bashing.jpg')).toBe(false)
    expect(isMediaSrc('/media/images/site/dune-a1b2c3d4.svg')).toBe(false)
    expect(isMediaSrc('/media/images/site/dune-A1B2C3D4.jpg')).toBe(false)
    expect(isMediaSrc('/media/../x-a1b2c3d4.jpg')).toBe(false)
  })

  it('has variants at 480, 768, 1200 and 1600 below the image’s width, and at its own width up to 1600', () => {
    expect(variantWidths(4000)).toEqual([480, 768, 1200, 1600])
    expect(variantWidths(1600)).toEqual([480, 768, 1200, 1600])
    expect(variantWidths(1000)).toEqual([480, 768, 1000])
    expect(variantWidths(768)).toEqual([480, 768])
    expect(variantWidths(320)).toEqual([320])
    expect(variantWidths(0)).toEqual([])
  })

  it('derives each variant URL from the original’s', () => {
    expect(variantSrc(src, 960, 'avif')).toBe('/media/images/site/dune-bashing-a1b2c3d4-960.avif')
    expect(variantSrc(src, 480, 'webp')).toBe('/media/images/site/dune-bashing-a1b2c3d4-480.webp')
    expect(variantSrc('/art/x.svg', 480, 'webp')).toBeUndefined()
    expect(variantSrcSet(src, 1000, 'webp')).toBe(
      '/media/images/site/dune-bashing-a1b2c3d4-480.webp 480w, /media/images/site/dune-bashing-a1b2c3d4-768.webp 768w, /media/images/site/dune-bashing-a1b2c3d4-1000.webp 1000w',
    )
    expect(variantSrcSet('/art/x.svg', 1200, 'webp')).toBeUndefined()
  })
})
