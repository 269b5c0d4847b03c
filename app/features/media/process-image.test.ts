import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { processImage } from './process-image.server'

/** A detailed photo-like JPEG as a camera hands it over: coloured noise enlarged smoothly, 2400 × 1600. */
async function detailedPhoto(background: string, mean: number): Promise<Buffer> {
  const small = await sharp({ create: { width: 240, height: 160, channels: 3, background, noise: { type: 'gaussian', mean, sigma: 45 } } })
    .png()
    .toBuffer()
  return sharp(small).resize(2400, 1600, { kernel: 'cubic' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

describe('image variants', () => {
  it('keeps a phone’s banner of a detailed photo within two round trips of a fresh mobile connection', async () => {
    for (const [background, mean] of [
      ['#d08a4a', 90],
      ['#4a7fa8', 100],
    ] as const) {
      const { files } = await processImage(await detailedPhoto(background, mean), 'jpeg', 'images/site/banner-0123abcd.jpg')
      const phone = files.find((file) => file.path === 'images/site/banner-0123abcd-768.avif')
      if (!phone) throw new Error('no 768 px AVIF variant')
      // Lighthouse's mobile model sends about 14.6 KiB, then about 29 KiB, before a third round trip;
      // the less of the second the photo needs, the sooner it is painted.
      expect(phone.bytes.length, background).toBeLessThanOrEqual(36 * 1024)
      const decoded = await sharp(phone.bytes).metadata()
      expect([decoded.width, decoded.height]).toEqual([768, 512])
    }
  })
})
