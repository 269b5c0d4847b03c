import { z } from 'zod'
import { recordAudit } from '../../features/admin/audit.server'
import { authorize } from '../../features/admin/authorize.server'
import { deskActor } from '../../features/admin/context'
import { auditContextOf } from '../../features/admin/gate.server'
import { deleteMedia, listMediaForDesk, updateMedia, type MediaAudit, type MediaCommandResult } from '../../features/media/media-library.server'
import { MediaDesk, type MediaActionResult } from '../../features/media/media-desk'
import { mediaUpdateSchema } from '../../features/media/media-schema'
import { mediaUsage } from '../../features/media/media-usage'
import { requestScope } from '../../load-context'
import type { Route } from './+types/media'

export async function loader({ request, context }: Route.LoaderArgs) {
  authorize(deskActor(context).staff, 'media.write')
  return listMediaForDesk(requestScope(context).services, new URL(request.url).searchParams)
}

const deleteSchema = z.object({ intent: z.literal('delete'), id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })

function answer(intent: 'update' | 'delete', result: MediaCommandResult): Response {
  let body: MediaActionResult
  if (result.status === 200) body = { ok: true, intent, id: result.item.id }
  else if (result.status === 404) body = { ok: false, intent, kind: 'notFound' }
  else body = { ok: false, intent, kind: 'inUse', usedBy: result.usedBy }
  return Response.json(body, { status: result.status })
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = deskActor(context)
  authorize(actor.staff, 'media.write')
  const { services } = requestScope(context)
  const form = Object.fromEntries(await request.formData())
  const auditContext = auditContextOf(actor)
  const audit: MediaAudit = (tx, entry) => recordAudit(tx, auditContext, entry)
  const usage = mediaUsage((await services.content.getSiteContent()).content)
  if (form.intent === 'delete') {
    const parsed = deleteSchema.safeParse(form)
    if (!parsed.success) return Response.json({ ok: false, intent: 'delete', kind: 'invalid', issues: ['form'] } satisfies MediaActionResult, { status: 400 })
    return answer('delete', await deleteMedia(services.database, parsed.data.id, usage, audit))
  }
  const parsed = form.intent === 'update' ? mediaUpdateSchema.safeParse(form) : undefined
  if (!parsed?.success) {
    const issues = parsed ? parsed.error.issues.map((issue) => issue.message) : ['form']
    return Response.json({ ok: false, intent: 'update', kind: 'invalid', issues } satisfies MediaActionResult, { status: 400 })
  }
  return answer('update', await updateMedia(services.database, parsed.data, usage, audit))
}

export default function MediaScreen({ loaderData }: Route.ComponentProps) {
  return <MediaDesk {...loaderData} />
}
