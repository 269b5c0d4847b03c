/**
 * The move from the embedded database to a PostgreSQL server, end to end on the fault suite's own
 * PostgreSQL cluster: an embedded instance takes enquiries and signs its owner in; `npm run db:move`
 * refuses while it runs, then (stopped) copies it table by table, verified; a second move into the
 * now full database is refused. Two instances on the moved database behind nginx, on the address
 * the embedded instance had, serve the same pages and enquiries, keep the owner's session, accept
 * a challenge solved before the move, and number new enquiries after the moved ones.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { runScript } from '../support/node-script'
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process'
import { publicPages, signedInOwner } from '../support/site-copies'
import { ownerEmail } from '../support/staff'
import { startNginx, type Nginx } from './support/nginx'
import { startPostgresCluster, type PostgresCluster } from './support/postgres-cluster'
import { newVisitor, sendEnquiry, solvedTokenFrom, visit } from './support/visitors'

const work = mkdtempSync(path.join(tmpdir(), 'wwd-faults-move-'))
const servers: ServerProcess[] = []
let postgres: PostgresCluster | undefined
let nginx: Nginx | undefined

afterAll(async () => {
  await nginx?.stop()
  for (const server of servers) await server.stop()
  postgres?.dispose()
  rmSync(work, { recursive: true, force: true })
})

describe('moving to PostgreSQL', () => {
  it('db:move copies the embedded database into an empty PostgreSQL database, verified per table; two instances behind nginx then serve the moved data', async () => {
    const port = await freePort()
    const publicUrl = `http://127.0.0.1:${String(port)}`
    const env = { ADMIN_EMAILS: ownerEmail, TRUST_PROXY: '127.0.0.1', PUBLIC_URL: publicUrl, LOG_LEVEL: 'warn' }
    const dataDir = path.join(work, 'embedded')
    const embedded = await startServerProcess({ env, dataDir, port })
    servers.push(embedded)
    const owner = await signedInOwner(embedded)
    const answers = await Promise.all(Array.from({ length: 5 }, () => visit(publicUrl)))
    // A visitor's words that look like the statements of the audit's crafted snapshot: they move
    // as data, and nothing of them runs on the PostgreSQL server.
    const lookalikeMessage = `'); CREATE FUNCTION public.wwd_backdoor() RETURNS text LANGUAGE sql AS $f$ SELECT 1 $f$; DROP TRIGGER IF EXISTS audit_log_append_only ON public.audit_log; SELECT (1); --`
    const writer = newVisitor()
    answers.push(await sendEnquiry(publicUrl, writer, await solvedTokenFrom(publicUrl, writer), { payload: { message: lookalikeMessage } }))
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201))
    const pending = newVisitor()
    const pendingToken = await solvedTokenFrom(publicUrl, pending)
    const pages = await publicPages(publicUrl)
    const csv = await (await owner.get(`${publicUrl}/admin/enquiries.csv`)).text()

    postgres = await startPostgresCluster()
    const move = () => runScript('scripts/db-move.ts', [postgres?.url ?? ''], { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '' })
    const whileRunning = await move()
    expect(whileRunning.code).toBe(1)
    expect(whileRunning.stderr).toBe(`Refused: the server is running on the embedded database (port ${String(port)}): stop it first. Nothing was written.\n`)
    await embedded.stop()

    const moved = await move()
    expect(moved.stderr).toBe('')
    expect(moved.code).toBe(0)
    expect(moved.stdout).toMatch(/^Copied .* into the PostgreSQL database \(a snapshot of .*, schema version \d+\):$/m)
    expect(moved.stdout).toMatch(/^ {2}enquiries +6 rows {2}checksum matches$/m)
    expect(moved.stdout).toMatch(/^ {2}mail_outbox +12 rows {2}checksum matches$/m)
    expect(moved.stdout).toMatch(/^ {2}shared_secrets +\d+ rows {2}checksum matches$/m)
    expect(moved.stdout).toMatch(/^The snapshot it was copied from is .*-move\.sql\.gz\.$/m)
    const twice = await move()
    expect(twice.code).toBe(1)
    expect(twice.stderr).toMatch(
      /^Refused: the target is not empty: postgres:\/\/.* already holds tables; restore into an empty database\. Nothing was written\.\n$/,
    )

    const instances = await Promise.all(
      ['a', 'b'].map(async (name) => {
        const server = await startServerProcess({ env: { ...env, DATABASE_URL: postgres?.url ?? '' }, dataDir: path.join(work, name) })
        servers.push(server)
        return { name, port: Number(new URL(server.url).port) }
      }),
    )
    nginx = await startNginx(instances, { roundRobinPort: port })
    for (const { name } of instances) {
      const instance = { 'X-Instance': name }
      const again = await publicPages(publicUrl, instance)
      for (const [page, body] of pages) expect(again.get(page), `instance ${name}: ${page}`).toBe(body)
      const session = await owner.get(`${publicUrl}/admin/session`, instance)
      expect(session.status, name).toBe(200)
      expect(await session.json(), name).toMatchObject({ email: ownerEmail, role: 'owner' })
      expect(await (await owner.get(`${publicUrl}/admin/enquiries.csv`, instance)).text(), name).toBe(csv)
    }

    const late = await sendEnquiry(publicUrl, pending, pendingToken)
    expect(late.status).toBe(201)
    const client = new pg.Client({ connectionString: postgres.url })
    await client.connect()
    try {
      const { rows } = await client.query<{ reference: string; id: string }>('select reference, id::text from enquiries order by id')
      expect(rows.map((row) => row.reference)).toEqual([...answers.map((answer) => answer.reference).sort(), late.reference])
      const moved = await client.query<{ message: string }>('select message from enquiries where reference = $1', [answers.at(-1)?.reference])
      expect(moved.rows).toEqual([{ message: lookalikeMessage }])
      const schema = await client.query<{ backdoors: number; guarded: number }>(
        "select (select count(*)::int from pg_proc where proname = 'wwd_backdoor') as backdoors, (select count(*)::int from pg_trigger where tgname = 'audit_log_append_only') as guarded",
      )
      expect(schema.rows).toEqual([{ backdoors: 0, guarded: 1 }])
    } finally {
      await client.end()
    }
  })
})
