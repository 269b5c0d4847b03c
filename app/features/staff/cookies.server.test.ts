import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../.server/config'
import { clearSessionCookie, readCookie, sessionCookie, sessionCookieName } from './cookies.server'

/** A Set-Cookie value as name, value and its attributes (lower-cased names). */
function parse(header: string) {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim())
  const eq = pair.indexOf('=')
  const flags = new Map(attributes.map((a) => [a.split('=')[0]?.toLowerCase() ?? '', a.includes('=') ? a.slice(a.indexOf('=') + 1) : true]))
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), flags }
}

describe('the desk session cookie', () => {
  it('on plain http: HttpOnly, SameSite=Lax, Path=/, no Secure, no Domain', () => {
    const { name, value, flags } = parse(sessionCookie('t0k3n', false, 36_000))
    expect(name).toBe('wwd_admin')
    expect(value).toBe('t0k3n')
    expect(flags.get('httponly')).toBe(true)
    expect(flags.get('samesite')).toBe('Lax')
    expect(flags.get('path')).toBe('/')
    expect(flags.get('max-age')).toBe('36000')
    expect(flags.has('secure')).toBe(false)
    expect(flags.has('domain')).toBe(false)
  })

  it('under https: the __Host- prefix with Secure, Path=/ and no Domain (what the prefix demands)', () => {
    const { name, flags } = parse(sessionCookie('t0k3n', true, 36_000))
    expect(name).toBe('__Host-wwd_admin')
    expect(flags.get('secure')).toBe(true)
    expect(flags.get('httponly')).toBe(true)
    expect(flags.get('samesite')).toBe('Lax')
    expect(flags.get('path')).toBe('/')
    expect(flags.has('domain')).toBe(false)
  })

  it('follows PUBLIC_URL: https there means the __Host- cookie', () => {
    expect(sessionCookieName(loadConfig({ PUBLIC_URL: 'https://desk.example' }).isHttps)).toBe('__Host-wwd_admin')
    expect(sessionCookieName(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }).isHttps)).toBe('wwd_admin')
  })

  it('is cleared with the same name and attributes and Max-Age=0', () => {
    for (const isHttps of [false, true]) {
      const { name, value, flags } = parse(clearSessionCookie(isHttps))
      expect(name).toBe(sessionCookieName(isHttps))
      expect(value).toBe('')
      expect(flags.get('max-age')).toBe('0')
      expect(flags.get('path')).toBe('/')
      expect(flags.has('secure')).toBe(isHttps)
    }
  })

  it('is read back by exact name only', () => {
    expect(readCookie('a=1; wwd_admin=abc; x_wwd_admin=no', 'wwd_admin')).toBe('abc')
    expect(readCookie('__Host-wwd_admin=abc', 'wwd_admin')).toBeUndefined()
    expect(readCookie('wwd_admin=%E0%A4%A', 'wwd_admin')).toBeUndefined()
  })
})
