import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter, isRouteErrorResponse } from 'react-router'
import { HydrationScriptHints } from './lib/hydration-script-hints'
import { NonceProvider } from './lib/nonce'
import { getRequestContext } from './lib/server-context'

export const streamTimeout = 5_000

/**
 * Errors in loaders, actions and rendering go to the log, as React Router's default does, but for a POST to
 * a page that takes none (405): that is the sender's mistake, and there is nothing for us to mend.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status === 405)) return
  console.error(isRouteErrorResponse(error) && 'error' in error && error.error instanceof Error ? error.error : error)
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  // The CSP allows only scripts carrying this response's nonce (see security-headers.ts).
  const { nonce } = getRequestContext(loadContext)

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    // Every page's data is loaded before rendering, so waiting for all content costs nothing and
    // gives crawlers and visitors without JavaScript the complete page.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <HydrationScriptHints context={routerContext} nonce={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </HydrationScriptHints>
      </NonceProvider>,
      {
      nonce,
      // React writes a large Suspense boundary's content after its fallback, to be swapped in by a script;
      // the page is sent whole (onAllReady), so every boundary goes in place and shows without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        shellRendered = true
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId)
            timeoutId = undefined
            callback()
          },
        })
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
        pipe(body)
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        if (shellRendered) console.error(error)
      },
      },
    )
  })
}
