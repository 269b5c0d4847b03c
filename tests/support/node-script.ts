/** Runs one of the repository's scripts as `npm run` does (`node --import tsx scripts/…`), with these variables. */
import { spawn } from 'node:child_process'
import { repoRoot } from './server-process'

export type ScriptResult = { code: number | null; stdout: string; stderr: string }

/** `script` relative to the repository; an empty string in `env` removes that variable. */
export function runScript(script: string, args: readonly string[], env: Record<string, string>): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: repoRoot,
      env: Object.fromEntries(Object.entries({ ...process.env, LOG_LEVEL: 'warn', ...env }).filter(([, value]) => value !== '')),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => {
      resolve({ code, stdout, stderr })
    })
  })
}
