import { runAccountCommand } from '../../features/admin/account.server'
import { deskActor } from '../../features/admin/context'
import { readDeskInput } from '../../features/admin/desk-command.server'
import { deskResponse } from '../../features/admin/desk-result'
import { requestScope } from '../../load-context'
import type { Route } from './+types/account-passkey'

/** POST /admin/account/passkey: My account's passkey steps as JSON (options, then the browser's answer). */
export async function action({ request, context }: Route.ActionArgs) {
  return deskResponse(await runAccountCommand(deskActor(context), await readDeskInput(request), requestScope(context).services))
}
