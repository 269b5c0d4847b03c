/**
 * DATA_DIR holds visitors' details (the embedded database and its write-ahead log, the file outbox)
 * and generated secrets: only the server's own user may read it. It is created 0700; at every start
 * the modes of an existing directory are repaired (directories 0700, files 0600), and the process
 * umask makes every file created later private too.
 */
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'

export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/** Create or repair `dir`; returns how many entries had their mode changed. */
export async function securePrivateDirectory(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  return repair(dir)
}

async function repair(entry: string): Promise<number> {
  const stats = await lstat(entry)
  // Links are left alone: following one could change a file outside DATA_DIR.
  if (stats.isSymbolicLink()) return 0
  const wanted = stats.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE
  let changed = 0
  if ((stats.mode & 0o777) !== wanted) {
    await chmod(entry, wanted)
    changed += 1
  }
  if (stats.isDirectory()) {
    for (const name of await readdir(entry)) changed += await repair(path.join(entry, name))
  }
  return changed
}
