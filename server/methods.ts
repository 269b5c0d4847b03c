/**
 * The site answers GET, HEAD and POST only. Every other method (TRACE, PUT, OPTIONS, WebDAV…) gets
 * 405 with `Allow` before any route sees it, and CONNECT, which Node hands to a separate event,
 * gets the same answer instead of a dropped connection.
 */
import type { Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { ErrorRequestHandler, RequestHandler } from 'express'
import type { Logger } from 'pino'
import { errorAt, loggedUrl } from '../app/.server/logged-url'

export const ALLOWED_METHODS = 'GET, HEAD, POST'
const allowed = new Set(['GET', 'HEAD', 'POST'])

export function methodGuard(): RequestHandler {
  return (req, res, next) => {
    if (allowed.has(req.method)) {
      next()
      return
    }
    res.status(405).set({ Allow: ALLOWED_METHODS, 'Cache-Control': 'no-store' }).type('text/plain').send('Method Not Allowed\n')
  }
}

/** CONNECT requests (and their tunnels) are refused on the raw socket. */
export function refuseConnect(server: Server): void {
  server.on('connect', (_req, socket: Duplex) => {
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Type: text/plain\r\nContent-Length: 19\r\nConnection: close\r\n\r\nMethod Not Allowed\n`,
    )
  })
}

/**
 * The last error handler: a short plain answer, never Express's default page (which prints the
 * stack trace outside production). Client errors (a broken URL, a bad body) keep their 4xx status.
 */
export function plainErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode
    const code = typeof status === 'number' && status >= 400 && status < 500 ? status : 500
    if (code === 500)
      logger.error({ err: errorAt(req.path, error), requestId: res.locals.requestId, url: loggedUrl(req.path) }, 'unexpected error while handling a request')
    if (res.headersSent) {
      next(error)
      return
    }
    res
      .status(code)
      .set('Cache-Control', 'no-store')
      .type('text/plain')
      .send(code === 500 ? 'Server error\n' : 'Bad request\n')
  }
}
