/**
 * Two production server instances on one PostgreSQL cluster of our own, behind nginx, sending mail
 * to one in-process SMTP peer: the deployment the fault suite breaks piece by piece. Both have the
 * balancer's address as PUBLIC_URL, as a deployment's instances do, and the built-in sign-in with
 * owner@example.com as ADMIN_EMAILS owner.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openDatabase, type Database } from '../../../app/.server/db/client'
import { freePort, startServerProcess, type ServerProcess } from '../../support/server-process'
import { ownerEmail } from '../../support/staff'
import { startMailPeer, type MailPeer } from '../../support/mail-peer'
import { startNginx, type Nginx } from './nginx'
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster'

export const LEASE_SECONDS = 3

export type Instance = { name: string; port: number; dataDir: string; process: ServerProcess; url: string }

export type Cluster = {
  postgres: PostgresCluster
  mail: MailPeer
  nginx: Nginx
  /** Both instances' PUBLIC_URL: nginx's round-robin listener. */
  publicUrl: string
  instances: Instance[]
  /** The suite's own connection, for checking what was stored. */
  database: Database
  /** Start a stopped or killed instance again, on its port and DATA_DIR. */
  restart: (instance: Instance) => Promise<void>
  dispose: () => Promise<void>
}

export async function startCluster(): Promise<Cluster> {
  const postgres = await startPostgresCluster()
  const mail = await startMailPeer()
  const roundRobinPort = await freePort()
  const publicUrl = `http://127.0.0.1:${String(roundRobinPort)}`
  const env = {
    PUBLIC_URL: publicUrl,
    ADMIN_EMAILS: ownerEmail,
    DATABASE_URL: postgres.url,
    SMTP_URL: mail.url,
    TRUST_PROXY: '127.0.0.1',
    MAIL_LEASE_SECONDS: String(LEASE_SECONDS),
    MAIL_RETRY_BASE_SECONDS: '1',
    LOG_LEVEL: 'warn',
  }
  // Each instance has a DATA_DIR of its own, as on separate hosts. Both start at once: migrations
  // and the first shared secrets race, as they do when a deployment starts two instances.
  const started = await Promise.all(
    ['a', 'b'].map(async (name) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), `wwd-faults-${name}-`))
      const process = await startServerProcess({ env, dataDir })
      return { name, dataDir, process, url: process.url, port: Number(new URL(process.url).port) }
    }),
  )
  const instances: Instance[] = started
  // Never leave a server behind, even if the suite crashes.
  const killAll = () => {
    for (const instance of instances) instance.process.child.kill('SIGKILL')
  }
  process.on('exit', killAll)
  const nginx = await startNginx(
    instances.map((instance) => ({ name: instance.name, port: instance.port })),
    { roundRobinPort },
  )
  const database = await openDatabase({ url: postgres.url, poolSize: 2 })
  return {
    postgres,
    mail,
    nginx,
    publicUrl,
    instances,
    database,
    async restart(instance) {
      instance.process = await startServerProcess({ env, dataDir: instance.dataDir, port: instance.port })
    },
    async dispose() {
      process.off('exit', killAll)
      await nginx.stop()
      await Promise.all(instances.map((instance) => instance.process.stop()))
      await database.close().catch(() => undefined)
      await mail.close()
      postgres.dispose()
      for (const instance of instances) rmSync(instance.dataDir, { recursive: true, force: true })
    },
  }
}
