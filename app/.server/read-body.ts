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
