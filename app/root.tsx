/**
 * The document around every page, public or desk: `<html lang>` per route, head tags, scripts and
 * the hydration marker. The public site's frame is its layout's (routes/site/layout.tsx), the
 * desk's is the admin layout's; the root reads no data.
 */
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router'
import { useEffect } from 'react'
import type { Route } from './+types/root'
import './app.css'
import { useNonce } from './components/nonce'
import { htmlLang, isCopyLoaded, loadCopy } from './features/i18n/copy'
import { findSitePage, langOf, otherLang } from './features/i18n/site-routes'
import { ErrorNotice } from './features/site-shell/error-notice'

/**
 * A client-side navigation into the other language loads its dictionary first (each page ships
 * only its own; see features/i18n/copy.ts). An unknown path may end on the bilingual error page.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ request }, next) => {
    const { pathname } = new URL(request.url)
    const lang = langOf(pathname)
    await (findSitePage(pathname) ? loadCopy(lang) : Promise.all([loadCopy('en'), loadCopy('zh')]))
    await next()
  },
]

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/art/logo.svg', type: 'image/svg+xml' }]

/**
 * An answer whose error this document's own boundary renders keeps the refusal's `Cache-Control`
 * (the desk gate's `no-store`): React Router passes a thrown answer's headers only to the route
 * that renders it, and a route without a `headers` export would drop them.
 */
export function headers({ parentHeaders, errorHeaders }: Route.HeadersArgs): Headers {
  const answer = new Headers(parentHeaders)
  const cacheControl = errorHeaders?.get('Cache-Control')
  if (cacheControl) answer.set('Cache-Control', cacheControl)
  return answer
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation()
  const lang = langOf(pathname)
  const nonce = useNonce()
  // Marks the page interactive (browser tests wait for it before driving timers).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang={htmlLang[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a44" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

/**
 * An error above the layouts (a dictionary that failed to load, a layout's own boundary failing):
 * the bilingual notice without any frame, whose data or code may be what failed. The layouts'
 * boundaries handle everything else: the site's 404 and 500 pages, the desk's refusal screens.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation()
  const pageLang = langOf(pathname)
  // In the page's language when its dictionary is there, else in the other one (always loaded then).
  const lang = isCopyLoaded(pageLang) ? pageLang : otherLang[pageLang]
  return (
    <main id="main" lang={htmlLang[lang]}>
      <ErrorNotice error={error} lang={lang} />
    </main>
  )
}
