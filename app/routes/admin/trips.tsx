import { deskActor } from '../../features/desk/context'
import { can } from '../../features/desk/permissions'
import { readTripsScreen } from '../../features/trips/trips-agenda.server'
import { TripsScreen } from '../../features/trips/trips-screen'
import { requestScope } from '../../load-context'
import type { Route } from './+types/trips'

/** The trips agenda (a Dubai day) or month calendar, filtered by service. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const actor = deskActor(context)
  const { database, clock } = requestScope(context).services
  return readTripsScreen(database.db, url.searchParams, clock.now(), can(actor.staff.role, 'trips.export'))
}

export default function TripsRoute({ loaderData }: Route.ComponentProps) {
  return <TripsScreen data={loaderData} />
}
