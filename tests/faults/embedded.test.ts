/**
 * The embedded deployment: one instance on PGlite with the file outbox (no SMTP server). A burst
 * writes each mail exactly once as an .eml file; `kill -9` during a burst loses nothing that was
 * acknowledged, and after a restart every mail of those enquiries is written, a resent one under
 * the same Message-ID.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../app/.server/db/client'
import { enquiries, mailOutbox } from '../../app/.server/db/schema'
import { eventually } from '../support/databases'
import { startServerProcess, type ServerProcess } from '../support/server-process'
import { visit, type EnquiryAnswer } from './support/visitors'

const dataDir = mkdtempSync(path.join(tmpdir(), 'wwd-faults-embedded-'))
// The visitors come from addresses of their own, as through a proxy on this host: the per-address
// limit (10 in 10 minutes) would otherwise refuse the second burst.
const env = { TRUST_PROXY: '127.0.0.1', MAIL_LEASE_SECONDS: '3', MAIL_RETRY_BASE_SECONDS: '1', LOG_LEVEL: 'warn' }
let server: ServerProcess | undefined

afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** Files written per Message-ID. */
function outboxFiles(): Map<string, number> {
  const dir = path.join(dataDir, 'outbox')
  const counts = new Map<string, number>()
  if (!existsSync(dir)) return counts
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.eml'))) {
    const id = /^Message-ID:\s*(<[^>]+>)/im.exec(readFileSync(path.join(dir, name), 'utf8'))?.[1] ?? name
    counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}

const references = (answers: EnquiryAnswer[]) => answers.flatMap((answer) => (answer.reference ? [answer.reference] : []))

describe('one instance on PGlite with the file outbox', () => {
  it('a burst, then kill -9 during a second burst: every acknowledged enquiry kept, every mail written, each under one Message-ID', async () => {
    server = await startServerProcess({ env, dataDir })
    const first = await Promise.all(Array.from({ length: 10 }, () => visit(server?.url ?? '')))
    expect(first.map((answer) => answer.status)).toEqual(first.map(() => 201))
    // Two mails per enquiry (operator and acknowledgement), each written once.
    await eventually(() => [...outboxFiles().values()].reduce((sum, n) => sum + n, 0) >= 20, 60_000)
    expect([...outboxFiles().values()].every((count) => count === 1)).toBe(true)

    const answers: EnquiryAnswer[] = []
    const victim = server
    const burst = Promise.all(
      Array.from({ length: 10 }, async () => {
        const answer = await visit(victim.url)
        answers.push(answer)
      }),
    )
    await eventually(() => answers.filter((answer) => answer.status === 201).length >= 3, 60_000)
    victim.child.kill('SIGKILL')
    await burst
    await new Promise((resolve) => setTimeout(resolve, 200))
    server = await startServerProcess({ env, dataDir })
    const refs = [...references(first), ...references(answers)]
    // Restarted, it writes what the killed process had not.
    await eventually(() => outboxFiles().size >= refs.length * 2, 60_000)
    // A mail the killed process had written but not yet marked sent is already among the files; its
    // row is marked when the restarted worker sends it again, once that claim's lease has run out.
    await new Promise((resolve) => setTimeout(resolve, (Number(env.MAIL_LEASE_SECONDS) + 2) * 1000))
    await server.stop()
    server = undefined

    const database = await openDatabase({ dir: path.join(dataDir, 'db') })
    try {
      const stored = await database.db.select({ id: enquiries.id, reference: enquiries.reference }).from(enquiries).where(inArray(enquiries.reference, refs))
      expect(stored.map((row) => row.reference).sort()).toEqual([...refs].sort())
      const mails = await database.db
        .select()
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.enquiryId,
            stored.map((row) => row.id),
          ),
        )
      expect(mails.every((mail) => mail.status === 'SUCCESS')).toBe(true)
      const files = outboxFiles()
      for (const mail of mails) expect(files.get(mail.messageId ?? 'missing') ?? 0).toBeGreaterThanOrEqual(1)
      // At most the mail being written when the process died is written twice, under one Message-ID.
      const extra = [...files.values()].reduce((sum, count) => sum + count - 1, 0)
      expect(extra).toBeLessThanOrEqual(1)
    } finally {
      await database.close()
    }
  }, 240_000)
})
