import { randomBytes } from 'node:crypto'
import { RouterContextProvider, type ServerBuild, createRequestHandler } from 'react-router'
import { SIGNED_OUT } from '../../contract/auth.ts'
import { requestContext } from '../../app/lib/server-context.ts'
import type { PageRenderer } from '../domain/seo/seo-service.ts'
import type { AppServices } from '../services.ts'

/**
 * Renders a page in-process through the same React Router build that serves visitors, as a
 * signed-out visitor gets it: what the SEO audit reads is exactly what search engines are sent.
 */
export function createPageRenderer({ build, mode, services, publicUrl }: { build: () => Promise<ServerBuild>; mode: 'development' | 'production'; services: AppServices; publicUrl: string }): PageRenderer {
  const handle = createRequestHandler(build, mode)
  return async (path) => {
    const context = new RouterContextProvider()
    context.set(requestContext, { services, nonce: randomBytes(16).toString('base64'), publicUrl, viewer: SIGNED_OUT })
    const response = await handle(new Request(new URL(path, publicUrl), { headers: { Accept: 'text/html', 'User-Agent': 'SiteSeoAudit/1.0' } }), context)
    return { status: response.status, body: await response.text() }
  }
}
