import { loadDaySheet } from '../../features/trips/day-sheet.server'
import { DaySheetScreen } from '../../features/trips/day-sheet-screen'
import { requestScope } from '../../load-context'
import type { Route } from './+types/day-sheet'

/** The drivers' day sheet of today (Dubai), or of `?day=YYYY-MM-DD`. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return loadDaySheet(requestScope(context).services, url.searchParams.get('day'))
}

export default function DaySheet({ loaderData }: Route.ComponentProps) {
  return <DaySheetScreen {...loaderData} />
}
