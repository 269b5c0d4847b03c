import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { builtinNews } from './news-data'
import { getBoardState, subscribeBoardState, updateBoardState } from './news-board-store'
import {
  compareNews,
  DISMISS_MS,
  dismissNews,
  initialBoardState,
  isCurrentAt,
  isDismissed,
  isVisibleAt,
  NEWS_STORAGE_KEY,
  newsStateAt,
  nextVisibilityChange,
  orderNews,
  parseBoardState,
  parseNewsDate,
  pruneDismissals,
  selectBoardItems,
  serializeBoardState,
  setCollapsed,
  shownSince,
  type Orderable,
} from './news-rules'

const at = (iso: string) => Date.parse(iso)
const today = at('2026-11-22T10:00:00+04:00')

describe('parseNewsDate', () => {
  it('treats a missing bound as open', () => {
    for (const value of [null, undefined, '', '   ']) {
      expect(parseNewsDate(value, 'start')).toBeNull()
      expect(parseNewsDate(value, 'end')).toBeNull()
    }
  })

  it('reads timestamps: Date, epoch milliseconds, digit strings and {seconds, nanoseconds}', () => {
    const ms = at('2025-12-31T19:59:59Z')
    expect(parseNewsDate(new Date(ms), 'end')).toBe(ms)
    expect(parseNewsDate(ms, 'end')).toBe(ms)
    expect(parseNewsDate(String(ms), 'end')).toBe(ms)
    expect(parseNewsDate({ seconds: ms / 1000, nanoseconds: 500_000_000 }, 'end')).toBe(ms + 500)
  })

  it('reads ISO date-times with a zone as that instant', () => {
    expect(parseNewsDate('2025-12-31T23:59:59+04:00', 'end')).toBe(at('2025-12-31T19:59:59Z'))
    expect(parseNewsDate('2025-12-31T20:00:00Z', 'start')).toBe(at('2025-12-31T20:00:00Z'))
    expect(parseNewsDate('2025-12-31 20:00:00.250Z', 'start')).toBe(at('2025-12-31T20:00:00.250Z'))
    expect(parseNewsDate('2025-12-31T23:59+0400', 'end')).toBe(at('2025-12-31T19:59:00Z'))
    expect(parseNewsDate('2025-12-31T10:00:00-05:30', 'end')).toBe(at('2025-12-31T15:30:00Z'))
    expect(parseNewsDate('2025-12-31T10:00:00+05', 'end')).toBe(at('2025-12-31T05:00:00Z'))
    expect(parseNewsDate('2025-12-31t10:00:00z', 'end')).toBe(at('2025-12-31T10:00:00Z'))
  })

  it('reads date-times without a zone in Dubai time', () => {
    expect(parseNewsDate('2025-12-31T08:30', 'start')).toBe(at('2025-12-31T04:30:00Z'))
    expect(parseNewsDate('2025-12-31 08:30:15.5', 'start')).toBe(at('2025-12-31T04:30:15.500Z'))
  })

  it('reads a date as the whole Dubai day: first millisecond for a start, last for an end', () => {
    expect(parseNewsDate('2025-12-31', 'start')).toBe(at('2025-12-31T00:00:00+04:00'))
    expect(parseNewsDate('2025-12-31', 'end')).toBe(at('2026-01-01T00:00:00+04:00') - 1)
    expect(parseNewsDate('2025/1/5', 'start')).toBe(at('2025-01-05T00:00:00+04:00'))
    expect(parseNewsDate('2025.01.05', 'end')).toBe(at('2025-01-06T00:00:00+04:00') - 1)
    expect(parseNewsDate('2024-02-29', 'start')).toBe(at('2024-02-29T00:00:00+04:00'))
  })

  it('refuses what it cannot read, and impossible dates', () => {
    for (const value of [
      'soon',
      '31/12/2025',
      '2025-13-01',
      '2025-02-29',
      '2025-04-31T10:00',
      '2025-12-31T24:00Z',
      'December 31, 2025',
      Number.NaN,
      new Date('x'),
      { seconds: 'x' },
      true,
    ]) {
      expect(parseNewsDate(value, 'end'), JSON.stringify(value)).toBeUndefined()
    }
  })
})

