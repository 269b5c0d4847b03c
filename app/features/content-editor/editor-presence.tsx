/**
 * "Also open now": the other staff who have this page open in the editor, shown when the page opens
 * (the loader marks the visit) and kept current while it stays open: a mark every
 * `PRESENCE_BEAT_MS` while the tab is shown, one at once when it is shown again, and a "left" mark
 * when the page goes away, so the others stop seeing this person without waiting a minute.
 */
import { useEffect, useState } from 'react'
import { locales, type Lang } from '../i18n/lang'
import type { ContentCopy } from './content-copy'
import { PRESENCE_BEAT_MS, type EditorPresent, type PresenceDeskResult } from '../content/editor-presence-contract'

export function EditorPresence({ initial, copy, lang, when }: { initial: EditorPresent[]; copy: ContentCopy; lang: Lang; when: (iso: string) => string }) {
  const [others, setOthers] = useState(initial)
  useEffect(() => {
    const here = window.location.pathname
    // A plain request, not a router fetcher: a mark reloads no screen data (and so keeps no session awake).
    const beat = () => {
      if (document.visibilityState !== 'visible') return
      fetch(`${here}/presence`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ intent: 'presence' }) })
        .then((response) => response.json() as Promise<PresenceDeskResult>)
        .then((answer) => {
          if (answer.ok && answer.intent === 'presence') setOthers(answer.others)
        })
        .catch(() => undefined) // Offline for a moment: the next beat tries again.
    }
    const timer = window.setInterval(beat, PRESENCE_BEAT_MS)
    const leave = () => {
      const form = new FormData()
      form.set('intent', 'leave')
      navigator.sendBeacon(`${here}/presence`, form)
    }
    document.addEventListener('visibilitychange', beat)
    window.addEventListener('pagehide', leave)
    return () => {
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', beat)
      window.removeEventListener('pagehide', leave)
      // Gone to another screen of the desk; a publish that redraws this editor is not leaving.
      if (window.location.pathname !== here) leave()
    }
  }, [])
  return (
    <p role="status" className="mt-2 text-sm empty:hidden">
      {others.length > 0 ? (
        <span className="inline-block rounded-lg border border-teal bg-teal/10 p-2 text-ink">
          {copy.editor.alsoOpen(others.map((other) => copy.editor.openSince(other.email, when(other.since))).join(locales[lang].listSeparator))}
        </span>
      ) : null}
    </p>
  )
}
