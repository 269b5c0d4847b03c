import { deskActor } from '../../features/desk/context'
import { readDeskInput } from '../../features/desk/desk-command.server'
import { deskResponse } from '../../features/desk/desk-result'
import { MediaDesk } from '../../features/media/media-desk'
import { runMediaCommand } from '../../features/media/media-desk-commands.server'
import { listMediaForDesk } from '../../features/media/media-library.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/media'

export async function loader({ request, context }: Route.LoaderArgs) {
  return listMediaForDesk(requestScope(context).services, new URL(request.url).searchParams)
}

export async function action({ request, context }: Route.ActionArgs) {
  return deskResponse(await runMediaCommand(deskActor(context), await readDeskInput(request), requestScope(context).services))
}

export default function MediaScreen({ loaderData }: Route.ComponentProps) {
  return <MediaDesk {...loaderData} />
}
