/**
 * A snapshot taken and downloaded at the desk of the production server, restored with
 * `npm run db:restore` into a fresh DATA_DIR (and, with TEST_DATABASE_URL, an empty PostgreSQL
 * database): the restored server serves the same pages byte for byte (nonces aside) and the same
 * enquiries, the owner's session goes on, and a challenge solved before the snapshot is accepted.
 * The command's refusals are one line, exit code 1, and write nothing.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { writeSnapshot } from '../../app/.server/backup/snapshots'
import { createPostgresDatabase, openMigratedPglite } from '../support/databases'
import { runScript } from '../support/node-script'
import { startServerProcess, type ServerProcess } from '../support/server-process'
import { changedByteCopy, truncatedCopy } from '../support/snapshot-files'
import { publicPages, signedInOwner, takeSnapshotAtDesk } from '../support/site-copies'
import { ownerEmail } from '../support/staff'
import { newVisitor, sendEnquiry, solvedTokenFrom, visit } from '../faults/support/visitors'

const work = mkdtempSync(path.join(tmpdir(), 'wwd-backups-process-'))
const running: ServerProcess[] = []
afterAll(async () => {
  for (const server of running) await server.stop()
  rmSync(work, { recursive: true, force: true })
})

/** `npm run db:restore -- file`, as an operator runs it, with these variables. */
const restoreCommand = (file: string, env: Record<string, string>) => runScript('scripts/db-restore.ts', [file], { DATABASE_URL: '', ...env })

