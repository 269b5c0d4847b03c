import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'wwd-config-'))

describe('configuration', () => {
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
    expect(config.mail).toEqual({ leaseSeconds: 60, retryBaseSeconds: 30 })
    expect(config.newsPinCap).toBe(2)
    expect(config.backupAt).toEqual({ hour: 3, minute: 30 })
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
      RATE_AED_GBP: '0.2',
      RATE_AED_EUR: '0.25',
      LOG_LEVEL: 'warn',
      MAIL_LEASE_SECONDS: '20',
      MAIL_RETRY_BASE_SECONDS: '5',
      NEWS_PIN_CAP: '3',
      BACKUP_AT: '23:05',
    })
    expect(config.port).toBe(8080)
    expect(config.publicUrl).toBe('https://www.example.com')
    expect(config.isHttps).toBe(true)
    expect(config.adminEmails).toEqual(['owner@example.com', 'editor@example.com'])
    expect(config.rates).toEqual({ gbp: 0.2, eur: 0.25 })
    expect(config.mailFrom).toBe('site@example.com')
    expect(config.mail).toEqual({ leaseSeconds: 20, retryBaseSeconds: 5 })
    expect(config.newsPinCap).toBe(3)
    expect(config.backupAt).toEqual({ hour: 23, minute: 5 })
    expect(loadConfig({ DATA_DIR: dataDir(), BACKUP_AT: 'off' }).backupAt).toBeNull()
  })

  it.each([
    [{ PORT: 'abc' }, /^Invalid configuration: PORT="abc" is not valid; expected a port number/],
    [{ PORT: '70000' }, /PORT="70000"/],
    [{ DATABASE_URL: 'nonsense' }, /^Invalid configuration: DATABASE_URL="nonsense" is not valid; expected a postgres:\/\//],
    [{ DATABASE_URL: 'mysql://u:topsecret@h/db' }, /DATABASE_URL="mysql:\/\/u:\*\*\*@h\/db"/],
    [{ PUBLIC_URL: 'example.com' }, /PUBLIC_URL/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ ADMIN_EMAILS: 'a@b.co, nope' }, /ADMIN_EMAILS/],
    [{ HUMAN_CHECK: 'turnstile', TURNSTILE_SITE_KEY: 'k', TURNSTILE_SECRET: 'x', TURNSTILE_VERIFY_URL: 'nope' }, /TURNSTILE_VERIFY_URL/],
    [{ HUMAN_CHECK: 'captcha' }, /HUMAN_CHECK/],
    [{ HUMAN_CHECK: 'turnstile' }, /TURNSTILE_SITE_KEY and TURNSTILE_SECRET/],
    [{ RATE_AED_GBP: 'cheap' }, /RATE_AED_GBP/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ MAIL_LEASE_SECONDS: '1' }, /^Invalid configuration: MAIL_LEASE_SECONDS="1" is not valid; expected a whole number of seconds from 2 to 3600/],
    [{ MAIL_LEASE_SECONDS: 'soon' }, /MAIL_LEASE_SECONDS/],
    [{ MAIL_RETRY_BASE_SECONDS: '0' }, /MAIL_RETRY_BASE_SECONDS="0"/],
    [{ NEWS_PIN_CAP: '0' }, /^Invalid configuration: NEWS_PIN_CAP="0" is not valid; expected a whole number from 1 to 20/],
    [{ NEWS_PIN_CAP: 'two' }, /NEWS_PIN_CAP="two"/],
    [{ BACKUP_AT: '3:30' }, /^Invalid configuration: BACKUP_AT="3:30" is not valid; expected a Dubai time of day as HH:MM/],
    [{ BACKUP_AT: '24:00' }, /BACKUP_AT="24:00"/],
    [{ BACKUP_AT: 'never' }, /BACKUP_AT="never"/],
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

  it('reads TRUST_PROXY as nobody, hops or addresses, and refuses anything else', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toEqual({ kind: 'none' })
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '0' }).trustProxy).toEqual({ kind: 'none' })
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '2' }).trustProxy).toEqual({ kind: 'hops', hops: 2 })
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8' }).trustProxy).toEqual({
      kind: 'addresses',
      addresses: ['loopback', '10.0.0.0/8', 'fd00::/8'],
    })
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0', 'everyone', '1.2.3.4/8/9']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/)
    }
  })
})
