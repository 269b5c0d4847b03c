import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../app/.server/config'
import { assertBuiltinIdpAllowed } from './admin-auth'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'wwd-auth-'))

describe('built-in sign-in beyond loopback', () => {
  it('starts on loopback, and refuses another address unless AUTH_BUILTIN_ALLOW_REMOTE=1 or AUTH_ISSUER is set', () => {
    expect(() => {
      assertBuiltinIdpAllowed(loadConfig({ DATA_DIR: dataDir(), HOST: '127.0.0.1' }))
    }).not.toThrow()
    expect(() => {
      assertBuiltinIdpAllowed(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }))
    }).toThrow(ConfigError)
    expect(() => {
      assertBuiltinIdpAllowed(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0', AUTH_BUILTIN_ALLOW_REMOTE: '1' }))
    }).not.toThrow()
    expect(() => {
      assertBuiltinIdpAllowed(
        loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0', AUTH_ISSUER: 'https://accounts.google.com', AUTH_CLIENT_ID: 'a', AUTH_CLIENT_SECRET: 'b' }),
      )
    }).not.toThrow()
  })

  it('reads the session lifetimes, and names a bad value', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), ADMIN_SESSION_IDLE_MINUTES: '15', ADMIN_SESSION_MAX_HOURS: '8' })
    expect(config.adminSession).toEqual({ idleMs: 15 * 60_000, maxMs: 8 * 3_600_000 })
    expect(loadConfig({ DATA_DIR: dataDir() }).adminSession).toEqual({ idleMs: 30 * 60_000, maxMs: 10 * 3_600_000 })
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_SESSION_IDLE_MINUTES: '0' })).toThrow(/ADMIN_SESSION_IDLE_MINUTES/)
  })
})