describe('visibility', () => {
  const window = (startAt: unknown, endAt: unknown) => ({ startAt, endAt })

  it('shows an item only while now is inside startAt..endAt, bounds included', () => {
    const item = window('2026-11-01T00:00:00+04:00', '2026-11-30T23:59:59+04:00')
    expect(isVisibleAt(item, at('2026-10-31T23:59:59.999+04:00'))).toBe(false)
    expect(isVisibleAt(item, at('2026-11-01T00:00:00+04:00'))).toBe(true)
    expect(isVisibleAt(item, today)).toBe(true)
    expect(isVisibleAt(item, at('2026-11-30T23:59:59+04:00'))).toBe(true)
    expect(isVisibleAt(item, at('2026-11-30T23:59:59.001+04:00'))).toBe(false)
  })

  it('treats a missing bound as open on either side', () => {
    expect(isVisibleAt(window(null, null), today)).toBe(true)
    expect(isVisibleAt(window(null, '2030-01-01'), today)).toBe(true)
    expect(isVisibleAt(window('2020-01-01', undefined), today)).toBe(true)
    expect(isVisibleAt(window('2027-01-01', null), today)).toBe(false)
  })

  it('includes the whole end day when the end is a date', () => {
    const item = window(null, '2026-11-22')
    expect(isVisibleAt(item, at('2026-11-22T23:59:59+04:00'))).toBe(true)
    expect(isVisibleAt(item, at('2026-11-23T00:00:00+04:00'))).toBe(false)
  })

  it('never shows an item with an unreadable bound', () => {
    expect(isVisibleAt(window('someday', null), today)).toBe(false)
    expect(isVisibleAt(window(null, 'never'), today)).toBe(false)
    expect(isCurrentAt(window(null, 'never'), today)).toBe(false)
  })

  it('counts a future item as current (not ended) but not visible', () => {
    const future = window('2027-01-01', null)
    expect(isCurrentAt(future, today)).toBe(true)
    expect(isVisibleAt(future, today)).toBe(false)
  })

  it('applies to the built-in items: the 2025 theme-parks offer has ended by 2026-11-22', () => {
    const visible = builtinNews.filter((item) => isVisibleAt(item, today)).map((item) => item.id)
    expect(visible).toEqual(['builtin-musandam', 'builtin-peak-surcharge'])
    const december2025 = at('2025-12-20T12:00:00+04:00')
    expect(builtinNews.filter((item) => isVisibleAt(item, december2025)).map((item) => item.id)).toEqual([
      'builtin-musandam',
      'builtin-theme-parks',
      'builtin-peak-surcharge',
    ])
    expect(isVisibleAt(builtinNews[1] ?? window(null, null), at('2026-01-01T00:00:00+04:00'))).toBe(false)
  })
})

describe('when the board changes next', () => {
  it('is the earliest start still ahead, or the millisecond after an end still ahead', () => {
    const items = [
      { startAt: '2026-11-01', endAt: null },
      { startAt: '2026-11-22T10:30', endAt: '2026-11-22T11:00:00+04:00' },
      { startAt: null, endAt: '2026-11-22T10:20:00+04:00' },
      { startAt: 'someday', endAt: null },
    ]
    expect(nextVisibilityChange(items, today)).toBe(at('2026-11-22T10:20:00.001+04:00'))
    expect(nextVisibilityChange(items, at('2026-11-22T10:20:00.001+04:00'))).toBe(at('2026-11-22T10:30:00+04:00'))
    expect(nextVisibilityChange(items, at('2026-11-22T10:30:00+04:00'))).toBe(at('2026-11-22T11:00:00.001+04:00'))
    expect(nextVisibilityChange(items, at('2026-11-22T11:00:00.001+04:00'))).toBeUndefined()
    expect(nextVisibilityChange([], today)).toBeUndefined()
  })
})

describe('the board’s clock when rendered', () => {
  it('is the latest start of the items on the board, so the board is the same at it as now, from one render to the next', () => {
    const onBoard = [
      { id: 'a', startAt: '2026-11-01', endAt: null, pin: false, priority: 0 },
      { id: 'b', startAt: '2026-11-22T09:30:00+04:00', endAt: '2026-11-22T11:00:00+04:00', pin: false, priority: 0 },
      { id: 'c', startAt: null, endAt: '2026-11-22T10:20:00+04:00', pin: false, priority: 0 },
    ]
    const since = shownSince(onBoard, today)
    expect(since).toBe(at('2026-11-22T09:30:00+04:00'))
    expect(shownSince(onBoard, today + 5 * 60_000)).toBe(since)
    const state = initialBoardState
    expect(selectBoardItems(onBoard, since, state)).toEqual(selectBoardItems(onBoard, today, state))
    expect(shownSince([{ startAt: null, endAt: null }], today)).toBe(0)
  })
})

describe('the desk’s state of an item', () => {
  it('reads deleted, ended, scheduled or live at a moment, from dates or ISO text', () => {
    const item = { deleted: false, startAt: '2026-11-22T06:30:00.000Z', endAt: new Date('2026-11-22T07:00:00.000Z') }
    expect(newsStateAt(item, at('2026-11-22T10:29:59+04:00'))).toBe('scheduled')
    expect(newsStateAt(item, at('2026-11-22T10:30:00+04:00'))).toBe('live')
    expect(newsStateAt(item, at('2026-11-22T11:00:00+04:00'))).toBe('live')
    expect(newsStateAt(item, at('2026-11-22T11:00:00.001+04:00'))).toBe('ended')
    expect(newsStateAt({ ...item, deleted: true }, today)).toBe('deleted')
    expect(newsStateAt({ deleted: false, startAt: null, endAt: null }, today)).toBe('live')
  })
})

