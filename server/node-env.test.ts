/** The mode the server entry picks when the environment names none. */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

/** NODE_ENV as the server sees it after its first import, started with these arguments. */
function nodeEnvAfterStart(args: string[], nodeEnv?: string): string {
  const env = { ...process.env }
  delete env.NODE_ENV
  if (nodeEnv !== undefined) env.NODE_ENV = nodeEnv
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', '--import', './server/node-env.ts', '-e', 'process.stdout.write(String(process.env.NODE_ENV))', '--', ...args],
    { cwd: root, env, encoding: 'utf8' },
  )
}

describe('NODE_ENV chosen by the server entry', () => {
  it('is production for `npm start` (no flag, nothing set)', () => {
    expect(nodeEnvAfterStart([])).toBe('production')
  })
  it('is development for `npm run dev` (--dev, nothing set)', () => {
    expect(nodeEnvAfterStart(['--dev'])).toBe('development')
  })
  it('is what the environment says when it says something', () => {
    expect(nodeEnvAfterStart(['--dev'], 'production')).toBe('production')
    expect(nodeEnvAfterStart([], 'development')).toBe('development')
  })
})
