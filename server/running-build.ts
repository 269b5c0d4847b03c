/**
 * The production build a server runs, taken as a private copy at start (ADR 0037).
 *
 * A deploy builds while the old server still runs: `react-router build` empties `build/client` and
 * `build/server` and writes them again under new hashed names. A server serving `build/` directly
 * then sends pages naming scripts that no longer exist, and fails the first time it needs a server
 * chunk it had not loaded yet (a language's dictionary). So the server copies the build it starts
 * with into a directory of its own under the system's temporary directory, loads the server build
 * from there and serves the client files from there, until it stops: a build changes nothing it
 * sends until the restart. The copy is private like DATA_DIR (directories 0700, files 0600); beside
 * it, a link to the installed packages and a package.json saying that its `.js` files are modules.
 */
import { existsSync, rmSync } from 'node:fs'
import { cp, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { securePrivateDirectory } from './data-dir'

export type RunningBuild = {
  build: ServerBuild
  /** The client files of this build (served at `/`, hashed scripts under `/assets`). */
  clientDir: string
  /** Remove the copy (at shutdown; also done when the process exits without one). */
  dispose: () => Promise<void>
}

/** The client files a server build's pages name: the entry, every route's module, its imports and styles. */
export function clientFilesOf(build: ServerBuild): string[] {
  const { assets } = build
  const files = new Set<string>([assets.url, assets.entry.module, ...assets.entry.imports])
  for (const route of Object.values(assets.routes)) {
    if (!route) continue
    for (const file of [
      route.module,
      route.clientActionModule,
      route.clientLoaderModule,
      route.clientMiddlewareModule,
      route.hydrateFallbackModule,
      ...(route.imports ?? []),
      ...(route.css ?? []),
    ]) {
      if (file) files.add(file)
    }
  }
  return [...files]
}

/**
 * Copy the build in `buildDir` (with `server/index.js` and `client/`) and load it from the copy.
 * `packagesDir` is the `node_modules` the server build's imports resolve in.
 */
export async function loadRunningBuild(buildDir: string, packagesDir: string): Promise<RunningBuild> {
  if (!existsSync(path.join(buildDir, 'server/index.js'))) throw new Error('no production build found: run `npm run build` first')
  const copy = await mkdtemp(path.join(tmpdir(), 'wwd-build-'))
  const remove = () => {
    rmSync(copy, { recursive: true, force: true })
  }
  process.once('exit', remove)
  const dispose = async () => {
    process.off('exit', remove)
    await rm(copy, { recursive: true, force: true })
  }
  try {
    // Vite's own records (`.vite`: manifests) are not served and not needed.
    await cp(buildDir, path.join(copy, 'build'), { recursive: true, filter: (source) => path.basename(source) !== '.vite' })
    await writeFile(path.join(copy, 'package.json'), '{ "type": "module", "private": true }\n')
    await symlink(packagesDir, path.join(copy, 'node_modules'), 'dir')
    await securePrivateDirectory(copy)
    const build = (await import(pathToFileURL(path.join(copy, 'build/server/index.js')).href)) as ServerBuild
    const clientDir = path.join(copy, 'build/client')
    // Copied while a build was writing: the halves may come from two builds. Refuse to serve that.
    const missing = clientFilesOf(build).filter((file) => !existsSync(path.join(clientDir, file)))
    if (missing.length > 0) {
      throw new Error(
        `the client build does not match the server build (was a build running?): ${missing.slice(0, 3).join(', ')} missing; build again, then start`,
      )
    }
    return { build, clientDir, dispose }
  } catch (error) {
    await dispose()
    throw error
  }
}
