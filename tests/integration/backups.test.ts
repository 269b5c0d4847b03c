/**
 * Snapshots and restores (ADR 0039) on PGlite and, with TEST_DATABASE_URL, PostgreSQL: a snapshot
 * taken while enquiries keep arriving holds every enquiry acknowledged before it with its mails,
 * notes, history and audit rows, and restores into a fresh DATA_DIR and into an empty PostgreSQL
 * database, secrets included (a challenge solved before the snapshot is accepted after the restore).
 * A cut or changed file, a newer schema and a non-empty target are refused with one line, nothing
 * written. The daily schedule takes one snapshot a day, one instance of several, and a failure is
 * recorded for the dashboard and claimed again an hour later.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database, type Db } from '../../app/.server/db/client'
import { auditLog, backupRuns, enquiries, enquiryNotes, enquiryStatusHistory, mailOutbox, sessions, sharedSecrets, users } from '../../app/.server/db/schema'
import { codeMigrations, restoreSnapshot, type RestoreTarget } from '../../app/.server/backup/restore'
import { SnapshotRefused, verifySnapshotFile, type SnapshotManifest, type SnapshotTrust } from '../../app/.server/backup/snapshot-file'
import { keyFile, loadSigningKey } from '../../app/.server/backup/signing-key'
import { firstSchemaChange, readSchemaObjects } from '../../app/.server/backup/schema-objects'
import { claimDay, startDailySnapshots } from '../../app/.server/backup/schedule'
import { backupsDirectory, lastSnapshotFailure, listSnapshots, takeSnapshot } from '../../app/.server/backup/snapshots'
import type { Clock } from '../../app/.server/clock'
import { recordAudit } from '../../app/features/audit/audit.server'
import { createSession, readSession } from '../../app/features/staff/session.server'
import { seedOwners } from '../../app/features/staff/staff.server'
import { createEnquiry } from '../../app/features/enquiries/create-enquiry.server'
import { addNote, changeStatus } from '../../app/features/inbox/enquiry-commands.server'
import type { Services } from '../../app/load-context'
import { createPostgresDatabase, databaseTargets } from '../support/databases'
import { makeServices, solvedToken, validPayload } from '../support/enquiry-harness'
import { changedByteCopy, openSnapshot, truncatedCopy, withBody, writeSnapshot } from '../support/snapshot-files'

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL)
/** What the audit of 2026-12-02 put after a valid row of a snapshot line: statements that ran on restore. */
const auditPayload = (marker: string) =>
  `CREATE FUNCTION public.wwd_backdoor() RETURNS text LANGUAGE sql AS $f$ SELECT current_user::text $f$; DROP TRIGGER IF EXISTS audit_log_append_only ON public.audit_log; COPY (SELECT 'pwned-by-snapshot') TO PROGRAM 'id > ${marker}'; SELECT (1);`
/** Whom a restore of snapshots taken in `dataDir` trusts: its key only. */
const trustOf = async (dataDir: string): Promise<SnapshotTrust> => ({ key: await loadSigningKey({ dataDir }, { create: false }), trustUnsigned: false })
const quiet = pino({ level: 'silent' })
const fixedClock = (at: string | Date): Clock & { set: (next: string | Date) => void } => {
  let now = new Date(at)
  return { now: () => now, set: (next) => (now = new Date(next)) }
}

let visitor = 0
/** One enquiry as the endpoint would take it, from an address and mailbox of its own. */
async function enquire(services: Services, message = 'Two evenings for four adults, please.') {
  const n = (visitor += 1)
  const result = await createEnquiry(
    {
      body: {
        payload: validPayload({ message, contact: { name: 'Li Wei', email: `guest${String(n)}@example.com`, phone: '' } }),
        token: await solvedToken(services),
      },
      lang: 'en',
      ip: `198.51.100.${String((n % 250) + 1)}`,
      userAgent: 'vitest',
    },
    services,
  )
  if (result.status !== 201) throw new Error(`enquiry answered ${String(result.status)}`)
  return result.body
}

