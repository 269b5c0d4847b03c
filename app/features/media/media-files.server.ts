/**
 * The bytes behind /media/* URLs, from the database, with the most requested ones kept in memory
 * (a small LRU bounded by total bytes). URLs are content-hashed, so a kept copy never goes stale;
 * only a deleted image's copies are dropped, on channels.media, by every instance.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../../.server/db/client'
import { mediaVariants } from '../../.server/db/schema'
import { channels } from '../../.server/channels'

export type MediaFile = { contentType: string; etag: string; bytes: Buffer }

/** A path under /media that can name a stored file (anything else is a 404 without a query). */
const storablePath = /^[a-z0-9][a-z0-9/-]*\.(?:jpg|png|webp|avif)$/

export type MediaFiles = {
  /** The file at `path` (under /media, no leading slash); undefined when there is none. */
  read: (path: string) => Promise<MediaFile | undefined>
  stop: () => Promise<void>
}

export function createMediaFiles(database: Database, { maxBytes = 32 * 1024 * 1024, maxEntryBytes = 2 * 1024 * 1024 } = {}): MediaFiles {
  // A Map keeps insertion order: re-inserting on a hit makes its first key the least recently used.
  const kept = new Map<string, MediaFile>()
  let keptBytes = 0

  const forget = (path: string) => {
    const file = kept.get(path)
    if (!file) return
    kept.delete(path)
    keptBytes -= file.bytes.byteLength
  }
  const keep = (path: string, file: MediaFile) => {
    if (file.bytes.byteLength > maxEntryBytes) return
    forget(path)
    kept.set(path, file)
    keptBytes += file.bytes.byteLength
    for (const oldest of kept.keys()) {
      if (keptBytes <= maxBytes) break
      forget(oldest)
    }
  }

  // A deleted image's original is its key; its variants share the key's stem.
  const unlisten = database
    .listen(channels.media, (key) => {
      const stem = key.replace(/\.[a-z]+$/, '')
      for (const path of [...kept.keys()]) if (path === key || path.startsWith(`${stem}-`)) forget(path)
    })
    .catch(() => async () => undefined)

  return {
    async read(path) {
      if (path.length > 300 || !storablePath.test(path) || path.includes('//')) return undefined
      const hit = kept.get(path)
      if (hit) {
        kept.delete(path)
        kept.set(path, hit)
        return hit
      }
      const [row] = await database.db
        .select({ contentType: mediaVariants.contentType, etag: mediaVariants.etag, bytes: mediaVariants.bytes })
        .from(mediaVariants)
        .where(eq(mediaVariants.path, path))
      if (!row) return undefined
      keep(path, row)
      return row
    },
    async stop() {
      await (
        await unlisten
      )()
    },
  }
}
