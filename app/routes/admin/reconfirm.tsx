import { deskActor } from '../../features/desk/context'
import { readDeskInput } from '../../features/desk/desk-command.server'
import { deskResponse } from '../../features/desk/desk-result'
import { runReconfirmCommand } from '../../features/trips/reconfirm-commands.server'
import { loadReconfirmScreen } from '../../features/trips/reconfirm-query.server'
import { ReconfirmScreen } from '../../features/trips/reconfirm-screen'
import { requestScope } from '../../load-context'
import type { Route } from './+types/reconfirm'

/** Tomorrow's (Dubai) reconfirmations, or those of `?day=YYYY-MM-DD`. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return loadReconfirmScreen(requestScope(context).services, deskActor(context).staff.role, url.searchParams.get('day'))
}

export async function action({ request, context }: Route.ActionArgs) {
  return deskResponse(await runReconfirmCommand(deskActor(context), await readDeskInput(request), requestScope(context).services))
}

export default function Reconfirm({ loaderData }: Route.ComponentProps) {
  return <ReconfirmScreen {...loaderData} />
}
