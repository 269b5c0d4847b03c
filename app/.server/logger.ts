import pino, { type DestinationStream } from 'pino'

/** A failed statement as drizzle reports it: the statement, and the values bound to it. */
type FailedQuery = Error & { query: string; params: unknown[] }

function isFailedQuery(error: unknown): error is FailedQuery {
  return error instanceof Error && typeof (error as Partial<FailedQuery>).query === 'string' && Array.isArray((error as Partial<FailedQuery>).params)
}

/**
 * A logged error, without the values of a failed statement. Drizzle puts them into the error's
 * message ("params: …") and onto the error itself, and they are whatever the statement carried: a
 * visitor's name and message, a password hash, the sign-in provider's private key. The statement
 * stays (it names the table); its values are counted, never written.
 */
function errorForLog(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown
  if (!(error instanceof Error) || typeof serialized !== 'object' || serialized === null) return serialized
  const out = serialized as Record<string, unknown>
  const withheld: { text: string; count: number }[] = []
  for (let link: unknown = error, depth = 0; link instanceof Error && depth < 10; link = link.cause, depth++) {
    if (isFailedQuery(link)) withheld.push({ text: `\nparams: ${String(link.params)}`, count: link.params.length })
  }
  if (withheld.length === 0) return serialized
  for (const key of ['message', 'stack'] as const) {
    const text = out[key]
    if (typeof text !== 'string') continue
    out[key] = withheld.reduce((scrubbed, { text: values, count }) => scrubbed.split(values).join(`\nparams: (${String(count)} values withheld)`), text)
  }
  if ('params' in out) out.params = `(${String(withheld[0]?.count ?? 0)} values withheld)`
  return out
}

/** A logger writing one JSON object per line to `destination` (stdout by default). */
export function createLogger(destination?: DestinationStream) {
  return pino(
    {
      level: process.env.LOG_LEVEL ?? 'info',
      base: undefined,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.secret'], remove: true },
      serializers: { err: errorForLog },
    },
    destination,
  )
}

/** The process logger: one JSON object per line on stdout. */
export const logger = createLogger()
export type Logger = typeof logger
