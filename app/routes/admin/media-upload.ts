/**
 * POST /admin/media/upload: one image as the raw request body, its name in `?name=` (see
 * features/media/upload-media.server.ts). 201 with the new entry and its download address; 200
 * when the same file is already in the library; refusals as {error: {code, message}}.
 */
import { recordAudit } from '../../features/admin/audit.server'
import { authorize } from '../../features/admin/authorize.server'
import { deskActor } from '../../features/admin/context'
import { deskLangFrom } from '../../features/admin/desk-path'
import { auditContextOf } from '../../features/admin/gate.server'
import { mediaCopy } from '../../features/media/media-copy'
import { uploadMedia } from '../../features/media/upload-media.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/media-upload'

const noStore = { 'Cache-Control': 'no-store' }

/** Uploads are POSTs only. */
export function loader({ context }: Route.LoaderArgs) {
  authorize(deskActor(context).staff, 'media.write')
  return Response.json({ error: { code: 'method_not_allowed', message: 'POST an image here.' } }, { status: 405, headers: { Allow: 'POST', ...noStore } })
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = deskActor(context)
  authorize(actor.staff, 'media.write')
  const { services } = requestScope(context)
  const auditContext = auditContextOf(actor)
  const result = await uploadMedia(request, {
    database: services.database,
    logger: services.logger,
    uploadedBy: actor.staff.email,
    audit: (tx, entry) => recordAudit(tx, auditContext, entry),
  })
  if ('code' in result) {
    const message = mediaCopy(deskLangFrom(request.headers.get('cookie'))).errors[result.code]
    return Response.json({ error: { code: result.code, message } }, { status: result.status, headers: noStore })
  }
  const url = new URL(result.item.src, services.config.publicUrl).toString()
  return Response.json({ item: result.item, url, isDuplicate: result.isDuplicate }, { status: result.status, headers: noStore })
}
