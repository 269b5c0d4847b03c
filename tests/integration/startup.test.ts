import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../support/server-process'

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wwd-start-')), ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
}

describe('starting with invalid configuration', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'nonsense' }, 'DATABASE_URL'],
  ])('%j prints one line naming the variable and exits 1', (env, name) => {
    const result = start(env)
    expect(result.status).toBe(1)
    const lines = result.stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${name}=.* expected `))
    expect(result.stdout).toBe('')
  })

  it('an unreachable database server stops the start with one line and exit 1', () => {
    const result = start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })
    expect(result.status).toBe(1)
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toMatch(/^Server could not start: /)
  })
})