describe('order', () => {
  const item = (id: string, pin: boolean, priority: number, startAt: unknown): Orderable => ({ id, pin, priority, startAt, endAt: null })

  it('puts pinned first, then lower priority, then the newest start, then the id', () => {
    const items = [
      item('old-low', false, 5, '2025-01-01'),
      item('new-low', false, 5, '2025-06-01'),
      item('no-start', false, 5, null),
      item('urgent', false, 0, '2024-01-01'),
      item('pinned-late', true, 9, '2024-01-01'),
      item('pinned', true, 1, '2024-01-01'),
      item('b-twin', false, 5, '2025-06-01'),
      item('negative', false, -1, null),
    ]
    expect(orderNews(items).map((entry) => entry.id)).toEqual(['pinned', 'pinned-late', 'negative', 'urgent', 'b-twin', 'new-low', 'old-low', 'no-start'])
  })

  it('compares timestamps and date strings alike', () => {
    const a = item('a', false, 1, new Date('2025-06-01T00:00:00Z'))
    const b = item('b', false, 1, '2025-06-02')
    expect(compareNews(a, b)).toBeGreaterThan(0)
    expect(orderNews([a, b]).map((entry) => entry.id)).toEqual(['b', 'a'])
  })

  it('does not change the input', () => {
    const items = [item('z', false, 2, null), item('a', true, 1, null)]
    orderNews(items)
    expect(items.map((entry) => entry.id)).toEqual(['z', 'a'])
  })
})

describe('dismissal and board state', () => {
  it('hides a dismissed item for 7 days, then shows it again', () => {
    const state = dismissNews(initialBoardState, 'x', today)
    expect(isDismissed(state, 'x', today)).toBe(true)
    expect(isDismissed(state, 'x', today + DISMISS_MS - 1)).toBe(true)
    expect(isDismissed(state, 'x', today + DISMISS_MS)).toBe(false)
    expect(isDismissed(state, 'other', today)).toBe(false)
  })

  it('forgets expired dismissals when it records a new one', () => {
    const old = dismissNews(initialBoardState, 'old', today - DISMISS_MS - 1)
    const next = dismissNews(old, 'new', today)
    expect(Object.keys(next.dismissed)).toEqual(['new'])
    expect(pruneDismissals(old, today).dismissed).toEqual({})
  })

  it('round-trips through storage and survives corrupt data', () => {
    const state = setCollapsed(dismissNews(initialBoardState, 'a', today), true)
    expect(parseBoardState(serializeBoardState(state))).toEqual(state)
    for (const raw of [null, '', 'not json', '42', 'null', '[]']) expect(parseBoardState(raw)).toEqual(initialBoardState)
    expect(parseBoardState('{"isCollapsed":"yes","dismissed":{"a":"x","b":5,"c":null}}')).toEqual({ isCollapsed: false, dismissed: { b: 5 } })
  })

  it('selects visible, not dismissed items in board order', () => {
    const items = builtinNews
    const state = dismissNews(initialBoardState, 'builtin-musandam', today)
    expect(selectBoardItems(items, today, initialBoardState).map((entry) => entry.id)).toEqual(['builtin-musandam', 'builtin-peak-surcharge'])
    expect(selectBoardItems(items, today, state).map((entry) => entry.id)).toEqual(['builtin-peak-surcharge'])
    expect(selectBoardItems(items, today + DISMISS_MS, state).map((entry) => entry.id)).toEqual(['builtin-musandam', 'builtin-peak-surcharge'])
  })
})

describe('board store in the browser, with a fake clock', () => {
  let storage: Map<string, string>
  beforeEach(() => {
    storage = new Map()
    const localStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    }
    vi.stubGlobal('window', { localStorage, addEventListener: () => undefined, removeEventListener: () => undefined })
    vi.useFakeTimers({ now: today })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('remembers a dismissal under wwd:news:v1 and lets the item return after 7 days', () => {
    const seen: number[] = []
    const unsubscribe = subscribeBoardState(() => seen.push(1))
    updateBoardState((state) => dismissNews(state, 'builtin-musandam', Date.now()))
    expect(seen).toHaveLength(1)
    expect(JSON.parse(storage.get(NEWS_STORAGE_KEY) ?? '{}')).toEqual({ isCollapsed: false, dismissed: { 'builtin-musandam': today } })
    const visibleNow = () => selectBoardItems(builtinNews, Date.now(), getBoardState()).map((entry) => entry.id)
    expect(visibleNow()).toEqual(['builtin-peak-surcharge'])
    vi.advanceTimersByTime(DISMISS_MS - 1000)
    expect(visibleNow()).toEqual(['builtin-peak-surcharge'])
    vi.advanceTimersByTime(1000)
    expect(visibleNow()).toEqual(['builtin-musandam', 'builtin-peak-surcharge'])
    unsubscribe()
  })

  it('remembers the collapsed flag and returns the same snapshot while storage is unchanged', () => {
    updateBoardState((state) => setCollapsed(state, true))
    const first = getBoardState()
    expect(first.isCollapsed).toBe(true)
    expect(getBoardState()).toBe(first)
    storage.set(NEWS_STORAGE_KEY, serializeBoardState(setCollapsed(first, false)))
    expect(getBoardState().isCollapsed).toBe(false)
  })
})
