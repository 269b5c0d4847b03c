/**
 * Build the app when there is no production build, or when a source file is newer than it, so that
 * `npm start` always serves the code in the work tree. Test runs that start the built server use
 * the same check, so one `npm test` builds at most once.
 */
import { execFileSync, type StdioOptions } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildServer, serverEntry } from './build-server'

const root = fileURLToPath(new URL('..', import.meta.url))
/** The two halves of a build: React Router's (the pages and the browser's files) and the server's own. */
const buildMarkers = [path.join(root, 'build/server/index.js'), serverEntry]
const sources = ['app', 'public', 'server', 'vite.config.ts', 'react-router.config.ts', 'tsconfig.json', 'package-lock.json']

function newestChange(target: string): number {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, entry)))
  return newest
}

/** 'fresh' when the production build is newer than every source; otherwise why it is not. */
export function buildState(): 'fresh' | 'missing' | 'stale' {
  if (!buildMarkers.every((marker) => existsSync(marker))) return 'missing'
  const builtAt = Math.min(...buildMarkers.map((marker) => statSync(marker).mtimeMs))
  const changedAt = Math.max(...sources.map((source) => newestChange(path.join(root, source))))
  return builtAt < changedAt ? 'stale' : 'fresh'
}

/**
 * The production build's command. Always NODE_ENV=production: a test runner's own NODE_ENV (Vitest
 * sets "test") would otherwise hand the browser React's development build, unlike anything a
 * visitor is served.
 */
export function buildCommand(): { file: string; args: string[]; env: NodeJS.ProcessEnv } {
  return {
    file: process.execPath,
    args: [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'],
    env: { ...process.env, NODE_ENV: 'production' },
  }
}

/** The whole build, as `npm run build` makes it: React Router's, then the server's (which it would remove). */
export function build(stdio: StdioOptions = 'inherit'): void {
  const { file, args, env } = buildCommand()
  execFileSync(file, args, { cwd: root, stdio, env })
  buildServer()
}

/** Builds unless the build is fresh; says so on stdout when it builds. Returns whether it built. */
export function ensureBuild(stdio: StdioOptions = 'inherit'): boolean {
  const state = buildState()
  if (state === 'fresh') return false
  process.stdout.write(state === 'stale' ? 'Sources changed since the last build: building…\n' : 'No build yet: building…\n')
  build(stdio)
  return true
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureBuild()
