import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'

export type SecurityOptions = {
  isHttps: boolean
  isDevelopment: boolean
  /** Turnstile only: its script and frame come from Cloudflare, and only then. */
  isTurnstile?: boolean
}

/**
 * Security headers on every response. Scripts run only with this response's nonce (no
 * 'unsafe-inline' for scripts); styles allow inline attributes, which React's style props need.
 */
const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

export function securityHeaders({ isHttps, isDevelopment, isTurnstile = false }: SecurityOptions): RequestHandler {
  const thirdParty = isTurnstile ? ` ${TURNSTILE_ORIGIN}` : ''
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.nonce = nonce
    const directives = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${thirdParty}${isDevelopment ? " 'unsafe-eval'" : ''}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      `connect-src 'self'${thirdParty}${isDevelopment ? ' ws: wss:' : ''}`,
      "worker-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      `frame-src 'self'${thirdParty}`,
    ]
    if (isHttps) directives.push('upgrade-insecure-requests')
    res.setHeader('Content-Security-Policy', directives.join('; '))
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin-allow-popups')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()')
    if (isHttps) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    next()
  }
}
