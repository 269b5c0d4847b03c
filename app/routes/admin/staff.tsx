import { deskActor } from '../../features/desk/context'
import { readDeskInput } from '../../features/desk/desk-command.server'
import { deskResponse } from '../../features/desk/desk-result'
import { runStaffCommand } from '../../features/team/team-desk-commands.server'
import { teamOverview } from '../../features/team/team-roster.server'
import { TeamScreen } from '../../features/team/team-screen'
import { requestScope } from '../../load-context'
import type { Route } from './+types/staff'

export async function loader({ context }: Route.LoaderArgs) {
  return teamOverview(deskActor(context), requestScope(context).services)
}

export async function action({ request, context }: Route.ActionArgs) {
  return deskResponse(await runStaffCommand(deskActor(context), await readDeskInput(request), requestScope(context).services))
}

export default function StaffRoute({ loaderData }: Route.ComponentProps) {
  return <TeamScreen overview={loaderData} />
}
