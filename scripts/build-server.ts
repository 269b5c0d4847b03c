/**
 * The server as JavaScript: `server/index.ts` with the app code it imports, and the embedded
 * database's thread, bundled by esbuild into build/node. `npm start` and the tests run this bundle,
 * so a start compiles no TypeScript (ADR 0041); `npm run dev` still runs the sources. Installed
 * packages stay outside the bundle and load from node_modules as before. Runs after `react-router
 * build`, which empties build/.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSync } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Where the bundle goes, and the file `node` starts. */
export const serverBundleDir = path.join(root, 'build/node')
export const serverEntry = path.join(serverBundleDir, 'index.js')

/** Node's arguments for the prebuilt server, as `npm start` runs it (stack traces name the sources). */
export const serverArgs = ['--enable-source-maps', path.relative(root, serverEntry)]

export function buildServer(): void {
  buildSync({
    absWorkingDir: root,
    entryPoints: { index: 'server/index.ts', 'node-env': 'server/node-env.ts', 'pglite-worker': 'app/.server/db/pglite-worker.ts' },
    // NODE_ENV and the umask are set before any package loads, which only a module of its own can
    // do: inside one bundle its lines would run after every package import. The entry imports it
    // first, as `./node-env.js`, and the bundle keeps that import as it is.
    external: ['./node-env.js'],
    outdir: serverBundleDir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildServer()
