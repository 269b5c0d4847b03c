import { describe, expect, it } from 'vitest'
import { readDeskInput } from './desk-command.server'
import { deskResponse, issuesByField, limited, minutesToWait, refuse, toDeskJson, type DeskResult } from './desk-result'

describe('desk results', () => {
  it('answer 200 when done, and 400, 403, 404 or 409 by the kind of refusal, never cached', async () => {
    const result: DeskResult<{ id: string }> = { ok: true, id: 'a1' }
    const done = deskResponse(result)
    expect([done.status, await done.json()]).toEqual([200, { ok: true, id: 'a1' }])
    const statuses = (['invalid', 'forbidden', 'notFound', 'stale'] as const).map((kind) => deskResponse(refuse(kind)).status)
    expect(statuses).toEqual([400, 403, 404, 409])
    expect(done.headers.get('cache-control')).toBe('no-store')
  })

  it('answer 429 with Retry-After when the person has done it too often lately', async () => {
    const refused = deskResponse(limited(125))
    expect([refused.status, refused.headers.get('retry-after'), refused.headers.get('cache-control')]).toEqual([429, '125', 'no-store'])
    expect(await refused.json()).toEqual({ ok: false, kind: 'limited', retryAfterSeconds: 125 })
    expect(deskResponse(refuse('stale')).headers.has('retry-after')).toBe(false)
    // A file the desk cannot take, and a site too busy to do it now (with when to try again).
    expect((['tooLarge', 'unsupported', 'unreadable'] as const).map((kind) => deskResponse(refuse(kind)).status)).toEqual([413, 415, 422])
    const busy = deskResponse(refuse('unavailable', { retryAfterSeconds: 60 }))
    expect([busy.status, busy.headers.get('retry-after')]).toEqual([503, '60'])
    expect([minutesToWait(125), minutesToWait(5), minutesToWait(undefined)]).toEqual([3, 1, 1])
  })

  it('show one message per field: the first issue of each', () => {
    expect(
      issuesByField([
        { path: 'title.en', message: 'required' },
        { path: 'title.en', message: 'tooLong' },
        { path: 'endAt', message: 'badDate' },
      ]),
    ).toEqual({ 'title.en': 'required', endAt: 'badDate' })
  })

  it('travel as JSON does: dates as ISO text, nothing undefined, no NaN', () => {
    expect(toDeskJson({ at: new Date('2026-12-01T05:00:00Z'), gone: undefined, n: Number.NaN, list: [1, 'two'] })).toEqual({
      at: '2026-12-01T05:00:00.000Z',
      n: null,
      list: [1, 'two'],
    })
  })
})

describe('what a desk screen sends', () => {
  const post = (body: BodyInit, type?: string) =>
    new Request('http://127.0.0.1/admin/news', { method: 'POST', body, ...(type ? { headers: { 'Content-Type': type } } : {}) })

  it('is read as JSON when sent as JSON, as the form’s fields otherwise, and as nothing when it is neither', async () => {
    expect(await readDeskInput(post(JSON.stringify({ intent: 'create', draft: { pin: true } }), 'application/json'))).toEqual({
      intent: 'create',
      draft: { pin: true },
    })
    expect(await readDeskInput(post(new URLSearchParams({ intent: 'delete', id: 'n1' })))).toEqual({ intent: 'delete', id: 'n1' })
    expect(await readDeskInput(post('{not json', 'application/json'))).toBeUndefined()
    expect(await readDeskInput(post('intent=delete', 'text/plain'))).toBeUndefined()
  })
})
