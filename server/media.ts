/**
 * GET and HEAD /media/*: uploaded images and their variants from the database (ADR 0030). URLs are
 * content-hashed, so every answer may be cached for a year; ETag and If-None-Match answer 304.
 */
import type { RequestHandler } from 'express'
import type { Logger } from 'pino'
import { loggedUrl } from '../app/.server/logged-url'
import type { MediaFiles } from '../app/features/media/index.server'

const IMMUTABLE = 'public, max-age=31536000, immutable'

export function serveMedia(files: MediaFiles, logger: Logger): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set({ Allow: 'GET, HEAD', 'Cache-Control': 'no-store' }).type('text/plain').send('Method Not Allowed\n')
      return
    }
    let path: string
    try {
      path = decodeURIComponent(req.path.replace(/^\/+/, ''))
    } catch {
      path = ''
    }
    files.read(path).then(
      (file) => {
        if (!file) {
          res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found\n')
          return
        }
        res.setHeader('Cache-Control', IMMUTABLE)
        res.setHeader('ETag', file.etag)
        res.setHeader('X-Content-Type-Options', 'nosniff')
        const validators = req.get('if-none-match')
        if (validators && validators.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
          res.status(304).end()
          return
        }
        res.setHeader('Content-Type', file.contentType)
        res.setHeader('Content-Length', String(file.bytes.byteLength))
        if (req.method === 'HEAD') res.end()
        else res.end(file.bytes)
      },
      (error: unknown) => {
        logger.warn({ err: { message: error instanceof Error ? error.message : String(error) }, url: loggedUrl(req.originalUrl) }, 'media could not be read')
        next(error)
      },
    )
  }
}