describe('a snapshot restored from the desk', () => {
  it('serves the same pages and enquiries from a fresh DATA_DIR and from PostgreSQL, with the same sessions and pending challenges', async () => {
    const env = { ADMIN_EMAILS: ownerEmail, TRUST_PROXY: '127.0.0.1' }
    const first = await startServerProcess({ env })
    running.push(first)
    const port = Number(new URL(first.url).port)
    const owner = await signedInOwner(first)
    const answers = await Promise.all(Array.from({ length: 4 }, () => visit(first.url)))
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201])
    const pending = newVisitor()
    const pendingToken = await solvedTokenFrom(first.url, pending)

    const name = await takeSnapshotAtDesk(owner, first.url)
    const download = await owner.get(`${first.url}/admin/backups/${name}`)
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`)
    const file = path.join(work, name)
    writeFileSync(file, Buffer.from(await download.arrayBuffer()))
    const pages = await publicPages(first.url)
    const csv = await (await owner.get(`${first.url}/admin/enquiries.csv`)).text()
    for (const answer of answers) expect(csv).toContain(answer.reference)
    // The operator's copy of the snapshot key, kept apart from the snapshots.
    const keyCopy = path.join(work, 'backup.key.copy')
    copyFileSync(path.join(first.dataDir, 'backup.key'), keyCopy)
    await first.stop()

    const targets: { name: string; env: Record<string, string>; dispose?: () => Promise<void> }[] = [
      { name: 'a fresh DATA_DIR', env: { DATA_DIR: path.join(work, 'restored') } },
    ]
    if (process.env.TEST_DATABASE_URL) {
      const database = await createPostgresDatabase()
      targets.push({
        name: 'an empty PostgreSQL database',
        env: { DATA_DIR: path.join(work, 'restored-pg'), DATABASE_URL: database.url },
        dispose: database.drop,
      })
    }
    for (const target of targets) {
      try {
        // Restoring on another machine: the operator brings the snapshot key along (README, "Backups").
        const noKey = await restoreCommand(file, target.env)
        expect(noKey.code, target.name).toBe(1)
        expect(noKey.stderr, target.name).toMatch(
          /^Refused: there is no snapshot key here to check its signature .*--trust-unsigned.*\. Nothing was written\.\n$/,
        )
        mkdirSync(target.env.DATA_DIR ?? '', { recursive: true, mode: 0o700 })
        copyFileSync(keyCopy, path.join(target.env.DATA_DIR ?? '', 'backup.key'))
        const restored = await restoreCommand(file, target.env)
        expect(restored.stderr, target.name).toBe('')
        expect(restored.code, target.name).toBe(0)
        expect(restored.stdout, target.name).toMatch(/enquiries\s+4 rows\s+checksum matches/)
        expect(restored.stdout, target.name).toMatch(/^The snapshot's signature matches the key here \([0-9a-f]{16}\)\.$/m)
        // On the same address as the first server, so every absolute URL is the same.
        const server = await startServerProcess({ env: { ...env, ...target.env }, dataDir: target.env.DATA_DIR, port })
        running.push(server)
        const again = await publicPages(server.url)
        for (const [page, body] of pages) expect(again.get(page), `${target.name}: ${page}`).toBe(body)
        const session = await owner.get(`${server.url}/admin/session`)
        expect(session.status, target.name).toBe(200)
        expect(await session.json(), target.name).toMatchObject({ email: ownerEmail, role: 'owner' })
        expect(await (await owner.get(`${server.url}/admin/enquiries.csv`)).text(), target.name).toBe(csv)
        const late = await sendEnquiry(server.url, pending, pendingToken)
        expect(late.status, target.name).toBe(201)
        await server.stop()
      } finally {
        await target.dispose?.()
      }
    }
  }, 300_000)

  it('npm run db:restore refuses a truncated file, a changed byte, a file signed with another key and a non-empty DATA_DIR with one line, exit code 1, nothing written; --trust-unsigned loads the last', async () => {
    const backupKey = 'the-snapshot-key-of-this-test-0123456789'
    const database = await openMigratedPglite()
    let file: string
    try {
      file = (await writeSnapshot(database, { dataDir: work, backupKey }, 'manual', new Date())).file
    } finally {
      await database.close()
    }
    const bytes = statSync(file).size
    truncatedCopy(file, path.join(work, 'cut.sql.gz'), Math.floor(bytes / 2))
    changedByteCopy(file, path.join(work, 'changed.sql.gz'), Math.floor(bytes / 3))
    const used = path.join(work, 'used')
    mkdirSync(path.join(used, 'db'), { recursive: true })
    writeFileSync(path.join(used, 'db', 'PG_VERSION'), '18\n')
    const cases = [
      {
        file: path.join(work, 'cut.sql.gz'),
        dataDir: path.join(work, 'empty-1'),
        line: /^Refused: the file is cut short: .*truncated.*\. Nothing was written\.\n$/,
      },
      {
        file: path.join(work, 'changed.sql.gz'),
        dataDir: path.join(work, 'empty-2'),
        line: /^Refused: the file (is damaged|is cut short|was changed).*\. Nothing was written\.\n$/,
      },
      {
        file,
        dataDir: used,
        line: /^Refused: the target is not empty: .* already holds a database; restore into an empty DATA_DIR\. Nothing was written\.\n$/,
      },
    ]
    for (const { file: spoiled, dataDir, line } of cases) {
      const result = await restoreCommand(spoiled, { DATA_DIR: dataDir, BACKUP_KEY: backupKey })
      expect(result.code, spoiled).toBe(1)
      expect(result.stdout, spoiled).toBe('')
      expect(result.stderr, spoiled).toMatch(line)
      if (dataDir !== used) expect(existsSync(path.join(dataDir, 'db')), spoiled).toBe(false)
    }
    expect(readdirSync(path.join(used, 'db'))).toEqual(['PG_VERSION'])
    const otherKey = { DATA_DIR: path.join(work, 'empty-3'), BACKUP_KEY: 'another-snapshot-key-0123456789abcdefghij' }
    const refused = await restoreCommand(file, otherKey)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(
      /^Refused: the snapshot was signed with another key \([0-9a-f]{16}; the key here, BACKUP_KEY, is [0-9a-f]{16}\): .*--trust-unsigned.*\. Nothing was written\.\n$/,
    )
    expect(existsSync(path.join(otherKey.DATA_DIR, 'db'))).toBe(false)
    const trusted = await runScript('scripts/db-restore.ts', [file, '--trust-unsigned'], { DATABASE_URL: '', ...otherKey })
    expect(trusted.stderr).toBe('')
    expect(trusted.code).toBe(0)
    expect(trusted.stdout).toMatch(/^Loaded with --trust-unsigned: nothing showed that this site took the snapshot\. Its rows were loaded as data only\.$/m)
  })
})
