/**
 * One snapshot is one file, `wwd-backup-<UTC time>-<kind>.sql.gz` (ADR 0039): gzip of a first line
 * `-- wwd-backup {manifest}` followed by the dump's SQL lines (the body). The manifest names the
 * schema version, each table's rows and digest, the sequences, when and from which database, and
 * the body's size and SHA-256, so a file is checked before anything is loaded from it: a cut file
 * fails gzip's own length and CRC checks or falls short of the body's size, a changed one its
 * checksum. Files are written 0600 in a 0700 directory, under a temporary name until complete.
 */
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { createReadStream, createWriteStream } from 'node:fs'
import { chmod, mkdir, open, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip, gzipSync } from 'node:zlib'
import { z } from 'zod'
import type { DumpSummary } from './dump'
import { macMatches, manifestMac, type SigningKey } from './signing-key'

export const snapshotKinds = ['daily', 'manual', 'move'] as const
export type SnapshotKind = (typeof snapshotKinds)[number]

const hex64 = z.string().regex(/^[0-9a-f]{64}$/)
const countSchema = z.number().int().min(0)

/**
 * Version 2 adds `signature` (ADR 0042): the HMAC of the rest of the manifest under the snapshot
 * key. Version 1 files (taken before signatures) carry none and restore only when trusted.
 */
