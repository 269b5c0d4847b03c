/**
 * The build every browser and process test runs against is what visitors get: React's production
 * build in the browser's scripts, although this suite's global setup built it under Vitest's
 * NODE_ENV=test. (React's development build names its hydration warnings' help page; the production
 * build only carries error codes.)
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { repoRoot } from '../support/server-process'

it('the browser is served React’s production build', () => {
  const assets = path.join(repoRoot, 'build/client/assets')
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(0)
  const development = scripts.filter((name) => readFileSync(path.join(assets, name), 'utf8').includes('react.dev/link/hydration-mismatch'))
  expect(development).toEqual([])
})
