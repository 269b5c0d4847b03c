import { describe, expect, it } from 'vitest'
import { dueDay } from './schedule'
import { snapshotsToPrune } from './snapshots'
import { parseSnapshotFileName, snapshotFileName } from './snapshot-file'
import { sqlLiteral } from './dump'

describe('the daily snapshot’s time', () => {
  it('is due from BACKUP_AT on, Dubai time, for the Dubai day', () => {
    const at = { hour: 3, minute: 30 }
    expect(dueDay(new Date('2026-12-01T23:29:59Z'), at)).toBeUndefined()
    expect(dueDay(new Date('2026-12-01T23:30:00Z'), at)).toBe('2026-12-02')
    expect(dueDay(new Date('2026-12-02T19:59:00Z'), at)).toBe('2026-12-02')
    expect(dueDay(new Date('2026-12-02T20:00:00Z'), at)).toBeUndefined()
    expect(dueDay(new Date('2026-12-02T20:00:00Z'), { hour: 0, minute: 0 })).toBe('2026-12-03')
  })
})

describe('retention', () => {
  const day = (n: number, hour = 23) => new Date(Date.UTC(2026, 10, n, hour, 30))
  const daily = (n: number) => ({ name: snapshotFileName(day(n), 'daily'), kind: 'daily' as const, takenAt: day(n) })

  it('keeps the newest 7 daily snapshots and the newest of each of the last 4 weeks', () => {
    // One a day from 1 to 30 November 2026 (taken 03:30 the next day, Dubai time).
    const snapshots = Array.from({ length: 30 }, (_, i) => daily(i + 1))
    const pruned = new Set(snapshotsToPrune(snapshots, day(30)))
    const kept = snapshots.filter((snapshot) => !pruned.has(snapshot.name)).map((snapshot) => snapshot.takenAt.getUTCDate())
    // The 24th to the 30th: the last 7. Weeks run Monday to Sunday in Dubai, where each snapshot
    // is dated the next day: the newest of the 4 last weeks are the 30th (Tuesday 1 December), the
    // 28th (Sunday 29 November), the 21st and the 14th.
    expect(kept).toEqual([14, 21, 24, 25, 26, 27, 28, 29, 30])
  })

  it('keeps snapshots taken on demand or by a move for 30 days', () => {
    const manual = (n: number) => ({ name: snapshotFileName(day(n, 9), 'manual'), kind: 'manual' as const, takenAt: day(n, 9) })
    const move = { name: snapshotFileName(day(2, 9), 'move'), kind: 'move' as const, takenAt: day(2, 9) }
    const now = new Date('2026-12-05T10:00:00Z')
    expect(snapshotsToPrune([manual(4), manual(6), manual(20), move], now)).toEqual([manual(4).name, move.name])
  })

  it('reads its own file names back, and no other', () => {
    const at = new Date('2026-12-02T23:30:00.123Z')
    expect(snapshotFileName(at, 'daily')).toBe('wwd-backup-20261202T233000.123Z-daily.sql.gz')
    expect(parseSnapshotFileName(snapshotFileName(at, 'manual'))).toEqual({ takenAt: at, kind: 'manual' })
    for (const name of [
      '../wwd-backup-20261202T233000.123Z-daily.sql.gz',
      'wwd-backup-20261202T233000.123Z-daily.sql',
      '.wwd-backup-20261202T233000.123Z-daily.sql.gz.part',
      'passwd',
    ]) {
      expect(parseSnapshotFileName(name), name).toBeUndefined()
    }
  })
})

describe('a value in a dump', () => {
  it('is one line of SQL whatever it holds', () => {
    expect(sqlLiteral(null)).toBe('NULL')
    expect(sqlLiteral("it's a\\path\nand\r\nmore 机场")).toBe("E'it\\'s a\\\\path\\nand\\r\\nmore 机场'")
  })
})
