/**
 * Answers sent before the request body was read (413 too large, 415, 405, 400…) must not leave the
 * keep-alive connection holding unread body bytes: the next request on it would be parsed from the
 * middle of that body, or the client would be reset. Such answers say `Connection: close`, and the
 * connection is closed once the answer has been flushed.
 */
import { STATUS_CODES, type Server } from 'node:http'
import type { Socket } from 'node:net'
import type { Duplex } from 'node:stream'
import type { RequestHandler } from 'express'

/** How long a refused client may go on sending before its connection is cut. */
const LINGER_MS = 2000

export function closeAfterUnreadBody(): RequestHandler {
  return (req, res, next) => {
    // Only a request that has a body can leave one unread.
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0
    if (!hasBody || req.complete) {
      next()
      return
    }
    const { socket } = req
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res
    res.writeHead = ((...args: unknown[]) => {
      if (!req.complete) {
        res.setHeader('Connection', 'close')
        lingerOnClose(socket)
      }
      return writeHead(...args)
    }) as typeof res.writeHead
    res.once('finish', () => {
      if (req.complete) return
      req.on('error', () => undefined)
      req.resume()
    })
    next()
  }
}

/**
 * Once an answer with `Connection: close` is out, Node's HTTP server ends the connection and
 * destroys the socket as soon as our side is flushed (`destroySoon`). A client still sending its
 * body then writes into a closed socket and is reset, and the reset can destroy the answer before
 * the client reads it. Instead: end our side, keep discarding what the client sends, and close once
 * it has finished (its own end) or after LINGER_MS at most.
 */
function lingerOnClose(socket: Socket): void {
  socket.destroySoon = () => {
    if (socket.destroyed) return
    socket.once('end', () => socket.destroy())
    socket.end()
    socket.resume()
    setTimeout(() => socket.destroy(), LINGER_MS).unref()
  }
}

/** The answers Node gives to a request its parser refuses, by the parser's error code. */
const PARSER_REFUSALS: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413, ERR_HTTP_REQUEST_TIMEOUT: 408 }

/**
 * Bytes the HTTP parser cannot read as a request (a body sent without framing, a header too large,
 * a request too slow): Node answers 400 (or 431, 408) and destroys the socket at once, so a client
 * still sending is reset, and the reset can destroy an answer already written before the client
 * reads it. Here the same answer goes out (only when no response is under way), and then the
 * connection is closed as after an early refusal: our side ended, the rest discarded, the socket
 * closed once the client ends or after LINGER_MS.
 */
export function closeGentlyOnParseErrors(server: Server): void {
  const handled = new WeakSet<Duplex>()
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (handled.has(socket)) return // the parser reports every later chunk again
    handled.add(socket)
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy()
      return
    }
    let isClosing = false
    const close = () => {
      if (isClosing) return
      isClosing = true
      if (!('destroySoon' in socket)) {
        socket.destroy()
        return
      }
      lingerOnClose(socket as Socket)
      ;(socket as Socket).destroySoon()
    }
    // Node's own record of the response under way on this connection, if any: let the answer to
    // the request before the unreadable bytes go out whole, then close (no second answer).
    type InFlight = { writableFinished: boolean; once: (event: string, listener: () => void) => void }
    const inFlight = (socket as Duplex & { _httpMessage?: InFlight | null })._httpMessage
    if (inFlight && !inFlight.writableFinished) {
      inFlight.once('finish', close)
      inFlight.once('close', close)
      return
    }
    const status = PARSER_REFUSALS[error.code ?? ''] ?? 400
    socket.write(`HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
    close()
  })
}
