/** Spoiling snapshot files in the ways the restore must refuse, for tests. */
import { createHash } from 'node:crypto'
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs'
import { gunzipSync, gzipSync } from 'node:zlib'
import { signedContent, type SnapshotManifest } from '../../app/.server/backup/snapshot-file'
import { manifestMac, type SigningKey } from '../../app/.server/backup/signing-key'

const prefix = '-- wwd-backup '

/** The manifest and the body of a snapshot file. */
export function openSnapshot(file: string): { manifest: SnapshotManifest; body: Buffer } {
  const whole = gunzipSync(readFileSync(file))
  const newline = whole.indexOf(0x0a)
  return { manifest: JSON.parse(whole.subarray(prefix.length, newline).toString('utf8')) as SnapshotManifest, body: whole.subarray(newline + 1) }
}

/**
 * Writes `to` as a well-formed gzip file holding this manifest and body (whatever they say). With
 * `sign`, the manifest is signed again with that key, as someone holding the key could.
 */
export function writeSnapshot(to: string, manifest: SnapshotManifest, body: Buffer, sign?: SigningKey): void {
  const written = sign ? { ...manifest, signature: { key: sign.id, hmac: manifestMac(sign, signedContent(manifest)) } } : manifest
  writeFileSync(to, gzipSync(Buffer.concat([Buffer.from(`${prefix}${JSON.stringify(written)}\n`), body])), { mode: 0o600 })
}

/** The manifest of `body` with its size and SHA-256 recomputed, as anyone can recompute them. */
export function withBody(manifest: SnapshotManifest, body: Buffer): SnapshotManifest {
  return { ...manifest, body: { bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') } }
}

/** A copy of `file` cut to `bytes` bytes. */
export function truncatedCopy(file: string, to: string, bytes: number): void {
  writeFileSync(to, readFileSync(file).subarray(0, bytes))
}

/** A copy of `file` with the byte at `offset` changed. */
export function changedByteCopy(file: string, to: string, offset: number): void {
  copyFileSync(file, to)
  const bytes = readFileSync(to)
  bytes[offset] = (bytes[offset] ?? 0) ^ 0x20
  writeFileSync(to, bytes)
}
