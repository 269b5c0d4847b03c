/**
 * The desk's media library in Chromium against the built server: an editor uploads two generated
 * JPEGs at once (EXIF with GPS inside) and sees each upload's progress reach done; the library
 * lists them; alt text in both languages and a focal point are saved; the original and every
 * variant are served typed, immutable and without metadata; HTML named .jpg and an SVG are refused
 * with the message shown in the desk; over 15 MB is 413 on a connection then closed; an agent may
 * not upload.
 */
import type { BrowserContext, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, test, type DeskServer } from '../support/desk-fixture'
import { RawConnection } from '../support/raw-http'
import { gotoHydrated } from '../support/hydration'

test.describe.configure({ mode: 'serial' })

let server: DeskServer
let context: BrowserContext
let desk: Page

/** A 1200 × 800 photo-like JPEG with the camera's EXIF and a GPS position. */
async function photo(mean: number): Promise<Buffer> {
  const noise = await sharp({ create: { width: 150, height: 100, channels: 3, background: '#b07040', noise: { type: 'gaussian', mean, sigma: 40 } } })
    .png()
    .toBuffer()
  return sharp(noise)
    .resize(1200, 800)
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Dune 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '25/1 11/1 49/1', GPSLongitudeRef: 'E', GPSLongitude: '55/1 16/1 26/1' },
    })
    .toBuffer()
}

test.beforeAll(async ({ deskServer, signedInAs }) => {
  server = deskServer
  desk = (await signedInAs('editor')).page
  context = desk.context()
})

async function openMedia(page: Page) {
  await gotoHydrated(page, `${server.url}/admin/media`)
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible()
}

/** The library's count line for `n` photos. */
const count = (n: number) => (n === 0 ? 'No photos yet.' : n === 1 ? '1 photo' : `${String(n)} photos`)

const uploadRow = (page: Page, name: string, list = 'Uploads') => page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: name })

test('two JPEGs chosen at once each progress to done, and the library lists them', async () => {
  test.setTimeout(240_000)
  await openMedia(desk)
  // The desk server is shared by this worker's desk specs: another may have added photos already.
  const before = await desk.getByRole('article').count()
  await expect(desk.getByText(count(before), { exact: before > 0 })).toBeVisible()
  await desk.getByLabel('Choose photos').setInputFiles([
    { name: 'Dune Evening.jpg', mimeType: 'image/jpeg', buffer: await photo(110) },
    { name: 'Creek Dhow.jpg', mimeType: 'image/jpeg', buffer: await photo(150) },
  ])
  for (const name of ['Dune Evening.jpg', 'Creek Dhow.jpg']) {
    await expect(uploadRow(desk, name)).toContainText('Done', { timeout: 60_000 })
    await expect(desk.getByRole('progressbar', { name: `Upload of ${name}` })).toHaveAttribute('value', '100')
    await expect(desk.getByRole('article', { name })).toBeVisible()
  }
  await expect(desk.getByText(count(before + 2), { exact: true })).toBeVisible()
  await expect(desk.getByRole('article', { name: 'Dune Evening.jpg' })).toContainText('1200 × 800 pixels')
  await expect(desk.getByRole('article', { name: 'Dune Evening.jpg' })).toContainText('Needs alt text')
})

test('alt text in both languages and a focal point clicked on the preview are saved', async () => {
  const card = desk.getByRole('article', { name: 'Dune Evening.jpg' })
  await card.getByLabel('Alt text (EN)').fill('Dunes in the evening light')
  await card.getByLabel('Alt text（中文）').fill('傍晚阳光下的沙丘')
  const preview = card.getByRole('button', { name: /^Focal point/ })
  const box = await preview.boundingBox()
  if (!box) throw new Error('no preview')
  await preview.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } })
  await expect(card).toContainText('25% from the left, 75% from the top')
  await card.getByRole('button', { name: 'Save' }).click()
  await expect(card.getByRole('status')).toHaveText('Saved.')

  await desk.reload()
  const saved = desk.getByRole('article', { name: 'Dune Evening.jpg' })
  await expect(saved.getByLabel('Alt text (EN)')).toHaveValue('Dunes in the evening light')
  await expect(saved.getByLabel('Alt text（中文）')).toHaveValue('傍晚阳光下的沙丘')
  await expect(saved).toContainText('25% from the left, 75% from the top')
  await expect(saved).not.toContainText('Needs alt text')
  // Search finds it by its Chinese alt text and leaves the other out.
  await desk.getByLabel('Search by file name or alt text').fill('沙丘')
  await desk.getByRole('button', { name: 'Search' }).click()
  await expect(desk.getByText('1 photo', { exact: true })).toBeVisible()
  await expect(desk.getByRole('article', { name: 'Creek Dhow.jpg' })).toBeHidden()
})

