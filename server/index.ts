/**
 * The process entry: configuration, database (migrated and seeded), services, HTTP server and a
 * graceful shutdown on SIGTERM/SIGINT (stop accepting, finish in-flight requests, close the database).
 */
import { isDevServer } from './node-env.js'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ServerBuild } from 'react-router'
import { clockFor, epochMs } from '../app/.server/clock'
import { ConfigError, loadConfig, type Config } from '../app/.server/config'
import { openDatabase, type Database } from '../app/.server/db/client'
import { migrateDatabase } from '../app/.server/db/migrate'
import { projectRoot } from '../app/.server/project-root'
import { logger } from '../app/.server/logger'
import type { Services } from '../app/load-context'
import { backoffFrom, createOutboxWorker, retryPendingNow, type OutboxWorker } from '../app/.server/mail/outbox-worker'
import { createMailTransport } from '../app/.server/mail/transport'
import { startDailySnapshots } from '../app/.server/backup/schedule'
import { createSiteContentStore } from '../app/features/content/index.server'
import { purgeUsedChallenges } from '../app/features/enquiries/index.server'
import { purgeRateLimits } from '../app/.server/limits/rate-limit'
import { seedNews } from '../app/features/news/index.server'
import { siteSeed } from '../app/features/catalog/index.server'
import { createRequestListener } from './app'
import { securePrivateDirectory } from './data-dir'
import { refuseConnect } from './methods'
import { closeGentlyOnParseErrors } from './refusals'
import { assertBuiltinIdpAllowed, purgeOidcStore, purgeSessions, seedOwners } from '../app/features/staff/index.server'
import { PageCache } from './page-cache'
import { createPageWarmer } from './page-warmer'
import { loadRunningBuild, type RunningBuild } from './running-build'

export type RunningServer = {
  url: string
  server: Server
  services: Services
  outbox: OutboxWorker
  close: () => Promise<void>
}

/**
 * The mail worker, the hourly clean-up of expired rate-limit windows and challenge nonces, and the
 * daily snapshot (unless BACKUP_AT=off).
 */
function startBackgroundWork(services: Services) {
  const { config, database, logger, clock } = services
  const transport = createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir })
  const { leaseSeconds, retryBaseSeconds } = config.mail
  const outbox = createOutboxWorker(
    { database, transport, logger },
    {
      from: config.mailFrom,
      // New mail arrives by notification; the poll finds retries and mail a dead instance held.
      pollMs: Math.min(5000, (leaseSeconds * 1000) / 2),
      leaseSeconds,
      backoffSeconds: backoffFrom(retryBaseSeconds),
    },
  )
  void retryPendingNow(database).then(
    () => outbox.runOnce(),
    (error: unknown) => {
      logger.warn({ err: error }, 'could not reschedule pending mail')
    },
  )
  // The hour between clean-ups is real time (a timer); what counts as expired is the clock's.
  const purge = setInterval(() => {
    const now = clock.now()
    void Promise.all([
      purgeRateLimits(database.db, now),
      purgeUsedChallenges(database.db, now),
      purgeSessions(database.db, now),
      purgeOidcStore(database.db, now),
    ]).catch((error: unknown) => {
      logger.warn({ err: error }, 'clean-up of expired rows failed')
    })
  }, 3600_000)
  purge.unref()
  const snapshots = config.backupAt
    ? startDailySnapshots({ database, dataDir: config.dataDir, backupKey: config.backupKey, at: config.backupAt, clock, logger })
    : undefined
  return {
    outbox,
    async stop() {
      clearInterval(purge)
      await snapshots?.stop()
      await outbox.stop()
      transport.close()
    },
  }
}

export async function openServices(config: Config): Promise<Services> {
  const database: Database = config.databaseUrl ? await openDatabase({ url: config.databaseUrl }) : await openDatabase({ dir: path.join(config.dataDir, 'db') })
  await migrateDatabase(database)
  const content = await createSiteContentStore(database, siteSeed)
  await seedNews(database.db, logger)
  await seedOwners(database.db, config.adminEmails)
  return { config, database, content, logger, clock: clockFor(config) }
}

