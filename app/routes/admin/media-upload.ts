/**
 * POST /admin/media/upload: one image as the raw request body, its name in `?name=` (see
 * features/media/upload-media.server.ts). 201 with the new entry and its download address; 200
 * when the same file is already in the library; refusals as {error: {code, message}}.
 */
import { deskActor } from '../../features/desk/context'
import { deskLangFrom } from '../../features/desk/desk-path'
import { mediaCopy } from '../../features/media/media-copy'
import { uploadMedia } from '../../features/media/upload-media.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/media-upload'

const noStore = { 'Cache-Control': 'no-store' }

/** Uploads are POSTs only. */
export function loader() {
  return Response.json({ error: { code: 'method_not_allowed', message: 'POST an image here.' } }, { status: 405, headers: { Allow: 'POST', ...noStore } })
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = requestScope(context)
  const result = await uploadMedia(deskActor(context), request, services)
  if ('code' in result) {
    const message = mediaCopy(deskLangFrom(request.headers.get('cookie'))).errors[result.code]
    const retry: Record<string, string> = result.status === 503 ? { 'Retry-After': '60' } : {}
    return Response.json({ error: { code: result.code, message } }, { status: result.status, headers: { ...noStore, ...retry } })
  }
  const url = new URL(result.item.src, services.config.publicUrl).toString()
  return Response.json({ item: result.item, url, isDuplicate: result.isDuplicate }, { status: result.status, headers: noStore })
}