/** Everything of these enquiries that a restore must bring back, in a comparable order. */
async function enquiryRecords(db: Db, references: string[]) {
  const rows = await db.select().from(enquiries).where(inArray(enquiries.reference, references)).orderBy(asc(enquiries.id))
  const ids = rows.map((row) => row.id)
  if (ids.length === 0) return { rows, mails: [], notes: [], history: [] }
  return {
    rows,
    mails: await db.select().from(mailOutbox).where(inArray(mailOutbox.enquiryId, ids)).orderBy(asc(mailOutbox.id)),
    notes: await db.select().from(enquiryNotes).where(inArray(enquiryNotes.enquiryId, ids)).orderBy(asc(enquiryNotes.id)),
    history: await db.select().from(enquiryStatusHistory).where(inArray(enquiryStatusHistory.enquiryId, ids)).orderBy(asc(enquiryStatusHistory.id)),
  }
}

/** Where a restore may go: a fresh DATA_DIR always, an empty PostgreSQL database when there is a server. */
async function freshTargets(): Promise<{ name: string; target: RestoreTarget; open: () => Promise<Database>; dispose: () => Promise<void> }[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wwd-restore-'))
  const targets = [
    {
      name: 'a fresh DATA_DIR',
      target: { kind: 'pglite', dir: path.join(dataDir, 'db') } as RestoreTarget,
      open: () => openDatabase({ dir: path.join(dataDir, 'db') }),
      dispose: async () => {
        rmSync(dataDir, { recursive: true, force: true })
      },
    },
  ]
  if (hasPostgres) {
    const created = await createPostgresDatabase()
    targets.push({
      name: 'an empty PostgreSQL database',
      target: { kind: 'postgres', url: created.url },
      open: () => openDatabase({ url: created.url, poolSize: 2 }),
      dispose: created.drop,
    })
  }
  return targets
}

