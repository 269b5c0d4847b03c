import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { loadRunningBuild } from './running-build'

let work: string
let scratch: string
const savedTmpdir = process.env.TMPDIR

/** A build as `react-router build` leaves it, reduced to a manifest naming two client files. */
function writeBuild(buildDir: string, clientFiles: string[]): void {
  mkdirSync(path.join(buildDir, 'server'), { recursive: true })
  mkdirSync(path.join(buildDir, 'client/assets'), { recursive: true })
  mkdirSync(path.join(buildDir, 'client/.vite'), { recursive: true })
  writeFileSync(path.join(buildDir, 'client/.vite/manifest.json'), '{}')
  const assets = {
    url: '/assets/manifest-aaaa1111.js',
    version: 'aaaa1111',
    entry: { module: '/assets/entry.client-bbbb2222.js', imports: [] },
    routes: { root: { id: 'root', module: '/assets/root-cccc3333.js', css: ['/assets/root-dddd4444.css'] } },
  }
  writeFileSync(path.join(buildDir, 'server/index.js'), `export const assets = ${JSON.stringify(assets)}\nexport const marker = ${JSON.stringify(buildDir)}\n`)
  for (const file of clientFiles) writeFileSync(path.join(buildDir, 'client', file), `/* ${file} */`)
}

const allFiles = ['/assets/manifest-aaaa1111.js', '/assets/entry.client-bbbb2222.js', '/assets/root-cccc3333.js', '/assets/root-dddd4444.css']

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'wwd-running-build-'))
  scratch = path.join(work, 'tmp')
  mkdirSync(scratch)
  process.env.TMPDIR = scratch
})

afterEach(() => {
  if (savedTmpdir === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = savedTmpdir
  rmSync(work, { recursive: true, force: true })
})

it('loads the server build from a private copy and serves the client files from it, whatever happens to build/ later', async () => {
  const buildDir = path.join(work, 'build')
  writeBuild(buildDir, allFiles)
  const running = await loadRunningBuild(buildDir, path.join(work, 'node_modules'))
  try {
    const [copy] = readdirSync(scratch)
    expect(copy).toMatch(/^wwd-build-/)
    expect(running.clientDir.startsWith(path.join(scratch, copy ?? ''))).toBe(true)
    expect((running.build as unknown as { marker: string }).marker).toBe(buildDir)

    rmSync(buildDir, { recursive: true, force: true })
    expect(readFileSync(path.join(running.clientDir, 'assets/root-cccc3333.js'), 'utf8')).toBe('/* /assets/root-cccc3333.js */')
    // Vite's manifests are neither needed nor served.
    expect(readdirSync(running.clientDir)).toEqual(['assets'])
    expect(lstatSync(path.join(scratch, copy ?? '')).mode & 0o777).toBe(0o700)
    expect(lstatSync(path.join(running.clientDir, 'assets')).mode & 0o777).toBe(0o700)
    expect(lstatSync(path.join(running.clientDir, 'assets/root-dddd4444.css')).mode & 0o777).toBe(0o600)
  } finally {
    await running.dispose()
  }
  expect(readdirSync(scratch)).toEqual([])
})

it('refuses a copy whose client files do not match its server build (taken while a build was writing), and leaves nothing behind', async () => {
  const buildDir = path.join(work, 'build')
  writeBuild(buildDir, allFiles.slice(0, 2))
  await expect(loadRunningBuild(buildDir, path.join(work, 'node_modules'))).rejects.toThrow(
    /the client build does not match the server build .*\/assets\/root-cccc3333\.js, \/assets\/root-dddd4444\.css missing/,
  )
  expect(readdirSync(scratch)).toEqual([])
})

it('says how to make a build when there is none', async () => {
  await expect(loadRunningBuild(path.join(work, 'build'), path.join(work, 'node_modules'))).rejects.toThrow(
    'no production build found: run `npm run build` first',
  )
  expect(readdirSync(scratch)).toEqual([])
})
