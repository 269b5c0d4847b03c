/**
 * A scheduled offer leaves the server only inside its window, on every path that carries news:
 * `/api/news` in both languages, the home pages' HTML and their data requests, fresh or from the
 * page cache. The server's clock is moved (ADR 0034): the cached home page changes at the offer's
 * start and end by itself, with no desk action and no sleep.
 */
import { rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDatabase } from '../../app/.server/db/client'
import { migrateDatabase } from '../../app/.server/db/migrate'
import { news } from '../../app/.server/db/schema'
import { createPostgresDatabase } from '../support/databases'
import { newDataDir, startServerProcess, type ServerProcess } from '../support/server-process'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const offer = {
  title: { en: 'Eid dhow dinner at half price', zh: '开斋节独桅帆船晚餐半价' },
  body: { en: 'Two courses on the creek from AED 99 a guest.', zh: '迪拜河上的两道菜晚餐，每位 AED 99 起。' },
}
/** Every text of the offer, in both languages: none may appear outside its window. */
const offerTexts = [offer.title.en, offer.title.zh, offer.body.en, offer.body.zh]

let server: ServerProcess
let startAt: number
let endAt: number
const cleanUp: (() => Promise<void> | void)[] = []

/**
 * A server on a database that holds, besides the built-in news, the offer starting two days after
 * the server's "now" and lasting nine hours. Written before the first request, as the desk would.
 */
beforeAll(async () => {
  startAt = Date.now() + 2 * DAY
  endAt = startAt + 9 * HOUR
  const row = {
    id: 'eid-dhow-dinner',
    title: offer.title,
    body: offer.body,
    pin: true,
    priority: 0,
    startAt: new Date(startAt),
    endAt: new Date(endAt),
  }
  const dataDir = newDataDir()
  cleanUp.push(() => {
    rmSync(dataDir, { recursive: true, force: true })
  })
  const env: Record<string, string> = {}
  if (process.env.TEST_DATABASE_URL) {
    const created = await createPostgresDatabase()
    cleanUp.push(created.drop)
    env.DATABASE_URL = created.url
    const database = await openDatabase({ url: created.url, poolSize: 1 })
    await migrateDatabase(database)
    await database.db.insert(news).values(row)
    await database.close()
  } else {
    const database = await openDatabase({ dir: path.join(dataDir, 'db') })
    await migrateDatabase(database)
    await database.db.insert(news).values(row)
    await database.close()
  }
  server = await startServerProcess({ dataDir, env, clock: true })
})

afterAll(async () => {
  await server.stop()
  for (const step of cleanUp.reverse()) await step()
})

/** The raw bodies of every public path that carries news, and how the home pages were served. */
async function everyNewsPath(): Promise<{ text: string; cache: (string | null)[] }> {
  const paths = ['/api/news?lang=en', '/api/news?lang=zh', '/', '/cn', '/_.data', '/cn.data']
  const answers = await Promise.all(paths.map((target) => fetch(new URL(target, server.url))))
  const texts = await Promise.all(answers.map((answer) => answer.text()))
  answers.forEach((answer, index) => {
    expect(answer.status, paths[index]).toBe(200)
  })
  return { text: texts.join('\n'), cache: answers.slice(2, 4).map((answer) => answer.headers.get('x-page-cache')) }
}

const shown = (text: string) => offerTexts.filter((words) => text.includes(words))

it('a scheduled offer is on no public path before its start, appears at its start and leaves at its end, cached pages included', async () => {
  // Two days before the start: fresh renders, then the cached home pages.
  expect(shown((await everyNewsPath()).text)).toEqual([])
  const cached = await everyNewsPath()
  expect(cached.cache).toEqual(['hit', 'hit'])
  expect(shown(cached.text)).toEqual([])

  // Half a minute before the start the home pages are stored again, without the offer …
  server.setTime(startAt - 30_000)
  expect(shown((await everyNewsPath()).text)).toEqual([])
  const justBefore = await everyNewsPath()
  expect(justBefore.cache).toEqual(['hit', 'hit'])
  expect(shown(justBefore.text)).toEqual([])

  // … and at the start, inside the cache's minute, they are dropped by themselves: no desk action,
  // no content save. The offer is on every path, and cached so.
  server.setTime(startAt + 1000)
  expect(shown((await everyNewsPath()).text)).toEqual(offerTexts)
  const started = await everyNewsPath()
  expect(started.cache).toEqual(['hit', 'hit'])
  expect(shown(started.text)).toEqual(offerTexts)

  // Half a minute before the end it is still there, from the cache.
  server.setTime(endAt - 30_000)
  expect(shown((await everyNewsPath()).text)).toEqual(offerTexts)
  expect((await everyNewsPath()).cache).toEqual(['hit', 'hit'])

  // At the end: gone from every path, also for visitors arriving together while the page renders.
  server.setTime(endAt + 1000)
  const together = await Promise.all([fetch(new URL('/', server.url)), fetch(new URL('/', server.url)), fetch(new URL('/cn', server.url))])
  for (const answer of together) expect(shown(await answer.text())).toEqual([])
  expect(shown((await everyNewsPath()).text)).toEqual([])
  const ended = await everyNewsPath()
  expect(ended.cache).toEqual(['hit', 'hit'])
  expect(shown(ended.text)).toEqual([])
})

it('a home page rendered again a minute later with nothing changed keeps its ETag: a browser revalidating gets 304', async () => {
  // After the offer's end (where the test above leaves the clock): the page stored, then its ETag.
  await (await fetch(new URL('/', server.url))).text()
  const stored = await fetch(new URL('/', server.url))
  await stored.text()
  const etag = stored.headers.get('etag') ?? ''
  expect(stored.headers.get('x-page-cache')).toBe('hit')
  expect(etag).not.toBe('')
  // Past the cache's minute the page is rendered again, with a new nonce and a later clock.
  server.setTime(server.now() + 2 * 60_000)
  await (await fetch(new URL('/', server.url))).text()
  const revalidated = await fetch(new URL('/', server.url), { headers: { 'If-None-Match': etag } })
  expect(revalidated.headers.get('x-page-cache')).toBe('hit')
  expect(revalidated.status).toBe(304)
})
