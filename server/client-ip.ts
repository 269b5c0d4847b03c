/**
 * Which proxies may tell us the visitor's address (`TRUST_PROXY`, parsed in app/.server/config.ts).
 * Default: nobody, so `X-Forwarded-For` from anywhere (loopback included) is ignored and the
 * per-address limits count the connecting address. Behind nginx on the same host, trust
 * `loopback`; behind a load balancer or CDN, its addresses or ranges, or the number of hops.
 */
import type { Express } from 'express'
import type { Config } from '../app/.server/config'

export function applyTrustProxy(app: Express, trustProxy: Config['trustProxy']): void {
  app.set('trust proxy', trustProxy.kind === 'none' ? false : trustProxy.kind === 'hops' ? trustProxy.hops : trustProxy.addresses)
}
