/**
 * The site's own artwork (`/art/*.svg`, shipped with the code, not uploaded): every picture the
 * seeded content uses, once each, with the seed's image descriptions. The media picker offers it
 * beside the library, so a page that was given a photo can have its original artwork back.
 */
import { siteSeed } from '../catalog/seed'

export type ArtworkImage = { src: string; alt: { en: string; zh: string }; width: number; height: number; focal: { x: number; y: number } }

function isArtwork(value: unknown): value is Omit<ArtworkImage, 'focal'> & { focal?: ArtworkImage['focal'] } {
  if (typeof value !== 'object' || value === null) return false
  const image = value as Record<string, unknown>
  return (
    typeof image.src === 'string' &&
    image.src.startsWith('/art/') &&
    typeof image.width === 'number' &&
    typeof image.height === 'number' &&
    typeof image.alt === 'object'
  )
}

function collect(value: unknown, found: Map<string, ArtworkImage>): void {
  if (Array.isArray(value)) {
    for (const child of value) collect(child, found)
  } else if (isArtwork(value)) {
    if (!found.has(value.src))
      found.set(value.src, {
        src: value.src,
        alt: { en: value.alt.en, zh: value.alt.zh },
        width: value.width,
        height: value.height,
        focal: value.focal ?? { x: 50, y: 50 },
      })
  } else if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) collect(child, found)
  }
}

let artwork: ArtworkImage[] | undefined

/** Every artwork of the seed, by file name; `q` keeps those whose name or description holds it. */
export function siteArtwork(q = ''): ArtworkImage[] {
  if (!artwork) {
    const found = new Map<string, ArtworkImage>()
    collect(siteSeed, found)
    artwork = [...found.values()].sort((a, b) => a.src.localeCompare(b.src))
  }
  const needle = q.trim().toLowerCase()
  if (!needle) return artwork
  return artwork.filter((image) => `${image.src} ${image.alt.en} ${image.alt.zh}`.toLowerCase().includes(needle))
}
