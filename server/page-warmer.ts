/**
 * After a content save empties the page cache, the pages that were in it are rendered again in
 * the background, one at a time, by plain GET requests to this server itself: the first visitor
 * after a publish gets a cached page instead of waiting for a render. A newer save starts a new
 * round (the older one stops), and nothing is asked once a shutdown has begun.
 */
import type { Logger } from 'pino'

/** How long one page may take to render before the round goes on to the next. */
const PAGE_TIMEOUT_MS = 15_000

export type PageWarmer = {
  /** The server's own address, once it listens; until then nothing is warmed. */
  listening: (origin: string) => void
  warm: (paths: string[]) => void
}

export function createPageWarmer({ logger, isShuttingDown }: { logger: Logger; isShuttingDown: () => boolean }): PageWarmer {
  let origin: string | undefined
  let round = 0
  let running: Promise<void> = Promise.resolve()
  return {
    listening(url) {
      origin = url
    },
    warm(paths) {
      if (!origin || paths.length === 0) return
      const base = origin
      const mine = ++round
      const previous = running
      running = (async () => {
        await previous
        for (const path of paths) {
          if (mine !== round || isShuttingDown()) return
          try {
            const response = await fetch(`${base}${path}`, {
              headers: { 'X-Request-Id': `page-warm-${String(mine)}` },
              signal: AbortSignal.timeout(PAGE_TIMEOUT_MS),
            })
            await response.arrayBuffer()
          } catch (error) {
            logger.debug({ err: error, path }, 'page warm-up request failed')
          }
        }
      })()
    },
  }
}
