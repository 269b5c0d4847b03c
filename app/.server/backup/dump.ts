/**
 * A logical dump of the whole database as SQL (ADR 0039), the same way on PGlite and on a
 * PostgreSQL server: one REPEATABLE READ, read-only transaction reads every table of the `public`
 * schema in foreign-key order, each in primary-key order, and writes it as multi-row INSERTs of
 * quoted text literals, one statement per line; the sequences follow as `setval` lines. The schema
 * itself is not in the dump: it is the code's migrations, applied up to the dump's version when the
 * dump is loaded (restore.ts).
 *
 * Every value is read as its text form under fixed settings (UTC, ISO dates, hex bytea, exact
 * floats), so the same rows give the same text on PostgreSQL 15 and on PGlite's 18: each table's
 * digest (its row count and the SHA-256 of its rows' text) proves that a copy holds the same data.
 */
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { rowsOf, type Database, type Db } from '../db/client'
import { inTransaction } from '../db/transaction'

/** The record of snapshots describes files on the machines that took them: it stays out of a dump. */
export const tablesLeftOut: ReadonlySet<string> = new Set(['backup_runs'])

/** A table as the dump reads it: its stored columns (with their types, as the restore loads them) and its row order. */
export type TablePlan = { name: string; columns: string[]; types: string[]; orderBy: string[] }
export type TableDigest = { name: string; rows: number; sha256: string }
export type SequenceValue = { name: string; value: string; isCalled: boolean }
/** Which migrations made the schema: how many, and the hash drizzle recorded for the last. */
export type SchemaVersion = { migrations: number; hash: string }

export type DumpSummary = {
  database: { kind: Database['kind']; version: string }
  schema: SchemaVersion
  tables: TableDigest[]
  sequences: SequenceValue[]
}

/** Settings that make every value's text the same on every server (timestamps in UTC, and so on). */
export async function useCanonicalText(tx: Db): Promise<void> {
  for (const setting of [
    "set local timezone = 'UTC'",
    "set local datestyle = 'ISO, YMD'",
    "set local intervalstyle = 'postgres'",
    'set local extra_float_digits = 1',
    "set local bytea_output = 'hex'",
  ]) {
    await tx.execute(sql.raw(setting))
  }
}

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`

/** A value's text as an SQL literal on one line: `E'…'` with backslash, quote, CR and LF escaped; NULL. */
export function sqlLiteral(value: string | null): string {
  if (value === null) return 'NULL'
  return `E'${value.replace(/[\\'\n\r]/g, (c) => (c === '\n' ? '\\n' : c === '\r' ? '\\r' : `\\${c}`))}'`
}

type ColumnRow = { table_name: string; column_name: string; type: string; collatable: boolean; generated: boolean; pk_position: number | null }

/**
 * The tables to dump (all of `public` but those left out), parents before the tables that refer
 * to them, each with its stored columns (generated ones are computed again on load) and the order
 * its rows are read in: the primary key, text compared byte by byte so every server sorts alike.
 */
