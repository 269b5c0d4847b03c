import { deskActor } from '../../features/desk/context'
import { readDeskInput } from '../../features/desk/desk-command.server'
import { deskResponse } from '../../features/desk/desk-result'
import { runPresenceCommand } from '../../features/content/content-commands.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/content-presence'

/** The open content editor's "still here" every little while, and its "left" when the page goes away. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return deskResponse(await runPresenceCommand(deskActor(context), params.unit, await readDeskInput(request), requestScope(context).services))
}
