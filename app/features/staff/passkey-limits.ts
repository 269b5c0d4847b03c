/**
 * The largest passkey answer (registration or assertion, as JSON) any route reads: a real one is
 * well under 2 kB (a platform authenticator's attestation `none`). The sign-in window's routes and
 * My account's refuse a larger body with 413.
 */
export const passkeyAnswerMaxBytes = 16 * 1024
