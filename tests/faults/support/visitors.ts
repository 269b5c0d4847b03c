/** A visitor of the site as the browser is: fetch a challenge, solve it, send the enquiry. */
import { randomUUID } from 'node:crypto'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { validPayload } from '../../support/enquiry-harness'

export type Visitor = { id: string; ip: string }

let visitorNumber = 0
/** A new visitor with its own (documentation-range) address and sticky id. */
export function newVisitor(): Visitor {
  visitorNumber += 1
  return { id: randomUUID(), ip: `198.51.100.${String((visitorNumber % 250) + 1)}` }
}

const headersFor = (visitor: Visitor) => ({ 'X-Visitor': visitor.id, 'X-Forwarded-For': visitor.ip })

/** A solved human-check token, the widget's payload, from the challenge served at `baseUrl`. */
export async function solvedTokenFrom(baseUrl: string, visitor: Visitor): Promise<string> {
  const response = await fetch(`${baseUrl}/api/human-check/challenge`, { headers: headersFor(visitor) })
  if (!response.ok) throw new Error(`challenge answered ${String(response.status)}`)
  const challenge = (await response.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('could not solve the challenge')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

export type EnquiryAnswer = { status: number; reference?: string; retryAfter?: string | null; body: unknown; upstream?: string | null }

/** POST an enquiry; transport failures (a dying instance) answer status 0. */
export async function sendEnquiry(
  baseUrl: string,
  visitor: Visitor,
  token: string,
  options: { path?: string; payload?: Record<string, unknown> } = {},
): Promise<EnquiryAnswer> {
  try {
    const response = await fetch(`${baseUrl}${options.path ?? '/api/enquiries'}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headersFor(visitor) },
      body: JSON.stringify({ payload: validPayload(options.payload), token, idempotencyKey: `fault-${randomUUID()}` }),
    })
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // not JSON (e.g. nginx's own 502 page)
    }
    const reference = (body as { reference?: unknown } | null)?.reference
    return {
      status: response.status,
      ...(typeof reference === 'string' ? { reference } : {}),
      retryAfter: response.headers.get('retry-after'),
      body,
      upstream: response.headers.get('x-upstream'),
    }
  } catch (error) {
    return { status: 0, body: String(error) }
  }
}

/** One whole visit through `baseUrl`: challenge, solve, enquiry. */
export async function visit(baseUrl: string, visitor = newVisitor()): Promise<EnquiryAnswer> {
  let token: string
  try {
    token = await solvedTokenFrom(baseUrl, visitor)
  } catch (error) {
    return { status: 0, body: String(error) }
  }
  return sendEnquiry(baseUrl, visitor, token)
}