test('the original and its variants are served with their type, immutable caching and no EXIF', async () => {
  await openMedia(desk)
  const card = desk.getByRole('article', { name: 'Dune Evening.jpg' })
  const src = await card.getByRole('link', { name: /^\/media\/images\/site\// }).getAttribute('href')
  expect(src).toMatch(/^\/media\/images\/site\/dune-evening-[0-9a-f]{8}\.jpg$/)
  const stem = (src ?? '').replace(/\.jpg$/, '')
  const files = [
    { path: src ?? '', type: 'image/jpeg', format: 'jpeg', width: 1200 },
    ...[480, 768, 1200].flatMap((width) => [
      { path: `${stem}-${String(width)}.avif`, type: 'image/avif', format: 'heif', width },
      { path: `${stem}-${String(width)}.webp`, type: 'image/webp', format: 'webp', width },
    ]),
  ]
  for (const file of files) {
    const response = await desk.request.get(`${server.url}${file.path}`)
    expect(response.status(), file.path).toBe(200)
    expect(response.headers()['content-type'], file.path).toBe(file.type)
    expect(response.headers()['cache-control'], file.path).toBe('public, max-age=31536000, immutable')
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
    const bytes = await response.body()
    const meta = await sharp(bytes).metadata()
    expect({ format: meta.format, width: meta.width, exif: meta.exif, xmp: meta.xmp }, file.path).toEqual({
      format: file.format,
      width: file.width,
      exif: undefined,
      xmp: undefined,
    })
    expect(bytes.includes(Buffer.from('TestCam')), file.path).toBe(false)
  }
  expect((await desk.request.get(`${server.url}${stem}-1600.avif`)).status()).toBe(404)
})

test('HTML named .jpg and an SVG are refused with a clear message in the desk', async () => {
  await openMedia(desk)
  const before = await desk.getByRole('article').count()
  await desk.getByLabel('Choose photos').setInputFiles([
    { name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>') },
    {
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>'),
    },
  ])
  await expect(uploadRow(desk, 'holiday.jpg').getByRole('alert')).toHaveText(
    'This file is a web page (HTML), not a photo, whatever its name says. Only JPEG, PNG, WebP and AVIF photos can be uploaded.',
  )
  await expect(uploadRow(desk, 'logo.svg').getByRole('alert')).toHaveText(
    'SVG drawings cannot be uploaded (they can carry scripts). Only JPEG, PNG, WebP and AVIF photos can.',
  )
  // Nothing was added to the library.
  await expect(desk.getByText(count(before), { exact: before > 0 })).toBeVisible()

  // The desk in Chinese says the same in Chinese.
  await desk.getByRole('button', { name: 'Show the desk in Chinese' }).click()
  await expect(desk.getByRole('heading', { name: '图片', level: 1 })).toBeVisible()
  await desk.getByLabel('选择照片').setInputFiles([{ name: 'page.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html><p>hi</p></html>') }])
  await expect(uploadRow(desk, 'page.jpg', '上传列表').getByRole('alert')).toHaveText(
    '这个文件是网页（HTML），不是照片，与文件名无关。只能上传 JPEG、PNG、WebP 和 AVIF 格式的照片。',
  )
  await desk.getByRole('button', { name: '以英文显示后台' }).click()
  await expect(desk.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible()
})

test('a body over 15 MB is refused with 413 and the connection is then closed', async () => {
  const cookie = (await context.cookies(server.url)).map((c) => `${c.name}=${c.value}`).join('; ')
  const host = new URL(server.url).host
  const head = (extra: string) =>
    `POST /admin/media/upload?name=big.jpg HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${server.url}\r\nCookie: ${cookie}\r\nContent-Type: image/jpeg\r\n${extra}\r\n`

  const declared = await RawConnection.open(server.url)
  await declared.write(head(`Content-Length: ${String(16 * 1024 * 1024)}\r\n`))
  await declared.write(Buffer.alloc(64 * 1024, 0xff))
  const refused = await declared.readResponse()
  expect(refused.status).toBe(413)
  expect(refused.headers.connection).toBe('close')
  expect(JSON.parse(refused.body)).toMatchObject({
    ok: false,
    kind: 'tooLarge',
    issues: [{ path: 'file', message: 'tooLarge' }],
    message: 'This file is larger than 15 MB. Make the photo smaller and upload it again.',
  })
  // The server ends the connection cleanly (its FIN), not by a reset.
  expect(await declared.endedBy()).toBe('end')

  // Chunked, with no length given: cut off once past 15 MB.
  const chunked = await RawConnection.open(server.url)
  await chunked.write(head('Transfer-Encoding: chunked\r\n'))
  const chunk = Buffer.alloc(1024 * 1024, 0xd8)
  const answer = chunked.readResponse(20_000)
  for (let i = 0; i < 17 && !chunked.isClosed; i += 1)
    await chunked.write(Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]))
  const cut = await answer
  expect(cut.status).toBe(413)
  expect(cut.headers.connection).toBe('close')
  expect(await chunked.endedBy()).toBe('end')

  // The server goes on answering.
  expect((await desk.request.get(`${server.url}/healthz`)).status()).toBe(200)
})

test('an agent gets 403 from the upload address, and GET there answers 405', async ({ signedInAs }) => {
  const { request: agent } = await signedInAs('agent')
  const refused = await agent.post(`${server.url}/admin/media/upload?name=x.jpg`, {
    headers: { Origin: server.url, 'Content-Type': 'image/jpeg' },
    data: await photo(90),
  })
  expect(refused.status()).toBe(403)
  expect((await agent.get(`${server.url}/admin/media/list`)).status()).toBe(403)
  const get = await desk.request.get(`${server.url}/admin/media/upload`)
  expect(get.status()).toBe(405)
  expect(get.headers().allow).toBe('POST')
})
