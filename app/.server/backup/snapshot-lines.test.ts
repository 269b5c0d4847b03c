import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { quoteIdent, sqlLiteral } from './dump'
import { LineRefused, parseSnapshotLine } from './snapshot-lines'

/** A rows line exactly as the dump writes one. */
const rowsLine = (table: string, columns: string[], rows: (string | null)[][]) =>
  `INSERT INTO ${quoteIdent(table)} (${columns.map(quoteIdent).join(',')}) VALUES ${rows.map((row) => `(${row.map(sqlLiteral).join(',')})`).join(',')};`

const refusal = (line: string) => {
  try {
    parseSnapshotLine(line)
  } catch (error) {
    expect(error).toBeInstanceOf(LineRefused)
    return (error as Error).message
  }
  throw new Error('the line was accepted')
}

describe('the snapshot line grammar', () => {
  it('reads back every line the dump writes: comments, rows and sequences', () => {
    expect(parseSnapshotLine('-- Rows of 28 tables, for a database migrated to schema version 31.')).toEqual({ kind: 'comment' })
    expect(
      parseSnapshotLine(
        rowsLine(
          'users',
          ['id', 'email', 'name'],
          [
            ['1', 'owner@example.com', null],
            ['2', "O'Brien \\ 李", 'two\nlines\r'],
          ],
        ),
      ),
    ).toEqual({
      kind: 'rows',
      table: 'users',
      columns: ['id', 'email', 'name'],
      rows: [
        ['1', 'owner@example.com', null],
        ['2', "O'Brien \\ 李", 'two\nlines\r'],
      ],
    })
    expect(parseSnapshotLine(`SELECT pg_catalog.setval(${sqlLiteral(quoteIdent('enquiries_id_seq'))}, 586, true);`)).toEqual({
      kind: 'sequence',
      name: 'enquiries_id_seq',
      value: '586',
      isCalled: true,
    })
    expect(parseSnapshotLine(rowsLine('a"b', ['c"d'], [['x']]))).toMatchObject({ table: 'a"b', columns: ['c"d'] })
  })

  it('gives back any text a value holds, exactly (PostgreSQL text holds anything but NUL)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.option(
            fc.string({ unit: 'grapheme' }).map((text) => text.replace(/\0/g, '')),
            { nil: null },
          ),
          { minLength: 1, maxLength: 6 },
        ),
        (row) => {
          const parsed = parseSnapshotLine(
            rowsLine(
              't',
              row.map((_, i) => `c${String(i)}`),
              [row],
            ),
          )
          expect(parsed).toMatchObject({ kind: 'rows', rows: [row] })
        },
      ),
    )
  })

  it('refuses the audit’s snapshot line: a second statement after valid rows, still ending in ");"', () => {
    const valid = rowsLine('users', ['id', 'email'], [['1', 'owner@example.com']])
    const crafted = `${valid.slice(0, -1)} ; CREATE FUNCTION public.wwd_backdoor() RETURNS text LANGUAGE sql AS $f$ SELECT current_user::text $f$; DROP TRIGGER IF EXISTS audit_log_append_only ON public.audit_log; COPY (SELECT 'pwned-by-snapshot') TO PROGRAM 'id > /tmp/x'; SELECT (1);`
    expect(crafted.startsWith('INSERT INTO "users" (') && crafted.endsWith(');')).toBe(true)
    const message = refusal(crafted)
    expect(message).toMatch(/second statement/)
    // A refusal never quotes the line: a snapshot holds password hashes and visitors' details.
    expect(message).not.toMatch(/owner@example|wwd_backdoor|PROGRAM|INSERT/)
  })

  it('refuses calls, casts, other escapes, NUL, other spacing, a column named twice and rows of the wrong width', () => {
    const refusals = {
      call: `INSERT INTO "users" ("id") VALUES (upper(E'x'));`,
      bareNumber: `INSERT INTO "users" ("id") VALUES (1);`,
      cast: `INSERT INTO "users" ("id") VALUES (E'1'::int);`,
      concatenation: `INSERT INTO "users" ("id") VALUES (E'1'||E'2');`,
      plainQuote: `INSERT INTO "users" ("id") VALUES ('1');`,
      dollarQuote: `INSERT INTO "users" ("id") VALUES ($$1$$);`,
      octalEscape: `INSERT INTO "users" ("id") VALUES (E'\\101');`,
      unicodeEscape: `INSERT INTO "users" ("id") VALUES (E'\\u0041');`,
      nul: `INSERT INTO "users" ("id") VALUES (E'a\0b');`,
      unclosed: `INSERT INTO "users" ("id") VALUES (E'abc);`,
      space: `INSERT INTO "users" ("id") VALUES (E'1' );`,
      lowercase: `insert into "users" ("id") values (E'1');`,
      unquotedTable: `INSERT INTO users ("id") VALUES (E'1');`,
      schemaTable: `INSERT INTO "public"."users" ("id") VALUES (E'1');`,
      twice: `INSERT INTO "users" ("id","id") VALUES (E'1',E'2');`,
      narrow: `INSERT INTO "users" ("id","email") VALUES (E'1');`,
      wide: `INSERT INTO "users" ("id") VALUES (E'1',E'2');`,
      trailing: `INSERT INTO "users" ("id") VALUES (E'1'); `,
      returning: `INSERT INTO "users" ("id") VALUES (E'1') RETURNING *;`,
      conflict: `INSERT INTO "users" ("id") VALUES (E'1') ON CONFLICT DO NOTHING;`,
      select: `INSERT INTO "users" ("id") SELECT pg_read_file(E'/etc/passwd');`,
      setvalCall: `SELECT pg_catalog.setval(E'"s"', (select 1), true);`,
      setvalSecond: `SELECT pg_catalog.setval(E'"s"', 1, true); DROP TABLE users;`,
      setvalQuote: `SELECT pg_catalog.setval(E'"s\\'"', 1, true);`,
      other: 'DROP TABLE "users";',
      comment: '--x',
      empty: '',
    }
    for (const [name, line] of Object.entries(refusals)) expect(() => parseSnapshotLine(line), name).toThrow(LineRefused)
  })
})
