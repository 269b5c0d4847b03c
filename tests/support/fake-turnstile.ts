/**
 * A local stand-in for Cloudflare's siteverify endpoint that speaks its documented format:
 * POST form fields `secret`, `response`, `remoteip` → `{ success, challenge_ts, hostname,
 * "error-codes" }`. Tokens starting with "pass" succeed once; a reused token gets
 * `timeout-or-duplicate`; anything else `invalid-input-response`; a wrong secret `invalid-input-secret`.
 */
import { createServer, type Server } from 'node:http'
import { freePort } from './server-process'

export const FAKE_TURNSTILE_SECRET = '0x4AAAAAAAfake-secret'

export async function startFakeTurnstile() {
  const used = new Set<string>()
  const requests: Record<string, string>[] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(body))
      requests.push(fields)
      const token = fields.response ?? ''
      let errors: string[] = []
      if (fields.secret !== FAKE_TURNSTILE_SECRET) errors = ['invalid-input-secret']
      else if (!token) errors = ['missing-input-response']
      else if (used.has(token)) errors = ['timeout-or-duplicate']
      else if (!token.startsWith('pass')) errors = ['invalid-input-response']
      if (errors.length === 0) used.add(token)
      res.setHeader('Content-Type', 'application/json')
      res.end(
        JSON.stringify(
          errors.length === 0
            ? { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost', 'error-codes': [], action: '', cdata: '' }
            : { success: false, 'error-codes': errors },
        ),
      )
    })
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${String(port)}/turnstile/v0/siteverify`,
    requests,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve()
        }),
      ),
  }
}
