/**
 * Loading a snapshot into an empty database: the embedded one of an empty DATA_DIR, or a
 * PostgreSQL database without tables (ADR 0039). Everything that can refuse is checked before
 * anything is written: the whole file (manifest, size, checksum, every line a statement a snapshot
 * holds), its schema against the code's migrations, and the target's emptiness. Then one
 * transaction creates the schema of the snapshot's version (the code's own migrations), loads the
 * rows and sequences and reads every table back: a count or digest that differs from the manifest
 * rolls it all back. The code's later migrations run after that, as at a server's start.
 */
import { existsSync, readdirSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { sql } from 'drizzle-orm'
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator'
import pg from 'pg'
import { openDatabase, type Database, type Db } from '../db/client'
import { migrateDatabase, migrationsFolder } from '../db/migrate'
import { inTransaction } from '../db/transaction'
import { digestDatabase, useCanonicalText, type SequenceValue, type TableDigest } from './dump'
import { readSnapshotFile, SnapshotRefused, type SnapshotManifest } from './snapshot-file'

/** Where a snapshot goes: the embedded database's directory (`DATA_DIR/db`), or a PostgreSQL database. */
export type RestoreTarget = { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string }

export type RestoreReport = {
  manifest: SnapshotManifest
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

const tableLine = /^INSERT INTO "((?:[^"]|"")+)" \(/
const sequenceLine = /^SELECT pg_catalog\.setval\(E'"((?:[^"'\\]|"")+)"', -?\d+, (?:true|false)\);$/

/** A line of a snapshot's body checker: comments, INSERTs into its tables, setval of its sequences. */
function lineChecker(manifest: SnapshotManifest): (line: string, lineNumber: number) => void {
  const tables = new Set(manifest.tables.map((table) => table.name))
  const sequences = new Set(manifest.sequences.map((sequence) => sequence.name))
  return (line, lineNumber) => {
    if (line.startsWith('-- ')) return
    const table = tableLine.exec(line)?.[1]?.replace(/""/g, '"')
    if (table !== undefined && tables.has(table) && line.endsWith(');')) return
    const sequence = sequenceLine.exec(line)?.[1]?.replace(/""/g, '"')
    if (sequence !== undefined && sequences.has(sequence)) return
    throw new SnapshotRefused(`line ${String(lineNumber)} is not a statement a snapshot holds`)
  }
}

/** Checks the file through and through; its manifest if the code can load it, else SnapshotRefused. */
export async function checkSnapshot(file: string, migrations: readonly MigrationMeta[] = codeMigrations()): Promise<SnapshotManifest> {
  let check: ((line: string, lineNumber: number) => void) | undefined
  // A changed byte in the compressed data can decode to a line of garbage long before the gzip
  // trailer and the checksum show the damage; the first foreign line is kept and named only once
  // the file has proved whole, so a damaged file is called damaged, and a file whose checksum was
  // made to match is called out for the statement it holds.
  let foreignLine: SnapshotRefused | undefined
  const manifest = await readSnapshotFile(
    file,
    (read) => {
      check = lineChecker(read)
    },
    (line, lineNumber) => {
      if (foreignLine) return
      try {
        check?.(line, lineNumber)
      } catch (error) {
        if (!(error instanceof SnapshotRefused)) throw error
        foreignLine = error
      }
    },
  )
  if (foreignLine) throw foreignLine
  checkSchemaFits(manifest, migrations)
  return manifest
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
 * Loads a checked snapshot into an empty, open database in one transaction, and reads it back:
 * each table's rows and digest and each sequence must be the manifest's, or nothing stays.
 */
export async function loadSnapshot(database: Database, file: string, manifest: SnapshotManifest, migrations: readonly MigrationMeta[]): Promise<{ tables: TableDigest[]; sequences: SequenceValue[] }> {
  const check = lineChecker(manifest)
  return inTransaction(database.db, async (tx) => {
    await createSchema(tx, migrations.slice(0, manifest.schema.migrations))
    await useCanonicalText(tx)
    await readSnapshotFile(
      file,
      (read) => {
        if (read.body.sha256 !== manifest.body.sha256) throw new SnapshotRefused('the file changed while it was being restored')
      },
      async (line, lineNumber) => {
        check(line, lineNumber)
        if (!line.startsWith('-- ')) await tx.execute(sql.raw(line))
      },
    )
    const found = await digestDatabase(tx)
    const difference = firstDifference(manifest, found)
    if (difference) throw new Error(`the restored copy does not match the snapshot: ${difference}`)
    return found
  })
}

/**
 * Restores `file` into `target`: checked first, refused with SnapshotRefused (one line, nothing
 * written) when the file, its schema or the target will not do; then loaded and verified in one
 * transaction; then migrated to the code's schema. A new embedded database that fails to load is
 * removed again.
 */
export async function restoreSnapshot(
  file: string,
  target: RestoreTarget,
  options: { statementTimeoutMs?: number; migrations?: readonly MigrationMeta[] } = {},
): Promise<RestoreReport> {
  const migrations = options.migrations ?? codeMigrations()
  const manifest = await checkSnapshot(file, migrations)
  await checkTargetEmpty(target)
  const statementTimeoutMs = options.statementTimeoutMs ?? 120_000
  const hadDirectory = target.kind === 'pglite' && existsSync(target.dir)
  let database: Database | undefined
  try {
    database = target.kind === 'pglite' ? await openDatabase({ dir: target.dir, statementTimeoutMs }) : await openDatabase({ url: target.url, poolSize: 1, statementTimeoutMs })
    const loaded = await loadSnapshot(database, file, manifest, migrations)
    await migrateDatabase(database)
    return { manifest, ...loaded, migrations: migrations.length }
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
