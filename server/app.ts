/**
 * The HTTP application: security headers, compression, static files, health checks, request logs
 * and the React Router request handler. `server/index.ts` creates the services and listens with
 * `createRequestListener`, which answers page-cache hits before Express (ADR 0013).
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import type { ServerBuild } from 'react-router'
import { loggedUrl } from '../app/.server/logged-url'
import type { Services } from '../app/load-context'
import { findSitePage } from '../app/features/i18n/index.server'
import { createRequestContext } from '../app/load-context'
import { createMediaFiles } from '../app/features/media/index.server'
import { createBuiltinIdp } from '../app/features/staff/index.server'
import { cacheHitHandler, PageCache, storePageCache, type HitLog } from './page-cache'
import { applyTrustProxy } from './client-ip'
import { methodGuard, plainErrors } from './methods'
import { serveMedia } from './media'
import { closeAfterUnreadBody } from './refusals'
import { canonicalTarget, clientRequestId } from './request-line'
import { securityHeaders } from './security-headers'

export type AppOptions = {
  services: Services
  /** The production server build, or a loader of it (development: Vite's SSR module loader). */
  build: ServerBuild | (() => Promise<ServerBuild>)
  clientDir?: string
  /** Development only: Vite's middlewares in front of the app. */
  devMiddleware?: RequestHandler
  /** Rendered public pages (production); cleared whenever the site content changes. */
  pageCache?: PageCache
  /** True once a shutdown has begun: readiness then says 503 so a load balancer moves on. */
  isShuttingDown?: () => boolean
  /** Called with the paths a content change removed from the page cache, to render them again. */
  warmPages?: (paths: string[]) => void
}

export function createApp({ services, build, clientDir, devMiddleware, pageCache, isShuttingDown = () => false, warmPages }: AppOptions) {
  const { config, logger, database } = services
  const app = express()
  app.disable('x-powered-by')
  applyTrustProxy(app, config.trustProxy)

  // One log line per request, with status and duration. The request id is always the server's own
  // (audit rows and logs quote it); a client's X-Request-Id is only logged beside it. The address is
  // logged as sent, less any credential it carries (a setup link's token, a sign-in's code: loggedUrl).
  app.use((req, res, next) => {
    const started = process.hrtime.bigint()
    const requestId = randomUUID()
    const fromClient = clientRequestId(req.headers['x-request-id'])
    const url = req.originalUrl
    res.locals.requestId = requestId
    res.setHeader('X-Request-Id', requestId)
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      logger.info(
        {
          requestId,
          ...(fromClient ? { clientRequestId: fromClient } : {}),
          method: req.method,
          url: loggedUrl(url),
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      )
    })
    next()
  })
  // Every router below sees the path in one spelling (the log above keeps it as sent): otherwise
  // `/%61dmin/staff` would pass the desk's block below and still render the desk.
  app.use((req, _res, next) => {
    const canonical = canonicalTarget(req.url)
    if (canonical !== req.url) {
      req.url = canonical
      req.originalUrl = canonical
    }
    next()
  })
  app.use(closeAfterUnreadBody())
  // Routes that need other methods (none today) would be mounted above this line.
  app.use(methodGuard())
  const security = {
    isHttps: config.isHttps,
    isDevelopment: Boolean(devMiddleware),
    isTurnstile: config.humanCheck.provider === 'turnstile',
  }
  // Only the exact public paths: anything else (data requests, APIs, 404s) renders every time.
  const isCacheable = (path: string) => findSitePage(path)?.path === path
  if (pageCache) {
    services.content.onChange(() => {
      const paths = pageCache.clear()
      warmPages?.(paths)
    })
  }
  app.use(securityHeaders(security))
  app.use(compression({ threshold: 1024 }))

  // Liveness: the process can still serve (the embedded database thread is alive and answered its
  // last background ping in time). Reads that state only: no statement per health request.
  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    const health = database.health()
    if (health.ok) res.json({ status: 'ok' })
    else res.status(503).json({ status: 'unhealthy', database: database.kind })
  })
  // Readiness: send traffic here (the database answers now, and no shutdown has begun).
  app.get('/readyz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    if (isShuttingDown()) {
      res.status(503).json({ status: 'shutting-down', database: database.kind })
      return
    }
    database.ping().then(
      () => res.json({ status: 'ok', database: database.kind }),
      (error: unknown) => {
        logger.warn({ err: { message: error instanceof Error ? error.message : String(error) } }, 'readiness check failed: database not reachable')
        res.status(503).json({ status: 'unavailable', database: database.kind })
      },
    )
  })

  if (devMiddleware) {
    app.use(devMiddleware)
  } else if (clientDir) {
    // Hashed build assets never change: cache them for a year.
    app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }))
    // Artwork and other public files keep stable names: cache them for a day.
    app.use(express.static(clientDir, { maxAge: '1d', index: false }))
  }

  // Uploaded images and their variants, from the database (ADR 0030).
  app.use('/media', serveMedia(createMediaFiles(database), logger))

  // ---- Admin desk: never cached ------------------------------------------------------------------
  // /admin (the desk, behind its gate: app/routes/admin/layout.tsx), /auth/* (the sign-in routes,
  // app/routes/auth/*), and /idp + /interaction/* (the built-in identity provider when AUTH_ISSUER is
  // unset). Every response of these is `no-store`, and the page cache only ever stores exact public
  // page paths. Whether a state change comes from the desk's own pages is the gate's to decide.
  app.use(['/admin', '/auth', '/idp', '/interaction'], (_req, res, next) => {
    // Set when the head is written, replacing whatever a handler put there (exactly one value).
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res
    res.writeHead = ((...args: unknown[]) => {
      res.setHeader('Cache-Control', 'no-store')
      return writeHead(...args)
    }) as typeof res.writeHead
    next()
  })
  if (!config.auth) app.use(createBuiltinIdp(services, { isShuttingDown }))
  // ---- end of the admin desk block --------------------------------------------------------------

  if (pageCache) app.use(storePageCache(pageCache, isCacheable, security))

  app.use(
    createRequestHandler({
      build,
      mode: devMiddleware ? 'development' : 'production',
      getLoadContext: (req, res) =>
        createRequestContext({
          services,
          nonce: String(res.locals.nonce),
          requestId: String(res.locals.requestId),
          clientIp: req.ip ?? req.socket.remoteAddress ?? '',
        }),
    }),
  )
  app.use(plainErrors(logger))
  return app
}

