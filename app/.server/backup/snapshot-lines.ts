/**
 * The grammar of a snapshot's body (ADR 0039, ADR 0042): the only lines `dumpDatabase` writes,
 * read back as data. A line is a comment, the rows of one table, or one sequence's value:
 *
 *   -- any text
 *   INSERT INTO "table" ("column","column",…) VALUES (value,value,…),(…),…;
 *   SELECT pg_catalog.setval(E'"sequence"', 123, true);
 *
 * where a value is NULL or `E'…'` holding any character but a quote, a backslash, a line break or
 * NUL, those four written `\'`, `\\`, `\n`, `\r` (NUL never: PostgreSQL's text cannot hold it).
 * Nothing else is accepted: no second statement, no function call, no cast, no other escape, no
 * other spacing. A restore never sends a line to the database: it parses it here and loads the
 * values as parameters into the columns the code's own schema names (restore.ts).
 *
 * A refusal says what kind of thing is wrong, never the line's text: a snapshot holds staff
 * password hashes and visitors' details, and refusals are printed.
 */

/** A body line that is not one a snapshot holds; `reason` describes it without quoting it. */
export class LineRefused extends Error {
  override name = 'LineRefused'
}

export type SnapshotLine =
  | { kind: 'comment' }
  | { kind: 'rows'; table: string; columns: string[]; rows: (string | null)[][] }
  | { kind: 'sequence'; name: string; value: string; isCalled: boolean }

const INSERT = 'INSERT INTO '
const SETVAL = "SELECT pg_catalog.setval(E'"
const QUOTE = 0x22 // "
const APOSTROPHE = 0x27 // '
const BACKSLASH = 0x5c
const NUL = 0

/** A line as the dump writes it, or LineRefused. */
export function parseSnapshotLine(line: string): SnapshotLine {
  if (line.startsWith('-- ')) return { kind: 'comment' }
  if (line.startsWith(INSERT)) return parseRows(line)
  if (line.startsWith(SETVAL)) return parseSequence(line)
  throw new LineRefused('it is neither rows of a table, the value of a sequence nor a comment')
}

/** Reads `"name"` (a doubled quote inside stands for one) from `at`; the name and where it ends. */
function readIdentifier(line: string, at: number): [string, number] {
  if (line.charCodeAt(at) !== QUOTE) throw new LineRefused('a table or column name is not written as a snapshot writes it')
  let name = ''
  let from = at + 1
  for (;;) {
    const close = line.indexOf('"', from)
    if (close < 0) throw new LineRefused('a table or column name is not closed')
    name += line.slice(from, close)
    if (line.charCodeAt(close + 1) !== QUOTE) {
      if (name === '') throw new LineRefused('a table or column name is empty')
      return [name, close + 1]
    }
    name += '"'
    from = close + 2
  }
}

/** Expects `text` at `at`; where it ends. */
function expect(line: string, at: number, text: string, what: string): number {
  if (!line.startsWith(text, at)) throw new LineRefused(what)
  return at + text.length
}

/** Reads one value (`NULL` or `E'…'`) from `at`; the value and where it ends. */
function readValue(line: string, at: number): [string | null, number] {
  if (line.startsWith('NULL', at)) return [null, at + 4]
  if (!line.startsWith("E'", at)) throw new LineRefused('a value is neither NULL nor a quoted text (an expression, a call or a cast)')
  const parts: string[] = []
  let from = at + 2
  for (let i = from; i < line.length; i += 1) {
    const code = line.charCodeAt(i)
    if (code === APOSTROPHE) {
      parts.push(line.slice(from, i))
      return [parts.join(''), i + 1]
    }
    if (code === NUL) throw new LineRefused('a value holds a NUL character')
    if (code === BACKSLASH) {
      parts.push(line.slice(from, i))
      const escaped = line[i + 1]
      if (escaped === '\\' || escaped === "'") parts.push(escaped)
      else if (escaped === 'n') parts.push('\n')
      else if (escaped === 'r') parts.push('\r')
      else throw new LineRefused('a value holds an escape a snapshot never writes')
      i += 1
      from = i + 1
    }
  }
  throw new LineRefused('a value is not closed')
}

function parseRows(line: string): SnapshotLine {
  const [table, afterTable] = readIdentifier(line, INSERT.length)
  let at = expect(line, afterTable, ' (', 'the column list does not follow the table name')
  const columns: string[] = []
  for (;;) {
    const [column, next] = readIdentifier(line, at)
    columns.push(column)
    if (line.charCodeAt(next) === 0x2c /* , */) {
      at = next + 1
      continue
    }
    at = expect(line, next, ') VALUES ', 'the column list is not closed as a snapshot closes it')
    break
  }
  if (new Set(columns).size !== columns.length) throw new LineRefused('a column is named twice')
  const rows: (string | null)[][] = []
  for (;;) {
    at = expect(line, at, '(', 'a row does not start where one should')
    const row: (string | null)[] = []
    for (;;) {
      const [value, next] = readValue(line, at)
      row.push(value)
      const separator = line[next]
      at = next + 1
      if (separator === ',') continue
      if (separator === ')') break
      throw new LineRefused('a value is followed by something other than the next value or the end of its row')
    }
    if (row.length !== columns.length) throw new LineRefused('a row holds another number of values than the line has columns')
    rows.push(row)
    const separator = line[at]
    if (separator === ',') {
      at += 1
      continue
    }
    if (separator === ';' && at + 1 === line.length) return { kind: 'rows', table, columns, rows }
    throw new LineRefused('the rows are followed by something other than the end of the line (a second statement?)')
  }
}

const sequenceTail = /^, (-?\d{1,19}), (true|false)\);$/

function parseSequence(line: string): SnapshotLine {
  // The sequence's name is an identifier inside a quoted text: E'"name"', with no quote or
  // backslash in it (the dump writes none; anything else is refused).
  const [name, afterName] = readIdentifier(line, SETVAL.length)
  if (name.includes("'") || name.includes('\\')) throw new LineRefused('a sequence name holds a character a snapshot never writes')
  const at = expect(line, afterName, "'", 'the sequence name is not closed')
  const tail = sequenceTail.exec(line.slice(at))
  if (!tail?.[1] || !tail[2]) throw new LineRefused('a sequence value is not written as a snapshot writes it')
  return { kind: 'sequence', name, value: tail[1], isCalled: tail[2] === 'true' }
}
