/**
 * The inbox's live stream (server-sent events): changes on every desk and instance, and with
 * `?watch=<id>` who else has that enquiry open; it ends with the session that opened it.
 * 406 for a client that is not an EventSource.
 */
import { acceptsEventStream, notAnEventStreamClient } from '../../.server/event-stream'
import { deskActor } from '../../features/desk/context'
import { sessionStreamGuard } from '../../features/staff/stream-guard.server'
import { inboxEventStream } from '../../features/inbox/inbox-events.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/enquiries-events'

export function loader({ request, context }: Route.LoaderArgs) {
  const { staff } = deskActor(context)
  if (!acceptsEventStream(request)) return notAnEventStreamClient()
  const watch = Number(new URL(request.url).searchParams.get('watch'))
  const watching = Number.isSafeInteger(watch) && watch > 0 ? { enquiryId: watch, me: { email: staff.email, name: staff.name } } : undefined
  return inboxEventStream(
    requestScope(context).services.database,
    request.signal,
    watching,
    sessionStreamGuard(deskActor(context), requestScope(context).services, 'enquiries.read'),
  )
}
