/**
 * The desk's frame: navigation (only the sections the role may open), the signed-in person and role,
 * sign-out, sign-out everywhere and the EN / 中文 switch. Re-checks the session at most every
 * 4 minutes, on focus and when another desk tab signs out.
 */
import { useEffect, useRef, useState } from 'react'
import { NavLink, useLocation, useRevalidator } from 'react-router'
import { adminRoutes } from './admin-routes'
import { allows, type Permission, type Role } from './permissions'
import { signInChannel } from './desk-path'
import { DeskLangToggle } from './desk-lang-toggle'
import { useDeskLang } from './use-desk-lang'

const RECHECK_MS = 4 * 60_000

function useSessionWatch() {
  const { revalidate } = useRevalidator()
  useEffect(() => {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(signInChannel) : undefined
    let last = Date.now()
    const check = () => {
      last = Date.now()
      void fetch('/admin/session', { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(
        (response) => {
          if (response.status === 401) {
            channel?.postMessage({ type: 'wwd-admin-signed-out' })
            void revalidate()
          }
        },
        () => undefined,
      )
    }
    const timer = window.setInterval(check, RECHECK_MS)
    const onFocus = () => {
      if (Date.now() - last > 5_000) check()
    }
    const onChannel = (event: MessageEvent) => {
      const type = (event.data as { type?: unknown } | null)?.type
      if (type === 'wwd-admin-signed-out') void revalidate()
    }
    window.addEventListener('focus', onFocus)
    document.addEventListener('visibilitychange', onFocus)
    channel?.addEventListener('message', onChannel)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('focus', onFocus)
      document.removeEventListener('visibilitychange', onFocus)
      channel?.close()
    }
  }, [revalidate])
}

/**
 * After a move to another screen inside the desk, focus goes to the new screen's heading (as a page
 * load would put a screen reader at the top), not left on the menu link that was pressed.
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    const heading = document.querySelector<HTMLElement>('#main h1')
    if (!heading) return
    heading.tabIndex = -1
    heading.focus()
  }, [pathname])
}

/**
 * A real form, so signing out works even before the desk's scripts have loaded (the server then
 * answers with a redirect); once they have, the click signs out through fetch and tells other tabs.
 */
function SignOutForm({
  scope,
  disabled,
  onSignOut,
  className,
  children,
}: {
  scope: 'this' | 'everywhere'
  disabled: boolean
  onSignOut: (scope: 'this' | 'everywhere') => Promise<void>
  className: string
  children: React.ReactNode
}) {
  return (
    <form
      method="post"
      action="/admin/sign-out"
      className="contents"
      onSubmit={(event) => {
        event.preventDefault()
        void onSignOut(scope)
      }}
    >
      <input type="hidden" name="scope" value={scope} />
      <button type="submit" disabled={disabled} className={className}>
        {children}
      </button>
    </form>
  )
}

export function DeskShell({
  staff,
  children,
}: {
  staff: { email: string; name: string; role: Role; grants?: readonly Permission[] }
  children: React.ReactNode
}) {
  const { copy } = useDeskLang()
  const [menuOpen, setMenuOpen] = useState(false)
  useSessionWatch()
  useFocusOnNavigation()
  const [signingOut, setSigningOut] = useState(false)
  /** Ends this session (or all of the person's), tells the other desk tabs, then shows the sign-in. */
  const signOut = async (scope: 'this' | 'everywhere') => {
    setSigningOut(true)
    try {
      await fetch('/admin/sign-out', { method: 'POST', body: new URLSearchParams({ scope }), credentials: 'same-origin' })
    } finally {
      if (typeof BroadcastChannel === 'function') {
        const channel = new BroadcastChannel(signInChannel)
        channel.postMessage({ type: 'wwd-admin-signed-out' })
        channel.close()
      }
      // A fresh load of the desk, not a reload of its data: nothing of the session stays on screen,
      // whatever else the desk was loading when the person signed out.
      window.location.assign('/admin')
    }
  }
  const sections = adminRoutes.filter((route) => route.nav && allows(staff, route.permission))
  return (
    <div lang={copy.htmlLang} className="desk-needs-script min-h-screen bg-cream text-ink md:grid md:grid-cols-[14rem_1fr] md:grid-rows-[auto_1fr]">
      <meta name="robots" content="noindex, nofollow" />
      <a href="#main" className="sr-only z-50 rounded bg-navy px-4 py-2 text-cream focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {copy.nav.skipToScreen}
      </a>
      <header className="flex items-center justify-between gap-2 bg-navy px-4 py-3 text-cream md:col-span-2">
        <a href="/admin" className="flex items-center gap-2 font-display text-lg font-semibold">
          <img src="/art/logo.svg" alt="" width={28} height={28} className="size-7" />
          <span>{copy.deskTitle}</span>
        </a>
        <div className="flex flex-wrap items-center justify-end gap-2 text-sm">
          <span className="hidden sm:inline" data-testid="desk-person">
            {copy.session.signedInAs} {staff.name || staff.email} · {copy.roles[staff.role]}
          </span>
          <DeskLangToggle className="rounded-full border border-cream/60 px-3 py-1" />
          <SignOutForm scope="this" disabled={signingOut} onSignOut={signOut} className="rounded-full bg-gold px-3 py-1 font-semibold text-navy">
            {copy.session.signOut}
          </SignOutForm>
          <button
            type="button"
            className="rounded-full border border-cream/60 px-3 py-1 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="desk-nav"
            onClick={() => {
              setMenuOpen((open) => !open)
            }}
          >
            {copy.nav.menu}
          </button>
        </div>
      </header>
      <nav
        id="desk-nav"
        aria-label={copy.nav.label}
        className={`${menuOpen ? 'block' : 'hidden'} border-b border-sand bg-white md:block md:border-r md:border-b-0`}
      >
        <p className="px-4 pt-3 text-sm text-muted sm:hidden">
          {staff.name || staff.email} · {copy.roles[staff.role]}
        </p>
        <ul className="p-2">
          {sections.map((route) => (
            <li key={route.id}>
              <NavLink
                to={`/${route.path}`}
                end
                onClick={() => {
                  setMenuOpen(false)
                }}
                className={({ isActive }) => `block rounded-lg px-3 py-2 ${isActive ? 'bg-navy text-cream' : 'text-navy hover:bg-sand/40'}`}
              >
                {route.nav ? copy.nav[route.nav] : route.id}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="px-4 pb-4">
          <SignOutForm scope="everywhere" disabled={signingOut} onSignOut={signOut} className="text-sm text-navy underline">
            {copy.session.signOutEverywhere}
          </SignOutForm>
        </div>
      </nav>
      <main id="main" tabIndex={-1} className="min-w-0 p-4 outline-none md:p-8">
        <p role="status" className="desk-not-ready mb-3 rounded-lg bg-sand/40 px-3 py-2 text-sm text-navy">
          {copy.notReady}
        </p>
        {children}
      </main>
    </div>
  )
}
