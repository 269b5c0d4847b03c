import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'

export type SecurityOptions = {
  isHttps: boolean
  isDevelopment: boolean
  /** Turnstile only: its script and frame come from Cloudflare, and only then. */
  isTurnstile?: boolean
}

const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

/**
 * The Content-Security-Policy. Scripts run only from our origin or when one of `scriptSources`
 * allows them: a fresh nonce for a page rendered for this response, or the sha256 hashes of the
 * inline scripts of a page served from the page cache (ADR 0007). Never 'unsafe-inline' for
 * scripts; styles allow inline attributes, which React's style props need.
 */
export function contentSecurityPolicy(
  { isHttps, isDevelopment, isTurnstile = false }: SecurityOptions,
  scriptSources: string[],
  { isPreview = false }: { isPreview?: boolean } = {},
): string {
  const thirdParty = isTurnstile ? ` ${TURNSTILE_ORIGIN}` : ''
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}${thirdParty}${isDevelopment ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${thirdParty}${isDevelopment ? ' ws: wss:' : ''}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // A staff preview (`?preview`) is shown in the desk's own frames; nothing else may frame a page.
    isPreview ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    `frame-src 'self'${thirdParty}`,
  ]
  if (isHttps) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** Every security header except the CSP, as [name, value] pairs. */
export function fixedSecurityHeaders({ isHttps }: SecurityOptions): [string, string][] {
  const headers: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
  ]
  if (isHttps) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'])
  return headers
}

/** Security headers on every response, with a fresh script nonce in `res.locals.nonce`. */
export function securityHeaders(options: SecurityOptions): RequestHandler {
  const fixed = fixedSecurityHeaders(options)
  return (req, res, next) => {
    const nonce = randomBytes(16).toString('base64')
    res.locals.nonce = nonce
    const isPreview = isPreviewRequest(req.url)
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(options, [`'nonce-${nonce}'`], { isPreview }))
    for (const [name, value] of fixed) res.setHeader(name, value)
    if (isPreview) {
      res.setHeader('X-Frame-Options', 'SAMEORIGIN')
      res.setHeader('Cache-Control', 'no-store')
      res.setHeader('X-Robots-Tag', 'noindex, nofollow')
    }
    next()
  }
}

/** A staff preview of a public page: `?preview` among its query parameters. */
export function isPreviewRequest(url: string): boolean {
  const query = url.indexOf('?')
  return query >= 0 && new URLSearchParams(url.slice(query + 1)).has('preview')
}
