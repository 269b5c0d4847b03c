import { daySheetCsv } from '../../features/trips/day-sheet.server'
import { dayOrDefault, dubaiToday } from '../../features/trips/reconfirm-day'
import { requestScope } from '../../load-context'
import type { Route } from './+types/day-sheet-csv'

/** The drivers' day sheet of `?day=` (today in Dubai by default) as CSV, named with its date. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { services } = requestScope(context)
  const day = dayOrDefault(url.searchParams.get('day'), dubaiToday(services.clock.now()))
  const { filename, body } = await daySheetCsv(services.database.db, day)
  return new Response(body, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'no-store' },
  })
}
