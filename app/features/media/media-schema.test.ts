import { describe, expect, it } from 'vitest'
import { toPickedImage } from './media-picker'
import { hasAltText, mediaUpdateSchema, type MediaItem } from './media-schema'

const item: MediaItem = {
  id: 7,
  src: '/media/images/site/dunes-a1b2c3d4.jpg',
  originalName: 'Dunes.jpg',
  contentType: 'image/jpeg',
  width: 3000,
  height: 2000,
  byteSize: 700_000,
  alt: { en: 'Dunes at sunset', zh: '日落时的沙丘' },
  focal: { x: 30, y: 60 },
  uploadedBy: 'editor@example.com',
  createdAt: '2026-11-25T00:00:00.000Z',
  variants: [],
  usedBy: [],
}

const form = { id: '7', altEn: 'Dunes', altZh: '沙丘', focalX: '30', focalY: '60.04' }
const issues = (value: Record<string, string>) => {
  const parsed = mediaUpdateSchema.safeParse(value)
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('picking an image', () => {
  it('needs alt text in both languages', () => {
    expect(hasAltText(item)).toBe(true)
    expect(hasAltText({ alt: { en: 'Dunes', zh: ' ' } })).toBe(false)
    expect(hasAltText({ alt: { en: '', zh: '沙丘' } })).toBe(false)
  })

  it('hands over an imageSchema value: src, alt, size and focal point, nothing of the library', () => {
    expect(toPickedImage(item)).toEqual({ src: item.src, alt: item.alt, width: 3000, height: 2000, focal: { x: 30, y: 60 } })
  })
})

describe('mediaUpdateSchema', () => {
  it('takes alt text and a focal point in percent (one decimal)', () => {
    expect(mediaUpdateSchema.parse(form)).toEqual({ id: 7, altEn: 'Dunes', altZh: '沙丘', focalX: 30, focalY: 60 })
  })

  it('refuses empty, long and broken alt text, a point outside the image and a bad id, with copy keys', () => {
    expect(issues({ ...form, altZh: '  ' })).toEqual(['altZh: altRequired'])
    expect(issues({ ...form, altEn: 'x'.repeat(301) })).toEqual(['altEn: altTooLong'])
    expect(issues({ ...form, altEn: 'Dunes\u0000' })).toEqual(['altEn: altBadCharacters'])
    expect(issues({ ...form, altZh: '沙丘\ud800' })).toEqual(['altZh: altBadCharacters'])
    expect(issues({ ...form, focalX: '101' })).not.toEqual([])
    expect(issues({ ...form, focalY: 'NaN' })).not.toEqual([])
    expect(issues({ ...form, id: '1e30' })).not.toEqual([])
    expect(issues({ ...form, id: '-1' })).not.toEqual([])
  })
})
