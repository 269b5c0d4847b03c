import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'wwd-config-'))

describe('configuration (DESIGN §3)', () => {
  it('uses the embedded defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() })
    expect(config.port).toBe(3000)
    expect(config.host).toBe('localhost')
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.databaseUrl).toBeUndefined()
    expect(config.adminEmails).toEqual(['admin@example.com'])
    expect(config.humanCheck.provider).toBe('altcha')
    expect(config.rates).toEqual({ gbp: 0.216, eur: 0.251 })
    expect(config.isHttps).toBe(false)
  })

  it('writes generated secrets once with mode 0600 and reuses them', () => {
    const dir = dataDir()
    const first = loadConfig({ DATA_DIR: dir })
    const file = path.join(dir, 'secrets', 'session-secret')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8').trim()).toBe(first.sessionSecret)
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first.sessionSecret)
  })

  it('reads every documented variable', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://www.example.com/',
      DATABASE_URL: 'postgres://app:secret@db:5432/site',
      SMTP_URL: 'smtp://user:pass@mail:587',
      MAIL_FROM: 'site@example.com',
      ENQUIRY_TO: 'desk@example.com',
      ADMIN_EMAILS: 'Owner@Example.com, editor@example.com',
      SESSION_SECRET: 'x'.repeat(40),
      RATE_AED_GBP: '0.2',
      RATE_AED_EUR: '0.25',
      LOG_LEVEL: 'warn',
    })
    expect(config.port).toBe(8080)
    expect(config.publicUrl).toBe('https://www.example.com')
    expect(config.isHttps).toBe(true)
    expect(config.adminEmails).toEqual(['owner@example.com', 'editor@example.com'])
    expect(config.rates).toEqual({ gbp: 0.2, eur: 0.25 })
    expect(config.sessionSecret).toBe('x'.repeat(40))
    expect(config.mailFrom).toBe('site@example.com')
  })

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT="abc" is not valid; expected a port number/],
    [{ PORT: '70000' }, /PORT="70000"/],
    [{ DATABASE_URL: 'nonsense' }, /^Invalid configuration: DATABASE_URL="nonsense" is not valid; expected a postgres:\/\//],
    [{ DATABASE_URL: 'mysql://u:topsecret@h/db' }, /DATABASE_URL="mysql:\/\/u:\*\*\*@h\/db"/],
    [{ PUBLIC_URL: 'example.com' }, /PUBLIC_URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ ADMIN_EMAILS: 'a@b.co, nope' }, /ADMIN_EMAILS/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET=\(hidden\)/],
    [{ HUMAN_CHECK: 'captcha' }, /HUMAN_CHECK/],
    [{ HUMAN_CHECK: 'turnstile' }, /TURNSTILE_SITE_KEY and TURNSTILE_SECRET/],
    [{ RATE_AED_GBP: 'cheap' }, /RATE_AED_GBP/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('refuses %j with one clear line', (env, message) => {
    let error: unknown
    try {
      loadConfig({ DATA_DIR: dataDir(), ...env })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(Error)
    const text = (error as Error).message
    expect(text).toMatch(message)
    expect(text).not.toContain('\n')
    expect(text).not.toContain('topsecret')
  })
})
