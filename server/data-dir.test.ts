import { chmodSync, mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { securePrivateDirectory } from './data-dir'

const mode = (file: string) => statSync(file).mode & 0o777

describe('the private data directory', () => {
  it('is created readable by its owner only', async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'wwd-dd-')), 'data')
    await securePrivateDirectory(dir)
    expect(mode(dir)).toBe(0o700)
  })

  it('has the modes of an existing open directory repaired, deep down, leaving links alone', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wwd-dd-'))
    mkdirSync(path.join(dir, 'db', 'base'), { recursive: true })
    mkdirSync(path.join(dir, 'outbox'))
    writeFileSync(path.join(dir, 'db', 'base', '1234'), 'visitor rows')
    writeFileSync(path.join(dir, 'outbox', 'mail.eml'), 'To: visitor@example.com')
    const outside = path.join(mkdtempSync(path.join(tmpdir(), 'wwd-outside-')), 'other.txt')
    writeFileSync(outside, 'not ours')
    chmodSync(outside, 0o644)
    symlinkSync(outside, path.join(dir, 'link'))
    for (const d of [dir, path.join(dir, 'db'), path.join(dir, 'db', 'base'), path.join(dir, 'outbox')]) chmodSync(d, 0o777)
    chmodSync(path.join(dir, 'db', 'base', '1234'), 0o666)
    chmodSync(path.join(dir, 'outbox', 'mail.eml'), 0o644)

    expect(await securePrivateDirectory(dir)).toBe(6)
    expect(mode(dir)).toBe(0o700)
    expect(mode(path.join(dir, 'db', 'base'))).toBe(0o700)
    expect(mode(path.join(dir, 'db', 'base', '1234'))).toBe(0o600)
    expect(mode(path.join(dir, 'outbox', 'mail.eml'))).toBe(0o600)
    expect(mode(outside)).toBe(0o644)
    expect(await securePrivateDirectory(dir)).toBe(0)
  })
})
