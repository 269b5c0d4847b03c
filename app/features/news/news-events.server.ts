/**
 * Server-sent events for the desk's news list: each NOTIFY on channels.news becomes one `news`
 * event carrying the changed item's id; the stream ends with its session (see event-stream.ts).
 */
import type { Database } from '../../.server/db/client'
import { eventStreamResponse, type StreamGuard } from '../../.server/event-stream'
import { channels } from '../../.server/channels'

export type { StreamGuard }

export function newsEventStream(database: Database, signal: AbortSignal, guard?: StreamGuard): Response {
  return eventStreamResponse(
    signal,
    (sink) =>
      database.listen(channels.news, (payload) => {
        sink.send('news', payload)
      }),
    guard,
  )
}
