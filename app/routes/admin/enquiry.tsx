import { z } from 'zod'
import { deskActor } from '../../features/desk/context'
import { readDeskInput } from '../../features/desk/desk-command.server'
import { deskResponse } from '../../features/desk/desk-result'
import { can } from '../../features/desk/permissions'
import { readEnquiryDetail } from '../../features/inbox/enquiry-detail.server'
import { runEnquiryCommand } from '../../features/inbox/enquiry-desk-commands.server'
import { EnquiryView } from '../../features/inbox/enquiry-view'
import { listReplyTemplates } from '../../features/reply-templates/reply-templates.server'
import { readWorkingCalendar } from '../../features/reply-clock/clock-settings.server'
import { listEnquiryTrips } from '../../features/trips/trips-store.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/enquiry'

const idSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = deskActor(context)
  const { database, clock } = requestScope(context).services
  const { db } = database
  const id = idSchema.safeParse(params.id)
  const enquiry = id.success ? await readEnquiryDetail(db, id.data) : null
  if (!enquiry) throw new Response('Not found', { status: 404 })
  const [templates, calendar, trips, { content }] = await Promise.all([
    listReplyTemplates(db),
    readWorkingCalendar(db),
    listEnquiryTrips(db, enquiry.id),
    requestScope(context).services.content.getSiteContent(),
  ])
  const asked = new Set(enquiry.items.map((item) => item.id))
  return {
    enquiry,
    // The basket's services by their names in both languages (the visitor's basket is in theirs).
    serviceNames: Object.fromEntries(content.products.filter((product) => asked.has(product.id)).map((product) => [product.id, product.title])),
    templates,
    trips,
    calendar: { workingDays: calendar.workingDays, holidays: calendar.holidays },
    canWrite: can(actor.staff.role, 'enquiries.write'),
    canSend: can(actor.staff.role, 'mail.send'),
    now: clock.now().getTime(),
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return deskResponse(await runEnquiryCommand(deskActor(context), params.id, await readDeskInput(request), requestScope(context).services))
}

export default function EnquiryScreen({ loaderData }: Route.ComponentProps) {
  return <EnquiryView key={loaderData.enquiry.id} {...loaderData} />
}
