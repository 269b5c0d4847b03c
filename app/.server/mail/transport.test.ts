import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createMailTransport } from './transport'

describe('the file outbox (no SMTP_URL)', () => {
  it('writes each mail as an .eml file that only the server user can read', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wwd-mail-'))
    const transport = createMailTransport({ dataDir })
    await transport.send({ from: 'no-reply@example.com', to: ['visitor@example.com'], subject: 'Your enquiry WWD-TEST', text: 'Thank you' })
    const outbox = path.join(dataDir, 'outbox')
    const [file] = readdirSync(outbox)
    expect(file).toMatch(/\.eml$/)
    const eml = path.join(outbox, String(file))
    expect(readFileSync(eml, 'utf8')).toContain('Subject: Your enquiry WWD-TEST')
    expect(statSync(outbox).mode & 0o777).toBe(0o700)
    expect(statSync(eml).mode & 0o777).toBe(0o600)
  })
})
