import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import pg from 'pg'
import { expect, it } from 'vitest'
import { createPostgresDatabase } from '../support/databases'
import { startSmtpSink, validPayload } from '../support/enquiry-harness'
import { freePort, startServerProcess } from '../support/server-process'

const databases = ['PGlite', ...(process.env.TEST_DATABASE_URL ? ['PostgreSQL'] : [])]

for (const kind of databases) {
  it(`${kind}: an acknowledged enquiry survives SIGKILL: after a restart it is stored and its mails are sent`, async () => {
    const smtpPort = await freePort() // nothing listens yet: mail delivery is down
    const server = kind === 'PostgreSQL' ? await createPostgresDatabase() : undefined
    // A short lease: mail the killed process had claimed is taken over in seconds, not the default minute.
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
      LOG_LEVEL: 'info',
      MAIL_LEASE_SECONDS: '3',
      MAIL_RETRY_BASE_SECONDS: '1',
      ...(server ? { DATABASE_URL: server.url } : {}),
    }
    const first = await startServerProcess({ env })
    const { dataDir } = first
    const challenge = (await (await fetch(`${first.url}/api/human-check/challenge`)).json()) as Challenge
    const solution = await solveChallenge({ challenge, deriveKey })
    const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    const response = await fetch(`${first.url}/api/enquiries`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ payload: validPayload({ message: 'Survive a crash, please.' }), token, lang: 'en' }),
    })
    expect(response.status).toBe(201)
    const { reference } = (await response.json()) as { reference: string }
    first.child.kill('SIGKILL')
    await new Promise((resolve) => first.child.once('exit', resolve))

    const sink = await startSmtpSink(smtpPort)
    const second = await startServerProcess({ env, dataDir })
    try {
      await expect.poll(() => sink.received.length, { timeout: 90_000, interval: 500 }).toBe(2)
      const operator = sink.received.find((mail) => mail.subject?.startsWith('New enquiry'))
      expect(operator?.text).toContain(reference)
      expect(operator?.text).toContain('Survive a crash, please.')
    } finally {
      expect(await second.stop()).toBe(0)
      await sink.close()
    }
    let rows: { reference: string; status: string }[]
    if (server) {
      const client = new pg.Client({ connectionString: server.url })
      await client.connect()
      rows = (await client.query<{ reference: string; status: string }>('select reference, status from enquiries')).rows
      await client.end()
      await server.drop()
    } else {
      const db = new PGlite(path.join(dataDir, 'db'))
      rows = (await db.query<{ reference: string; status: string }>('select reference, status from enquiries')).rows
      await db.close()
    }
    expect(rows).toEqual([{ reference, status: 'new' }])
  })
}
