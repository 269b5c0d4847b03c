/**
 * The signed-out desk: "Sign in" opens the sign-in in a 500×600 window (before the scripts run, it
 * is a plain form that takes this window through the sign-in instead); its last page tells this
 * page how it went by postMessage (exact origin, checked with the source) and BroadcastChannel.
 *
 * `popup.closed` is only a hint: an identity provider whose pages send Cross-Origin-Opener-Policy
 * cuts the link to its opener, and from then on `closed` reads true while the person is still
 * signing in. So this page keeps listening, and says "the window was closed" only once it has the
 * focus back, a short grace has passed and the server confirms there is no session. A result
 * heard later still counts: a success opens the desk, a refusal replaces the "closed" message.
 */
import { useEffect, useRef, useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import { adminLayoutId } from '../desk/admin-routes'
import { signInChannel, type DeskFrameData, type DeskLang } from '../desk/desk-path'
import { isSignInErrorCode, type SignInErrorCode, type SignInMessage } from './sign-in-errors'
import { DeskLangToggle } from '../desk/desk-lang-toggle'
import { useDeskLang } from '../desk/use-desk-lang'
import { staffCopy } from './staff-copy'
import { deskPageTitle } from '../desk/copy'

/** How long after `closed` first reads true the page waits before asking whether the sign-in finished. */
const CLOSED_GRACE_MS = 2_000

function isSignInMessage(value: unknown): value is SignInMessage {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'wwd-admin-sign-in'
}

/** One sign-in window and what this page knows about it. */
type Flow = { popup: Window; settle: (message: SignInMessage) => void }

/** `lang` and `origin` come with the gate's refusal, when no loader ran (desk-path.ts `DeskRefusal`). */
export function SignInScreen({ reason, lang: preferred, origin }: { reason?: SignInErrorCode; lang?: DeskLang; origin?: string }) {
  const { copy, lang } = useDeskLang(preferred)
  const staffWords = staffCopy(lang)
  // The site's configured address (PUBLIC_URL): sign-in only completes there.
  const publicOrigin = useRouteLoaderData<DeskFrameData>(adminLayoutId)?.desk.origin ?? origin
  const [error, setError] = useState<SignInErrorCode | undefined>(reason)
  const [busy, setBusy] = useState(false)
  const [redirecting, setRedirecting] = useState(false)
  const [wrongOrigin, setWrongOrigin] = useState(false)
  const flowRef = useRef<Flow | null>(null)
  /** The message shown is the "window closed" conclusion, which a later result may correct. */
  const guessedClosedRef = useRef(false)

  useEffect(() => {
    const query = new URLSearchParams(window.location.search)
    const code = query.get('sign_in_error')
    if (isSignInErrorCode(code)) setError(code)
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(signInChannel) : undefined
    // Signed out by the plain form (before the desk's scripts ran): the other desk tabs learn it now.
    if (query.has('signed_out')) {
      channel?.postMessage({ type: 'wwd-admin-signed-out' })
      window.history.replaceState(window.history.state, '', '/admin')
    }
    // Opened at another address than PUBLIC_URL: the sign-in window would report to that address,
    // and this page would never hear back.
    if (publicOrigin && window.location.origin !== publicOrigin) {
      setWrongOrigin(true)
      setError('unauthorized-domain')
    }
    // For as long as this screen shows: a sign-in that succeeds in any window of this browser opens
    // the desk, even one this page had stopped waiting for.
    channel?.addEventListener('message', (event: MessageEvent) => {
      if (!isSignInMessage(event.data)) return
      if (flowRef.current) flowRef.current.settle(event.data)
      else if (event.data.ok) window.location.assign('/admin')
      else if (guessedClosedRef.current) {
        guessedClosedRef.current = false
        setError(event.data.code)
      }
    })
    return () => {
      channel?.close()
      flowRef.current?.settle({ type: 'wwd-admin-sign-in', ok: false, code: 'cancelled-popup-request' })
    }
  }, [publicOrigin])

  function start() {
    if (wrongOrigin) {
      setError('unauthorized-domain')
      return
    }
    setError(undefined)
    guessedClosedRef.current = false
    if (!/^https?:$/.test(window.location.protocol) || typeof window.open !== 'function') {
      setError('operation-not-supported-in-this-environment')
      return
    }
    if (!navigator.cookieEnabled) {
      setError('web-storage-unsupported')
      return
    }
    if (flowRef.current && !flowRef.current.popup.closed) {
      flowRef.current.popup.focus()
      return
    }
    flowRef.current?.settle({ type: 'wwd-admin-sign-in', ok: false, code: 'cancelled-popup-request' })
    const left = Math.max(0, window.screenX + (window.outerWidth - 500) / 2)
    const top = Math.max(0, window.screenY + (window.outerHeight - 600) / 2)
    const popup = window.open('/auth/start?popup=1', 'wwd-sign-in', `popup=yes,width=500,height=600,left=${String(left)},top=${String(top)}`)
    if (!popup) {
      setError('popup-blocked')
      setRedirecting(true)
      window.setTimeout(() => {
        window.location.assign('/auth/start')
      }, 1500)
      return
    }
    setBusy(true)
    let closedSince: number | undefined
    let asking = false

    /** Asks the server whether a session exists; `final`: a "no" ends the wait as "window closed". */
    const askServer = async (final: boolean) => {
      if (asking) return
      asking = true
      try {
        const response = await fetch('/admin/session', { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } })
        if (flowRef.current !== flow) return
        if (response.ok) flow.settle({ type: 'wwd-admin-sign-in', ok: true })
        else if (response.status === 401 && final) flow.settle({ type: 'wwd-admin-sign-in', ok: false, code: 'popup-closed-by-user' })
      } catch {
        // Not reachable this moment: the next tick asks again.
      } finally {
        asking = false
      }
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return
      if (isSignInMessage(event.data)) flow.settle(event.data)
    }
    const onFocus = () => {
      if (closedSince !== undefined) void askServer(Date.now() - closedSince >= CLOSED_GRACE_MS)
    }
    const timer = window.setInterval(() => {
      if (!popup.closed) {
        closedSince = undefined
        return
      }
      closedSince ??= Date.now()
      // This page has the focus back: the person has left the sign-in window (or closed it).
      if (Date.now() - closedSince >= CLOSED_GRACE_MS && document.hasFocus()) void askServer(true)
    }, 400)
    const flow: Flow = {
      popup,
      settle(message) {
        if (flowRef.current !== flow) return
        flowRef.current = null
        window.clearInterval(timer)
        window.removeEventListener('message', onMessage)
        window.removeEventListener('focus', onFocus)
        if (message.ok) {
          window.location.assign('/admin')
          return
        }
        setBusy(false)
        guessedClosedRef.current = message.code === 'popup-closed-by-user'
        setError(message.code)
      },
    }
    flowRef.current = flow
    window.addEventListener('message', onMessage)
    window.addEventListener('focus', onFocus)
  }

  return (
    <main lang={copy.htmlLang} className="grid min-h-screen place-items-center bg-navy px-4 text-cream">
      <title>{deskPageTitle(staffWords.signIn.title, lang)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="w-full max-w-md text-center">
        <img src="/art/logo.svg" alt="" width={64} height={64} className="mx-auto size-16" />
        <h1 className="mt-4 font-display text-3xl font-semibold">{staffWords.signIn.title}</h1>
        <p className="mt-3 text-cream/80">{staffWords.signIn.intro}</p>
        {error ? (
          <div role="alert" data-code={error} className="mt-4 rounded-lg bg-cream px-4 py-3 text-left text-navy">
            <p>{staffWords.signInErrors[error]}</p>
            {redirecting ? <p className="mt-2">{staffWords.signIn.redirecting}</p> : null}
            {error === 'unauthorized-domain' && publicOrigin ? (
              <p className="mt-2">
                {staffWords.signIn.rightAddress}{' '}
                <a href={`${publicOrigin}/admin`} className="font-semibold underline">
                  {`${publicOrigin}/admin`}
                </a>
              </p>
            ) : null}
            {/* The code, so staff can quote it when they report a problem. */}
            <p className="mt-2 text-sm text-muted">{staffWords.signIn.code.replace('{code}', error)}</p>
          </div>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
          {/* A plain form first: before the scripts have loaded (or without them) "Sign in" takes
              this window through the sign-in and back to the desk; once they run, it opens the window. */}
          <form
            method="get"
            action="/auth/start"
            onSubmit={(event) => {
              event.preventDefault()
              start()
            }}
          >
            <button type="submit" disabled={busy} className="rounded-full bg-gold px-6 py-3 font-semibold text-navy hover:bg-cream disabled:opacity-70">
              {busy ? staffWords.signIn.opening : staffWords.signIn.button}
            </button>
          </form>
          <DeskLangToggle preferred={preferred} className="rounded-full border border-cream/60 px-4 py-3 font-semibold" />
        </div>
      </div>
    </main>
  )
}
