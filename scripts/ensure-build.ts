/**
 * Build the app when there is no production build, or when a source file is newer than it, so that
 * `npm start` always serves the code in the work tree.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const buildMarker = path.join(root, 'build/server/index.js')
const sources = ['app', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json']

function newestChange(target: string): number {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)))
  return newest
}

const builtAt = existsSync(buildMarker) ? statSync(buildMarker).mtimeMs : 0
const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))))
if (builtAt < changedAt) {
  process.stdout.write(builtAt ? 'Sources changed since the last build: building…\n' : 'No build yet: building…\n')
  execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  })
}
