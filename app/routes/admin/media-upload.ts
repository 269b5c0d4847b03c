/**
 * POST /admin/media/upload: one image as the raw request body, its name in `?name=` (see
 * features/media/upload-media.server.ts). 201 with the new entry and its download address; 200
 * when the same file is already in the library; a refusal as every desk refusal is answered, its
 * issue naming the reason, with that reason in the desk's language as `message`.
 */
import { deskActor } from '../../features/desk/context'
import { deskLangFrom } from '../../features/desk/desk-path'
import { deskResponse } from '../../features/desk/desk-result'
import { mediaCopy } from '../../features/media/media-copy'
import { uploadMedia, uploadStatus } from '../../features/media/upload-media.server'
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
  if (!result.ok) {
    const reason = result.issues?.[0]?.message ?? 'failed'
    const refusal = { ...result, message: mediaCopy(deskLangFrom(request.headers.get('cookie'))).errors[reason] }
    return deskResponse(refusal)
  }
  const url = new URL(result.item.src, services.config.publicUrl).toString()
  return Response.json({ ok: true, item: result.item, url, isDuplicate: result.isDuplicate }, { status: uploadStatus(result), headers: noStore })
}
