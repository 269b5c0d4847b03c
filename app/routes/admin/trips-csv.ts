import { Readable } from 'node:stream'
import { auditContextOf, recordAudit } from '../../features/audit/audit.server'
import { deskActor } from '../../features/desk/context'
import { deskResponse } from '../../features/desk/desk-result'
import { tripsCsv } from '../../features/trips/trips-csv.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/trips-csv'

/** The planned trips of a range of Dubai days as CSV (owners); the export is audited. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const actor = deskActor(context)
  const { db } = requestScope(context).services.database
  const result = await tripsCsv(db, url.searchParams)
  if (!result.ok) return deskResponse(result)
  await recordAudit(db, auditContextOf(actor), { action: 'trips.export', after: result.query })
  return new Response(Readable.toWeb(result.stream) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${result.filename}"`,
      'Cache-Control': 'no-store',
    },
  })
}
