import { describe, expect, it } from 'vitest'
import { siteContentSchema, type SiteContent } from '../catalog/catalog-schema'
import { siteSeed } from '../catalog/seed/index'
import { mediaUsage, usesOf } from './media-usage'

const photo = '/media/images/site/dunes-a1b2c3d4.jpg'
const other = '/media/images/site/dhow-00ff00ff.webp'

function contentWith(change: (content: SiteContent) => void): SiteContent {
  const content = siteContentSchema.parse(structuredClone(siteSeed))
  change(content)
  return siteContentSchema.parse(content)
}

describe('mediaUsage', () => {
  it('finds nothing in the seed: the built-in artwork is not uploaded media', () => {
    expect(mediaUsage(siteContentSchema.parse(siteSeed)).size).toBe(0)
  })

  it('names the unit, the field and the public page of every use, in content order', () => {
    const content = contentWith((c) => {
      const product = c.products.find((p) => p.id === 'safari-sunset')
      if (!product) throw new Error('seed changed')
      product.image = { ...product.image, src: photo, focal: { x: 30, y: 60 } }
      const slide = c.home.slides[2]
      if (slide) c.home.slides[2] = { ...slide, src: photo }
      const category = c.categories.find((p) => p.id === 'cruise')
      if (category) category.banner = { ...category.banner, src: other }
      c.settings.wechatQrImage = other
    })
    const usage = mediaUsage(content)
    const places = (src: string) => usage.get(src)?.map(({ label: _label, ...place }) => place)
    // Said as the operator says it, in both languages.
    expect(usage.get(photo)?.map((use) => use.label)).toEqual([
      { en: 'Home page · Banner slides 3', zh: '首页 · 横幅轮播图 3' },
      { en: 'Sunset Dunes Select · Image', zh: '日落沙丘优选 · 图片' },
    ])
    expect(places(photo)).toEqual([
      { unit: 'home', field: 'slides[2]', href: '/' },
      { unit: 'products/safari-sunset', field: 'image', href: '/safari/regsafari#safari-sunset' },
    ])
    expect(places(other)).toEqual([
      { unit: 'settings', field: 'wechatQrImage', href: '/contact' },
      { unit: 'categories/cruise', field: 'banner', href: '/cruise' },
    ])
  })

  it('counts a use of one of the variants as a use of the image', () => {
    const content = contentWith((c) => {
      const page = c.details.find((p) => p.id === 'city-city12')
      if (page) page.banner = { ...page.banner, src: '/media/images/site/dunes-a1b2c3d4-960.webp' }
    })
    expect(usesOf(mediaUsage(content), photo).map(({ label: _label, ...place }) => place)).toEqual([
      { unit: 'details/city-city12', field: 'banner', href: '/city/city12' },
    ])
    expect(usesOf(mediaUsage(content), other)).toEqual([])
    // Another image whose name only starts the same is not this one.
    expect(usesOf(mediaUsage(content), '/media/images/site/dunes-a1b2c3d.jpg')).toEqual([])
  })
})
