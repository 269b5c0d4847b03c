import { recordAudit } from '../../features/admin/audit.server'
import { authorize } from '../../features/admin/authorize.server'
import { deskActor } from '../../features/admin/context'
import { auditContextOf } from '../../features/admin/gate.server'
import { deleteReplyTemplate, listReplyTemplates, saveReplyTemplate, type TemplateAudit, type TemplateResult } from '../../features/inbox/reply-templates.server'
import { TemplateDesk, type TemplateActionResult } from '../../features/inbox/template-desk'
import { requestScope } from '../../load-context'
import type { Route } from './+types/templates'

export async function loader({ context }: Route.LoaderArgs) {
  authorize(deskActor(context).staff, 'templates.write')
  return { templates: await listReplyTemplates(requestScope(context).services.database.db) }
}

function parseJson(text: unknown): unknown {
  try {
    return typeof text === 'string' ? JSON.parse(text) : null
  } catch {
    return null
  }
}

function answer(result: TemplateResult): Response {
  let body: TemplateActionResult
  if (result.status === 200) body = { ok: true }
  else if (result.status === 409) body = { ok: false, kind: 'stale' }
  else if (result.status === 404) body = { ok: false, kind: 'notFound' }
  else body = { ok: false, kind: result.issues.some((issue) => issue.includes('last template')) ? 'lastOne' : 'invalid' }
  return Response.json(body, { status: result.status })
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = deskActor(context)
  authorize(actor.staff, 'templates.write')
  const { db } = requestScope(context).services.database
  const form = Object.fromEntries(await request.formData())
  const auditContext = auditContextOf(actor)
  const audit: TemplateAudit = (tx, entry) => recordAudit(tx, auditContext, entry)
  const expectedVersion = Number(form.expectedVersion)
  if (form.intent === 'save') return answer(await saveReplyTemplate(db, { template: parseJson(form.template), expectedVersion }, actor.staff.email, audit))
  if (form.intent === 'delete' && typeof form.id === 'string' && Number.isSafeInteger(expectedVersion)) {
    return answer(await deleteReplyTemplate(db, form.id, expectedVersion, audit))
  }
  return Response.json({ ok: false, kind: 'invalid' } satisfies TemplateActionResult, { status: 400 })
}

export default function TemplatesScreen({ loaderData }: Route.ComponentProps) {
  return <TemplateDesk templates={loaderData.templates} />
}
