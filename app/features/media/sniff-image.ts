/**
 * What an upload really is, from its first bytes: never from its name or the Content-Type the
 * browser sent. Only JPEG, PNG, WebP and AVIF pass; SVG and HTML are named so the refusal can say
 * why (they can carry scripts), everything else is `unknown`. sharp then decodes the file, which
 * settles whether the image inside is whole.
 */
import type { ImageFormat } from './media-names'

export type Sniffed = { kind: 'image'; format: ImageFormat } | { kind: 'svg' | 'html' | 'unknown' }

/** How many leading bytes `sniffImage` needs at most (a text file's markup may follow a preamble). */
export const SNIFF_BYTES = 1024

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end))

/** An ISO-BMFF `ftyp` box naming AVIF (still `avif` or sequence `avis`) as major or compatible brand. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false
  const boxSize = ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)
  const end = Math.min(boxSize >>> 0, bytes.length, 256)
  const brands = [ascii(bytes, 8, 12)]
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4))
  return brands.includes('avif') || brands.includes('avis')
}

export function sniffImage(bytes: Uint8Array): Sniffed {
  const b = bytes
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { kind: 'image', format: 'jpeg' }
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((value, i) => b[i] === value)) {
    return { kind: 'image', format: 'png' }
  }
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return { kind: 'image', format: 'webp' }
  if (isAvif(b)) return { kind: 'image', format: 'avif' }
  // Markup: skip a byte-order mark and white space, then look at what the text starts with.
  const text = new TextDecoder('utf-8', { fatal: false })
    .decode(b.subarray(0, SNIFF_BYTES))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase()
  if (/^<(!doctype html|html)[\s>]/.test(text)) return { kind: 'html' }
  if (/<svg[\s>/]/.test(text)) return { kind: 'svg' }
  if (/^<(!--|[a-z][a-z0-9]*[\s/>])/.test(text)) return { kind: 'html' }
  return { kind: 'unknown' }
}
