import { inboxQueryFromSearchParams, inboxQuerySchema } from '../../features/inbox/inbox-filters'
import { InboxList, type InboxListRow } from '../../features/inbox/inbox-list'
import { queryInbox } from '../../features/inbox/inbox-query.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/enquiries'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { database, clock } = requestScope(context).services
  const { db } = database
  const url = new URL(request.url)
  const parsed = inboxQueryFromSearchParams(url.searchParams)
  // Invalid filters (a hand-edited address) show the newest enquiries and say so, not an error page.
  const query = parsed.success ? parsed.data : inboxQuerySchema.parse({})
  const now = clock.now()
  const result = await queryInbox(db, query, now)
  const page = result.ok ? result.page : { rows: [], page: 1, hasMore: false, query }
  const rows: InboxListRow[] = page.rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    name: row.name,
    lang: row.lang,
    status: row.status,
    items: row.items,
    travelDate: row.travelDate,
    createdAt: row.createdAt.toISOString(),
    replyDueAt: row.replyDueAt?.toISOString() ?? null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    hasFailedMail: row.hasFailedMail,
    isFlagged: row.isFlagged,
  }))
  return { rows, page: page.page, hasMore: page.hasMore, query: page.query, search: url.search, isInvalid: !parsed.success, now: now.getTime() }
}

export default function EnquiriesScreen({ loaderData }: Route.ComponentProps) {
  return <InboxList {...loaderData} />
}
