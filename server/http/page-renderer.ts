import { randomBytes } from 'node:crypto'
import { RouterContextProvider, type ServerBuild, createRequestHandler } from 'react-router'
import { SIGNED_OUT } from '../../contract/auth.ts'
import { requestContext } from '../../app/lib/server-context.ts'
import type { PageRenderer } from '../domain/seo/seo-service.ts'
import type { AppServices } from '../services.ts'
import type { PageHandler } from './page-cache.ts'
import { requestCookies } from './request-cookies.ts'

/**
 * Renders pages in-process through the same React Router build that serves visitors, as a
 * signed-out visitor gets them: for the page cache and for the SEO audit.
 */
export function createPageHandler({ build, mode, services, publicUrl }: { build: () => Promise<ServerBuild>; mode: 'development' | 'production'; services: AppServices; publicUrl: string }): PageHandler {
  const handle = createRequestHandler(build, mode)
  return (request, nonce) => {
    const context = new RouterContextProvider()
    context.set(requestContext, { services, nonce, publicUrl, viewer: SIGNED_OUT, clientAddress: 'page-renderer', cookies: requestCookies(undefined, publicUrl.startsWith('https:')) })
    return handle(request, context)
  }
}

/** What the SEO audit reads: a path's status and body, exactly what search engines are sent. */
export function pageRendererOf(handler: PageHandler, publicUrl: string): PageRenderer {
  return async (path) => {
    const request = new Request(new URL(path, publicUrl), { headers: { Accept: 'text/html', 'User-Agent': 'SiteSeoAudit/1.0' } })
    const response = await handler(request, randomBytes(16).toString('base64'))
    return { status: response.status, body: await response.text() }
  }
}
