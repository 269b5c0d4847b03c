import { readBackupsScreen } from '../../features/backups/backups.server'
import { runBackupCommand } from '../../features/backups/backup-desk-commands.server'
import { BackupsDesk } from '../../features/backups/backups-desk'
import { deskActor } from '../../features/desk/context'
import { readDeskInput } from '../../features/desk/desk-command.server'
import { deskResponse } from '../../features/desk/desk-result'
import { requestScope } from '../../load-context'
import type { Route } from './+types/backups'

export async function loader({ context }: Route.LoaderArgs) {
  return readBackupsScreen(requestScope(context).services)
}

export async function action({ request, context }: Route.ActionArgs) {
  return deskResponse(await runBackupCommand(deskActor(context), await readDeskInput(request), requestScope(context).services))
}

export default function BackupsScreen({ loaderData }: Route.ComponentProps) {
  return <BackupsDesk {...loaderData} />
}
