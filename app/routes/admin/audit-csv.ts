import { auditContextOf, recordAudit } from '../../features/audit/audit.server'
import { auditFilterFrom } from '../../features/audit/audit-filter'
import { auditCsvStream } from '../../features/audit/audit-query.server'
import { deskActor } from '../../features/desk/context'
import { dubaiDay } from '../../lib/dubai-time'
import { requestScope } from '../../load-context'
import type { Route } from './+types/audit-csv'

/** Every audit row the screen's filters match, as CSV, streamed page by page (owner only); the export itself is audited. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const actor = deskActor(context)
  const { database, clock } = requestScope(context).services
  const db = database.db
  const filter = auditFilterFrom(url)
  const body = await auditCsvStream(db, filter)
  await recordAudit(db, auditContextOf(actor), { action: 'audit.export', after: { ...filter } })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-log-${dubaiDay(clock.now())}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
