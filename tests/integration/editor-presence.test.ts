/**
 * Who else has a page open in the content editor, on each database: the others are named (never
 * oneself), first opened first; a person gone quiet for a minute is no longer named, and counts as
 * opening the page anew when back; one who leaves is gone at once; and a page's marks never show on
 * another page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { markGone, markPresent, PRESENCE_GONE_MS } from '../../app/features/content/editor-presence.server'
import { databaseTargets } from '../support/databases'

const li = { email: 'li.wei@example.com' }
const sara = { email: 'sara@example.com' }
const omar = { email: 'omar@example.com' }
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 28, 6, 0, seconds))

describe.each(databaseTargets)('the editor’s “also editing now” on $name', (target) => {
  let created: Awaited<ReturnType<typeof target.create>>
  beforeAll(async () => {
    created = await target.create()
  })
  afterAll(async () => {
    await created.dispose()
  })
  const db = () => created.database.db

  it('names the others who have the page open, first opened first, never oneself', async () => {
    expect(await markPresent(db(), { unitId: 'product:safari-sunset', person: li, now: at(0) })).toEqual([])
    expect(await markPresent(db(), { unitId: 'product:safari-sunset', person: sara, now: at(5) })).toEqual([{ email: li.email, since: at(0).toISOString() }])
    await markPresent(db(), { unitId: 'product:safari-sunset', person: omar, now: at(8) })
    // Li's next mark: still open since the first one.
    expect(await markPresent(db(), { unitId: 'product:safari-sunset', person: li, now: at(20) })).toEqual([
      { email: sara.email, since: at(5).toISOString() },
      { email: omar.email, since: at(8).toISOString() },
    ])
    expect(await markPresent(db(), { unitId: 'home:home', person: omar, now: at(21) })).toEqual([])
  })

  it('stops naming someone a minute after their last mark, and counts their return as a new visit', async () => {
    const later = (PRESENCE_GONE_MS + 15_000) / 1000
    // Sara and Omar last marked at 5 s and 8 s; Li at 20 s: a minute on, only Li is still there.
    expect(await markPresent(db(), { unitId: 'product:safari-sunset', person: sara, now: at(later) })).toEqual([
      { email: li.email, since: at(0).toISOString() },
    ])
    expect(await markPresent(db(), { unitId: 'product:safari-sunset', person: omar, now: at(later + 1) })).toEqual([
      { email: li.email, since: at(0).toISOString() },
      { email: sara.email, since: at(later).toISOString() },
    ])
  })

  it('forgets one who left at once', async () => {
    await markGone(db(), { unitId: 'product:safari-sunset', email: sara.email })
    const now = at((PRESENCE_GONE_MS + 17_000) / 1000)
    expect((await markPresent(db(), { unitId: 'product:safari-sunset', person: omar, now })).map((other) => other.email)).toEqual([li.email])
  })
})
