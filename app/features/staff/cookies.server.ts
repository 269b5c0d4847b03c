/** The desk's session cookie: `__Host-` and Secure under https, always HttpOnly and SameSite=Lax. */
export function sessionCookieName(isHttps: boolean): string {
  return isHttps ? '__Host-wwd_admin' : 'wwd_admin'
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

export function serializeCookie(name: string, value: string, options: { isHttps: boolean; maxAgeSeconds?: number; path?: string }): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`, 'HttpOnly', 'SameSite=Lax']
  if (options.isHttps) parts.push('Secure')
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${String(Math.max(0, Math.floor(options.maxAgeSeconds)))}`)
  return parts.join('; ')
}

export function sessionCookie(token: string, isHttps: boolean, maxAgeSeconds: number): string {
  return serializeCookie(sessionCookieName(isHttps), token, { isHttps, maxAgeSeconds })
}

export function clearSessionCookie(isHttps: boolean): string {
  return serializeCookie(sessionCookieName(isHttps), '', { isHttps, maxAgeSeconds: 0 })
}
