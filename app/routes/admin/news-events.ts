/**
 * The desk's live news list: a server-sent event stream with one `news` event per saved change on
 * any desk or instance (fed by LISTEN on channels.news). The listener closes when the desk leaves,
 * and the stream ends (with a `signed-out` event) when the session that opened it does.
 * A request that does not accept `text/event-stream` gets 406 instead of a response that never ends.
 */
import { acceptsEventStream, notAnEventStreamClient } from '../../.server/event-stream'
import { deskActor } from '../../features/desk/context'
import { sessionStreamGuard } from '../../features/staff/stream-guard.server'
import { newsEventStream } from '../../features/news/news-events.server'
import { requestScope } from '../../load-context'
import type { Route } from './+types/news-events'

export function loader({ request, context }: Route.LoaderArgs) {
  if (!acceptsEventStream(request)) return notAnEventStreamClient()
  return newsEventStream(
    requestScope(context).services.database,
    request.signal,
    sessionStreamGuard(deskActor(context), requestScope(context).services, 'news.write'),
  )
}
