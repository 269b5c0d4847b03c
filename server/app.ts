/**
 * The HTTP application: security headers, compression, static files, health checks, request logs
 * and the React Router request handler. `server/index.ts` creates the services and listens.
 */
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type RequestHandler } from 'express'
import type { ServerBuild } from 'react-router'
import type { Services } from '../app/.server/services'
import { findSitePage } from '../app/features/i18n/site-routes'
import { PageCache, servePageCache, storePageCache } from './page-cache'
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
}

export function createApp({ services, build, clientDir, devMiddleware, pageCache }: AppOptions) {
  const { config, logger, database } = services
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', 'loopback')

  // One log line per request, with status and duration.
  app.use((req, res, next) => {
    const started = process.hrtime.bigint()
    const requestId = req.get('x-request-id')?.slice(0, 64) ?? randomUUID()
    res.locals.requestId = requestId
    res.setHeader('X-Request-Id', requestId)
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6
      logger.info(
        { requestId, method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10 },
        'request',
      )
    })
    next()
  })
  const security = {
    isHttps: config.isHttps,
    isDevelopment: Boolean(devMiddleware),
    isTurnstile: config.humanCheck.provider === 'turnstile',
  }
  // Only the exact public paths: anything else (data requests, APIs, 404s) renders every time.
  const isCacheable = (path: string) => findSitePage(path)?.path === path
  if (pageCache) {
    services.content.onChange(() => {
      pageCache.clear()
    })
    // A cached page is answered here, before any other work (it carries its own security headers).
    app.use(servePageCache(pageCache, isCacheable))
  }
  app.use(securityHeaders(security))
  app.use(compression({ threshold: 1024 }))

  app.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    res.json({ status: 'ok' })
  })
  app.get('/readyz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    database.ping().then(
      () => res.json({ status: 'ok', database: database.kind }),
      (error: unknown) => {
        logger.warn({ err: error }, 'readiness check failed: database not reachable')
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

  if (pageCache) app.use(storePageCache(pageCache, isCacheable, security))

  app.use(
    createRequestHandler({
      build,
      mode: devMiddleware ? 'development' : 'production',
      getLoadContext: (req, res) => ({
        services,
        nonce: String(res.locals.nonce),
        requestId: String(res.locals.requestId),
        clientIp: req.ip ?? req.socket.remoteAddress ?? '',
      }),
    }),
  )
  return app
}