export async function startServer(config: Config, options: { isDevelopment?: boolean } = {}): Promise<RunningServer> {
  logger.level = config.logLevel
  assertBuiltinIdpAllowed(config)
  const repaired = await securePrivateDirectory(config.dataDir)
  if (repaired > 0) logger.warn({ dataDir: config.dataDir, repaired }, 'DATA_DIR was readable by other users: modes repaired')
  const services = await openServices(config)
  // The embedded database sets its own file modes when it creates its files: make them private
  // too (its directories already are, so no other user can reach them in the meantime).
  await securePrivateDirectory(config.dataDir)
  const background = startBackgroundWork(services)
  let isShuttingDown = false
  const warmer = createPageWarmer({ logger, isShuttingDown: () => isShuttingDown })
  let app: ReturnType<typeof createRequestListener>
  let runningBuild: RunningBuild | undefined
  if (options.isDevelopment) {
    const vite = await import('vite')
    const devServer = await vite.createServer({ server: { middlewareMode: true }, appType: 'custom' })
    app = createRequestListener({
      services,
      build: () => devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      devMiddleware: devServer.middlewares,
      isShuttingDown: () => isShuttingDown,
    })
  } else {
    // A private copy of the build, so that a build running meanwhile (a deploy) breaks no page (ADR 0037).
    runningBuild = await loadRunningBuild(path.join(projectRoot, 'build'), path.join(projectRoot, 'node_modules'))
    app = createRequestListener({
      services,
      build: runningBuild.build,
      clientDir: runningBuild.clientDir,
      pageCache: new PageCache(undefined, epochMs(services.clock)),
      isShuttingDown: () => isShuttingDown,
      warmPages: warmer.warm,
    })
  }

  const server = await new Promise<Server>((resolve, reject) => {
    const listening = createServer(app.listener).listen(config.port, config.host, () => {
      resolve(listening)
    })
    listening.once('error', reject)
  })
  server.keepAliveTimeout = 65_000
  refuseConnect(server)
  closeGentlyOnParseErrors(server)
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${String(port)}`
  warmer.listening(url)

  let closing: Promise<void> | undefined
  const close = () => {
    isShuttingDown = true
    closing ??= (async () => {
      // A request on a connection accepted just before the signal may not have arrived yet, and
      // server.close() drops connections without a request: keep serving for a moment first.
      await new Promise((resolve) => setTimeout(resolve, 300))
      await new Promise<void>((resolve) => {
        // Keep-alive connections turn idle once their in-flight response is sent: close them then.
        const sweep = setInterval(() => {
          server.closeIdleConnections()
        }, 50)
        // A response still not sent after 5 s (a stalled client, a stream) is cut, so the rest of
        // the shutdown (mail worker, database) runs well within the 10 s the process allows itself.
        const cut = setTimeout(() => {
          server.closeAllConnections()
        }, 5_000)
        server.close(() => {
          clearInterval(sweep)
          clearTimeout(cut)
          resolve()
        })
      })
      app.flushLogs()
      await background.stop()
      await services.content.stop()
      await services.database.close()
      await runningBuild?.dispose()
    })()
    return closing
  }
  return { url, server, services, outbox: background.outbox, close }
}

async function main(): Promise<void> {
  let config: Config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
  let running: RunningServer
  try {
    running = await startServer(config, { isDevelopment: isDevServer })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    process.stderr.write(`Server could not start: ${message}\n`)
    process.exit(1)
  }
  logger.info(
    { url: running.url, database: running.services.database.kind, dataDir: config.dataDir, mode: process.env.NODE_ENV },
    `server ready on ${running.url} (${String(process.env.NODE_ENV)} mode)`,
  )

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down: finishing in-flight requests')
    const force = setTimeout(() => {
      logger.error('shutdown took longer than 10 s; exiting')
      process.exit(1)
    }, 10_000)
    force.unref()
    running.close().then(
      () => {
        logger.info('shutdown complete')
        process.exit(0)
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', () => {
    shutdown('SIGTERM')
  })
  process.once('SIGINT', () => {
    shutdown('SIGINT')
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void main()
}
