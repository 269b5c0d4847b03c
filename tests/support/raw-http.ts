/** Raw HTTP/1.1 over one TCP connection: what a browser's keep-alive connection sees, byte for byte. */
import { connect, type Socket } from 'node:net'

export type RawResponse = { status: number; headers: Record<string, string>; body: string }

export class RawConnection {
  private buffer = Buffer.alloc(0)
  private closed = false
  /** How the peer ended the connection first: 'end' (a clean FIN) or a socket error code (ECONNRESET…). */
  private ending: string | undefined
  private waiters: (() => void)[] = []
  private constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, chunk])
      this.wake()
    })
    socket.on('end', () => {
      this.ending ??= 'end'
      this.wake()
    })
    socket.on('close', () => {
      this.closed = true
      this.wake()
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      this.ending ??= error.code ?? error.message
      this.errors.push(error.code ?? error.message)
      this.closed = true
      this.wake()
    })
  }

  /** Socket errors seen so far (ECONNRESET when the server reset the connection, EPIPE…). */
  readonly errors: string[] = []

  /**
   * Wait until the server ends this connection and say how: 'end' when it closed it cleanly (FIN,
   * after everything it sent was read), otherwise the error the socket saw (ECONNRESET for a reset).
   */
  async endedBy(timeoutMs = 5000): Promise<string> {
    const deadline = Date.now() + timeoutMs
    while (this.ending === undefined) {
      const left = deadline - Date.now()
      if (left <= 0) throw new Error('the server did not end the connection in time')
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
    return this.ending
  }

  /** Wait until more bytes arrive ('data') or the server ends the connection first ('end'). */
  async waitForMoreOrEnd(timeoutMs = 5000): Promise<'data' | 'end'> {
    const deadline = Date.now() + timeoutMs
    while (this.buffer.length === 0) {
      if (this.ending !== undefined) return 'end'
      const left = deadline - Date.now()
      if (left <= 0) throw new Error('neither data nor an end in time')
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
    return 'data'
  }

  /** Bytes received and not read as a response yet. */
  get unread(): number {
    return this.buffer.length
  }

  static open(baseUrl: string): Promise<RawConnection> {
    const url = new URL(baseUrl)
    return new Promise((resolve, reject) => {
      // Half-open allowed, as an HTTP client still uploading: the server's FIN does not end our side.
      const socket = connect({ port: Number(url.port), host: url.hostname, allowHalfOpen: true }, () => {
        resolve(new RawConnection(socket))
      })
      socket.once('error', reject)
    })
  }

  get isClosed(): boolean {
    return this.closed
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter()
  }

  private async waitForData(deadline: number): Promise<void> {
    if (this.closed) throw new Error('connection closed')
    const left = deadline - Date.now()
    if (left <= 0) throw new Error('no answer in time')
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, left)
      this.waiters.push(() => {
        clearTimeout(timer)
        resolve()
      })
    })
  }

  write(data: string | Buffer): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.destroyed) {
        resolve()
        return
      }
      this.socket.write(data, () => {
        resolve()
      })
    })
  }

  /** Read one response (Content-Length or chunked body), or throw when none comes in `timeoutMs`. */
  async readResponse(timeoutMs = 5000): Promise<RawResponse> {
    const deadline = Date.now() + timeoutMs
    let headerEnd = this.buffer.indexOf('\r\n\r\n')
    while (headerEnd < 0) {
      await this.waitForData(deadline)
      headerEnd = this.buffer.indexOf('\r\n\r\n')
    }
    const head = this.buffer.subarray(0, headerEnd).toString('latin1').split('\r\n')
    const status = Number(head[0]?.split(' ')[1])
    const headers: Record<string, string> = {}
    for (const line of head.slice(1)) {
      const colon = line.indexOf(':')
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
    }
    let body: Buffer
    if (headers['transfer-encoding']?.includes('chunked')) {
      let parsed = parseChunked(this.buffer.subarray(headerEnd + 4))
      while (!parsed) {
        await this.waitForData(deadline)
        parsed = parseChunked(this.buffer.subarray(headerEnd + 4))
      }
      body = parsed.body
      this.buffer = this.buffer.subarray(headerEnd + 4 + parsed.consumed)
    } else {
      const length = Number(headers['content-length'] ?? 0)
      while (this.buffer.length < headerEnd + 4 + length) await this.waitForData(deadline)
      body = this.buffer.subarray(headerEnd + 4, headerEnd + 4 + length)
      this.buffer = this.buffer.subarray(headerEnd + 4 + length)
    }
    return { status, headers, body: body.toString('utf8') }
  }

  close(): void {
    this.socket.destroy()
  }
}

/** A whole chunked body at the start of `data` (without trailers), or undefined when incomplete. */
function parseChunked(data: Buffer): { body: Buffer; consumed: number } | undefined {
  const parts: Buffer[] = []
  let offset = 0
  for (;;) {
    const lineEnd = data.indexOf('\r\n', offset)
    if (lineEnd < 0) return undefined
    const size = parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16)
    if (size === 0) {
      if (data.length < lineEnd + 4) return undefined
      return { body: Buffer.concat(parts), consumed: lineEnd + 4 }
    }
    if (data.length < lineEnd + 2 + size + 2) return undefined
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
}
