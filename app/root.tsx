import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router'
import { lazy, Suspense, useEffect } from 'react'
import type { Route } from './+types/root'
import './app.css'
import { useNonce } from './components/nonce'
import { Toaster } from './components/ui/toast'
import { CartModal } from './features/cart/cart-modal'
import { PriceContext } from './features/pricing/price-context'
import { SiteFooter } from './features/site-shell/site-footer'
import { SiteHeader } from './features/site-shell/site-header'
import { useShell } from './features/site-shell/use-shell'
import { copyFor, htmlLang, isCopyLoaded, loadCopy } from './features/i18n/copy'
import { findSitePage, homePath, langOf, type Lang } from './features/i18n/site-routes'
import { useLanguagePreference } from './features/i18n/use-language-preference'
import { requestScope } from './load-context'
import { deskLangFrom, type DeskRootData } from './features/admin/desk-path'
import { siteShell, type SiteShellData } from './features/site-shell/site-shell.server'

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


export async function loader({ context, request, url }: Route.LoaderArgs): Promise<DeskRootData | SiteShellData> {
  // The admin desk reads no site content: only the language of its own copy and the site's origin.
  if (isDeskPath(url.pathname)) {
    const origin = new URL(requestScope(context).services.config.publicUrl).origin
    return { desk: { lang: deskLangFrom(request.headers.get('cookie')), origin } }
  }
  return siteShell(requestScope(context).services, request)
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
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function SiteFrame({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  const shell = useShell()
  const copy = copyFor(lang)
  useLanguagePreference(lang)
  return (
    <PriceContext.Provider value={{ lang, rates: shell.rates }}>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-navy px-4 py-2 text-cream focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {copy.skipToContent}
      </a>
      <SiteHeader lang={lang} copy={copy} brand={shell.brand[lang]} email={shell.email} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter lang={lang} copy={copy} brand={shell.brand[lang]} email={shell.email} year={shell.year} />
      <CartModal copy={copy} lang={lang} humanCheck={shell.humanCheck} />
      <Toaster />
    </PriceContext.Provider>
  )
}

export default function App() {
  const { pathname } = useLocation()
  if (isDeskPath(pathname)) return <Outlet />
  return (
    <SiteFrame lang={langOf(pathname)}>
      <Outlet />
    </SiteFrame>
  )
}

/**
 * Whether a path is the admin desk's. Kept here (same rule as features/admin/desk-path.ts) so the
 * public pages' bundle does not pull a shared desk chunk; the loader's import is server-only.
 */
function isDeskPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/') || pathname.startsWith('/admin.')
}

/** The desk's refusal screens (sign-in, not allowed): loaded only when a desk path fails. */
const DeskError = lazy(() => import('./features/admin/desk-error'))

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname } = useLocation()
  if (isDeskPath(pathname)) {
    return (
      <Suspense fallback={null}>
        <DeskError error={error} />
      </Suspense>
    )
  }
  const lang = langOf(pathname)
  const isNotFound = isRouteErrorResponse(error) && error.status === 404
  const other: Lang = lang === 'en' ? 'zh' : 'en'
  const texts = (l: Lang) => {
    const c = copyFor(l).errors
    return isNotFound
      ? { title: c.notFoundTitle, body: c.notFoundBody, back: c.backHome }
      : { title: c.serverErrorTitle, body: c.serverErrorBody, back: c.backHome }
  }
  const first = texts(lang)
  // The other language's dictionary is there when the page came from the server (the browser
  // loads both for an error page); after a failed client-side navigation it may not be.
  const second = isCopyLoaded(other) ? texts(other) : undefined
  return (
    <SiteFrame lang={lang}>
      <title>{second ? `${first.title} · ${second.title}` : first.title}</title>
      <meta name="robots" content="noindex" />
      <section className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
        <p className="font-display text-6xl font-semibold text-gold-dark">{isNotFound ? '404' : '500'}</p>
        <h1 className="mt-4 font-display text-3xl font-semibold text-navy">{first.title}</h1>
        <p className="mt-3 text-muted">{first.body}</p>
        {second && (
          <div lang={htmlLang[other]} data-second-language={other} className="mt-8 border-t border-sand pt-6">
            <h2 className="font-display text-2xl font-semibold text-navy">{second.title}</h2>
            <p className="mt-2 text-muted">{second.body}</p>
          </div>
        )}
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <a href={homePath(lang)} className="rounded-full bg-navy px-5 py-3 font-semibold text-cream hover:bg-night">
            {first.back}
          </a>
          {second && (
            <a
              href={homePath(other)}
              lang={htmlLang[other]}
              className="rounded-full border border-navy px-5 py-3 font-semibold text-navy hover:bg-sand/40"
            >
              {second.back}
            </a>
          )}
        </div>
      </section>
    </SiteFrame>
  )
}
