/**
 * A server-sent event response for the desk's live screens. `start` wires its sources to the sink
 * and returns what to undo when the stream ends (the desk leaves, the request aborts, or `stop`).
 * A comment line every 25 s keeps proxies from closing an idle stream.
 *
 * A stream must not outlive the desk session that opened it: with a `guard`, the stream asks it
 * again every `everyMs` and whenever `onRevocation` signals (a sign-out, a role change, a removal
 * on any instance), and when the answer is no it sends one `signed-out` event and ends.
 */
const KEEP_ALIVE_MS = 25_000

export type EventSink = {
  /** One named event; `data` is sent as one JSON line (a string as it is, without line breaks). */
  send: (event: string, data: unknown) => void
  /** End the stream from the server side. */
  stop: () => void
}

export type StreamGuard = {
  /** Whether the desk that opened the stream may still read it. */
  isAllowed: () => Promise<boolean>
  /** How often to ask even without a signal (an idle or absolute expiry sends none). */
  everyMs: number
  /** Subscribes to "something may have ended"; resolves to an unsubscribe function. */
  onRevocation?: (recheck: () => void) => Promise<() => Promise<void>>
}

type Release = () => void | Promise<void>

export function eventStreamResponse(signal: AbortSignal, start: (sink: EventSink) => Promise<Release>, guard?: StreamGuard): Response {
  const encoder = new TextEncoder()
  let close: (() => void) | undefined
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false
      const releases: Release[] = []
      const write = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text))
      }
      const send = (event: string, data: unknown) => {
        const line = typeof data === 'string' ? data.replace(/[\r\n]/g, '') : JSON.stringify(data)
        write(`event: ${event}\ndata: ${line}\n\n`)
      }
      let checking = false
      const recheck = () => {
        if (!guard || closed || checking) return
        checking = true
        guard.isAllowed().then(
          (allowed) => {
            checking = false
            if (allowed) return
            write('event: signed-out\ndata: \n\n')
            close?.()
          },
          // The database did not answer this time: the next check asks again.
          () => {
            checking = false
          },
        )
      }
      const keepAlive = setInterval(() => {
        write(': keep-alive\n\n')
      }, KEEP_ALIVE_MS)
      const rechecks = guard ? setInterval(recheck, guard.everyMs) : undefined
      close = () => {
        if (closed) return
        closed = true
        clearInterval(keepAlive)
        clearInterval(rechecks)
        for (const release of releases) void Promise.resolve(release()).catch(() => undefined)
        try {
          controller.close()
        } catch {
          // already closed by the reader
        }
      }
      // A subscription that arrives after the stream ended is released at once.
      const keep = (release: Release) => {
        if (closed) void Promise.resolve(release()).catch(() => undefined)
        else releases.push(release)
      }
      try {
        keep(await start({ send, stop: () => close?.() }))
        if (guard?.onRevocation) keep(await guard.onRevocation(recheck))
      } catch (error) {
        close()
        throw error
      }
      if (signal.aborted) close()
      else signal.addEventListener('abort', () => close?.(), { once: true })
      write('retry: 3000\n: connected\n\n')
    },
    cancel() {
      close?.()
    },
  })
  return new Response(body, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
  })
}

/** Only an event-stream client (an EventSource) gets the endless stream; anything else a short 406. */
export function acceptsEventStream(request: Request): boolean {
  return (request.headers.get('Accept') ?? '').includes('text/event-stream')
}

export function notAnEventStreamClient(): Response {
  return new Response('This address is an event stream (Accept: text/event-stream).\n', {
    status: 406,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
