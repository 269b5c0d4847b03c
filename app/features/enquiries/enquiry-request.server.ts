/**
 * POST /api/enquiries and POST /api/enquiry-cn: JSON only, at most 16 KiB, errors as
 * {error: {code, message}} in the request's language, and never a 5xx for bad input.
 */
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../.server/db/unavailable'
import { readBodyUpTo } from '../../.server/read-body'
import { copyFor } from '../i18n/copy'
import type { Lang } from '../i18n/site-routes'
import { createEnquiry, type EnquiryServices } from './create-enquiry.server'

/** What the handler needs of the request scope (app/load-context.ts). */
export type EnquiryRequestScope = { services: EnquiryServices; clientIp: string; requestId: string }

export const MAX_BODY_BYTES = 16 * 1024

function jsonError(status: number, code: string, message: string, headers: Record<string, string> = {}) {
  return Response.json({ error: { code, message } }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/** Read at most `limit` bytes; undefined when the body is longer, null when it is not UTF-8. */
async function readLimited(request: Request, limit: number): Promise<string | undefined | null> {
  const bytes = await readBodyUpTo(request, limit)
  if (!bytes) return undefined
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return null
  }
}

/**
 * What the log may say about an unexpected failure: its kind and database error code, never its
 * message, which for a failed query quotes the visitor's e-mail and message.
 */
export function describeFailure(error: unknown): { type: string; code?: string } {
  const outer = error as { name?: unknown; code?: unknown; cause?: { code?: unknown } } | undefined
  const code = outer?.code ?? outer?.cause?.code
  return {
    type: typeof outer?.name === 'string' ? outer.name : typeof error,
    ...(typeof code === 'string' && { code }),
  }
}

export async function handleEnquiryRequest(request: Request, context: EnquiryRequestScope, lang: Lang): Promise<Response> {
  const copy = copyFor(lang)
  if (request.method !== 'POST') return jsonError(405, 'method_not_allowed', copy.apiErrors.badRequest, { Allow: 'POST' })
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) return jsonError(415, 'unsupported_media_type', copy.apiErrors.unsupportedType)
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES) return jsonError(413, 'too_large', copy.apiErrors.tooLarge)
  const text = await readLimited(request, MAX_BODY_BYTES)
  if (text === undefined) return jsonError(413, 'too_large', copy.apiErrors.tooLarge)
  if (text === null) return jsonError(400, 'bad_encoding', copy.apiErrors.badRequest)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return jsonError(400, 'bad_json', copy.apiErrors.badRequest)
  }
  try {
    const result = await createEnquiry(
      { body, lang, ip: context.clientIp, userAgent: request.headers.get('user-agent') ?? '' },
      context.services,
    )
    const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
    if ('retryAfterSeconds' in result && result.retryAfterSeconds) headers['Retry-After'] = String(result.retryAfterSeconds)
    return Response.json(result.body, { status: result.status, headers })
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      // Nothing was stored: the visitor may send the same enquiry again once the database is back.
      context.services.logger.warn({ requestId: context.requestId }, 'enquiry refused: the database is unavailable')
      return jsonError(503, 'unavailable', copy.apiErrors.unavailable, { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) })
    }
    context.services.logger.error({ failure: describeFailure(error), requestId: context.requestId }, 'enquiry could not be stored')
    return jsonError(500, 'server_error', copy.apiErrors.server)
  }
}
