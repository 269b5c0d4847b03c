import { accountOverview, runAccountCommand } from '../../features/admin/account.server'
import { AccountScreen } from '../../features/admin/account-screen'
import { deskActor } from '../../features/admin/context'
import { readDeskInput } from '../../features/admin/desk-command.server'
import { deskResponse } from '../../features/admin/desk-result'
import { requestScope } from '../../load-context'
import type { Route } from './+types/account'

export async function loader({ context }: Route.LoaderArgs) {
  return accountOverview(deskActor(context), requestScope(context).services)
}

export async function action({ request, context }: Route.ActionArgs) {
  return deskResponse(await runAccountCommand(deskActor(context), await readDeskInput(request), requestScope(context).services))
}

export default function AccountRoute({ loaderData }: Route.ComponentProps) {
  return <AccountScreen overview={loaderData} />
}
