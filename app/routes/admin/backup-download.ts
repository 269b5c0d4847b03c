import { downloadSnapshot } from '../../features/backups/backups.server'
import { deskActor } from '../../features/desk/context'
import { requestScope } from '../../load-context'
import type { Route } from './+types/backup-download'

/** One snapshot file as a download (owners); the download is audited. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return downloadSnapshot(deskActor(context), requestScope(context).services, params.name)
}
