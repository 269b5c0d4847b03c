/**
 * An owner locked out of the desk: `npm run desk:invite` refuses while the embedded server holds
 * the database, and once it is stopped prints a link that signs the owner in again.
 */
import { rmSync } from 'node:fs'
import { expect, it } from 'vitest'
import { HttpSession, signInSession } from '../support/http-session'
import { runScript } from '../support/node-script'
import { newDataDir, startServerProcess } from '../support/server-process'
import { ownerEmail, setPasswordAt, staffPassword } from '../support/staff'

it('recovery: npm run desk:invite refuses while the embedded server runs, then prints a link that signs the owner in again', async () => {
  const dataDir = newDataDir()
  const first = await startServerProcess({ dataDir, env: { ADMIN_EMAILS: ownerEmail } })
  const port = Number(new URL(first.url).port)
  /** `npm run desk:invite -- owner@example.com`, as an operator runs it on this DATA_DIR. */
  const invite = () => runScript('scripts/desk-invite.ts', [ownerEmail], { DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: first.url, LOG_LEVEL: 'silent' })
  const refused = await invite()
  expect(refused.code).toBe(1)
  expect(refused.stderr).toContain('stop it')
  await first.stop()
  const printed = await invite()
  expect(printed.code).toBe(0)
  const link = /http:\/\/\S+\/interaction\/setup\/[\w-]+/.exec(printed.stdout)?.[0] ?? ''
  expect(link).not.toBe('')
  const second = await startServerProcess({ dataDir, port, env: { ADMIN_EMAILS: ownerEmail } })
  try {
    expect(await setPasswordAt(link)).toBe(200)
    expect(await signInSession(new HttpSession(), second.url, ownerEmail, staffPassword)).toBe(200)
  } finally {
    await second.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
