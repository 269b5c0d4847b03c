import type { Config } from './config'
import type { Database } from './db/client'
import type { Logger } from './logger'
import type { SiteContentStore } from './site-content'

/** The long-lived parts of the process, created once by the server entry. */
export type Services = {
  config: Config
  database: Database
  content: SiteContentStore
  logger: Logger
}
