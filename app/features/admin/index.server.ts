/** What the process entry (server/) may use of this feature: its public entry, checked by lint (eslint.folders.js). */
export { recordAudit, recordRefusal } from './audit.server'
export {
  checkPassword,
  credentialLinkUrl,
  openCredentialLink,
  passwordFailureLimits,
  recoveryLink,
  setPasswordWithLink,
  setupLinksFor,
  slowdownMs,
  useUpCredentialLinks,
} from './credentials.server'
export { addPasskey, checkPasskey, passkeyAnswerMaxBytes, registrationOptions, relyingPartyOf, signInOptions } from './passkeys.server'
export { deskBrand } from './copy'
export { staffCopy } from './staff-copy'
export { passwordMaxLength, passwordMinLength, type PasswordProblem } from './password-rules'
export { deviceLabel } from './device-label'
export { createDbAdapter, purgeOidcStore } from './idp-adapter.server'
export { purgeSessions } from './session.server'
export { builtinClientId, builtinClientSecretName, builtinTooManyAttempts, signInIssuer, signInLimits, signInRedirectUri } from './sign-in.server'
export { html, SafeHtml, signInDocument, signInResultPage } from './sign-in-page.server'
export { normaliseEmail, seedOwners, staffByEmail } from './staff.server'
