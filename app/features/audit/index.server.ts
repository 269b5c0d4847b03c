/** What the process entry (server/) may use of the audit log: its public entry, checked by lint (eslint.folders.js). */
export { recordAudit, recordRefusal } from './audit.server'
