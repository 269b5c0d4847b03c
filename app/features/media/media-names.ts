/** Naming an upload: the formats accepted, a URL-safe file name and the stored key. */

/** The default storage folder for site images, under /media. */
export const SITE_IMAGE_FOLDER = 'images/site'

/** The formats an upload may be, with the extension and Content-Type its stored original gets. */
export const imageFormats = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  webp: { ext: 'webp', contentType: 'image/webp' },
  avif: { ext: 'avif', contentType: 'image/avif' },
} as const
export type ImageFormat = keyof typeof imageFormats

const MAX_NAME_LENGTH = 48

/**
 * A file name made safe for a URL: lower-case ASCII letters, digits and single hyphens, accents
 * folded (é → e), no folder and no extension, at most 48 characters; `image` when nothing is left
 * (a name in Chinese characters, say).
 */
export function safeBaseName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? ''
  const stem = base.replace(/\.[^.]*$/, '')
  const folded = stem
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  const cut = folded.slice(0, MAX_NAME_LENGTH).replace(/-+$/, '')
  return cut === '' ? 'image' : cut
}

/** The stored key (path under /media) of an upload: `images/site/<safe-name>-<hash8>.<ext>`. */
export function mediaKey(fileName: string, sha256Hex: string, format: ImageFormat): string {
  if (!/^[0-9a-f]{64}$/.test(sha256Hex)) throw new Error('mediaKey needs a SHA-256 in hex')
  return `${SITE_IMAGE_FOLDER}/${safeBaseName(fileName)}-${sha256Hex.slice(0, 8)}.${imageFormats[format].ext}`
}
