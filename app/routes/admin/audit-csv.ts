import { auditContextOf, recordAudit } from '../../features/admin/audit.server'
import { auditCsv, auditFilterFrom, listAudit } from '../../features/admin/audit-query.server'
import { deskActor } from '../../features/admin/context'
import { requestScope } from '../../load-context'
import type { Route } from './+types/audit-csv'

/** The filtered audit log as CSV (owner only); the export itself is audited. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const actor = deskActor(context)
  const { db } = requestScope(context).services.database
  const filter = auditFilterFrom(url)
  const rows = await listAudit(db, filter, 50_000)
  await recordAudit(db, auditContextOf(actor), { action: 'audit.export', after: { ...filter, rows: rows.length } })
  return new Response(auditCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-log-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