/** A cache hit slower than this (in the server) is logged on its own line, as any request is. */
const SLOW_HIT_MS = 50

/**
 * The request log of cache hits: one line per second with the number of hits per path and the
 * slowest, instead of a line per hit (tens of thousands per second would cost more than the hits).
 * A slow hit is always logged with its request id. Errors never come from this path: a request
 * that is not a clean hit goes through Express and its log line.
 */
export function batchedHitLog(logger: AppOptions['services']['logger'], intervalMs = 1000): HitLog & { flush: () => void } {
  let hits = 0
  let slowestMs = 0
  let paths: Record<string, number> = {}
  let timer: NodeJS.Timeout | undefined
  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (hits === 0) return
    // Hits are of exact public page paths only; still, no address is logged but through loggedUrl.
    const logged: Record<string, number> = {}
    for (const [path, count] of Object.entries(paths)) {
      const shown = loggedUrl(path)
      logged[shown] = (logged[shown] ?? 0) + count
    }
    logger.info({ hits, paths: logged, slowestMs: Math.round(slowestMs * 100) / 100, seconds: intervalMs / 1000 }, 'page cache hits')
    hits = 0
    slowestMs = 0
    paths = {}
  }
  return {
    hit(url, ms, requestId, method, status, fromClient) {
      if (ms >= SLOW_HIT_MS) {
        logger.warn(
          {
            requestId,
            ...(fromClient ? { clientRequestId: fromClient } : {}),
            method,
            url: loggedUrl(url),
            status,
            ms: Math.round(ms * 10) / 10,
            pageCache: 'hit',
          },
          'slow request',
        )
      }
      hits += 1
      paths[url] = (paths[url] ?? 0) + 1
      if (ms > slowestMs) slowestMs = ms
      if (!timer) {
        timer = setTimeout(flush, intervalMs)
        timer.unref()
      }
    },
    flush,
  }
}

/**
 * The listener of the HTTP server: page-cache hits are answered at once (headers precomputed with
 * the page), everything else goes to the Express application.
 */
export function createRequestListener(options: AppOptions): {
  listener: (req: IncomingMessage, res: ServerResponse) => void
  flushLogs: () => void
} {
  const app = createApp(options)
  const { pageCache } = options
  if (!pageCache) return { listener: app, flushLogs: () => undefined }
  const log = batchedHitLog(options.services.logger)
  const serveHit = cacheHitHandler(pageCache, log)
  return {
    listener: (req, res) => {
      if (!serveHit(req, res)) app(req, res)
    },
    flushLogs: log.flush,
  }
}
