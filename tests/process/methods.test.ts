/**
 * Odd HTTP methods against the server started the way `npm start` starts it
 * (its server command from package.json, no NODE_ENV set): 405 with `Allow`, or a 4xx from the
 * parser, never a 5xx and never a stack trace or a server path; and it runs in production mode.
 */
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { RawConnection } from '../support/raw-http'
import { repoRoot, startServerProcess, type ServerProcess } from '../support/server-process'

let server: ServerProcess | undefined

/** Node's arguments in `npm start`'s last command (the one after the build check). */
function npmStartServerArgs(): string[] {
  const pkg = JSON.parse(readFileSync(`${repoRoot}/package.json`, 'utf8')) as { scripts: Record<string, string> }
  const [command, ...args] = (pkg.scripts.start?.split('&&').at(-1) ?? '').trim().split(/\s+/)
  expect(command).toBe('node')
  return args
}

beforeAll(async () => {
  // As `npm start` runs it: its command line, NODE_ENV unset; info logs to read the ready line.
  server = await startServerProcess({ args: npmStartServerArgs(), env: { NODE_ENV: '', LOG_LEVEL: 'info' } })
})
afterAll(async () => {
  await server?.stop()
})

/** The server of this file (started before the first test). */
function running(): ServerProcess {
  if (!server) throw new Error('the server did not start')
  return server
}

function send(method: string, path: string): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const url = new URL(path, running().url)
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

const leaks = /\n\s+at |node_modules|\/work\/|[\w-]+\.(tsx?|m?js):\d+/

it('TRACE, TRACK and other methods the site does not serve get 405 with Allow, and no details', async () => {
  for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'OPTIONS', 'MKCOL']) {
    for (const path of ['/', '/cn/safari', '/api/enquiries', '/api/news?lang=en', '/assets/x.js', '/no-such-page']) {
      const response = await send(method, path)
      expect(response.status, `${method} ${path}`).toBe(405)
      expect(String(response.headers.allow), `${method} ${path}`).toBe('GET, HEAD, POST')
      expect(response.body, `${method} ${path}`).not.toMatch(leaks)
    }
  }
})

it('CONNECT gets an answer instead of a dropped connection', async () => {
  const connection = await RawConnection.open(running().url)
  await connection.write(`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`)
  const response = await connection.readResponse()
  expect(response.status).toBe(405)
  expect(response.headers.allow).toBe('GET, HEAD, POST')
  connection.close()
})

it('an unknown method and a broken URL get a 4xx, never a stack trace', async () => {
  const connection = await RawConnection.open(running().url)
  await connection.write(`BREW / HTTP/1.1\r\nHost: localhost\r\n\r\n`)
  const unknown = await connection.readResponse()
  expect(unknown.status).toBeGreaterThanOrEqual(400)
  expect(unknown.status).toBeLessThan(500)
  connection.close()
  const broken = await send('GET', '/%E0%A4%A')
  expect(broken.status).toBeGreaterThanOrEqual(400)
  expect(broken.status).toBeLessThan(500)
  expect(broken.body).not.toMatch(leaks)
  expect((await send('GET', '/healthz')).status).toBe(200)
})

it('the server runs in production mode when NODE_ENV is not set', () => {
  // The ready line reports process.env.NODE_ENV as the server sees it once started.
  const ready = running()
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; mode?: string })
    .find((entry) => entry.msg?.startsWith('server ready'))
  expect(ready?.mode).toBe('production')
})
