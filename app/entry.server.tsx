// The web-streams build of React's server renderer: the Node build keeps each render in an
// AsyncLocalStorage, which on Node 20 turns on async hooks for the rest of the process and so
// slows every later request, page-cache hits included (ADR 0031). Pages are rendered whole anyway.
import { renderToReadableStream } from 'react-dom/server.edge'
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from 'react-router'
import { hydrateAfterPaint } from './.server/hydrate-after-paint'
import { errorAt, loggedUrl } from './.server/logged-url'
import { NonceContext } from './components/nonce'
import { requestScope } from './load-context'

export const streamTimeout = 5000

/**
 * Render the whole document before answering (`allReady`): search engines that do not run scripts
 * get the full page, and the HTML can be cached as one piece. Every inline script carries the
 * request's CSP nonce; the scripts are fetched after the first paint.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  routerContextProvider: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const scope = requestScope(routerContextProvider)
  const { nonce } = scope
  let status = responseStatusCode
  const timeout = AbortSignal.timeout(streamTimeout + 1000)
  // A render that fails before its shell rejects here, and the error goes to handleError.
  const stream = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      signal: timeout,
      onError(error: unknown) {
        status = 500
        scope.services.logger.error({ err: error, requestId: scope.requestId }, 'render failed')
      },
    },
  )
  await stream.allReady
  const html = hydrateAfterPaint(await new Response(stream).text())
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(html, { headers: responseHeaders, status })
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  const { services, requestId } = requestScope(context)
  // React Router's own errors quote the path: a setup link's token stays out of both.
  const path = new URL(request.url).pathname
  services.logger.error({ err: errorAt(path, error), requestId, url: loggedUrl(path) }, 'unexpected error while handling a request')
}
