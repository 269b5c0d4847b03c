/** What the process entry (server/) and the console scripts may use of staff identity: its public entry, checked by lint (eslint.folders.js). */
export { recoveryLink } from './credentials.server'
export { assertBuiltinIdpAllowed, createBuiltinIdp } from './idp/provider.server'
export { purgeOidcStore } from './idp/idp-adapter.server'
export { purgeSessions } from './session.server'
export { seedOwners } from './staff.server'
