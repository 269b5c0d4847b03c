import { describe, expect, it } from 'vitest'
import { sniffImage } from './sniff-image'

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))))

describe('sniffImage', () => {
  it('knows the four formats by their first bytes', () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toEqual({ kind: 'image', format: 'jpeg' })
    expect(sniffImage(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toEqual({ kind: 'image', format: 'png' })
    expect(sniffImage(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toEqual({ kind: 'image', format: 'webp' })
    expect(sniffImage(bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'))).toEqual({ kind: 'image', format: 'avif' })
    // AVIF named as a compatible brand only.
    expect(sniffImage(bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'mif1avif'))).toEqual({ kind: 'image', format: 'avif' })
  })

  it('refuses look-alikes: HEIC, a RIFF that is not WebP, half a PNG signature', () => {
    expect(sniffImage(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'))).toEqual({ kind: 'unknown' })
    expect(sniffImage(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toEqual({ kind: 'unknown' })
    expect(sniffImage(bytes([0x89], 'PNG'))).toEqual({ kind: 'unknown' })
    expect(sniffImage(bytes([0xff, 0xd8]))).toEqual({ kind: 'unknown' })
    expect(sniffImage(new Uint8Array(0))).toEqual({ kind: 'unknown' })
  })

  it('names SVG and HTML, whatever the file was called, with a byte-order mark or leading space', () => {
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toEqual({ kind: 'svg' })
    expect(sniffImage(bytes('<?xml version="1.0"?>\n<!DOCTYPE svg>\n<svg width="1">'))).toEqual({ kind: 'svg' })
    expect(sniffImage(bytes([0xef, 0xbb, 0xbf], '  <!DOCTYPE html><html><body>hi'))).toEqual({ kind: 'html' })
    expect(sniffImage(bytes('<html><svg></svg></html>'))).toEqual({ kind: 'html' })
    expect(sniffImage(bytes('\n<script>alert(1)</script>'))).toEqual({ kind: 'html' })
    expect(sniffImage(bytes('<!-- a comment --><p>hi</p>'))).toEqual({ kind: 'html' })
    expect(sniffImage(bytes('%PDF-1.7'))).toEqual({ kind: 'unknown' })
    expect(sniffImage(bytes('GIF89a'))).toEqual({ kind: 'unknown' })
  })
})
