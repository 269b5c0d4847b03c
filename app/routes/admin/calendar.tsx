import { deskActor } from '../../features/desk/context'
import { readDeskInput } from '../../features/desk/desk-command.server'
import { deskResponse } from '../../features/desk/desk-result'
import { runCalendarCommand } from '../../features/reply-clock/calendar-desk-commands.server'
import { CalendarDesk } from '../../features/reply-clock/calendar-desk'
import { readWorkingCalendar } from '../../features/reply-clock/clock-settings.server'
import { dubaiDay } from '../../lib/dubai-time'
import { requestScope } from '../../load-context'
import type { Route } from './+types/calendar'

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = requestScope(context)
  const calendar = await readWorkingCalendar(services.database.db)
  const today = dubaiDay(services.clock.now())
  return { workingDays: [...calendar.workingDays], holidays: [...calendar.holidays], names: calendar.names, version: calendar.version, today }
}

export async function action({ request, context }: Route.ActionArgs) {
  return deskResponse(await runCalendarCommand(deskActor(context), await readDeskInput(request), requestScope(context).services))
}

export default function CalendarScreen({ loaderData }: Route.ComponentProps) {
  return <CalendarDesk {...loaderData} />
}
