import { ensureBuild } from '../../scripts/ensure-build'
import { ensureChromium } from '../support/chromium'
import { setUpDataDirTemplate } from '../support/data-dir-template'
import { startServerProcess } from '../support/server-process'

/**
 * Build unless the build is newer than every source (`npm test` has built it already for Vitest),
 * make the DATA_DIR template the specs' servers start from a copy of, start the production server
 * on a free port with a temporary DATA_DIR, and share its URL.
 */
export default async function globalSetup() {
  ensureChromium()
  if (!process.env.E2E_SKIP_BUILD) ensureBuild(['ignore', 'ignore', 'inherit'])
  const removeTemplate = await setUpDataDirTemplate()
  const server = await startServerProcess()
  process.env.E2E_BASE_URL = server.url
  process.env.E2E_DATA_DIR = server.dataDir
  return async () => {
    const code = await server.stop()
    if (code !== 0) process.stderr.write(`server exited with ${String(code)} on SIGTERM:\n${server.output()}\n`)
    removeTemplate()
  }
}
