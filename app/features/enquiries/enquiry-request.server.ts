/**
 * POST /api/enquiries and POST /api/enquiry-cn (see enquiry-endpoints.ts): JSON only, at most
 * 16 KiB, errors as {error: {code, message, fields?}} in the endpoint's language, and never a 5xx
 * for bad input. The endpoint is the enquiry's language; this is the one place its refusals are
 * put into words.
 */
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../.server/db/unavailable'
import { readBodyUpTo } from '../../.server/read-body'
import { copyFor } from '../i18n/copy'
import type { Copy } from '../i18n/en'
import type { Lang } from '../i18n/lang'
import { createEnquiry, type EnquiryServices, type FieldProblem, type RefusalCode } from './create-enquiry.server'

/** What the handler needs of the request scope (app/load-context.ts). */
export type EnquiryRequestScope = { services: EnquiryServices; clientIp: string; requestId: string }

export const MAX_BODY_BYTES = 16 * 1024

export type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } }

type ErrorCode = RefusalCode | 'method_not_allowed' | 'unsupported_media_type' | 'too_large' | 'bad_encoding' | 'bad_json' | 'unavailable' | 'server_error'

/** The message of each error code (`apiErrors.*` in the dictionaries). */
const messageKeys: Record<ErrorCode, keyof Copy['apiErrors']> = {
  method_not_allowed: 'badRequest',
  unsupported_media_type: 'unsupportedType',
  too_large: 'tooLarge',
  bad_encoding: 'badRequest',
  bad_json: 'badRequest',
  bad_request: 'badRequest',
  invalid: 'invalid',
  lang_mismatch: 'langMismatch',
  human_check_failed: 'humanCheckFailed',
  rate_limited: 'rateLimited',
  unavailable: 'unavailable',
  server_error: 'server',
}

function fieldMessage(problem: FieldProblem, copy: Copy): string {
  return problem === 'invalid' ? copy.apiErrors.invalid : copy.validation[problem]
}

function errorBody(code: ErrorCode, copy: Copy, fields?: Record<string, FieldProblem>): ApiError {
  return {
    error: {
      code,
      message: copy.apiErrors[messageKeys[code]],
      ...(fields && { fields: Object.fromEntries(Object.entries(fields).map(([name, problem]) => [name, fieldMessage(problem, copy)])) }),
    },
  }
}

function jsonError(status: number, code: ErrorCode, copy: Copy, headers: Record<string, string> = {}) {
  return Response.json(errorBody(code, copy), { status, headers: { 'Cache-Control': 'no-store', ...headers } })
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
  if (request.method !== 'POST') return jsonError(405, 'method_not_allowed', copy, { Allow: 'POST' })
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) return jsonError(415, 'unsupported_media_type', copy)
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES) return jsonError(413, 'too_large', copy)
  const text = await readLimited(request, MAX_BODY_BYTES)
  if (text === undefined) return jsonError(413, 'too_large', copy)
  if (text === null) return jsonError(400, 'bad_encoding', copy)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return jsonError(400, 'bad_json', copy)
  }
  try {
    const result = await createEnquiry({ body, lang, ip: context.clientIp, userAgent: request.headers.get('user-agent') ?? '' }, context.services)
    if (result.status === 201) return Response.json(result.body, { status: 201, headers: { 'Cache-Control': 'no-store' } })
    const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
    if (result.retryAfterSeconds) headers['Retry-After'] = String(result.retryAfterSeconds)
    return Response.json(errorBody(result.code, copy, result.fields), { status: result.status, headers })
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      // Nothing was stored: the visitor may send the same enquiry again once the database is back.
      context.services.logger.warn({ requestId: context.requestId }, 'enquiry refused: the database is unavailable')
      return jsonError(503, 'unavailable', copy, { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) })
    }
    context.services.logger.error({ failure: describeFailure(error), requestId: context.requestId }, 'enquiry could not be stored')
    return jsonError(500, 'server_error', copy)
  }
}
