/**
 * POST /api/enquiries and POST /api/enquiry-cn: JSON only, at most 16 KiB, errors as
 * {error: {code, message}} in the request's language, and never a 5xx for bad input.
 */
import type { AppLoadContext } from 'react-router'
import { copyFor } from '../i18n/copy'
import type { Lang } from '../i18n/site-routes'
import { createEnquiry } from './create-enquiry.server'

export const MAX_BODY_BYTES = 16 * 1024

function jsonError(status: number, code: string, message: string, headers: Record<string, string> = {}) {
  return Response.json({ error: { code, message } }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/** Read at most `limit` bytes; undefined when the body is longer. */
async function readLimited(request: Request, limit: number): Promise<string | undefined> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks))
}

export async function handleEnquiryRequest(request: Request, context: AppLoadContext, lang: Lang): Promise<Response> {
  const copy = copyFor(lang)
  if (request.method !== 'POST') return jsonError(405, 'method_not_allowed', copy.apiErrors.badRequest, { Allow: 'POST' })
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) return jsonError(415, 'unsupported_media_type', copy.apiErrors.unsupportedType)
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES) return jsonError(413, 'too_large', copy.apiErrors.tooLarge)
  const text = await readLimited(request, MAX_BODY_BYTES)
  if (text === undefined) return jsonError(413, 'too_large', copy.apiErrors.tooLarge)
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
    context.services.logger.error({ err: error, requestId: context.requestId }, 'enquiry could not be stored')
    return jsonError(500, 'server_error', copy.apiErrors.server)
  }
}