describe.each(databaseTargets)('snapshots of $name', (source) => {
  let database: Database
  let dispose: () => Promise<void>
  let services: Services
  let dataDir: string

  beforeAll(async () => {
    ;({ database, dispose } = await source.create())
    services = await makeServices(database)
    dataDir = services.config.dataDir
  })
  afterAll(async () => {
    await services.content.stop()
    await dispose()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('a snapshot taken during a burst of enquiries holds every enquiry acknowledged before it, with its mails, notes and audit rows, and restores into a fresh DATA_DIR and an empty PostgreSQL database', async () => {
    const staffActor = { email: 'agent@example.com' }
    const audit = (tx: Db, entry: Parameters<typeof recordAudit>[2]) =>
      recordAudit(tx, { actor: { id: 0, email: 'agent@example.com', name: 'Agent' }, ip: '203.0.113.9', userAgent: 'vitest', requestId: 'backup-test' }, entry)
    // Enquiries the desk has worked on: a note and a status change each, audited.
    const worked: string[] = []
    for (let i = 0; i < 3; i += 1) {
      const { id, reference } = await enquire(services, `Worked on ${String(i)}: 机场接送，谢谢！\nSecond line with a 'quote' and a back\\slash.`)
      worked.push(reference)
      expect(
        await addNote(database, staffActor, { enquiryId: id, expectedVersion: 1, body: `Called back, line one\nline two ${String(i)}` }, new Date(), audit),
      ).toMatchObject({ ok: true })
      expect(
        await changeStatus(database, staffActor, { enquiryId: id, expectedVersion: 2, to: 'replied', internalReason: 'phoned' }, new Date(), audit),
      ).toMatchObject({ ok: true })
    }
    // Text that looks like SQL is only ever data: it comes back as it was, and runs nowhere.
    const lookalike = await enquire(services, `'); ${auditPayload('/tmp/wwd-never-written')} --\\ $f$`)
    worked.push(lookalike.reference)
    // A signed-in owner and a solved challenge, both to outlive the restore.
    await seedOwners(database.db, ['owner@example.com'])
    const [owner] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@example.com'))
    const sessionTimes = { idleMs: 3_600_000, maxMs: 36_000_000 }
    const { token: sessionToken } = await createSession(
      database.db,
      owner?.id ?? 0,
      sessionTimes,
      { ip: '203.0.113.9', userAgent: 'vitest' },
      services.clock.now(),
    )
    const pendingToken = await solvedToken(services)

    // The burst: enquiries keep arriving while the snapshot is taken.
    const acknowledged: string[] = []
    const burst = Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const { reference } = await enquire(services, `Burst enquiry ${String(i)}`)
        acknowledged.push(reference)
      }),
    )
    while (acknowledged.length < 4) await new Promise((resolve) => setTimeout(resolve, 5))
    const beforeSnapshot = [...worked, ...acknowledged]
    const outcome = await takeSnapshot(database, { dataDir, kind: 'manual', clock: services.clock, logger: quiet })
    await burst
    if (!outcome.ok) throw new Error(outcome.error)
    const file = path.join(backupsDirectory(dataDir), outcome.name)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(statSync(backupsDirectory(dataDir)).mode & 0o777).toBe(0o700)
    expect((await verifySnapshotFile(file)).tables.find((table) => table.name === 'enquiries')?.rows).toBeGreaterThanOrEqual(beforeSnapshot.length)

    const expected = await enquiryRecords(database.db, beforeSnapshot)
    const auditBefore = await database.db.select().from(auditLog).orderBy(asc(auditLog.id))
    const schemaBefore = await readSchemaObjects(database.db)
    const secrets = await database.db.select().from(sharedSecrets).orderBy(asc(sharedSecrets.name))
    for (const { name, target, open, dispose: drop } of await freshTargets()) {
      try {
        const report = await restoreSnapshot(file, target, { trust: await trustOf(dataDir) })
        expect(report.signature, name).toBe('signed')
        expect(
          report.tables.map((table) => table.name),
          name,
        ).toContain('audit_log')
        const restored = await open()
        try {
          const all = await restored.db.select({ reference: enquiries.reference }).from(enquiries)
          const references = all.map((row) => row.reference)
          expect(references, name).toEqual(expect.arrayContaining(beforeSnapshot))
          // Consistent: each enquiry in the copy has all of its mails, notes and history, as the source has them.
          const copy = await enquiryRecords(restored.db, references)
          expect(copy, name).toEqual(await enquiryRecords(database.db, references))
          expect(copy.mails.length, name).toBe(references.length * 2)
          expect(await enquiryRecords(restored.db, beforeSnapshot), name).toEqual(expected)
          expect(expected.notes.map((note) => note.body)).toEqual([
            'Called back, line one\nline two 0',
            'Called back, line one\nline two 1',
            'Called back, line one\nline two 2',
          ])
          expect(expected.history).toHaveLength(3)
          expect(copy.rows.find((row) => row.reference === lookalike.reference)?.message, name).toContain('CREATE FUNCTION public.wwd_backdoor()')
          // The same functions, triggers, roles and grants as the source has (on the same kind of
          // server: PostgreSQL 15 and PGlite's 18 describe some objects differently).
          if (target.kind === source.name) expect(firstSchemaChange(schemaBefore, await readSchemaObjects(restored.db)), name).toBeUndefined()
          expect(await restored.db.select().from(auditLog).orderBy(asc(auditLog.id)), name).toEqual(auditBefore)
          expect(await restored.db.select().from(sharedSecrets).orderBy(asc(sharedSecrets.name)), name).toEqual(secrets)
          expect(await restored.db.select().from(sessions), name).toEqual(await database.db.select().from(sessions))
          expect(await readSession(restored.db, sessionToken, sessionTimes, new Date(), { touch: false }), name).toMatchObject({ status: 'active' })
          // The sequences follow: a new enquiry in the copy takes the next number, and the
          // challenge solved before the snapshot is accepted there (the human check's key travelled).
          const copyServices = await makeServices(restored)
          try {
            const next = await createEnquiry(
              { body: { payload: validPayload({ message: 'After the restore' }), token: pendingToken }, lang: 'en', ip: '192.0.2.44', userAgent: 'vitest' },
              copyServices,
            )
            expect(next.status, name).toBe(201)
            const [maxSource] = await restored.db
              .select({ id: enquiries.id })
              .from(enquiries)
              .where(eq(enquiries.reference, all.at(-1)?.reference ?? ''))
            expect(next.status === 201 ? next.body.id : 0).toBeGreaterThan(maxSource?.id ?? 0)
          } finally {
            await copyServices.content.stop()
            rmSync(copyServices.config.dataDir, { recursive: true, force: true })
          }
        } finally {
          await restored.close()
        }
      } finally {
        await drop()
      }
    }
  })

  it('takes the daily snapshot once its Dubai time has come, once a day', async () => {
    const clock = fixedClock('2099-12-01T23:29:00Z') // 03:29 in Dubai on 2 December
    const schedule = startDailySnapshots({ database, dataDir, at: { hour: 3, minute: 30 }, clock, logger: quiet, everyMs: 3_600_000 })
    const dailies = async () =>
      (await listSnapshots(backupsDirectory(dataDir))).filter((snapshot) => snapshot.kind === 'daily').map((snapshot) => snapshot.name)
    try {
      await schedule.check()
      expect(await dailies()).toEqual([])
      clock.set('2099-12-01T23:30:00Z')
      await schedule.check()
      expect(await dailies()).toEqual(['wwd-backup-20991201T233000.000Z-daily.sql.gz'])
      clock.set('2099-12-02T10:00:00Z')
      await schedule.check()
      expect(await dailies()).toHaveLength(1)
      clock.set('2099-12-02T23:45:00Z')
      await schedule.check()
      expect(await dailies()).toEqual(['wwd-backup-20991202T234500.000Z-daily.sql.gz', 'wwd-backup-20991201T233000.000Z-daily.sql.gz'])
      const runs = await database.db
        .select()
        .from(backupRuns)
        .where(inArray(backupRuns.day, ['2099-12-02', '2099-12-03']))
      expect(runs.map((run) => [run.day, run.error, run.file])).toEqual(
        expect.arrayContaining([
          ['2099-12-02', null, 'wwd-backup-20991201T233000.000Z-daily.sql.gz'],
          ['2099-12-03', null, 'wwd-backup-20991202T234500.000Z-daily.sql.gz'],
        ]),
      )
    } finally {
      await schedule.stop()
    }
  })

  it('records a failed snapshot for the dashboard and the log, and claims its day again an hour later', async () => {
    const failingDir = mkdtempSync(path.join(tmpdir(), 'wwd-backup-fail-'))
    writeFileSync(path.join(failingDir, 'backups'), 'not a directory')
    const lines: string[] = []
    const logger = pino(
      { level: 'info' },
      new Writable({
        write: (chunk: Buffer, _encoding, done) => {
          lines.push(chunk.toString())
          done()
        },
      }),
    )
    const clock = fixedClock('2099-12-10T00:00:00Z')
    const schedule = startDailySnapshots({ database, dataDir: failingDir, at: { hour: 3, minute: 30 }, clock, logger, everyMs: 3_600_000 })
    try {
      await schedule.check()
      const failure = await lastSnapshotFailure(database.db)
      expect(failure).toMatchObject({ kind: 'daily' })
      expect(failure?.error).toMatch(/EEXIST|ENOTDIR|not a directory|exists/i)
      expect(lines.some((line) => (JSON.parse(line) as { level: number }).level === 50 && /snapshot failed/.test(line))).toBe(true)
      // Half an hour later the failed day is not tried again; an hour later it is.
      clock.set('2099-12-10T00:30:00Z')
      expect(await claimDay(database.db, '2099-12-10', clock.now())).toBe('taken')
      rmSync(path.join(failingDir, 'backups'))
      clock.set('2099-12-10T01:01:00Z')
      await schedule.check()
      expect(await lastSnapshotFailure(database.db)).toBeUndefined()
      expect(readdirSync(path.join(failingDir, 'backups')).filter((name) => name.endsWith('-daily.sql.gz'))).toHaveLength(1)
    } finally {
      await schedule.stop()
      rmSync(failingDir, { recursive: true, force: true })
    }
  })

  it.runIf(source.name === 'postgres')('of two instances on one database, only one takes the day’s snapshot', async () => {
    const dirs = [mkdtempSync(path.join(tmpdir(), 'wwd-backup-a-')), mkdtempSync(path.join(tmpdir(), 'wwd-backup-b-'))]
    const clock = fixedClock('2099-12-20T00:00:00Z')
    const schedules = dirs.map((dir) => startDailySnapshots({ database, dataDir: dir, at: { hour: 3, minute: 30 }, clock, logger: quiet, everyMs: 3_600_000 }))
    try {
      await Promise.all(schedules.map((schedule) => schedule.check()))
      await Promise.all(schedules.map((schedule) => schedule.check()))
      const files = dirs.flatMap((dir) => (existsSync(backupsDirectory(dir)) ? readdirSync(backupsDirectory(dir)) : []))
      expect(files).toHaveLength(1)
      expect(await database.db.select().from(backupRuns).where(eq(backupRuns.day, '2099-12-20'))).toHaveLength(1)
    } finally {
      await Promise.all(schedules.map((schedule) => schedule.stop()))
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('a restore refuses, with one line and nothing written', () => {
  let database: Database
  let file: string
  let work: string
  let trust: SnapshotTrust
  const migrations = codeMigrations()

  beforeAll(async () => {
    const created = await databaseTargets[0]?.create()
    if (!created) throw new Error('no database')
    database = created.database
    work = mkdtempSync(path.join(tmpdir(), 'wwd-refusals-'))
    const services = await makeServices(database)
    await enquire(services)
    await services.content.stop()
    await seedOwners(database.db, ['owner@example.com'])
    const outcome = await takeSnapshot(database, { dataDir: work, kind: 'manual', clock: services.clock, logger: quiet })
    if (!outcome.ok) throw new Error(outcome.error)
    file = path.join(backupsDirectory(work), outcome.name)
    trust = await trustOf(work)
  })
  afterAll(async () => {
    await database.close()
    rmSync(work, { recursive: true, force: true })
  })

  let targets = 0
  /** A DATA_DIR of its own for each restore, so that one test's leftovers never meet another's. */
  const pgliteTarget = (): RestoreTarget => ({ kind: 'pglite', dir: path.join(work, `target-${String((targets += 1))}`, 'db') })

  async function refusal(spoiled: string, target: RestoreTarget = pgliteTarget(), as: SnapshotTrust = trust): Promise<string> {
    let caught: unknown
    try {
      await restoreSnapshot(spoiled, target, { migrations, trust: as })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(SnapshotRefused)
    const message = (caught as Error).message
    expect(message).not.toContain('\n')
    if (target.kind === 'pglite') expect(existsSync(target.dir)).toBe(false)
    return message
  }

  /** The snapshot's body with its `users` line changed by `change`, signed again when `sign`. */
  function spoiledUsersLine(
    name: string,
    change: (line: string) => string,
    options: { sign: boolean; manifest?: (manifest: SnapshotManifest) => SnapshotManifest },
  ): string {
    const { manifest, body } = openSnapshot(file)
    const lines = body.toString('utf8').split('\n')
    const at = lines.findIndex((line) => line.startsWith('INSERT INTO "users" ('))
    expect(at).toBeGreaterThan(0)
    lines[at] = change(lines[at] ?? '')
    const spoiled = Buffer.from(lines.join('\n'))
    const to = path.join(work, name)
    writeSnapshot(to, (options.manifest ?? ((same) => same))(withBody(manifest, spoiled)), spoiled, options.sign ? trust.key : undefined)
    return to
  }

  /** What of a target a refused restore must not have touched: nothing at all. */
  async function untouched(target: RestoreTarget, marker: string): Promise<void> {
    expect(existsSync(marker)).toBe(false)
    if (target.kind === 'pglite') {
      expect(existsSync(target.dir)).toBe(false)
      return
    }
    const client = new pg.Client({ connectionString: target.url })
    await client.connect()
    try {
      const { rows } = await client.query<{ relations: number; functions: number; triggers: number; schemas: number }>(
        `select (select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'drizzle')) as relations,
                (select count(*)::int from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public') as functions,
                (select count(*)::int from pg_trigger) as triggers,
                (select count(*)::int from pg_namespace where nspname = 'drizzle') as schemas`,
      )
      expect(rows[0]).toEqual({ relations: 0, functions: 0, triggers: 0, schemas: 0 })
    } finally {
      await client.end()
    }
  }

  /** Each kind of target a restore may go to, left as it was found afterwards. */
  async function eachTarget(run: (target: RestoreTarget, name: string) => Promise<void>): Promise<void> {
    await run(pgliteTarget(), 'a fresh DATA_DIR')
    if (!hasPostgres) return
    const created = await createPostgresDatabase()
    try {
      await run({ kind: 'postgres', url: created.url }, 'an empty PostgreSQL database')
    } finally {
      await created.drop()
    }
  }

  it('the audit’s snapshot (statements after a valid row, checksums recomputed): refused for its signature, and by the grammar when signed with the key or trusted; nothing written, nothing run, nothing of the row printed', async () => {
    const marker = path.join(tmpdir(), `wwd-pwned-${String(process.pid)}-${String(Date.now())}`)
    const crafted = (line: string) => `${line.slice(0, -1)} ; ${auditPayload(marker)}`
    const recomputed = spoiledUsersLine('audit.sql.gz', crafted, { sign: false })
    const resigned = spoiledUsersLine('audit-signed.sql.gz', crafted, { sign: true })
    const { body } = openSnapshot(recomputed)
    const usersLine = body
      .toString('utf8')
      .split('\n')
      .find((line) => line.startsWith('INSERT INTO "users" ('))
    expect(usersLine?.endsWith(');')).toBe(true)
    await eachTarget(async (target, name) => {
      expect(await refusal(recomputed, target), name).toBe('the manifest was changed after the snapshot was taken: its signature does not match')
      await untouched(target, marker)
      for (const as of [trust, { key: undefined, trustUnsigned: true }]) {
        const message = await refusal(as.trustUnsigned ? recomputed : resigned, target, as)
        expect(message, name).toMatch(
          /^line \d+ is not a line a snapshot holds: the rows are followed by something other than the end of the line \(a second statement\?\)$/,
        )
        expect(message, name).not.toMatch(/owner@example\.com|wwd_backdoor|PROGRAM|INSERT|scrypt/)
        await untouched(target, marker)
      }
    })
  })

  it('a call, a cast, a table or columns the code’s schema does not have, a value its column cannot hold: refused, nothing written, no value printed', async () => {
    // The first three are refused while the file is checked, before any target is opened; the
    // others once the code's schema exists in the target, inside the transaction that then rolls
    // back. Those open a new database and migrate it, so each runs on one kind of target.
    type Case = {
      name: string
      change: (line: string) => string
      manifest?: (manifest: SnapshotManifest) => SnapshotManifest
      refusal: RegExp
      on?: 'pglite' | 'postgres'
    }
    const cases: Case[] = [
      {
        name: 'call',
        change: (line) => line.replace(" VALUES (E'", " VALUES (lo_import(E'/etc/passwd'),E'"),
        refusal: /^line \d+ is not a line a snapshot holds: a value is neither NULL nor a quoted text/,
      },
      {
        name: 'cast',
        change: (line) => line.replace(/ VALUES \(E'(\d+)'/, " VALUES (E'$1'::int"),
        refusal: /^line \d+ is not a line a snapshot holds: a value is followed by something other/,
      },
      {
        name: 'unlisted-table',
        change: (line) => line.replace('INSERT INTO "users"', 'INSERT INTO "users_copy"'),
        refusal: /^line \d+ holds rows of a table the snapshot's manifest does not list$/,
      },
      {
        name: 'foreign-table',
        change: (line) => line.replace('INSERT INTO "users"', 'INSERT INTO "users_copy"'),
        manifest: (manifest) => ({ ...manifest, tables: manifest.tables.map((table) => (table.name === 'users' ? { ...table, name: 'users_copy' } : table)) }),
        refusal: /^the snapshot lists table users_copy, which the code's schema of version \d+ does not have$/,
        on: 'pglite',
      },
      {
        name: 'foreign-column',
        change: (line) => line.replace('("id",', '("is_superuser",'),
        refusal: /^the snapshot names other columns of table users than the code's schema of version \d+ has$/,
        on: 'postgres',
      },
      {
        name: 'bad-value',
        change: (line) => line.replace(/ VALUES \(E'\d+'/, " VALUES (E'not-a-number'"),
        refusal: /^line \d+: the database refused its rows of table users \(SQLSTATE 22P02\)$/,
        on: 'pglite',
      },
    ]
    const marker = path.join(tmpdir(), 'wwd-never-written')
    for (const spoil of cases) {
      const spoiled = spoiledUsersLine(`${spoil.name}.sql.gz`, spoil.change, { sign: true, ...(spoil.manifest ? { manifest: spoil.manifest } : {}) })
      await eachTarget(async (target, name) => {
        if (spoil.on && spoil.on !== target.kind && (spoil.on === 'pglite' || hasPostgres)) return
        const message = await refusal(spoiled, target)
        expect(message, `${spoil.name}, ${name}`).toMatch(spoil.refusal)
        expect(message, `${spoil.name}, ${name}`).not.toMatch(/owner@example\.com|not-a-number|passwd/)
        await untouched(target, marker)
      })
    }
  })

  it('a snapshot without a signature, or signed with another key: refused with what to do, and restored with --trust-unsigned', async () => {
    const { manifest, body } = openSnapshot(file)
    const { signature: _signature, ...unsigned } = manifest
    writeSnapshot(path.join(work, 'unsigned.sql.gz'), { ...unsigned, version: 1 }, body)
    expect(await refusal(path.join(work, 'unsigned.sql.gz'))).toBe(
      'the snapshot carries no signature, so nothing shows this site took it; if you know where this file has been, run again with --trust-unsigned (its rows are still loaded as data only)',
    )
    const other = mkdtempSync(path.join(tmpdir(), 'wwd-other-key-'))
    try {
      const otherKey = await loadSigningKey({ dataDir: other }, { create: true })
      writeSnapshot(path.join(work, 'other-key.sql.gz'), manifest, body, otherKey)
      expect(await refusal(path.join(work, 'other-key.sql.gz'))).toBe(
        `the snapshot was signed with another key (${otherKey?.id ?? ''}; the key here, ${keyFile(work)}, is ${trust.key?.id ?? ''}): use the key of the server that took it, or if you know where this file has been, run again with --trust-unsigned (its rows are still loaded as data only)`,
      )
      expect(await refusal(file, pgliteTarget(), { key: undefined, trustUnsigned: false })).toMatch(
        /^there is no snapshot key here to check its signature \(key [0-9a-f]{16}\): set BACKUP_KEY or copy backup\.key/,
      )
      const env = await loadSigningKey({ dataDir: other, backupKey: 'a'.repeat(40) }, { create: false })
      expect(env?.source).toBe('BACKUP_KEY')
      expect(env?.id).not.toBe(otherKey?.id)
    } finally {
      rmSync(other, { recursive: true, force: true })
    }
    // A snapshot taken before signatures (version 1) still restores when trusted (the command's
    // `--trust-unsigned`, tests/process/backups.test.ts, does the same for another key's).
    const target = pgliteTarget()
    const report = await restoreSnapshot(path.join(work, 'unsigned.sql.gz'), target, { migrations, trust: { key: trust.key, trustUnsigned: true } })
    expect(report.signature).toBe('trusted')
    expect(report.tables.find((table) => table.name === 'users')?.rows).toBe(1)
    expect(statSync(keyFile(work)).mode & 0o777).toBe(0o600)
  })

  it('a truncated file: cut inside its data, or after its manifest', async () => {
    const size = statSync(file).size
    truncatedCopy(file, path.join(work, 'half.sql.gz'), Math.floor(size / 2))
    expect(await refusal(path.join(work, 'half.sql.gz'))).toMatch(/cut short.*truncated/)
    truncatedCopy(file, path.join(work, 'short.sql.gz'), size - 3)
    expect(await refusal(path.join(work, 'short.sql.gz'))).toMatch(/cut short|damaged/)
    const { manifest } = openSnapshot(file)
    writeSnapshot(path.join(work, 'manifest-only.sql.gz'), manifest, Buffer.alloc(0))
    expect(await refusal(path.join(work, 'manifest-only.sql.gz'))).toMatch(/cut short: it holds 0 of the \d+ bytes/)
  })

  it('a changed byte: in the compressed file, or in the SQL with the file compressed again', async () => {
    changedByteCopy(file, path.join(work, 'flipped.sql.gz'), Math.floor(statSync(file).size / 2))
    expect(await refusal(path.join(work, 'flipped.sql.gz'))).toMatch(/damaged|cut short/)
    const { manifest, body } = openSnapshot(file)
    const changed = Buffer.from(body)
    const at = changed.indexOf('Li Wei')
    expect(at).toBeGreaterThan(0)
    changed[at] = 'M'.charCodeAt(0)
    writeSnapshot(path.join(work, 'edited.sql.gz'), manifest, changed)
    expect(await refusal(path.join(work, 'edited.sql.gz'))).toBe('the file was changed after it was taken: its checksum does not match its manifest')
  })

  it('a changed byte that breaks a statement is called a change to the file, not a foreign statement', async () => {
    const { manifest, body } = openSnapshot(file)
    const changed = Buffer.from(body)
    const at = changed.indexOf('\nINSERT INTO')
    expect(at).toBeGreaterThan(0)
    changed[at + 1] = 'X'.charCodeAt(0)
    writeSnapshot(path.join(work, 'broken-statement.sql.gz'), manifest, changed)
    expect(await refusal(path.join(work, 'broken-statement.sql.gz'))).toBe('the file was changed after it was taken: its checksum does not match its manifest')
  })

  it('a schema newer than the code’s, or one the code never made', async () => {
    const { manifest, body } = openSnapshot(file)
    writeSnapshot(path.join(work, 'newer.sql.gz'), { ...manifest, schema: { ...manifest.schema, migrations: migrations.length + 1 } }, body, trust.key)
    expect(await refusal(path.join(work, 'newer.sql.gz'))).toBe(
      `the snapshot's schema is newer than this code's (version ${String(migrations.length + 1)}, this code knows ${String(migrations.length)}): update the code first`,
    )
    writeSnapshot(path.join(work, 'other.sql.gz'), { ...manifest, schema: { ...manifest.schema, hash: 'f'.repeat(64) } }, body, trust.key)
    expect(await refusal(path.join(work, 'other.sql.gz'))).toMatch(/not one this code made/)
  })

  it('a line a snapshot never holds, with its checksum made to match and the manifest signed again', async () => {
    const { manifest, body } = openSnapshot(file)
    const evil = Buffer.concat([body, Buffer.from('DROP TABLE "users";\n')])
    writeSnapshot(path.join(work, 'evil.sql.gz'), withBody(manifest, evil), evil, trust.key)
    expect(await refusal(path.join(work, 'evil.sql.gz'))).toMatch(
      /^line \d+ is not a line a snapshot holds: it is neither rows of a table, the value of a sequence nor a comment$/,
    )
  })

  it('a non-empty target: a DATA_DIR with a database, a PostgreSQL database with tables or functions', async () => {
    const dir = path.join(work, 'used', 'db')
    mkdirSync(dir, { recursive: true })
    writeFileSync(path.join(dir, 'PG_VERSION'), '18')
    let caught: unknown
    try {
      await restoreSnapshot(file, { kind: 'pglite', dir }, { migrations, trust })
    } catch (error) {
      caught = error
    }
    expect((caught as Error).message).toBe(`the target is not empty: ${dir} already holds a database; restore into an empty DATA_DIR`)
    expect(readdirSync(dir)).toEqual(['PG_VERSION'])
    if (!hasPostgres) return
    for (const planted of ['create table kept (id int)', 'create function public.kept() returns int language sql as $$ select 1 $$']) {
      const created = await createPostgresDatabase()
      const client = new pg.Client({ connectionString: created.url })
      await client.connect()
      try {
        await client.query(planted)
        expect(await refusal(file, { kind: 'postgres', url: created.url })).toMatch(
          /^the target is not empty: postgres:\/\/.* already holds (tables|functions or event triggers); restore into an empty database$/,
        )
        const { rows } = await client.query<{ n: number }>(
          "select (select count(*)::int from pg_tables where schemaname = 'public') + (select count(*)::int from pg_proc where pronamespace = 'public'::regnamespace) as n",
        )
        expect(rows).toEqual([{ n: 1 }])
      } finally {
        await client.end()
        await created.drop()
      }
    }
  })
})

describe.each(databaseTargets)('the schema objects a restore compares, on $name', (source) => {
  it('tell a function created and a trigger dropped from what the migrations made', async () => {
    const { database, dispose } = await source.create()
    try {
      const made = await readSchemaObjects(database.db)
      expect(made.some((object) => object.kind === 'trigger' && object.name === 'public.audit_log.audit_log_append_only')).toBe(true)
      expect(firstSchemaChange(made, await readSchemaObjects(database.db))).toBeUndefined()
      await database.db.execute(sql`create function public.wwd_backdoor() returns text language sql as $f$ select current_user::text $f$`)
      expect(firstSchemaChange(made, await readSchemaObjects(database.db))).toBe('function public.wwd_backdoor() was added')
      await database.db.execute(sql`drop function public.wwd_backdoor()`)
      await database.db.execute(sql`drop trigger audit_log_append_only on public.audit_log`)
      expect(firstSchemaChange(made, await readSchemaObjects(database.db))).toBe('trigger public.audit_log.audit_log_append_only was removed')
    } finally {
      await dispose()
    }
  })
})
