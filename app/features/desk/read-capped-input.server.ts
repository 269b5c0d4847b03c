/**
 * A desk request's body read with a cap, for the routes that take only small answers (My
 * account's passkey steps): refused by its `Content-Length`, or as soon as the bytes streamed past
 * the cap, before any of it is parsed. The refusal is 413 with the desk's own answer shape, so the
 * screen shows its sentence, and `Connection: close`, since the rest of the body is never read.
 */
import { invalidInput, type DeskFailure } from './desk-result'

/** The body as `readDeskInput` reads it (JSON, else form fields), or undefined when it is larger than `maxBytes`. */
export async function readCappedInput(request: Request, maxBytes: number): Promise<{ ok: true; input: unknown } | { ok: false }> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (Number.isFinite(declared) && declared > maxBytes) {
    await request.body?.cancel().catch(() => undefined)
    return { ok: false }
  }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body?.getReader()
  for (;;) {
    const next = reader ? await reader.read() : { done: true as const, value: undefined }
    if (next.done) break
    size += next.value.byteLength
    if (size > maxBytes) {
      await reader?.cancel().catch(() => undefined)
      return { ok: false }
    }
    chunks.push(next.value)
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if ((request.headers.get('content-type') ?? '').startsWith('application/json')) {
    try {
      return { ok: true, input: JSON.parse(text) as unknown }
    } catch {
      return { ok: true, input: undefined }
    }
  }
  return { ok: true, input: Object.fromEntries(new URLSearchParams(text)) }
}

/** The answer to a body over the cap: 413, with the issue `message` (a key of the screen's copy) on the whole form. */
export function tooLargeResponse(message: string): Response {
  const body: DeskFailure = invalidInput([{ path: 'form', message }])
  return Response.json(body, { status: 413, headers: { 'Cache-Control': 'no-store', Connection: 'close' } })
}
