/**
 * A deploy builds while the server runs: `react-router build` empties `build/client` and
 * `build/server` and writes them again, with new hashed names. The running server must go on
 * serving the version it started with (its pages, the scripts they name, the server chunks it has
 * not loaded yet) until it restarts, from a copy of its own that only its user can read (ADR 0037).
 *
 * The server runs from a copy of this work tree's sources and build, so the build rewritten here
 * is not the one the other test files start their servers from.
 */
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { repoRoot, startServerProcess, type ServerProcess } from '../support/server-process'

let root: string
let scratch: string
let server: ServerProcess

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return lstatSync(file).isDirectory() ? filesUnder(file) : [file]
  })
}

/** Every directory and file under `dir`, with its permission bits (links left out). */
function modesUnder(dir: string): { file: string; mode: number; isDir: boolean }[] {
  const entries = [{ file: dir, mode: lstatSync(dir).mode & 0o777, isDir: true }]
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    const stats = lstatSync(file)
    if (stats.isSymbolicLink()) continue
    if (stats.isDirectory()) entries.push(...modesUnder(file))
    else entries.push({ file, mode: stats.mode & 0o777, isDir: false })
  }
  return entries
}

/**
 * What `react-router build` does to an output directory, in a second instead of a minute: read the
 * build, empty the directory, and write every file again with a new content hash in its name (and
 * every reference to it renamed), as a build of changed sources does.
 */
function rebuild(outputDir: string): void {
  const files = filesUnder(outputDir).map((file) => ({ relative: path.relative(outputDir, file), bytes: readFileSync(file) }))
  const renamed = new Map<string, string>()
  for (const { relative } of files) {
    const name = path.basename(relative)
    const hashed = /^(.+-)([\w-]{8})(\.(?:js|css))$/.exec(name)
    if (hashed) renamed.set(name, `${hashed[1] ?? ''}${(hashed[2] ?? '').slice(0, 6)}N2${hashed[3] ?? ''}`)
  }
  rmSync(outputDir, { recursive: true, force: true })
  for (const { relative, bytes } of files) {
    const target = path.join(outputDir, path.dirname(relative), renamed.get(path.basename(relative)) ?? path.basename(relative))
    let contents: Buffer | string = bytes
    if (/\.(?:js|css|json)$/.test(relative)) {
      contents = bytes.toString('utf8')
      for (const [before, after] of renamed) contents = contents.replaceAll(before, after)
    }
    mkdirSync(path.dirname(target), { recursive: true })
    writeFileSync(target, contents)
  }
}

/** The hashed scripts and styles a page names. */
function assetsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css)/g)].map((match) => match[0]))]
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'wwd-deploy-'))
  for (const part of ['drizzle', 'build', 'package.json']) {
    cpSync(path.join(repoRoot, part), path.join(root, part), { recursive: true })
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'))
  // The server's temporary files, where this test can look at them.
  scratch = mkdtempSync(path.join(tmpdir(), 'wwd-deploy-tmp-'))
  server = await startServerProcess({ args: ['--enable-source-maps', path.join(root, 'build/node/index.js')], env: { TMPDIR: scratch } })
})

afterAll(async () => {
  await server.stop()
  rmSync(root, { recursive: true, force: true })
  rmSync(scratch, { recursive: true, force: true })
})

it('a build written while the server runs leaves its pages and their scripts as they were, until it restarts', async () => {
  const before = await (await fetch(`${server.url}/`)).text()
  const scripts = assetsOf(before).filter((asset) => asset.endsWith('.js'))
  expect(scripts.length).toBeGreaterThan(2)
  const entry = scripts[0] ?? ''
  const entryBytes = Buffer.from(await (await fetch(`${server.url}${entry}`)).arrayBuffer())
  expect(entryBytes.length).toBeGreaterThan(0)

  rebuild(path.join(root, 'build/client'))
  rebuild(path.join(root, 'build/server'))
  expect(readdirSync(path.join(root, 'build/client/assets'))).not.toContain(path.basename(entry))

  // The script an open page already named: the same bytes, still served.
  const old = await fetch(`${server.url}${entry}`)
  expect(old.status).toBe(200)
  expect(Buffer.from(await old.arrayBuffer()).equals(entryBytes)).toBe(true)

  // Pages rendered now, the Chinese ones for the first time (their dictionary is a server chunk
  // loaded on first use), and the desk's sign-in screen: every script and style they name is there.
  for (const page of ['/', '/?fresh=1', '/cn', '/cn/safari', '/contact', '/admin']) {
    const response = await fetch(`${server.url}${page}`)
    expect(response.status, page).toBe(page === '/admin' ? 401 : 200)
    const html = await response.text()
    const assets = assetsOf(html)
    expect(assets.length, page).toBeGreaterThan(0)
    for (const asset of assets) expect((await fetch(`${server.url}${asset}`)).status, `${page} → ${asset}`).toBe(200)
  }
  expect(server.output()).not.toMatch(/"level":50|ERR_MODULE_NOT_FOUND/)
})

it('keeps its copy where only its own user can read it, serves nothing else from there, and removes it when it stops', async () => {
  const copies = readdirSync(scratch).filter((name) => name.startsWith('wwd-build-'))
  expect(copies).toHaveLength(1)
  const copy = path.join(scratch, copies[0] ?? '')
  const entries = modesUnder(copy)
  expect(entries.length).toBeGreaterThan(10)
  expect(entries.filter((entry) => entry.mode !== (entry.isDir ? 0o700 : 0o600)).map((entry) => entry.file)).toEqual([])

  // The server's own modules sit beside the client files in the copy; none is reachable over HTTP.
  for (const target of [
    '/assets/../server/index.js',
    '/assets/%2e%2e/server/index.js',
    '/server/index.js',
    '/build/server/index.js',
    '/package.json',
    '/.vite/manifest.json',
  ]) {
    const response = await fetch(`${server.url}${target}`)
    expect(response.status, target).not.toBe(200)
    expect(await response.text(), target).not.toContain('createRequestHandler')
  }

  expect(await server.stop()).toBe(0)
  expect(readdirSync(scratch).filter((name) => name.startsWith('wwd-build-'))).toEqual([])
})
