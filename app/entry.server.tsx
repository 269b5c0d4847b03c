import { PassThrough } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router'
import { hydrateAfterPaint } from './.server/hydrate-after-paint'
import { NonceContext } from './components/nonce'

export const streamTimeout = 5000

/**
 * Render the whole document before answering (`onAllReady`): search engines that do not run scripts
 * get the full page, and the HTML can be cached as one piece. Every inline script carries the
 * request's CSP nonce; the scripts are fetched after the first paint.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const { nonce } = loadContext
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    const timeout = setTimeout(() => {
      abort()
    }, streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = []
          const body = new PassThrough()
          body.on('data', (chunk: Buffer) => chunks.push(chunk))
          body.on('end', () => {
            clearTimeout(timeout)
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            const html = hydrateAfterPaint(Buffer.concat(chunks).toString('utf8'))
            resolve(new Response(html, { headers: responseHeaders, status }))
          })
          body.on('error', reject)
          pipe(body)
        },
        onShellError(error: unknown) {
          clearTimeout(timeout)
          reject(error instanceof Error ? error : new Error(String(error)))
        },
        onError(error: unknown) {
          status = 500
          loadContext.services.logger.error({ err: error, requestId: loadContext.requestId }, 'render failed')
        },
      },
    )
  })
}

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return
  const { services, requestId } = context as AppLoadContext
  services.logger.error(
    { err: error, requestId, url: new URL(request.url).pathname },
    'unexpected error while handling a request',
  )
}
