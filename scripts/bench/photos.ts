/**
 * Part (f): the Lighthouse budgets with uploaded photos instead of the built-in artwork. A fresh
 * server; the owner signs in through the built-in provider (over HTTP, as the desk tests do),
 * uploads photo-like JPEGs of 2400 × 1600 (what a camera or a stock library hands over) through
 * the desk's upload address, and publishes them as the home page's first banner slide (the largest
 * element of / and /cn), the cruise page's banner, the Lotus card and the dinner-cruise page's
 * banner. Lighthouse then runs on those pages as in part (a).
 */
import { request, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { splitContent } from '../../app/features/content/content-units'
import { siteSeed } from '../../app/features/catalog/seed'
import { ownerEmail, signInRequest } from '../../tests/support/admin'
import { setPasswordAt, setupLinks, staffPassword } from '../../tests/support/staff'
import { startServerProcess } from '../../tests/support/server-process'
import { log, sleep, track } from './common'
import { runLighthouse, type LighthouseRow } from './lighthouse'

export const photoPages = ['/', '/cn', '/cruise', '/cn/cruise', '/city/sndcruise']

type Uploaded = { src: string; width: number; height: number; bytes: number }

/** A soft, photo-like JPEG: coloured noise enlarged smoothly, as sky, sand and water look when compressed. */
async function photo(background: string, seed: number): Promise<Buffer> {
  const small = await sharp({ create: { width: 240, height: 160, channels: 3, background, noise: { type: 'gaussian', mean: 90 + seed * 10, sigma: 45 } } })
    .png()
    .toBuffer()
  return sharp(small).resize(2400, 1600, { kernel: 'cubic' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

async function upload(api: APIRequestContext, baseUrl: string, name: string, jpeg: Buffer): Promise<Uploaded> {
  const response = await api.post(`${baseUrl}/admin/media/upload?name=${encodeURIComponent(name)}`, {
    data: jpeg,
    headers: { 'Content-Type': 'image/jpeg', Origin: baseUrl },
    timeout: 120_000,
  })
  if (![200, 201].includes(response.status())) throw new Error(`upload of ${name} answered ${String(response.status())}: ${await response.text()}`)
  const { item } = (await response.json()) as { item: { src: string; width: number; height: number } }
  return { src: item.src, width: item.width, height: item.height, bytes: jpeg.length }
}

/** Publishes `data` as the unit's next version (a fresh server: every unit is at version 1). */
async function publish(api: APIRequestContext, baseUrl: string, unitId: string, data: unknown): Promise<void> {
  const response = await api.post(`${baseUrl}/admin/content/${encodeURIComponent(unitId)}`, {
    form: { intent: 'publish', data: JSON.stringify(data), expectedVersion: '1' },
    headers: { Origin: baseUrl },
    maxRedirects: 0,
  })
  const location = response.headers().location ?? ''
  if (!location.includes('published=')) throw new Error(`publishing ${unitId} answered ${String(response.status())}: ${(await response.text()).slice(0, 500)}`)
}

type Image = { src: string; alt: { en: string; zh: string }; width: number; height: number }
const withPhoto = (image: Image, uploaded: Uploaded): Image => ({ ...image, src: uploaded.src, width: uploaded.width, height: uploaded.height })

export async function runPhotos(options: { cli: string; outDir: string }): Promise<{ rows: LighthouseRow[]; photos: Uploaded[] }> {
  const server = await startServerProcess({ env: { ADMIN_EMAILS: ownerEmail, LOG_LEVEL: 'info' } })
  track(server.child)
  const api = await request.newContext()
  try {
    const deadline = Date.now() + 15_000
    while (!/"setupLinks"/.test(server.output())) {
      if (Date.now() > deadline) throw new Error('the server printed no setup link')
      await sleep(100)
    }
    for (const link of setupLinks(server)) await setPasswordAt(link.url)
    await signInRequest(api, server.url, ownerEmail, staffPassword)
    const uploads: [name: string, colour: string][] = [
      ['Dubai Marina at dusk.jpg', '#d08a4a'],
      ['Dhow on the Creek.jpg', '#4a7fa8'],
      ['Lotus yacht deck.jpg', '#2f5f7f'],
      ['Dinner cruise table.jpg', '#8a5a3a'],
    ]
    const photos: Uploaded[] = []
    for (const [index, [name, colour]] of uploads.entries()) photos.push(await upload(api, server.url, name, await photo(colour, index)))
    const [marina, creek, lotus, dinner] = photos as [Uploaded, Uploaded, Uploaded, Uploaded]
    const units = new Map(splitContent(siteSeed).map((unit) => [unit.id, unit.data as Record<string, unknown>]))
    const unit = (id: string) => {
      const data = units.get(id)
      if (!data) throw new Error(`no content unit ${id}`)
      return structuredClone(data)
    }
    const home = unit('home')
    const slides = home.slides as Image[]
    slides[0] = withPhoto(slides[0] as Image, marina)
    await publish(api, server.url, 'home', home)
    const cruise = unit('category:cruise')
    cruise.banner = withPhoto(cruise.banner as Image, creek)
    await publish(api, server.url, 'category:cruise', cruise)
    const lotusCard = unit('product:cruise-lotus')
    lotusCard.image = withPhoto(lotusCard.image as Image, lotus)
    await publish(api, server.url, 'product:cruise-lotus', lotusCard)
    const dinnerPage = unit('detail:city-sndcruise')
    dinnerPage.banner = withPhoto(dinnerPage.banner as Image, dinner)
    await publish(api, server.url, 'detail:city-sndcruise', dinnerPage)
    log(`  published ${String(photos.length)} photos (${photos.map((p) => `${String(Math.round(p.bytes / 1024))} KiB`).join(', ')} as uploaded)`)
    const lighthouse = await runLighthouse({ baseUrl: server.url, cli: options.cli, outDir: options.outDir, pages: photoPages, filePrefix: 'photos' })
    return { rows: lighthouse.rows, photos }
  } finally {
    await api.dispose()
    await server.stop()
  }
}
