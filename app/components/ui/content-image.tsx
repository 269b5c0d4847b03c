/**
 * An image of the site content. An uploaded photo (/media/…) becomes a <picture> with AVIF and
 * WebP `srcset`s of its variants (derived from `src` and `width` by lib/media-urls.ts) and the
 * original as the fallback <img>; built-in artwork (/art/….svg) stays one plain <img>. Width and
 * height are always set (no layout shift); below the fold it loads lazily, and `priority` (the
 * first screen's image) asks for it first instead, preloaded from <head>. The focal point becomes
 * `object-position`.
 * No hooks and no state: it adds no client code beyond itself.
 */
import { preload } from 'react-dom'
import { isMediaSrc, variantSrc, variantSrcSet, variantWidths } from '../../lib/media-urls'

export type ContentImageValue = {
  src: string
  alt: string
  width: number
  height: number
  /** Percent from the left and top edge; the centre when absent. */
  focal?: { x: number; y: number }
}

type Props = {
  image: ContentImageValue
  /** The `sizes` of the variants: how wide the image is shown, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string
  /** On the first screen (banner, first slide): fetched first and never lazily. */
  priority?: boolean
  className?: string
}

export function ContentImage({ image, sizes, priority = false, className }: Props) {
  const loading = priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const }
  const img = (style?: React.CSSProperties) => (
    <img src={image.src} alt={image.alt} width={image.width} height={image.height} {...loading} decoding="async" className={className} style={style} />
  )
  if (!isMediaSrc(image.src)) return img()
  const focal = image.focal
  const avifSet = variantSrcSet(image.src, image.width, 'avif')
  if (priority && avifSet) {
    // The first screen's photo is announced at the top of <head>, so the browser asks for it before
    // it has read the rest of the page (browsers without AVIF ignore a preload of that type).
    const widest = variantWidths(image.width).at(-1) ?? image.width
    preload(variantSrc(image.src, widest, 'avif') ?? image.src, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: avifSet,
      imageSizes: sizes,
      fetchPriority: 'high',
    })
  }
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avifSet} sizes={sizes} />
      <source type="image/webp" srcSet={variantSrcSet(image.src, image.width, 'webp')} sizes={sizes} />
      {img(focal ? { objectPosition: `${String(focal.x)}% ${String(focal.y)}%` } : undefined)}
    </picture>
  )
}
