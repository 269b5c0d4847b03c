import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ensureBuiltinPassword, verifyBuiltinPassword } from './builtin-password.server'

const dirs: string[] = []
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wwd-password-'))
  dirs.push(dir)
  return dir
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('the built-in sign-in password', () => {
  it('is made once, kept only as a private scrypt hash, and read back on the next start', async () => {
    const dir = dataDir()
    const first = await ensureBuiltinPassword(dir)
    expect(first.created).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}-[a-z2-9]{5}-[a-z2-9]{5}$/)
    const file = path.join(dir, 'secrets', 'admin-password.scrypt')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const stored = readFileSync(file, 'utf8')
    expect(stored).toMatch(/^scrypt\$16384\$/)
    expect(stored).not.toContain(first.created)
    const again = await ensureBuiltinPassword(dir)
    expect(again).toEqual({ stored: first.stored })
  })

  it('accepts the password and refuses anything else', async () => {
    const { stored, created = '' } = await ensureBuiltinPassword(dataDir())
    expect(await verifyBuiltinPassword(stored, created)).toBe(true)
    expect(await verifyBuiltinPassword(stored, created.toUpperCase())).toBe(false)
    expect(await verifyBuiltinPassword(stored, '')).toBe(false)
    expect(await verifyBuiltinPassword('plain$text', created)).toBe(false)
  })

  it('is checked off the main thread: other work runs while an attempt is hashed', async () => {
    const { stored } = await ensureBuiltinPassword(dataDir())
    // Many attempts from many addresses must not stall the pages: while the hash is computed, the
    // event loop goes on (a synchronous scrypt would hold it for the whole computation).
    let ranMeanwhile = false
    setImmediate(() => {
      ranMeanwhile = true
    })
    const verdict = verifyBuiltinPassword(stored, 'not-the-password')
    expect(verdict).toBeInstanceOf(Promise)
    expect(await verdict).toBe(false)
    expect(ranMeanwhile).toBe(true)
  })
})
