import { getRequestContext } from '~/lib/server-context'
import type { Route } from './+types/robots'

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = getRequestContext(context)
  const text = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n')
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
