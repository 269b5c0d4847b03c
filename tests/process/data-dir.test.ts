/**
 * DATA_DIR is private: started on an existing directory that every local
 * user could read and write, the server repairs it, and everything it then creates there (the
 * embedded database, its write-ahead log, secrets) is readable by the server's user only.
 */
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { startServerProcess } from '../support/server-process'

function walk(dir: string): { file: string; mode: number; isDir: boolean }[] {
  const entries = [{ file: dir, mode: lstatSync(dir).mode & 0o777, isDir: true }]
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    const stats = lstatSync(file)
    if (stats.isSymbolicLink()) continue
    if (stats.isDirectory()) entries.push(...walk(file))
    else entries.push({ file, mode: stats.mode & 0o777, isDir: false })
  }
  return entries
}

it('an open DATA_DIR is made private at start, and new files in it are private', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wwd-open-'))
  mkdirSync(path.join(dataDir, 'outbox'))
  writeFileSync(path.join(dataDir, 'outbox', 'earlier.eml'), 'To: visitor@example.com\r\n\r\nHello')
  chmodSync(path.join(dataDir, 'outbox', 'earlier.eml'), 0o666)
  chmodSync(path.join(dataDir, 'outbox'), 0o777)
  chmodSync(dataDir, 0o777)

  const server = await startServerProcess({ dataDir })
  try {
    const response = await fetch(`${server.url}/cn`)
    expect(response.status).toBe(200)
    const entries = walk(dataDir)
    expect(entries.some((entry) => entry.file.includes(`${path.sep}db${path.sep}`))).toBe(true)
    const open = entries.filter((entry) => (entry.isDir ? entry.mode !== 0o700 : entry.mode !== 0o600))
    expect(open.map((entry) => `${entry.file} ${entry.mode.toString(8)}`)).toEqual([])
  } finally {
    await server.stop()
  }
})
