/** Small pieces the inbox screens share: the live clock, Dubai times, status and reply-clock badges. */
import { useEffect, useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import type { EnquiryStatus } from '../../.server/db/schema'
import type { InboxCopy } from './inbox-copy'
import { dubaiDate, type ClockState } from '../reply-clock/reply-clock'

/**
 * The current time: the server's moment for the first render (so the page hydrates without a
 * mismatch), then the browser's clock, ticking every 30 s so badges turn amber and red by themselves.
 */
export function useNow(serverNow: number): Date {
  const [now, setNow] = useState(() => new Date(serverNow))
  useEffect(() => {
    setNow(new Date())
    const timer = window.setInterval(() => {
      setNow(new Date())
    }, 30_000)
    return () => {
      window.clearInterval(timer)
    }
  }, [])
  return now
}

export function ageText(createdAt: string, now: Date, copy: InboxCopy): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(createdAt).getTime()) / 60_000))
  if (minutes < 60) return copy.age.minutes(minutes)
  if (minutes < 48 * 60) return copy.age.hours(Math.floor(minutes / 60))
  return copy.age.days(Math.floor(minutes / (24 * 60)))
}

const statusStyle: Record<EnquiryStatus, string> = {
  new: 'bg-navy text-cream',
  replied: 'bg-sand text-navy',
  awaiting_visitor: 'bg-sky-100 text-sky-900',
  quoted: 'bg-violet-100 text-violet-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-stone-200 text-stone-800',
  spam: 'bg-stone-100 text-stone-600 line-through',
}

export function StatusBadge({ status, copy }: { status: EnquiryStatus; copy: InboxCopy }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${statusStyle[status]}`}>{copy.statuses[status]}</span>
}

const clockStyle: Record<ClockState, string> = {
  ok: 'bg-white text-ink border border-sand',
  'due-today': 'bg-amber-200 text-amber-950',
  overdue: 'bg-red-700 text-white',
  paused: 'bg-sky-100 text-sky-900',
  answered: 'bg-emerald-100 text-emerald-900',
}

/** The reply clock as a badge; `answeredInTime` refines the answered state when known. */
export function ClockBadge({
  state,
  dueAt,
  answeredInTime,
  copy,
}: {
  state: ClockState | null
  dueAt: string | null
  answeredInTime?: boolean | null
  copy: InboxCopy
}) {
  if (!state) return <span className="text-muted">{copy.clock.none}</span>
  let label: string
  if (state === 'ok') label = copy.clock.ok(dueAt ? dubaiDate(new Date(new Date(dueAt).getTime() - 1)) : '')
  else if (state === 'answered')
    label = answeredInTime === true ? copy.clock.answeredInTime : answeredInTime === false ? copy.clock.answeredLate : copy.clock.answered
  else label = copy.clock[state]
  return (
    <span data-clock={state} className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${clockStyle[state]}`}>
      {label}
    </span>
  )
}

/**
 * Follow the inbox's live stream: `onEvent` for each change on any desk or instance (a reload of
 * the screen's data, at most every 500 ms), `onViewers` for who else has the watched enquiry open.
 */
export function useInboxStream(options: {
  watch?: number
  onEvent?: (event: { type: string; enquiryId?: number; by?: string }) => void
  onViewers?: (viewers: { email: string; name: string }[]) => void
}) {
  const { revalidate } = useRevalidator()
  const handlers = useRef(options)
  handlers.current = options
  useEffect(() => {
    const source = new EventSource(`/admin/enquiries/events${options.watch ? `?watch=${String(options.watch)}` : ''}`)
    let pending: number | undefined
    source.addEventListener('inbox', (message) => {
      try {
        handlers.current.onEvent?.(JSON.parse((message as MessageEvent<string>).data) as { type: string })
      } catch {
        // not one of ours
      }
      pending ??= window.setTimeout(() => {
        pending = undefined
        void revalidate()
      }, 500)
    })
    // This session ended (signed out, removed, role changed): reloading shows the sign-in.
    source.addEventListener('signed-out', () => {
      source.close()
      void revalidate()
    })
    source.addEventListener('viewers', (message) => {
      try {
        handlers.current.onViewers?.(JSON.parse((message as MessageEvent<string>).data) as { email: string; name: string }[])
      } catch {
        // not one of ours
      }
    })
    return () => {
      window.clearTimeout(pending)
      source.close()
    }
  }, [options.watch, revalidate])
}
