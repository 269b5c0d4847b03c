import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mediaKey, safeBaseName } from './media-names'

const sha = 'a1b2c3d4' + '0'.repeat(56)

describe('safeBaseName', () => {
  it('keeps lower-case ASCII words joined by single hyphens, without folder or extension', () => {
    expect(safeBaseName('Desert Sunset (2).JPG')).toBe('desert-sunset-2')
    expect(safeBaseName('C:\\photos\\Dhow cruise.jpeg')).toBe('dhow-cruise')
    expect(safeBaseName('../../etc/passwd')).toBe('passwd')
    expect(safeBaseName('Café Marina — été.png')).toBe('cafe-marina-ete')
    expect(safeBaseName('photo.tar.gz')).toBe('photo-tar')
  })

  it('says image when nothing safe is left', () => {
    expect(safeBaseName('沙漠日落.jpg')).toBe('image')
    expect(safeBaseName('.jpg')).toBe('image')
    expect(safeBaseName('')).toBe('image')
    expect(safeBaseName('\u0000\u202e')).toBe('image')
  })

  it('is at most 48 characters, never ends in a hyphen, and only ever [a-z0-9-]', () => {
    expect(safeBaseName(`${'a'.repeat(47)} b c.jpg`)).toBe('a'.repeat(47))
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (name) => {
        const safe = safeBaseName(name)
        expect(safe).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
        expect(safe.length).toBeLessThanOrEqual(48)
      }),
    )
  })
})

describe('mediaKey', () => {
  it('puts the safe name, the first 8 hex digits of the hash and the format’s extension under images/site', () => {
    expect(mediaKey('Dune Bashing.JPEG', sha, 'jpeg')).toBe('images/site/dune-bashing-a1b2c3d4.jpg')
    expect(mediaKey('x.png', sha, 'avif')).toBe('images/site/x-a1b2c3d4.avif')
    expect(() => mediaKey('x.png', 'not-a-hash', 'png')).toThrow()
  })
})
