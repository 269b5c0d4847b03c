/**
 * A public page rendered to HTML as the site frames it (header, main, footer, the price settings),
 * from a route module's own loader and component, without a server. Used by tests that load the
 * app through a Vite server of their own (third-language.test.ts): these imports are whatever that
 * server serves.
 */
import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, Outlet, StaticRouterProvider, useLoaderData, useLocation, type RouterContextProvider } from 'react-router'
import { copyFor } from '../../app/features/i18n/copy'
import { langOf, siteLayoutId } from '../../app/features/i18n/site-routes'
import { PriceContext } from '../../app/features/pricing/price-context'
import { SiteFooter } from '../../app/features/site-shell/site-footer'
import { SiteHeader } from '../../app/features/site-shell/site-header'
import { siteShell } from '../../app/features/site-shell/site-shell.server'
import { useShell } from '../../app/features/site-shell/use-shell'
import { createRequestContext, type RequestScope } from '../../app/load-context'

/** A public route module: its loader and its page component. */
export type PageModule = {
  loader: (args: { request: Request; url: URL; params: Record<string, string>; context: RouterContextProvider }) => unknown
  default: ComponentType<{ loaderData: unknown }>
}

/** What the public pages read of the process: the content store, the config (and the database, for previews only). */
export type PageServices = Pick<RequestScope['services'], 'content' | 'config' | 'database' | 'clock'>

/** The site's frame around a public page, as the site layout draws it. */
function SiteFrame() {
  const { pathname } = useLocation()
  const lang = langOf(pathname)
  const copy = copyFor(lang)
  const shell = useShell()
  return (
    <PriceContext.Provider value={{ lang, rates: shell.rates }}>
      <SiteHeader lang={lang} copy={copy} brand={shell.brand[lang]} email={shell.email} />
      <main id="main">
        <Outlet />
      </main>
      <SiteFooter lang={lang} copy={copy} brand={shell.brand[lang]} email={shell.email} year={shell.year} />
    </PriceContext.Provider>
  )
}

/** The page at `path` (a route of `page`), its HTML and its loader's data. */
export async function renderSitePage(path: string, page: PageModule, services: PageServices): Promise<{ html: string; loaderData: unknown }> {
  const request = new Request(new URL(path, services.config.publicUrl))
  const scope = { services, nonce: '', requestId: 'render', clientIp: '127.0.0.1' } as unknown as RequestScope
  const context = createRequestContext(scope)
  let loaderData: unknown
  function Page() {
    const Component = page.default
    return <Component loaderData={useLoaderData()} />
  }
  const handler = createStaticHandler([
    {
      id: siteLayoutId,
      path: '/',
      loader: ({ request: routeRequest }) => siteShell(services, routeRequest),
      Component: SiteFrame,
      children: [
        {
          id: 'page',
          path: path.slice(1),
          loader: async ({ request: routeRequest, params }) => {
            loaderData = await page.loader({ request: routeRequest, url: new URL(routeRequest.url), params: params as Record<string, string>, context })
            return loaderData
          },
          Component: Page,
        },
      ],
    },
  ])
  const result = await handler.query(request, { requestContext: context })
  if (result instanceof Response) throw new Error(`${path} answered ${String(result.status)}`)
  if (result.errors) throw new Error(`${path} failed: ${JSON.stringify(result.errors)}`)
  const router = createStaticRouter(handler.dataRoutes, result)
  return { html: renderToStaticMarkup(<StaticRouterProvider router={router} context={result} hydrate={false} />), loaderData }
}
