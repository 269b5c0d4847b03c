import { deskActor } from '../../features/desk/context'
import { readDeskInput } from '../../features/desk/desk-command.server'
import { deskResponse } from '../../features/desk/desk-result'
import { BlocklistDesk } from '../../features/blocklist/blocklist-desk'
import { runBlocklistCommand } from '../../features/blocklist/blocklist-desk-commands.server'
import { readBlocklist } from '../../features/blocklist/blocklist-store.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/blocklist'

export async function loader({ context }: Route.LoaderArgs) {
  const lists = await readBlocklist(requestScope(context).services.database.db)
  return { refuse: [...lists.refuse], flag: [...lists.flag], version: lists.version }
}

export async function action({ request, context }: Route.ActionArgs) {
  return deskResponse(await runBlocklistCommand(deskActor(context), await readDeskInput(request), requestScope(context).services))
}

export default function BlocklistScreen({ loaderData }: Route.ComponentProps) {
  return <BlocklistDesk {...loaderData} />
}
