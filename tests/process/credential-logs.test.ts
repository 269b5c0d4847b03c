/**
 * No credential in the server's log (audit 2026-12-02, R2), read from the production server's own
 * output with its request log on: a real invitation made in Staff, its link opened (as a mail scanner
 * would, in more than one spelling) and used, and sign-ins through /idp/auth and /auth/callback.
 * Only the first start's `setupLinks` line names a link, on purpose: the operator needs it.
 */
import { expect, it } from 'vitest'
import { HttpSession, signInSession } from '../support/http-session'
import { startServerProcess } from '../support/server-process'
import { credentialLinkIn, ownerEmail, setPasswordAt, setupLinks, staffPassword } from '../support/staff'

/** Every character of `text` percent-encoded (`%41%62…`): a spelling the server reads as the same path. */
const fullyEncoded = (text: string) => [...Buffer.from(text)].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('')

it('the log of a real invitation, opened and used, and of sign-ins holds no link token, no code and no state', async () => {
  const server = await startServerProcess({ env: { ADMIN_EMAILS: ownerEmail, LOG_LEVEL: 'info' } })
  try {
    const base = server.url
    await expect.poll(() => /"setupLinks"/.test(server.output()), { timeout: 15_000 }).toBe(true)
    const ownerLinks = setupLinks(server).map((link) => link.url)
    for (const link of ownerLinks) expect(await setPasswordAt(link)).toBe(200)

    // Every address the sign-ins pass through: the provider's /idp/auth and the desk's /auth/callback.
    const visited: URL[] = []
    const onResponse = (target: URL) => visited.push(target)
    const owner = new HttpSession({ onResponse })
    expect(await signInSession(owner, base, ownerEmail, staffPassword)).toBe(200)

    const invited = await owner.post(`${base}/admin/staff`, { intent: 'invite', email: 'agent@example.com', role: 'agent' }, { Origin: base })
    expect(invited.status).toBe(200)
    const link = credentialLinkIn(await invited.text())
    const token = new URL(link).pathname.split('/').pop() ?? ''
    expect(token).toMatch(/^[\w-]{32,}$/)

    // Opened as a mail scanner would, in other spellings of the same address, then used.
    expect((await fetch(link)).status).toBe(200)
    expect((await fetch(`${link}?utm_source=mail`)).status).toBe(200)
    expect((await fetch(`${base}/interaction/setup/${fullyEncoded(token)}`)).status).toBe(200)
    expect((await fetch(`${link}/passkey-options`, { method: 'POST', headers: { Origin: base } })).status).toBe(200)
    // A sub-path no route has: the site's not-found route answers it (its error is logged).
    await (await fetch(`${link}/nothing-here`, { method: 'POST', headers: { Origin: base } })).arrayBuffer()
    expect(await setPasswordAt(link)).toBe(200)
    expect((await fetch(link)).status).toBe(410)
    expect(await signInSession(new HttpSession({ onResponse }), base, 'agent@example.com', staffPassword)).toBe(200)

    const callbacks = visited.filter((url) => url.pathname === '/auth/callback')
    const authorizations = visited.filter((url) => url.pathname === '/idp/auth')
    expect(callbacks).toHaveLength(2)
    expect(authorizations).toHaveLength(2)
    // The request log has caught up with the last request (the agent's sign-in).
    await expect
      .poll(
        () =>
          server
            .output()
            .split('\n')
            .filter((line) => line.includes('"msg":"request"') && line.includes('/auth/callback')).length,
        { timeout: 10_000 },
      )
      .toBe(2)

    const lines = server.output().split('\n')
    const requestLines = lines.filter((line) => line.includes('"msg":"request"'))
    // The links were opened and the provider used: the log does say so, without the secrets.
    expect(requestLines.filter((line) => line.includes('"url":"/interaction/setup/…"')).length).toBeGreaterThanOrEqual(7)
    expect(requestLines.filter((line) => line.includes('"url":"/idp/auth?…"'))).toHaveLength(2)
    expect(requestLines.filter((line) => line.includes('"url":"/auth/callback?code=…&state=…'))).toHaveLength(2)

    // Outside the first start's own line, no token, in any spelling.
    const logged = lines.filter((line) => !line.includes('"setupLinks"')).join('\n')
    const tokens = [token, ...ownerLinks.map((url) => new URL(url).pathname.split('/').pop() ?? '')]
    for (const secret of tokens) {
      expect(logged).not.toContain(secret)
      expect(logged).not.toContain(encodeURIComponent(secret))
      expect(logged.toLowerCase()).not.toContain(fullyEncoded(secret).toLowerCase())
    }
    // No authorization code, state, nonce or PKCE challenge of either sign-in.
    const values = [...callbacks, ...authorizations].flatMap((url) =>
      ['code', 'state', 'nonce', 'code_challenge'].map((name) => url.searchParams.get(name)).filter((value): value is string => Boolean(value)),
    )
    expect(values.length).toBeGreaterThanOrEqual(10)
    for (const value of values) {
      expect(logged).not.toContain(value)
      expect(logged).not.toContain(encodeURIComponent(value))
    }
  } finally {
    await server.stop()
  }
})
