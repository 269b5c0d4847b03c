import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { repoRoot } from '../support/server-process'

/** Build once for the whole suite (FAULTS_SKIP_BUILD=1 reuses the current build). */
export default function globalSetup() {
  if (process.env.FAULTS_SKIP_BUILD) return
  execFileSync(process.execPath, [path.join(repoRoot, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}
