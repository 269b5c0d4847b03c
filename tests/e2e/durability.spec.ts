import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { expect, test } from '@playwright/test'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { startSmtpSink, validPayload } from '../support/enquiry-harness'
import { freePort, startServerProcess } from '../support/server-process'

test('an acknowledged enquiry survives SIGKILL: after a restart it is stored and its mails are sent', async () => {
  test.setTimeout(120_000)
  const smtpPort = await freePort() // nothing listens yet: mail delivery is down
  const env = { SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`, LOG_LEVEL: 'info' }
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
    await expect.poll(() => sink.received.length, { timeout: 90_000, intervals: [500] }).toBe(2)
    const operator = sink.received.find((mail) => mail.subject?.startsWith('New enquiry'))
    expect(operator?.text).toContain(reference)
    expect(operator?.text).toContain('Survive a crash, please.')
  } finally {
    expect(await second.stop()).toBe(0)
    await sink.close()
  }
  const db = new PGlite(path.join(dataDir, 'db'))
  const rows = await db.query<{ reference: string; status: string }>('select reference, status from enquiries')
  await db.close()
  expect(rows.rows).toEqual([{ reference, status: 'new' }])
})
