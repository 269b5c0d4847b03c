/**
 * Every way a sign-in can fail (the identity provider's errors, plus the desk's own), each with a
 * code the desk shows with an English and a Chinese message (copy/en.ts, copy/zh.ts: `signInErrors`).
 */
export const signInErrorCodes = [
  'unauthorized-domain',
  'popup-blocked',
  'popup-closed-by-user',
  'cancelled-popup-request',
  'network-request-failed',
  'web-storage-unsupported',
  'invalid-api-key',
  'auth-domain-config-required',
  'internal-error',
  'user-mismatch',
  'operation-not-supported-in-this-environment',
  'not-on-staff-list',
  'email-not-verified',
  'session-expired',
  'too-many-attempts',
] as const
export type SignInErrorCode = (typeof signInErrorCodes)[number]

export function isSignInErrorCode(value: unknown): value is SignInErrorCode {
  return typeof value === 'string' && (signInErrorCodes as readonly string[]).includes(value)
}

/** The message the sign-in page sends its opener (postMessage and BroadcastChannel). */
export type SignInMessage = { type: 'wwd-admin-sign-in'; ok: true } | { type: 'wwd-admin-sign-in'; ok: false; code: SignInErrorCode }
