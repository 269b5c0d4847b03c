/**
 * Early refusals on a keep-alive connection: a request refused before its body
 * was read gets a whole answer with `Connection: close`; the server then ends that connection
 * cleanly (a FIN after the answer, not a reset, and nothing after the answer), so the client's next
 * request, on a new connection as the server asked, works. A normal answer keeps the connection
 * open: the same socket serves the next request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually } from '../support/databases'
import { RawConnection } from '../support/raw-http'
import { startServerProcess, type ServerProcess } from '../support/server-process'

let server: ServerProcess | undefined
beforeAll(async () => {
  server = await startServerProcess()
})
afterAll(async () => {
  await server?.stop()
})

/** The server of this file (started before the first test). */
function running(): ServerProcess {
  if (!server) throw new Error('the server did not start')
  return server
}

const baseUrl = () => running().url
const host = () => new URL(baseUrl()).host

function post(path: string, headers: Record<string, string>, body = ''): string {
  const lines = [`POST ${path} HTTP/1.1`, `Host: ${host()}`, 'Content-Type: application/json', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)]
  return `${lines.join('\r\n')}\r\n\r\n${body}`
}

/** The server ends the refused connection cleanly after its answer, and a new connection works. */
async function endsCleanlyThenANewConnectionWorks(refused: RawConnection) {
  expect(await refused.endedBy()).toBe('end')
  expect(refused.unread).toBe(0)
  refused.close()
  const again = await RawConnection.open(baseUrl())
  await again.write(`GET /healthz HTTP/1.1\r\nHost: ${host()}\r\n\r\n`)
  expect((await again.readResponse()).status).toBe(200)
  again.close()
}

describe('refused requests and keep-alive connections', () => {
  it('a body declared too large gets 413 and Connection: close, without the body being sent', async () => {
    const connection = await RawConnection.open(baseUrl())
    await connection.write(post('/api/enquiries', { 'Content-Length': String(1024 * 1024) }))
    const response = await connection.readResponse()
    expect(response.status).toBe(413)
    expect(response.headers.connection).toBe('close')
    expect(JSON.parse(response.body)).toMatchObject({ error: { code: 'too_large' } })
    await endsCleanlyThenANewConnectionWorks(connection)
  })

  it('a chunked body over the limit gets 413 and Connection: close', async () => {
    const connection = await RawConnection.open(baseUrl())
    await connection.write(post('/api/enquiry-cn', { 'Transfer-Encoding': 'chunked' }))
    const chunk = 'x'.repeat(8 * 1024)
    for (let i = 0; i < 4; i += 1) await connection.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)
    const response = await connection.readResponse()
    expect(response.status).toBe(413)
    expect(response.headers.connection).toBe('close')
    expect(JSON.parse(response.body)).toMatchObject({ error: { code: 'too_large' } })
    await endsCleanlyThenANewConnectionWorks(connection)
  })

  it('a refused content type with an unread body closes the connection cleanly', async () => {
    const connection = await RawConnection.open(baseUrl())
    const body = 'a'.repeat(200_000)
    await connection.write(`POST /api/enquiries HTTP/1.1\r\nHost: ${host()}\r\nContent-Type: text/plain\r\nContent-Length: ${String(body.length)}\r\n\r\n`)
    const response = await connection.readResponse()
    expect(response.status).toBe(415)
    expect(response.headers.connection).toBe('close')
    await endsCleanlyThenANewConnectionWorks(connection)
  })

  it('after an ordinary answer the same connection serves the next request', async () => {
    const connection = await RawConnection.open(baseUrl())
    await connection.write(`GET /healthz HTTP/1.1\r\nHost: ${host()}\r\n\r\n`)
    expect((await connection.readResponse()).status).toBe(200)
    await connection.write(`GET /api/news?lang=zh HTTP/1.1\r\nHost: ${host()}\r\n\r\n`)
    expect((await connection.readResponse()).status).toBe(200)
    expect(connection.isClosed).toBe(false)
    connection.close()
  })
})

it('a client still sending a large chunked body reads its whole answer, and is not reset while it finishes', async () => {
  const connection = await RawConnection.open(baseUrl())
  await connection.write(`GET /api/enquiry-cn HTTP/1.1\r\nHost: ${host()}\r\nTransfer-Encoding: chunked\r\n\r\n`)
  const chunk = 'y'.repeat(64 * 1024)
  const sendChunk = () => connection.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)
  await sendChunk()
  const response = await connection.readResponse()
  expect(response.status).toBeGreaterThanOrEqual(400)
  expect(response.status).toBeLessThan(500)
  expect(response.headers.connection).toBe('close')
  // The answer is in, and the client is still uploading, as a slow one would: the server reads and
  // discards the rest for a moment instead of resetting the connection under it.
  for (let i = 0; i < 8; i += 1) {
    await sendChunk()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  await connection.write('0\r\n\r\n')
  connection.socket.end()
  expect(await connection.endedBy()).toBe('end')
  // Both sides have ended: the socket closes, and a reset would have shown as an error first.
  await eventually(() => connection.isClosed, 5000)
  expect(connection.errors).toEqual([])
  connection.close()
})

it('bytes after a request that are not a request get a 400 and a clean end, and the answer before them arrives whole', async () => {
  // A body sent without any framing (as some clients send one with GET): the server cannot read it
  // as a request. It must not reset the connection, which would also destroy the answer already sent.
  const connection = await RawConnection.open(baseUrl())
  await connection.write(`GET /healthz HTTP/1.1\r\nHost: ${host()}\r\n\r\n{"payload":{"message":"${'x'.repeat(200 * 1024)}"}}`)
  expect((await connection.readResponse()).status).toBe(200)
  // Then a 400 for the unreadable bytes, unless the 200 was still going out when they were read
  // (then the connection just ends after it).
  if ((await connection.waitForMoreOrEnd()) === 'data') {
    const refusal = await connection.readResponse()
    expect(refusal.status).toBe(400)
    expect(refusal.headers.connection).toBe('close')
  }
  connection.socket.end()
  expect(await connection.endedBy()).toBe('end')
  // Both sides have ended: the socket closes, and a reset would have shown as an error first.
  await eventually(() => connection.isClosed, 5000)
  expect(connection.errors).toEqual([])
  connection.close()
})
