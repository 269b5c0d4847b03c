/**
 * The inbox search index's keys (`inbox_grams`, migration 0012) are the same set as the first
 * definition's (migration 0006) for every text, so an index built with either serves the other's
 * queries. The first definition is written out here as the plain query it was.
 */
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rowsOf } from '../../app/.server/db/client'
import { databaseTargets } from '../support/databases'

/** Texts of every kind a search text holds: ASCII, Chinese, accents, emoji, combining marks. */
function samples(): (string | null)[] {
  // Code points on purpose: the keys are windows of code points, as PostgreSQL counts characters.
  const alphabet = [...Array.from('abcxyz019 -@.,'), ...Array.from('机场接送迪拜沙漠冲沙晚餐游船'), ...Array.from('éÉüß'), '😀', '🐪', 'e\u0301', '，', '。']
  let seed = 20261126
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
  const generated = Array.from({ length: 150 }, (_, n) =>
    Array.from({ length: Math.floor(random() * (n < 50 ? 6 : 400)) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(''),
  )
  return [
    null,
    '',
    'a',
    'ab',
    'abc',
    '机场',
    '机场接送 dxb t3',
    'e-2026-000123 li wei liwei@example.com 我们一家四口三月到迪拜，想预订机场接送和沙漠冲沙。 regular desert safari',
    ...generated,
  ]
}

describe.each(databaseTargets)('inbox search keys on $name', (target) => {
  it('are the same set as the first definition for every text', async () => {
    const { database, dispose } = await target.create()
    try {
      const texts = samples()
      const rows = await rowsOf<{ k: string; now: string[]; before: string[] }>(
        database.db,
        sql`with input(t, k) as (select * from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality)
          select k::text as k,
            array(select distinct g from unnest(inbox_grams(t)) as g order by 1) as now,
            array(select distinct g from (
              select substr(t, i, 3) as g from generate_series(1, length(t) - 2) as i
              union all
              select substr(t, i, 2) from generate_series(1, length(t) - 1) as i where octet_length(substr(t, i, 2)) > 2
            ) as first_definition order by 1) as before
          from input order by input.k`,
      )
      expect(rows).toHaveLength(texts.length)
      for (const row of rows) expect(row.now, `text ${row.k}: ${JSON.stringify(texts[Number(row.k) - 1])}`).toEqual(row.before)
      // The keys are not trivially empty: a long text has hundreds, a Chinese word its bigram.
      expect(rows.find((row) => row.k === '8')?.now.length).toBeGreaterThan(80)
      expect(rows.find((row) => row.k === '6')?.now).toEqual(['机场'])
    } finally {
      await dispose()
    }
  })
})
