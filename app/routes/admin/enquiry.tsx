import { z } from 'zod'
import { recordAudit } from '../../features/admin/audit.server'
import { authorize } from '../../features/admin/authorize.server'
import { deskActor } from '../../features/admin/context'
import { auditContextOf } from '../../features/admin/gate.server'
import { can } from '../../features/admin/permissions'
import { readWorkingCalendar } from '../../features/reply-clock/clock-settings.server'
import { readEnquiryDetail } from '../../features/inbox/enquiry-detail.server'
import { runEnquiryCommand } from '../../features/inbox/enquiry-desk-commands.server'
import { EnquiryView } from '../../features/inbox/enquiry-view'
import { listReplyTemplates } from '../../features/inbox/reply-templates.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/enquiry'

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = deskActor(context)
  authorize(actor.staff, 'enquiries.read')
  const { db } = requestScope(context).services.database
  const id = idSchema.safeParse(params.id)
  const enquiry = id.success ? await readEnquiryDetail(db, id.data) : null
  if (!enquiry) throw new Response('Not found', { status: 404 })
  const [templates, calendar] = await Promise.all([listReplyTemplates(db), readWorkingCalendar(db)])
  return {
    enquiry,
    templates,
    calendar: { workingDays: calendar.workingDays, holidays: calendar.holidays },
    canWrite: can(actor.staff.role, 'enquiries.write'),
    canSend: can(actor.staff.role, 'mail.send'),
    now: Date.now(),
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = deskActor(context)
  authorize(actor.staff, 'enquiries.write')
  const { services } = requestScope(context)
  const id = idSchema.safeParse(params.id)
  if (!id.success) return Response.json({ ok: false, intent: 'unknown', kind: 'notFound' }, { status: 404 })
  const form = Object.fromEntries(await request.formData())
  const audit = auditContextOf(actor)
  const result = await runEnquiryCommand(services, actor.staff, id.data, form, (tx, entry) => recordAudit(tx, audit, entry))
  return Response.json(result.body, { status: result.status })
}

export default function EnquiryScreen({ loaderData }: Route.ComponentProps) {
  return <EnquiryView key={loaderData.enquiry.id} {...loaderData} />
}
