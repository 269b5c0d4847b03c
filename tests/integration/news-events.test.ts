/**
 * The desk's live news list: every open desk's event stream receives a `news` event when any desk
 * saves, across two database connections (two instances) on PostgreSQL and within one process on
 * PGlite; a desk that leaves (request aborted) stops receiving and its stream ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../app/.server/db/client'
import { users } from '../../app/.server/db/schema'
import {
  announceSessionsEnded,
  createSession,
  hashToken,
  onSessionsEnded,
  readSessionByHash,
  revokeSession,
  revokeSessionsOf,
} from '../../app/features/staff/session.server'
import { changeRole, removeStaff } from '../../app/features/team/team-roster.server'
import { createNews, deleteNews } from '../../app/features/news/news-commands.server'
import { newsEventStream, type StreamGuard } from '../../app/features/news/news-events.server'
import { databaseTargets } from '../support/databases'

const audit = () => Promise.resolve()

function draft(title: string) {
  return {
    title: { en: title, zh: '' },
    body: { en: 'Cooler evenings on the dunes.', zh: '' },
    ctaText: { en: '', zh: '' },
    ctaLink: '',
    pin: false,
    variant: 'info' as const,
    priority: 0,
    startAt: null,
    endAt: null,
    extra: {},
  }
}

/** Reads an event stream's text as it arrives. */
function reader(response: Response) {
  const stream = response.body
  if (!stream) throw new Error('no body')
  const source = stream.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let done = false
  const pump = (async () => {
    for (;;) {
      const chunk = await source.read()
      if (chunk.done) {
        done = true
        return
      }
      text += decoder.decode(chunk.value, { stream: true })
    }
  })()
  return { text: () => text, done: () => done, pump }
}

async function until(check: () => boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe.each(databaseTargets)('news event stream on $name', (target) => {
  let first: Database
  let second: Database
  let dispose: () => Promise<void>

  beforeAll(async () => {
    const created = await target.create()
    first = created.database
    // PostgreSQL: a second instance with its own connections; PGlite is one process, so the same.
    second = created.url ? await openDatabase({ url: created.url, poolSize: 2 }) : first
    dispose = async () => {
      if (second !== first) await second.close()
      await created.dispose()
    }
  })
  afterAll(async () => {
    await dispose()
  })

  it('streams text/event-stream and delivers a save to every open desk, then stops for a desk that left', async () => {
    const leaving = new AbortController()
    const staying = new AbortController()
    const responseA = newsEventStream(first, leaving.signal)
    const responseB = newsEventStream(second, staying.signal)
    expect(responseA.headers.get('Content-Type')).toMatch(/^text\/event-stream/)
    const a = reader(responseA)
    const b = reader(responseB)
    await until(() => a.text().includes(': connected') && b.text().includes(': connected'))

    const created = await createNews(first, draft('Saved on desk one'), { audit, now: new Date() })
    if (!created.ok) throw new Error('create failed')
    await until(() => a.text().includes(`event: news\ndata: ${created.item.id}\n\n`))
    await until(() => b.text().includes(`event: news\ndata: ${created.item.id}\n\n`))

    leaving.abort()
    await until(() => a.done())
    const before = a.text()
    const deleted = await deleteNews(second, created.item.id, { audit, now: new Date() })
    expect(deleted.ok).toBe(true)
    await until(() => b.text().split('event: news').length === 3)
    expect(a.text()).toBe(before)
    staying.abort()
    await until(() => b.done())
  })

  describe('a stream ends with the session that opened it', () => {
    const times = { idleMs: 30 * 60_000, maxMs: 10 * 3_600_000 }
    const audit = { actor: null, ip: '203.0.113.7', userAgent: 'test', requestId: 'r' }
    let personCount = 0

    /** A person on the staff list with a live session, and the guard the desk's stream route builds. */
    async function deskSession(db: Database, everyMs: number, role: 'owner' | 'editor' = 'editor') {
      personCount += 1
      const [person] = await db.db
        .insert(users)
        .values({ email: `streamer${String(personCount)}@example.com`, role })
        .returning()
      if (!person) throw new Error('no person')
      const { token } = await createSession(db.db, person.id, times, { ip: '203.0.113.7', userAgent: 'test' }, new Date())
      const tokenHash = hashToken(token)
      const guard: StreamGuard = {
        everyMs,
        isAllowed: async () => {
          const session = await readSessionByHash(db.db, tokenHash, times, new Date())
          return session.status === 'active' && session.staff.role !== 'agent'
        },
        onRevocation: (recheck) => onSessionsEnded(db, recheck),
      }
      return { person, tokenHash, guard }
    }

    it('sign-out everywhere on another instance ends the stream at once, with a signed-out event', async () => {
      const { person, guard } = await deskSession(second, 60_000)
      const open = new AbortController()
      const stream = reader(newsEventStream(second, open.signal, guard))
      await until(() => stream.text().includes(': connected'))
      await revokeSessionsOf(first.db, person.id, new Date())
      await announceSessionsEnded(first, person.id)
      // Well before the periodic check (a minute): the announcement did it.
      await until(() => stream.done(), 3000)
      expect(stream.text()).toContain('event: signed-out\n')
      open.abort()
    })

    it('a role change or a removal ends the person’s stream; other people’s streams go on', async () => {
      const owner = await deskSession(first, 60_000, 'owner')
      const changed = await deskSession(second, 60_000)
      const removed = await deskSession(second, 60_000)
      const aborts = [new AbortController(), new AbortController(), new AbortController()]
      const [ownerStream, changedStream, removedStream] = [owner, changed, removed].map((desk, i) =>
        reader(newsEventStream(i === 0 ? first : second, aborts[i]?.signal ?? new AbortController().signal, desk.guard)),
      )
      if (!ownerStream || !changedStream || !removedStream) throw new Error('streams')
      await until(() => [ownerStream, changedStream, removedStream].every((s) => s.text().includes(': connected')))
      await changeRole(first.db, audit, changed.person.id, 'agent', new Date())
      await announceSessionsEnded(first, changed.person.id)
      await until(() => changedStream.done(), 3000)
      await removeStaff(first.db, audit, removed.person.id, new Date())
      await announceSessionsEnded(first, removed.person.id)
      await until(() => removedStream.done(), 3000)
      expect(ownerStream.done()).toBe(false)
      // The remaining stream still gets news.
      const created = await createNews(first, draft('After the others left'), { audit: () => Promise.resolve(), now: new Date() })
      if (!created.ok) throw new Error('create failed')
      await until(() => ownerStream.text().includes(`data: ${created.item.id}`))
      for (const abort of aborts) abort.abort()
    })

    it('without any announcement, the periodic check still ends it (a session revoked or expired quietly)', async () => {
      const session = await deskSession(second, 150)
      const { tokenHash } = session
      let checks = 0
      const guard: StreamGuard = {
        ...session.guard,
        isAllowed: async () => {
          const isAllowed = await session.guard.isAllowed()
          checks += 1
          return isAllowed
        },
      }
      const open = new AbortController()
      const stream = reader(newsEventStream(second, open.signal, guard))
      await until(() => stream.text().includes(': connected'))
      // The periodic check runs, and keeps the stream of a session still valid open.
      await until(() => checks >= 2)
      expect(stream.done()).toBe(false)
      await revokeSession(first.db, tokenHash, new Date())
      await until(() => stream.done(), 3000)
      expect(stream.text()).toContain('event: signed-out\n')
      open.abort()
    })
  })
})
