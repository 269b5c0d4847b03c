import { Readable } from 'node:stream'
import { auditContextOf, recordAudit } from '../../features/audit/audit.server'
import { deskActor } from '../../features/desk/context'
import { schemaIssues } from '../../features/desk/desk-command.server'
import { deskResponse, invalidInput } from '../../features/desk/desk-result'
import { deskLangFrom } from '../../features/desk/desk-path'
import { inboxQueryFromSearchParams } from '../../features/inbox/inbox-filters'
import { inboxCsv } from '../../features/inbox/inbox-csv.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/enquiries-csv'

/** The filtered inbox as CSV, streamed page by page (UTF-8 with BOM for Excel); the export is audited. */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  const actor = deskActor(context)
  const { services } = requestScope(context)
  const { db } = services.database
  const parsed = inboxQueryFromSearchParams(url.searchParams)
  if (!parsed.success) return deskResponse(invalidInput(schemaIssues(parsed.error)))
  // Headers and words in the desk's language: Chinese staff open it in Excel or WPS.
  const result = inboxCsv(db, parsed.data, services.clock.now(), deskLangFrom(request.headers.get('cookie')))
  if (!result.ok) return deskResponse(result)
  // The filters as the audit log words them: the received-date range apart from a mail's "to".
  const { page: _page, pageSize: _pageSize, from, to, ...filters } = parsed.data
  await recordAudit(db, auditContextOf(actor), { action: 'enquiries.export', after: { ...filters, receivedFrom: from, receivedTo: to } })
  return new Response(Readable.toWeb(result.stream) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${result.filename}"`,
      'Cache-Control': 'no-store',
    },
  })
}
