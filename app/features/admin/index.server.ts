/** What the process entry (server/) may use of this feature: its public entry, checked by lint (eslint.folders.js). */
export { recordAudit, type AuditContext } from './audit.server'
export { ensureBuiltinPassword, verifyBuiltinPassword } from './builtin-password.server'
export { readCookie, serializeCookie, sessionCookie } from './cookies.server'
export { createDbAdapter, purgeOidcStore } from './idp-adapter.server'
export { isSameOrigin, safeMethods } from './same-origin'
export { createSession, purgeSessions } from './session.server'
export { signInChannel, type SignInErrorCode, type SignInMessage } from './sign-in-errors'
export { matchSignIn, normaliseEmail, seedOwners } from './staff.server'
