/**
 * How uploaded images and their variants are named. Browser-safe and tiny: the public renderer
 * (components/ui/content-image.tsx) derives every variant URL from an image's `src` and `width`
 * alone, by this convention:
 *
 *   original  /media/images/site/<safe-name>-<hash8>.<jpg|png|webp|avif>
 *   variants  /media/images/site/<safe-name>-<hash8>-<width>.<avif|webp>
 *
 * `<hash8>` is the start of the SHA-256 of the uploaded bytes, so the bytes behind a URL never
 * change and it can be cached for a year (ADR 0030).
 */

export const MEDIA_URL_PREFIX = '/media/'
/**
 * Variant widths; the widths at or above an image's own width are replaced by that width. 768
 * serves a full-width image on a phone (a 412 px screen at 1.75 dppx needs 721 pixels); 1200 and
 * 1600 serve tablets and desktops.
 */
export const VARIANT_WIDTHS = [480, 768, 1200, 1600] as const
export const VARIANT_FORMATS = ['avif', 'webp'] as const
export type VariantFormat = (typeof VARIANT_FORMATS)[number]

/** An original's src: folders and a safe name, 8 hex digits, one of the four extensions. */
const originalSrc = /^\/media\/([a-z0-9][a-z0-9/-]*)-([0-9a-f]{8})\.(?:jpg|png|webp|avif)$/

/** Whether `src` is an uploaded image's original, named by the convention above. */
export function isMediaSrc(src: string): boolean {
  return originalSrc.test(src)
}

/** The widths an image `width` pixels wide has variants at: ascending, never wider than the image. */
export function variantWidths(width: number): number[] {
  const own = Math.min(Math.floor(width), Math.max(...VARIANT_WIDTHS))
  if (own < 1) return []
  return [...VARIANT_WIDTHS.filter((w) => w < own), own]
}

/** The URL of one variant of the original at `src`; undefined when `src` is not a media original. */
export function variantSrc(src: string, width: number, format: VariantFormat): string | undefined {
  const match = originalSrc.exec(src)
  if (!match) return undefined
  return `${MEDIA_URL_PREFIX}${match[1] ?? ''}-${match[2] ?? ''}-${String(width)}.${format}`
}

/** The `srcset` of one format: `url 480w, url 768w, …` over every variant width of the image. */
export function variantSrcSet(src: string, width: number, format: VariantFormat): string | undefined {
  if (!isMediaSrc(src)) return undefined
  return variantWidths(width)
    .map((w) => `${variantSrc(src, w, format) ?? ''} ${String(w)}w`)
    .join(', ')
}
