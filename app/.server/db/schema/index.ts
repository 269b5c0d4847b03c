/**
 * The one schema of the product, used with PGlite (embedded) and node-postgres (server) alike, one
 * file per area. Write only SQL that PostgreSQL 15 and PGlite (PostgreSQL 18) both accept.
 */
export type { Bilingual } from './columns'
export * from './content'
export * from './enquiries'
export * from './mail'
export * from './media'
export * from './platform'
export * from './staff'
export * from './trips'
