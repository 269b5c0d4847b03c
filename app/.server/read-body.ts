/** Reading a request body with a hard cap, for the endpoints that accept a body of their own. */

/**
 * The body's bytes, or undefined as soon as there are more than `limit`: reading stops there, so a
 * long body is never buffered. The rest stays unread without destroying the connection: the 413
 * must still reach the client, which the server then sends with `Connection: close`
 * (server/refusals.ts).
 */
export async function readBodyUpTo(request: Request, limit: number): Promise<Buffer | undefined> {
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      reader.releaseLock()
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, size)
}

/**
 * Whether the body holds at most `limit` bytes, told without taking it from whoever reads it next:
 * a declared Content-Length is believed (Node's HTTP parser never hands over more than it
 * declares); a body without one (chunked) is counted as it arrives, on a copy of the request
 * (`clone`), and counting stops past the limit. Meanwhile the request itself keeps what arrived
 * (at most `limit` bytes and a chunk), so its reader still gets the whole body. The rest of a body
 * too long stays unread, as with `readBodyUpTo`.
 */
export async function isBodyWithin(request: Request, limit: number): Promise<boolean> {
  if (!request.body) return true
  const declared = request.headers.get('content-length')
  if (declared !== null && /^\s*\d+\s*$/.test(declared)) return Number(declared) <= limit
  const copy = request.clone().body
  if (!copy) return true
  const reader = copy.getReader()
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return true
    size += value.byteLength
    if (size > limit) {
      reader.releaseLock()
      return false
    }
  }
}
