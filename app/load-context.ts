/**
 * What the server entry hands every loader, action and middleware (see server/app.ts): one typed
 * router context per request, read with `requestScope(context)`. Middleware (the admin gate) adds
 * its own typed contexts beside it. Route modules read it and hand features what they need: no
 * feature imports this module (it sits above them, see eslint.folders.js).
 */
import { createContext, RouterContextProvider, type RouterContext } from 'react-router'
import type { Clock } from './.server/clock'
import type { Config } from './.server/config'
import type { Database } from './.server/db/client'
import type { Logger } from './.server/logger'
import type { SiteContentStore } from './features/content/content-store.server'

/** The long-lived parts of the process, created once by the server entry. */
export type Services = {
  config: Config
  database: Database
  content: SiteContentStore
  logger: Logger
  /** The time for sessions, limits, schedules and the page cache (a test may run it ahead). */
  clock: Clock
}

export interface RequestScope {
  services: Services
  nonce: string
  requestId: string
  /** The client's address (behind a trusted proxy: the forwarded one). */
  clientIp: string
}

/**
 * The server entry (loaded by tsx) and the built app (its own bundle) each have a copy of this
 * module, and router contexts are matched by identity: both copies share one key through the
 * global symbol registry.
 */
const registryKey = Symbol.for('wwd.request-scope')
const registry = globalThis as { [registryKey]?: RouterContext<RequestScope> }
export const requestScopeContext: RouterContext<RequestScope> = (registry[registryKey] ??= createContext<RequestScope>())

/** The request's services and identifiers. */
export function requestScope(context: Readonly<RouterContextProvider>): RequestScope {
  return context.get(requestScopeContext)
}

/** A fresh router context holding the request scope (the server entry and tests build it). */
export function createRequestContext(scope: RequestScope): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestScopeContext, scope]]))
}