export async function readTablePlan(tx: Db): Promise<TablePlan[]> {
  const columns = await rowsOf<ColumnRow>(
    tx,
    sql`select c.relname as table_name, a.attname as column_name, format_type(a.atttypid, null) as type, a.attcollation <> 0 as collatable, a.attgenerated <> '' as generated,
          (select array_position(i.indkey::int2[], a.attnum) from pg_index i where i.indrelid = c.oid and i.indisprimary) as pk_position
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p')
        order by c.relname, a.attnum`,
  )
  const links = await rowsOf<{ child: string; parent: string }>(
    tx,
    sql`select c.relname as child, p.relname as parent from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  )
  const byTable = new Map<string, ColumnRow[]>()
  for (const column of columns) {
    if (tablesLeftOut.has(column.table_name)) continue
    byTable.set(column.table_name, [...(byTable.get(column.table_name) ?? []), column])
  }
  const plans = new Map<string, TablePlan>()
  for (const [name, tableColumns] of byTable) {
    const stored = tableColumns.filter((column) => !column.generated)
    const key = tableColumns.filter((column) => column.pk_position !== null).sort((a, b) => Number(a.pk_position) - Number(b.pk_position))
    const orderBy = (key.length > 0 ? key : stored).map((column) => `${quoteIdent(column.column_name)}${column.collatable ? ' collate "C"' : ''}`)
    plans.set(name, { name, columns: stored.map((column) => column.column_name), types: stored.map((column) => column.type), orderBy })
  }
  return inDependencyOrder(plans, links)
}

/** Parents first (a table's foreign keys point at tables loaded before it); ties by name. */
function inDependencyOrder(plans: Map<string, TablePlan>, links: { child: string; parent: string }[]): TablePlan[] {
  const ordered: TablePlan[] = []
  const placed = new Set<string>()
  const remaining = [...plans.keys()].sort()
  while (remaining.length > 0) {
    const index = remaining.findIndex((name) => links.every((link) => link.child !== name || placed.has(link.parent) || !plans.has(link.parent)))
    if (index < 0) throw new Error(`the tables ${remaining.join(', ')} refer to each other in a cycle`)
    const [name] = remaining.splice(index, 1)
    if (name === undefined) break
    placed.add(name)
    const plan = plans.get(name)
    if (plan) ordered.push(plan)
  }
  return ordered
}

const FETCH_ROWS = 500

/**
 * A table's rows as SQL tuples `(E'…',NULL,…)`, in batches, read through a cursor so a large table
 * never sits in memory whole. Runs inside the caller's transaction.
 */
async function* tableTuples(tx: Db, plan: TablePlan): AsyncGenerator<string[]> {
  const select = `select ${plan.columns.map((column) => `${quoteIdent(column)}::text`).join(', ')} from ${quoteIdent(plan.name)} order by ${plan.orderBy.join(', ')}`
  await tx.execute(sql.raw(`declare wwd_dump no scroll cursor for ${select}`))
  try {
    for (;;) {
      const rows = await rowsOf<Record<string, string | null>>(tx, sql.raw(`fetch forward ${String(FETCH_ROWS)} from wwd_dump`))
      if (rows.length === 0) return
      yield rows.map((row) => `(${plan.columns.map((column) => sqlLiteral(row[column] ?? null)).join(',')})`)
    }
  } finally {
    await tx.execute(sql.raw('close wwd_dump'))
  }
}

/** What a table's rows add up to; `onBatch` sees each batch of tuples (the dump writes them). */
async function digestTable(tx: Db, plan: TablePlan, onBatch?: (tuples: string[]) => Promise<void>): Promise<TableDigest> {
  const hash = createHash('sha256').update(`${plan.columns.join(',')}\n`)
  let rows = 0
  for await (const tuples of tableTuples(tx, plan)) {
    for (const tuple of tuples) hash.update(`${tuple}\n`)
    rows += tuples.length
    await onBatch?.(tuples)
  }
  return { name: plan.name, rows, sha256: hash.digest('hex') }
}

export async function readSequences(tx: Db): Promise<SequenceValue[]> {
  const names = await rowsOf<{ name: string }>(
    tx,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  )
  const values: SequenceValue[] = []
  for (const { name } of names) {
    if ([...tablesLeftOut].some((table) => name.startsWith(`${table}_`))) continue
    const [row] = await rowsOf<{ value: string; is_called: boolean }>(tx, sql.raw(`select last_value::text as value, is_called from ${quoteIdent(name)}`))
    if (row) values.push({ name, value: row.value, isCalled: row.is_called })
  }
  return values
}

/** The migrations applied to this database, as drizzle's migrator recorded them. */
export async function readSchemaVersion(db: Db): Promise<SchemaVersion> {
  const applied = await rowsOf<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by created_at, id`)
  const last = applied.at(-1)
  if (!last) throw new Error('the database has no migrations applied')
  return { migrations: applied.length, hash: last.hash }
}

/** A batch of tuples as one INSERT statement's line, at most about this many characters. */
const LINE_CHARS = 256 * 1024

/**
 * Writes the whole database as SQL lines (each handed to `writeLine` without its newline) from one
 * consistent view, and returns what it wrote: the schema version, each table's digest, the sequences.
 * On PGlite the transaction holds the one connection, so other statements wait until it ends.
 */
export async function dumpDatabase(database: Database, writeLine: (line: string) => Promise<void> | void): Promise<DumpSummary> {
  return inTransaction(
    database.db,
    async (tx) => {
      await useCanonicalText(tx)
      const [version] = await rowsOf<{ version: string }>(tx, sql`select current_setting('server_version') as version`)
      const schema = await readSchemaVersion(tx)
      const plans = await readTablePlan(tx)
      await writeLine(`-- Rows of ${String(plans.length)} tables, for a database migrated to schema version ${String(schema.migrations)}.`)
      const tables: TableDigest[] = []
      for (const plan of plans) {
        const head = `INSERT INTO ${quoteIdent(plan.name)} (${plan.columns.map(quoteIdent).join(',')}) VALUES `
        tables.push(
          await digestTable(tx, plan, async (tuples) => {
            let line = ''
            for (const tuple of tuples) {
              if (line && line.length + tuple.length > LINE_CHARS) {
                await writeLine(`${head}${line};`)
                line = ''
              }
              line = line ? `${line},${tuple}` : tuple
            }
            if (line) await writeLine(`${head}${line};`)
          }),
        )
      }
      const sequences = await readSequences(tx)
      for (const sequence of sequences) {
        await writeLine(`SELECT pg_catalog.setval(${sqlLiteral(quoteIdent(sequence.name))}, ${sequence.value}, ${String(sequence.isCalled)});`)
      }
      return { database: { kind: database.kind, version: version?.version ?? '' }, schema, tables, sequences }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** Each table's digest and the sequences of a database, read as a dump would read them (to check a copy). */
export async function digestDatabase(tx: Db): Promise<{ tables: TableDigest[]; sequences: SequenceValue[] }> {
  await useCanonicalText(tx)
  const tables: TableDigest[] = []
  for (const plan of await readTablePlan(tx)) tables.push(await digestTable(tx, plan))
  return { tables, sequences: await readSequences(tx) }
}
