/**
 * The project's directory: the nearest one above this module that holds package.json. The same
 * answer whether the server runs from its TypeScript sources or from its prebuilt bundle in
 * build/node (ADR 0041), where a path relative to the module's own file would point elsewhere.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

function nearestPackageDir(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir
    if (path.dirname(dir) === dir) throw new Error(`no package.json in ${start} or above it`)
  }
}

export const projectRoot = nearestPackageDir(path.dirname(fileURLToPath(import.meta.url)))