export const manifestSchema = z.object({
  format: z.literal('wwd-backup'),
  version: z.union([z.literal(1), z.literal(2)]),
  kind: z.enum(snapshotKinds),
  createdAt: z.iso.datetime(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), version: z.string() }),
  schema: z.object({ migrations: z.number().int().min(1), hash: hex64 }),
  tables: z.array(z.object({ name: z.string().min(1), rows: countSchema, sha256: hex64 })),
  sequences: z.array(z.object({ name: z.string().min(1), value: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  body: z.object({ bytes: countSchema, sha256: hex64 }),
  signature: z.object({ key: z.string().regex(/^[0-9a-f]{16}$/), hmac: hex64 }).optional(),
})
export type SnapshotManifest = z.infer<typeof manifestSchema>

/** What a manifest's signature covers: all of it but the signature. */
export function signedContent(manifest: SnapshotManifest): Omit<SnapshotManifest, 'signature'> {
  const { signature: _signature, ...content } = manifest
  return content
}

/** Whom a restore believes: snapshots signed with `key`, and unsigned ones too when told to trust them. */
export type SnapshotTrust = { key: SigningKey | undefined; trustUnsigned: boolean }

const trustHint = 'if you know where this file has been, run again with --trust-unsigned (its rows are still loaded as data only)'

/**
 * Refuses a manifest that this key did not sign, unless unsigned snapshots are trusted; answers
 * whether it was signed with the key.
 */
export function checkSignature(manifest: SnapshotManifest, trust: SnapshotTrust): 'signed' | 'trusted' {
  const { signature } = manifest
  const { key } = trust
  if (signature && key && signature.key === key.id) {
    if (macMatches(key, signedContent(manifest), signature.hmac)) return 'signed'
    throw new SnapshotRefused('the manifest was changed after the snapshot was taken: its signature does not match')
  }
  if (trust.trustUnsigned) return 'trusted'
  if (!signature) throw new SnapshotRefused(`the snapshot carries no signature, so nothing shows this site took it; ${trustHint}`)
  if (!key) {
    throw new SnapshotRefused(
      `there is no snapshot key here to check its signature (key ${signature.key}): set BACKUP_KEY or copy backup.key into DATA_DIR from the server that took it, or ${trustHint}`,
    )
  }
  throw new SnapshotRefused(
    `the snapshot was signed with another key (${signature.key}; the key here, ${key.source}, is ${key.id}): use the key of the server that took it, or ${trustHint}`,
  )
}

const HEADER_PREFIX = '-- wwd-backup '
/** A manifest line longer than this is not one of ours. */
const MAX_HEADER_BYTES = 1024 * 1024
/**
 * A body line longer than this is not one of ours either: the dump's lines hold about 256 KiB of
 * rows, or one row alone when it is larger (a photo of at most 15 MB is 30 MB of hex).
 */
const MAX_LINE_BYTES = 128 * 1024 * 1024

/** A snapshot file refused, with the one line that says why. */
export class SnapshotRefused extends Error {
  override name = 'SnapshotRefused'
}

const namePattern = /^wwd-backup-(\d{8}T\d{6}\.\d{3}Z)-(daily|manual|move)\.sql\.gz$/

/** The file name of a snapshot taken at `at`: sorts by time, says its kind. */
export function snapshotFileName(at: Date, kind: SnapshotKind): string {
  return `wwd-backup-${at.toISOString().replace(/[-:]/g, '')}-${kind}.sql.gz`
}

/** When and why a file of ours was taken, read from its name; undefined for any other name. */
export function parseSnapshotFileName(name: string): { takenAt: Date; kind: SnapshotKind } | undefined {
  const match = namePattern.exec(name)
  if (!match?.[1] || !match[2]) return undefined
  const stamp = match[1]
  const takenAt = new Date(`${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13)}`)
  return Number.isFinite(takenAt.getTime()) ? { takenAt, kind: match[2] as SnapshotKind } : undefined
}

/** Makes `dir` (0700) if needed, and private if it was not. */
export async function privateDirectory(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  await chmod(dir, 0o700)
}

/**
 * Writes a snapshot into `dir` as `name`: `dump` writes the body line by line and answers what it
 * wrote; the manifest (that, the kind and time, the body's size and checksum) is put in front. The
 * file appears under its name only when complete; on failure nothing of it is left.
 */
export async function writeSnapshotFile(
  dir: string,
  name: string,
  meta: { kind: SnapshotKind; createdAt: Date; key: SigningKey },
  dump: (writeLine: (line: string) => Promise<void>) => Promise<DumpSummary>,
): Promise<{ file: string; manifest: SnapshotManifest; bytes: number }> {
  await privateDirectory(dir)
  const file = path.join(dir, name)
  const bodyFile = path.join(dir, `.${name}.body`)
  const partFile = path.join(dir, `.${name}.part`)
  try {
    const hash = createHash('sha256')
    let bytes = 0
    const gzip = createGzip()
    const written = pipeline(gzip, createWriteStream(bodyFile, { flags: 'wx', mode: 0o600 }))
    // A failed write ends the dump at its next line instead of letting it run on.
    let failure: Error | undefined
    written.catch((error: unknown) => {
      failure = error instanceof Error ? error : new Error(String(error))
    })
    const summary = await dump(async (line) => {
      if (failure) throw failure
      const chunk = Buffer.from(`${line}\n`)
      hash.update(chunk)
      bytes += chunk.length
      if (!gzip.write(chunk)) await Promise.race([once(gzip, 'drain'), written])
    })
    gzip.end()
    await written
    const content: Omit<SnapshotManifest, 'signature'> = {
      format: 'wwd-backup',
      version: 2,
      kind: meta.kind,
      createdAt: meta.createdAt.toISOString(),
      ...summary,
      body: { bytes, sha256: hash.digest('hex') },
    }
    const manifest: SnapshotManifest = { ...content, signature: { key: meta.key.id, hmac: manifestMac(meta.key, content) } }
    const handle = await open(partFile, 'wx', 0o600)
    try {
      await handle.write(gzipSync(`${HEADER_PREFIX}${JSON.stringify(manifest)}\n`))
      for await (const chunk of createReadStream(bodyFile) as AsyncIterable<Buffer>) await handle.write(chunk)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(partFile, file)
    return { file, manifest, bytes: (await stat(file)).size }
  } finally {
    await rm(bodyFile, { force: true })
    await rm(partFile, { force: true })
  }
}

/** What gzip's errors mean for a snapshot file. */
function refusalOfGzipError(error: unknown): SnapshotRefused {
  const code = (error as { code?: unknown }).code
  if (code === 'Z_BUF_ERROR') return new SnapshotRefused('the file is cut short: it ends inside its compressed data (truncated)')
  if (code === 'ENOENT') return new SnapshotRefused('there is no such file')
  if (code === 'EISDIR') return new SnapshotRefused('that is a directory, not a snapshot file')
  if (typeof code === 'string' && code.startsWith('Z_'))
    return new SnapshotRefused('the file is damaged: its compressed data does not check out (a changed or missing byte)')
  return new SnapshotRefused(`the file cannot be read: ${error instanceof Error ? error.message : String(error)}`)
}

/**
 * Reads a snapshot file: its manifest, then each body line in order (without its newline), while
 * counting and hashing the body. Throws SnapshotRefused when the file is not a whole, unchanged
 * snapshot, which it can only know at the end: callers that load lines roll back on a throw.
 */
export async function readSnapshotFile(
  file: string,
  onManifest: (manifest: SnapshotManifest) => Promise<void> | void,
  onLine: (line: string, lineNumber: number) => Promise<void> | void = () => undefined,
): Promise<SnapshotManifest> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  const hash = createHash('sha256')
  let manifest: SnapshotManifest | undefined
  let bodyBytes = 0
  let pending: Buffer[] = []
  let pendingBytes = 0
  let lineNumber = 0
  /** What the caller's own callbacks threw: passed on as it is, never taken for the file's fault. */
  let callerError: unknown
  const callerDoes = async (work: () => Promise<void> | void) => {
    try {
      await work()
    } catch (error) {
      callerError = error
      throw error
    }
  }
  const takeLine = async (line: Buffer) => {
    lineNumber += 1
    if (!manifest) {
      const read = parseHeader(line)
      manifest = read
      await callerDoes(() => onManifest(read))
      return
    }
    hash.update(line)
    hash.update('\n')
    bodyBytes += line.length + 1
    let text: string
    try {
      text = decoder.decode(line)
    } catch {
      throw new SnapshotRefused(`the file is damaged: line ${String(lineNumber)} is not valid UTF-8 text`)
    }
    const number = lineNumber
    await callerDoes(() => onLine(text, number))
  }
  try {
    const input = createReadStream(file).pipe(createGunzip())
    try {
      for await (const chunk of input as AsyncIterable<Buffer>) {
        let start = 0
        for (let newline = chunk.indexOf(0x0a); newline >= 0; newline = chunk.indexOf(0x0a, start)) {
          const piece = chunk.subarray(start, newline)
          const line = pending.length > 0 ? Buffer.concat([...pending, piece]) : piece
          pending = []
          pendingBytes = 0
          start = newline + 1
          await takeLine(line)
        }
        if (start < chunk.length) {
          pending.push(chunk.subarray(start))
          pendingBytes += chunk.length - start
          if (!manifest && pendingBytes > MAX_HEADER_BYTES) throw new SnapshotRefused('this is not a snapshot of this site: it does not start with a manifest')
          if (pendingBytes > MAX_LINE_BYTES) throw new SnapshotRefused(`line ${String(lineNumber + 1)} is longer than any line a snapshot holds`)
        }
      }
    } finally {
      input.destroy()
    }
  } catch (error) {
    if (error instanceof SnapshotRefused || (callerError !== undefined && error === callerError)) throw error
    throw refusalOfGzipError(error)
  }
  if (!manifest) throw new SnapshotRefused('this is not a snapshot of this site: it holds no manifest')
  if (pendingBytes > 0) throw new SnapshotRefused('the file is cut short: its last line is incomplete (truncated)')
  if (bodyBytes !== manifest.body.bytes) {
    throw new SnapshotRefused(
      bodyBytes < manifest.body.bytes
        ? `the file is cut short: it holds ${String(bodyBytes)} of the ${String(manifest.body.bytes)} bytes its manifest names (truncated)`
        : `the file holds ${String(bodyBytes)} bytes where its manifest names ${String(manifest.body.bytes)}: it was changed after it was taken`,
    )
  }
  if (hash.digest('hex') !== manifest.body.sha256)
    throw new SnapshotRefused('the file was changed after it was taken: its checksum does not match its manifest')
  return manifest
}

function parseHeader(line: Buffer): SnapshotManifest {
  const text = line.toString('utf8')
  if (!text.startsWith(HEADER_PREFIX)) throw new SnapshotRefused('this is not a snapshot of this site: it does not start with a manifest')
  let json: unknown
  try {
    json = JSON.parse(text.slice(HEADER_PREFIX.length))
  } catch {
    throw new SnapshotRefused('the manifest at the start of the file is damaged (not readable JSON)')
  }
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success)
    throw new SnapshotRefused(`the manifest at the start of the file is not one this code reads (${parsed.error.issues[0]?.path.join('.') ?? 'format'})`)
  return parsed.data
}

/** Checks a whole snapshot file without loading it; its manifest, or SnapshotRefused. */
export function verifySnapshotFile(file: string): Promise<SnapshotManifest> {
  return readSnapshotFile(file, () => undefined)
}
