/**
 * Loading a snapshot into an empty database: the embedded one of an empty DATA_DIR, or a
 * PostgreSQL database without tables (ADR 0039, ADR 0042). A snapshot is data, never statements:
 * no text of the file is ever run. Everything that can refuse is checked before anything is
 * written: who signed the manifest, the whole file (size, checksum, every line in the dump's own
 * grammar, each table's rows), its schema against the code's migrations, and the target's
 * emptiness. Then one transaction creates the schema of the snapshot's version (the code's own
 * migrations), checks the file's tables and columns against it, loads the values as parameters
 * into the columns the code names, and reads everything back: schema objects other than the
 * migrations made, or a count or digest that differs from the manifest, roll it all back. The
 * code's later migrations run after that, as at a server's start.
 */
import { existsSync, readdirSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator'
import pg from 'pg'
import { openDatabase, type Database, type Db } from '../db/client'
import { migrateDatabase, migrationsFolder } from '../db/migrate'
import { inTransaction } from '../db/transaction'
import { digestDatabase, quoteIdent, readSequences, readTablePlan, useCanonicalText, type SequenceValue, type TableDigest, type TablePlan } from './dump'
import { firstSchemaChange, readSchemaObjects } from './schema-objects'
import { checkSignature, readSnapshotFile, SnapshotRefused, type SnapshotManifest, type SnapshotTrust } from './snapshot-file'
import { LineRefused, parseSnapshotLine, type SnapshotLine } from './snapshot-lines'

/** Where a snapshot goes: the embedded database's directory (`DATA_DIR/db`), or a PostgreSQL database. */
export type RestoreTarget = { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string }

export type RestoreReport = {
  manifest: SnapshotManifest
  /** Whether the snapshot's signature was checked with the key here, or it was trusted unsigned. */
  signature: CheckedSnapshot['signature']
  tables: TableDigest[]
  sequences: SequenceValue[]
  /** The schema version after the code's later migrations ran. */
  migrations: number
}

/** The code's migrations, in order, as drizzle's migrator reads them. */
export function codeMigrations(folder = migrationsFolder): MigrationMeta[] {
  return readMigrationFiles({ migrationsFolder: folder })
}

/** Refuses a snapshot whose schema the code does not know: made by newer code, or by other code. */
export function checkSchemaFits(manifest: SnapshotManifest, migrations: readonly MigrationMeta[]): void {
  const { migrations: count, hash } = manifest.schema
  if (count > migrations.length) {
    throw new SnapshotRefused(
      `the snapshot's schema is newer than this code's (version ${String(count)}, this code knows ${String(migrations.length)}): update the code first`,
    )
  }
  if (migrations[count - 1]?.hash !== hash) {
    throw new SnapshotRefused(`the snapshot's schema (version ${String(count)}) is not one this code made: its migrations differ`)
  }
}

/** What the check of a body learned: each table's columns as the file names them, and its rows. */
export type BodyShape = { columns: Map<string, string[]>; rows: Map<string, number> }

/** A checked snapshot: its manifest, the shape of its body, and whether its signature was checked or trusted. */
export type CheckedSnapshot = { manifest: SnapshotManifest; shape: BodyShape; signature: 'signed' | 'trusted' }

/** A body line as data, or SnapshotRefused naming the line by its number only (never its text). */
function readLine(line: string, lineNumber: number): SnapshotLine {
  try {
    return parseSnapshotLine(line)
  } catch (error) {
    if (error instanceof LineRefused) throw new SnapshotRefused(`line ${String(lineNumber)} is not a line a snapshot holds: ${error.message}`)
    throw error
  }
}

/**
 * The checker of a body's lines against its manifest: every line in the dump's grammar, rows only
 * for the tables it lists (with one column list per table), values only for its sequences.
 */
function bodyChecker(manifest: SnapshotManifest): { check: (line: string, lineNumber: number) => void; shape: BodyShape } {
  const tables = new Set(manifest.tables.map((table) => table.name))
  const sequences = new Set(manifest.sequences.map((sequence) => sequence.name))
  const shape: BodyShape = { columns: new Map(), rows: new Map() }
  const check = (line: string, lineNumber: number) => {
    const parsed = readLine(line, lineNumber)
    if (parsed.kind === 'rows') {
      if (!tables.has(parsed.table)) throw new SnapshotRefused(`line ${String(lineNumber)} holds rows of a table the snapshot's manifest does not list`)
      const columns = shape.columns.get(parsed.table)
      if (!columns) shape.columns.set(parsed.table, parsed.columns)
      else if (columns.join('\0') !== parsed.columns.join('\0'))
        throw new SnapshotRefused(`line ${String(lineNumber)} names other columns of table ${parsed.table} than the lines before it`)
      shape.rows.set(parsed.table, (shape.rows.get(parsed.table) ?? 0) + parsed.rows.length)
    } else if (parsed.kind === 'sequence' && !sequences.has(parsed.name)) {
      throw new SnapshotRefused(`line ${String(lineNumber)} sets a sequence the snapshot's manifest does not list`)
    }
  }
  return { check, shape }
}

/**
 * Checks the file through and through before anything is written: who signed it (`trust`), the
 * manifest, size and checksum, every line in the dump's grammar, each table's rows against the
 * manifest, and the schema version against the code's. SnapshotRefused when the code cannot load it.
 */
export async function checkSnapshot(file: string, trust: SnapshotTrust, migrations: readonly MigrationMeta[] = codeMigrations()): Promise<CheckedSnapshot> {
  const read: { checker?: ReturnType<typeof bodyChecker>; signature: CheckedSnapshot['signature'] } = { signature: 'trusted' }
  // A changed byte in the compressed data can decode to a line of garbage long before the gzip
  // trailer and the checksum show the damage; the first foreign line is kept and named only once
  // the file has proved whole, so a damaged file is called damaged, and a file whose checksum was
  // made to match is called out for the line it holds.
  let foreignLine: SnapshotRefused | undefined
  const manifest = await readSnapshotFile(
    file,
    (found) => {
      read.signature = checkSignature(found, trust)
      read.checker = bodyChecker(found)
    },
    (line, lineNumber) => {
      if (foreignLine) return
      try {
        read.checker?.check(line, lineNumber)
      } catch (error) {
        if (!(error instanceof SnapshotRefused)) throw error
        foreignLine = error
      }
    },
  )
  if (foreignLine) throw foreignLine
  const { checker } = read
  if (!checker) throw new SnapshotRefused('this is not a snapshot of this site: it holds no manifest')
  for (const table of manifest.tables) {
    const rows = checker.shape.rows.get(table.name) ?? 0
    if (rows !== table.rows)
      throw new SnapshotRefused(`the file holds ${String(rows)} rows of table ${table.name} where its manifest names ${String(table.rows)}`)
  }
  checkSchemaFits(manifest, migrations)
  return { manifest, shape: checker.shape, signature: read.signature }
}

/** How the target is named in a refusal: its directory, or the database without its password. */
function describeTarget(target: RestoreTarget): string {
  if (target.kind === 'pglite') return target.dir
  const url = new URL(target.url)
  url.password = url.password ? '***' : ''
  return url.toString()
}

/** Refuses a target that holds anything: a database directory with files, a database with tables. */
export async function checkTargetEmpty(target: RestoreTarget): Promise<void> {
  if (target.kind === 'pglite') {
    if (existsSync(target.dir) && readdirSync(target.dir).length > 0) {
      throw new SnapshotRefused(`the target is not empty: ${target.dir} already holds a database; restore into an empty DATA_DIR`)
    }
    return
  }
  const client = new pg.Client({ connectionString: target.url, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    const { rows } = await client.query<{ n: number }>(
      `select (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f'))
            + (select count(*)::int from pg_namespace where nspname = 'drizzle') as n`,
    )
    if ((rows[0]?.n ?? 0) > 0) {
      throw new SnapshotRefused(`the target is not empty: ${describeTarget(target)} already holds tables; restore into an empty database`)
    }
    // Functions of its own, or event triggers, could act on the tables the restore makes: the
    // schema objects a restore compares with must be the migrations' alone.
    const { rows: code } = await client.query<{ n: number }>(
      `select (select count(*)::int from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public')
            + (select count(*)::int from pg_event_trigger) as n`,
    )
    if ((code[0]?.n ?? 0) > 0) {
      throw new SnapshotRefused(`the target is not empty: ${describeTarget(target)} already holds functions or event triggers; restore into an empty database`)
    }
  } finally {
    await client.end()
  }
}

/**
 * Creates the schema as drizzle's migrator does (the same statements and its record of them in
 * `drizzle.__drizzle_migrations`), but inside the caller's transaction, so a failed load leaves
 * no schema behind. The migrator, run later, finds these applied and goes on from there.
 */
async function createSchema(tx: Db, migrations: readonly MigrationMeta[]): Promise<void> {
  await tx.execute(sql`create schema if not exists "drizzle"`)
  await tx.execute(sql`create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)`)
  for (const migration of migrations) {
    for (const statement of migration.sql) await tx.execute(sql.raw(statement))
    await tx.execute(sql`insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values (${migration.hash}, ${migration.folderMillis})`)
  }
}

/** The first difference between what the manifest says and what the database holds, if any. */
function firstDifference(manifest: SnapshotManifest, found: { tables: TableDigest[]; sequences: SequenceValue[] }): string | undefined {
  const tables = new Map(found.tables.map((table) => [table.name, table]))
  if (found.tables.length !== manifest.tables.length) {
    const names = found.tables.map((table) => table.name).filter((name) => !manifest.tables.some((table) => table.name === name))
    return `the copy has ${String(found.tables.length)} tables where the snapshot has ${String(manifest.tables.length)}${names.length ? ` (${names.join(', ')})` : ''}`
  }
  for (const expected of manifest.tables) {
    const table = tables.get(expected.name)
    if (!table) return `table ${expected.name} is missing from the copy`
    if (table.rows !== expected.rows) return `table ${expected.name} holds ${String(table.rows)} rows where the snapshot has ${String(expected.rows)}`
    if (table.sha256 !== expected.sha256) return `table ${expected.name} holds other data than the snapshot (checksums differ)`
  }
  for (const expected of manifest.sequences) {
    const sequence = found.sequences.find((candidate) => candidate.name === expected.name)
    if (sequence?.value !== expected.value || sequence.isCalled !== expected.isCalled) return `sequence ${expected.name} stands elsewhere than in the snapshot`
  }
  return undefined
}

/**
 * Refuses a snapshot whose tables and columns are not those the code's migrations made for its
 * schema version: the names the file gives are only ever compared with the code's, never used.
 */
function checkShapeFits(checked: CheckedSnapshot, plans: ReadonlyMap<string, TablePlan>, sequences: ReadonlySet<string>): void {
  const version = `the code's schema of version ${String(checked.manifest.schema.migrations)}`
  for (const table of checked.manifest.tables) {
    if (!plans.has(table.name)) throw new SnapshotRefused(`the snapshot lists table ${table.name}, which ${version} does not have`)
  }
  for (const name of plans.keys()) {
    if (!checked.manifest.tables.some((table) => table.name === name))
      throw new SnapshotRefused(`${version} has table ${name}, which the snapshot does not list`)
  }
  for (const [table, columns] of checked.shape.columns) {
    const plan = plans.get(table)
    if (plan?.columns.join('\0') !== columns.join('\0')) throw new SnapshotRefused(`the snapshot names other columns of table ${table} than ${version} has`)
  }
  for (const sequence of checked.manifest.sequences) {
    if (!sequences.has(sequence.name)) throw new SnapshotRefused(`the snapshot lists sequence ${sequence.name}, which ${version} does not have`)
  }
}

/** The SQLSTATE of a database error (drizzle wraps the driver's), for a refusal that must not quote the error's values. */
function sqlState(error: unknown): string {
  const code = (error as { code?: unknown; cause?: { code?: unknown } }).cause?.code ?? (error as { code?: unknown }).code
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : 'unknown'
}

/**
 * Loads one line's rows as parameters: the whole batch is one JSON text, unpacked by the database
 * into the table's columns, each value read by its column type's own input (as the dump's quoted
 * text was). The table, its columns and their types come from the code's schema (`plan`).
 */
async function insertRows(tx: Db, plan: TablePlan, rows: (string | null)[][], lineNumber: number): Promise<void> {
  const columns = plan.columns.map(quoteIdent).join(', ')
  const values = plan.types.map((type, index) => `(r ->> ${String(index)})::${type}`).join(', ')
  try {
    await tx.execute(
      sql`${sql.raw(`insert into ${quoteIdent(plan.name)} (${columns}) overriding system value select ${values} from json_array_elements(`)}${JSON.stringify(rows)}${sql.raw('::text::json) as t(r)')}`,
    )
  } catch (error) {
    throw new SnapshotRefused(`line ${String(lineNumber)}: the database refused its rows of table ${plan.name} (SQLSTATE ${sqlState(error)})`)
  }
}

/**
 * Loads a checked snapshot into an empty, open database in one transaction, and reads it back:
 * the schema objects must be exactly those the code's migrations made, and each table's rows and
 * digest and each sequence the manifest's, or nothing stays. No text of the file reaches the
 * database as SQL: each line is parsed (snapshot-lines.ts) and its values sent as parameters.
 */
export async function loadSnapshot(
  database: Database,
  file: string,
  checked: CheckedSnapshot,
  migrations: readonly MigrationMeta[],
): Promise<{ tables: TableDigest[]; sequences: SequenceValue[] }> {
  const { manifest } = checked
  return inTransaction(database.db, async (tx) => {
    await createSchema(tx, migrations.slice(0, manifest.schema.migrations))
    const madeByMigrations = await readSchemaObjects(tx)
    await useCanonicalText(tx)
    const plans = new Map((await readTablePlan(tx)).map((plan) => [plan.name, plan]))
    const sequences = new Set((await readSequences(tx)).map((sequence) => sequence.name))
    checkShapeFits(checked, plans, sequences)
    await readSnapshotFile(
      file,
      (read) => {
        if (read.body.sha256 !== manifest.body.sha256) throw new SnapshotRefused('the file changed while it was being restored')
      },
      async (line, lineNumber) => {
        const parsed = readLine(line, lineNumber)
        if (parsed.kind === 'rows') {
          const plan = plans.get(parsed.table)
          if (!plan || plan.columns.join('\0') !== parsed.columns.join('\0')) throw new SnapshotRefused('the file changed while it was being restored')
          await insertRows(tx, plan, parsed.rows, lineNumber)
        } else if (parsed.kind === 'sequence') {
          if (!sequences.has(parsed.name)) throw new SnapshotRefused('the file changed while it was being restored')
          await tx.execute(
            sql`select pg_catalog.setval(${quoteIdent(parsed.name)}::text::regclass, ${parsed.value}::text::bigint, ${String(parsed.isCalled)}::text::boolean)`,
          )
        }
      },
    )
    const change = firstSchemaChange(madeByMigrations, await readSchemaObjects(tx))
    if (change) throw new SnapshotRefused(`loading the rows changed the database beyond its rows (${change}), so it was rolled back`)
    const found = await digestDatabase(tx)
    const difference = firstDifference(manifest, found)
    if (difference) throw new Error(`the restored copy does not match the snapshot: ${difference}`)
    return found
  })
}

/** How a restore is run: whom it trusts, and (tests) the statement limit and the code's migrations. */
export type RestoreOptions = { trust: SnapshotTrust; statementTimeoutMs?: number; migrations?: readonly MigrationMeta[] }

/**
 * Restores `file` into `target`: checked first, refused with SnapshotRefused (one line, nothing
 * written) when the file, its signature, its schema or the target will not do; then loaded and
 * verified in one transaction; then migrated to the code's schema. A new embedded database that
 * fails to load is removed again.
 */
export async function restoreSnapshot(file: string, target: RestoreTarget, options: RestoreOptions): Promise<RestoreReport> {
  const migrations = options.migrations ?? codeMigrations()
  const checked = await checkSnapshot(file, options.trust, migrations)
  await checkTargetEmpty(target)
  const statementTimeoutMs = options.statementTimeoutMs ?? 120_000
  const hadDirectory = target.kind === 'pglite' && existsSync(target.dir)
  let database: Database | undefined
  try {
    database =
      target.kind === 'pglite'
        ? await openDatabase({ dir: target.dir, statementTimeoutMs })
        : await openDatabase({ url: target.url, poolSize: 1, statementTimeoutMs })
    const loaded = await loadSnapshot(database, file, checked, migrations)
    await migrateDatabase(database)
    return { manifest: checked.manifest, signature: checked.signature, ...loaded, migrations: migrations.length }
  } catch (error) {
    if (target.kind === 'pglite') {
      await database?.close().catch(() => undefined)
      database = undefined
      await rm(target.dir, { recursive: true, force: true })
      if (hadDirectory) await mkdir(target.dir, { mode: 0o700 })
    }
    throw error
  } finally {
    await database?.close()
  }
}
