import { describe, expect, it } from 'vitest'
import { errorAt, loggedUrl } from './logged-url'

const token = '8-PyIePd1GH876tM229_762CPda8K1guwp27qhObEeE'
const encoded = [...Buffer.from(token)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('')

describe('loggedUrl: an address as the log may show it', () => {
  it('leaves out the token of a one-time credential link, and everything under and after it', () => {
    for (const target of [
      `/interaction/setup/${token}`,
      `/interaction/setup/${token}?utm_source=mail`,
      `/interaction/setup/${token}/passkey-options`,
      `/interaction/setup/${token}/passkey`,
      `/interaction/setup/${token}/nothing-here.data`,
      `/interaction/setup/${encoded}`,
      `/INTERACTION/Setup/${token}`,
      `/%69nteraction/setup/${token}`,
      `//interaction//setup/${token}`,
      `/interaction/./setup/${token}`,
      `/x/../interaction/setup/${token}`,
      `/interaction\\setup\\${token}`,
      `/interaction%2Fsetup%2F${token}`,
      `/interaction/setup/${token}%E0%A4%A`,
    ]) {
      expect(loggedUrl(target), target).toBe('/interaction/setup/…')
    }
    // An absolute-form target keeps its origin.
    expect(loggedUrl(`http://127.0.0.1:3000/interaction/setup/${token}`)).toBe('http://127.0.0.1:3000/interaction/setup/…')
    // The sign-in pages themselves name no credential.
    expect(loggedUrl('/interaction/setup')).toBe('/interaction/setup')
    expect(loggedUrl('/interaction/zgNAYnVop6nSwAiRihzf39C2tQ5OuF8va01nI1ckOwQ/login')).toBe('/interaction/zgNAYnVop6nSwAiRihzf39C2tQ5OuF8va01nI1ckOwQ/login')
    expect(loggedUrl('/interaction/webauthn-browser.js')).toBe('/interaction/webauthn-browser.js')
  })

  it('leaves out the values of the sign-in answer at /auth/callback, but for the provider’s error', () => {
    expect(loggedUrl('/auth/callback?code=eIqHH-XpKXY&state=dYMAygoh5c5&iss=http%3A%2F%2F127.0.0.1%3A43883%2Fidp')).toBe('/auth/callback?code=…&state=…&iss=…')
    expect(loggedUrl('/auth/callback?code=abc&session_state=xyz.123&other=1')).toBe('/auth/callback?code=…&session_state=…&other=…')
    expect(loggedUrl('/auth/callback?error=access_denied&error_description=cancelled&state=abc')).toBe(
      '/auth/callback?error=access_denied&error_description=cancelled&state=…',
    )
    expect(loggedUrl('/auth/callback.data?code=abc&state=def')).toBe('/auth/callback.data?code=…&state=…')
    expect(loggedUrl('/Auth/Callback/?CODE=abc&st%61te=def&bare-secret')).toBe('/Auth/Callback/?CODE=…&st%61te=…&…')
    expect(loggedUrl('/auth/callback')).toBe('/auth/callback')
    expect(loggedUrl('/auth/start?popup=1')).toBe('/auth/start?popup=1')
  })

  it('leaves out the whole query of the built-in provider’s endpoints', () => {
    const authorize =
      '/idp/auth?redirect_uri=http%3A%2F%2F127.0.0.1%2Fauth%2Fcallback&scope=openid&code_challenge=63UArt6K&code_challenge_method=S256&state=dYMAygoh&nonce=t2lc2UWh&client_id=wwd-desk&response_type=code'
    expect(loggedUrl(authorize)).toBe('/idp/auth?…')
    expect(loggedUrl('/idp/session/end?id_token_hint=eyJhbGciOi.x.y&post_logout_redirect_uri=http%3A%2F%2Fx&state=s')).toBe('/idp/session/end?…')
    expect(loggedUrl('/idp/device?user_code=ABCD-EFGH')).toBe('/idp/device?…')
    expect(loggedUrl('/idp/me?access_token=secret')).toBe('/idp/me?…')
    expect(loggedUrl('/IDP/auth?state=s')).toBe('/IDP/auth?…')
    // Without a query there is nothing to leave out.
    expect(loggedUrl('/idp/auth/zgNAYnVop6nSwAiR')).toBe('/idp/auth/zgNAYnVop6nSwAiR')
    expect(loggedUrl('/idp/.well-known/openid-configuration')).toBe('/idp/.well-known/openid-configuration')
  })

  it('returns any other address as sent', () => {
    for (const target of [
      '/',
      '/cn/safari?x=1',
      '/admin/enquiries?q=dune&page=2',
      '/%61dmin/staff',
      '/cn/%E8%BF%AA%E6%8B%9C',
      '/media/..%2f..%2fsecrets',
      '/authors?state=kept',
      '*',
      'http://example.com/x?code=1',
      '/api/enquiries',
      '',
    ]) {
      expect(loggedUrl(target), target).toBe(target)
    }
  })
})

describe('errorAt: an error met on a setup link, as the log may show it', () => {
  it('leaves the token out of React Router’s own message, which quotes the path', () => {
    const path = `/interaction/setup/${token}/nothing-here`
    const routeError = {
      status: 405,
      statusText: 'Method Not Allowed',
      internal: true,
      data: `Error: You made a POST request to "${path}" but did not provide an \`action\` for route "NotFound", so there is no way to handle the request.`,
      error: new Error(`You made a POST request to "${path}"`),
    }
    const logged = JSON.stringify(errorAt(path, routeError))
    expect(logged).not.toContain(token)
    expect(logged).toContain('You made a POST request to \\"/interaction/setup/…/nothing-here\\"')
    expect(logged).toContain('"status":405')
    expect(JSON.stringify(errorAt(`/interaction/setup/${token}`, new Error(`failed at /interaction/setup/${token}`)))).not.toContain(token)
    expect(JSON.stringify(errorAt(`/interaction/setup/${encoded}`, new Error(`failed at ${encoded} (${token})`)))).not.toMatch(
      new RegExp(`${token}|${encoded}`),
    )
  })

  it('logs any other error as it is', () => {
    const error = new Error('boom')
    expect(errorAt('/admin/staff', error)).toBe(error)
    expect(errorAt('/auth/callback', error)).toBe(error)
  })
})
