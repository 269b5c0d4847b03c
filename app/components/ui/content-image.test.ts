import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ContentImage, type ContentImageValue } from './content-image'

const render = (image: ContentImageValue, options: { priority?: boolean } = {}) =>
  renderToStaticMarkup(createElement(ContentImage, { image, sizes: '(min-width: 1024px) 33vw, 100vw', className: 'w-full object-cover', ...options }))

describe('ContentImage', () => {
  it('renders built-in artwork as the same plain lazy <img> as before', () => {
    expect(render({ src: '/art/safari-dunes.svg', alt: 'Dunes at sunset', width: 1600, height: 1050 })).toBe(
      '<img src="/art/safari-dunes.svg" alt="Dunes at sunset" width="1600" height="1050" loading="lazy" decoding="async" class="w-full object-cover"/>',
    )
    // React hoists a preload of a high-priority <img> into the head, as it did before.
    expect(render({ src: '/art/safari-dunes.svg', alt: 'Dunes', width: 1600, height: 1050 }, { priority: true })).toBe(
      '<link rel="preload" as="image" href="/art/safari-dunes.svg" fetchPriority="high"/>' +
        '<img src="/art/safari-dunes.svg" alt="Dunes" width="1600" height="1050" fetchPriority="high" decoding="async" class="w-full object-cover"/>',
    )
  })

  it('renders an upload as a <picture> with AVIF and WebP variants up to its width, the original as fallback', () => {
    const html = render({ src: '/media/images/site/dunes-a1b2c3d4.jpg', alt: 'Dunes', width: 1200, height: 800, focal: { x: 30, y: 60 } })
    const stem = '/media/images/site/dunes-a1b2c3d4'
    expect(html).toBe(
      '<picture class="contents">' +
        `<source type="image/avif" srcSet="${stem}-480.avif 480w, ${stem}-768.avif 768w, ${stem}-1200.avif 1200w" sizes="(min-width: 1024px) 33vw, 100vw"/>` +
        `<source type="image/webp" srcSet="${stem}-480.webp 480w, ${stem}-768.webp 768w, ${stem}-1200.webp 1200w" sizes="(min-width: 1024px) 33vw, 100vw"/>` +
        `<img src="${stem}.jpg" alt="Dunes" width="1200" height="800" loading="lazy" decoding="async" class="w-full object-cover" style="object-position:30% 60%"/>` +
        '</picture>',
    )
  })

  it('asks for a priority upload first and never lazily; no focal point means no object-position', () => {
    const html = render({ src: '/media/images/site/hero-00ff00ff.webp', alt: 'Hero', width: 3000, height: 2000 }, { priority: true })
    expect(html).toContain('fetchPriority="high"')
    expect(html).not.toContain('loading=')
    expect(html).not.toContain('style=')
    expect(html).toContain('-1600.avif 1600w"')
    expect(html).not.toContain('3000w')
    // The AVIF variants are preloaded (browsers without AVIF skip a preload of that type); the
    // original is the fallback only and is never preloaded.
    const stem = '/media/images/site/hero-00ff00ff'
    const preloads = html.match(/<link rel="preload"[^>]*>/g) ?? []
    expect(preloads).toHaveLength(1)
    expect(preloads[0]).toContain('type="image/avif"')
    expect(preloads[0]).toContain(`imageSrcSet="${stem}-480.avif 480w, ${stem}-768.avif 768w, ${stem}-1200.avif 1200w, ${stem}-1600.avif 1600w"`)
    expect(preloads[0]).toContain('imageSizes="(min-width: 1024px) 33vw, 100vw"')
    expect(preloads[0]).toContain('fetchPriority="high"')
    expect(html).not.toContain(`href="${stem}.webp"`)
  })

  it('preloads nothing for a photo below the fold', () => {
    expect(render({ src: '/media/images/site/card-00ff00ff.jpg', alt: 'Card', width: 1200, height: 800 })).not.toContain('rel="preload"')
  })
})
