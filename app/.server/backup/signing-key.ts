/**
 * Who took a snapshot (ADR 0042): each manifest carries an HMAC-SHA256 made with a key that is
 * never inside a snapshot, so a file changed on its way (and its checksums made to match) or made
 * elsewhere is refused. The key is `BACKUP_KEY` when set (at least 32 characters; the same value
 * on every instance lets any of them restore the others' snapshots), else the file
 * `DATA_DIR/backup.key` (0600), made with 32 random bytes the first time a snapshot is taken. The
 * operator keeps a copy apart from the snapshots (README, "Backups"): restoring on a new machine
 * needs it, or `--trust-unsigned`.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

export type SigningKey = {
  /** A short fingerprint that names the key in a manifest and in refusals; it tells nothing of the key. */
  id: string
  /** Where it came from, for messages: `BACKUP_KEY` or the file's path. */
  source: string
  bytes: Buffer
}

export type KeySource = { dataDir: string; backupKey?: string | undefined }

/** The key file in a DATA_DIR. */
export const keyFile = (dataDir: string): string => path.join(dataDir, 'backup.key')

function keyOf(bytes: Buffer, source: string): SigningKey {
  const id = createHash('sha256').update('wwd-backup-key-id\0').update(bytes).digest('hex').slice(0, 16)
  return { id, source, bytes }
}

/**
 * The signing key: BACKUP_KEY, else DATA_DIR/backup.key. With `create`, a missing file is made
 * (0600, in a 0700 DATA_DIR); without it, a missing file answers undefined.
 */
export async function loadSigningKey(from: KeySource, options: { create: boolean }): Promise<SigningKey | undefined> {
  if (from.backupKey) return keyOf(Buffer.from(from.backupKey, 'utf8'), 'BACKUP_KEY')
  const file = keyFile(from.dataDir)
  try {
    const text = (await readFile(file, 'utf8')).trim()
    if (text.length < 32) throw new Error(`${file} holds no key (fewer than 32 characters): restore it from your copy, or remove it to make a new one`)
    return keyOf(Buffer.from(text, 'utf8'), file)
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ENOENT') throw error
  }
  if (!options.create) return undefined
  await mkdir(from.dataDir, { recursive: true, mode: 0o700 })
  const text = randomBytes(32).toString('base64url')
  try {
    await writeFile(file, `${text}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    // Another snapshot of this process (or another process on this DATA_DIR) made it meanwhile.
    if ((error as { code?: unknown }).code === 'EEXIST') return loadSigningKey(from, { create: false })
    throw error
  }
  await chmod(file, 0o600)
  return keyOf(Buffer.from(text, 'utf8'), file)
}

/** JSON with every object's keys in order, so that a manifest signs the same however it was spelled. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/** The HMAC of a manifest's content (everything but its signature). */
export function manifestMac(key: SigningKey, content: unknown): string {
  return createHmac('sha256', key.bytes).update('wwd-backup manifest\n').update(canonicalJson(content)).digest('hex')
}

/** Whether `mac` is the HMAC of `content` under `key`, compared in constant time. */
export function macMatches(key: SigningKey, content: unknown, mac: string): boolean {
  const wanted = Buffer.from(manifestMac(key, content), 'hex')
  const got = Buffer.from(mac, 'hex')
  return got.length === wanted.length && timingSafeEqual(got, wanted)
}
