import { accountOverview, runAccountCommand } from '../../features/account/account.server'
import { AccountScreen } from '../../features/account/account-screen'
import { deskActor } from '../../features/desk/context'
import { readDeskInput } from '../../features/desk/desk-command.server'
import { deskResponse } from '../../features/desk/desk-result'
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
