/**
 * The inbox's live stream. Every open inbox or enquiry screen gets `inbox` events (an enquiry
 * arrived or changed, on any instance) and, on an enquiry screen, `viewers`: who else has this
 * enquiry open right now.
 *
 * Presence travels on the same channel as the changes: an open enquiry screen announces itself
 * every 20 s with a lapse time 45 s ahead, and says goodbye when it closes. Each stream keeps the
 * viewers it has heard of; a newcomer's first announcement makes the others announce themselves at
 * once, so both sides know within a moment without a table to clean up.
 */
import type { Database } from '../../.server/db/client'
import { eventStreamResponse, type StreamGuard } from '../../.server/event-stream'
import { encodeEvent, subscribeInboxEvents, type InboxEvent } from '../../.server/events'
import { channels } from '../../.server/channels'

export const PRESENCE_BEAT_MS = 20_000
export const PRESENCE_LAPSE_MS = 45_000

export type Viewer = { email: string; name: string }

type Watching = { enquiryId: number; me: Viewer }

export function inboxEventStream(database: Database, signal: AbortSignal, watching?: Watching, guard?: StreamGuard): Response {
  return eventStreamResponse(
    signal,
    async (sink) => {
      const viewers = new Map<string, Viewer & { until: number }>()
      // Presence lapses on the beats of real timers (every 20 s, 45 s ahead), shared by every
      // instance: real elapsed time, not the service clock a test moves.
      const announce = () => {
        if (!watching) return
        const event: InboxEvent = {
          type: 'enquiry.viewing',
          enquiryId: watching.enquiryId,
          by: watching.me.email,
          name: watching.me.name,
          // eslint-disable-next-line no-restricted-syntax -- a lapse time for the presence beats (real timers), see above
          until: Date.now() + PRESENCE_LAPSE_MS,
        }
        void database.notify(channels.inbox, encodeEvent(event)).catch(() => undefined)
      }
      const sendViewers = () => {
        // eslint-disable-next-line no-restricted-syntax -- checked against the presence beats' lapse times, see above
        const now = Date.now()
        for (const [email, viewer] of viewers) if (viewer.until <= now) viewers.delete(email)
        sink.send(
          'viewers',
          [...viewers.values()].map(({ email, name }) => ({ email, name })),
        )
      }
      const unsubscribe = await subscribeInboxEvents(database, (event) => {
        if (event.type === 'enquiry.viewing' || event.type === 'enquiry.left') {
          if (!watching || event.enquiryId !== watching.enquiryId || event.by === watching.me.email) return
          if (event.type === 'enquiry.left') viewers.delete(event.by)
          else {
            const isNew = !viewers.has(event.by)
            viewers.set(event.by, { email: event.by, name: event.name, until: event.until })
            // A newcomer learns about us now rather than at our next beat. (Our answer is not new to
            // them, so this never echoes back and forth.)
            if (isNew) announce()
          }
          sendViewers()
          return
        }
        sink.send('inbox', event)
      })
      announce()
      const beat = setInterval(() => {
        announce()
        sendViewers()
      }, PRESENCE_BEAT_MS)
      return async () => {
        clearInterval(beat)
        await unsubscribe()
        if (watching) {
          const left: InboxEvent = { type: 'enquiry.left', enquiryId: watching.enquiryId, by: watching.me.email }
          await database.notify(channels.inbox, encodeEvent(left)).catch(() => undefined)
        }
      }
    },
    guard,
  )
}
