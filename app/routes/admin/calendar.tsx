import { recordAudit } from '../../features/admin/audit.server'
import { authorize } from '../../features/admin/authorize.server'
import { deskActor } from '../../features/admin/context'
import { auditContextOf } from '../../features/admin/gate.server'
import { CalendarDesk, type CalendarActionResult } from '../../features/inbox/calendar-desk'
import { readWorkingCalendar, saveWorkingCalendar } from '../../features/reply-clock/clock-settings.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/calendar'

export async function loader({ context }: Route.LoaderArgs) {
  authorize(deskActor(context).staff, 'calendar.manage')
  const calendar = await readWorkingCalendar(requestScope(context).services.database.db)
  return { workingDays: [...calendar.workingDays], holidays: [...calendar.holidays], version: calendar.version }
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = deskActor(context)
  authorize(actor.staff, 'calendar.manage')
  const { db } = requestScope(context).services.database
  const form = await request.formData()
  const raw = form.get('calendar')
  let input: unknown = null
  try {
    input = typeof raw === 'string' ? JSON.parse(raw) : null
  } catch {
    // refused below as invalid
  }
  const expectedVersion = Number(form.get('expectedVersion'))
  if (!Number.isSafeInteger(expectedVersion)) return Response.json({ ok: false, kind: 'invalid' } satisfies CalendarActionResult, { status: 400 })
  const auditContext = auditContextOf(actor)
  const result = await saveWorkingCalendar(db, input, { expectedVersion, by: actor.staff.email, audit: (tx, entry) => recordAudit(tx, auditContext, entry) })
  const body: CalendarActionResult = result.status === 200 ? { ok: true } : { ok: false, kind: result.status === 409 ? 'stale' : 'invalid' }
  return Response.json(body, { status: result.status })
}

export default function CalendarScreen({ loaderData }: Route.ComponentProps) {
  return <CalendarDesk {...loaderData} />
}
