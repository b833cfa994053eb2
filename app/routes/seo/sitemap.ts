import { PUBLIC_PAGES } from '~/lib/public-pages'
import { canonicalUrl } from '../../../core/seo'
import { getRequestContext } from '~/lib/server-context'
import type { Route } from './+types/sitemap'

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = getRequestContext(context)
  const urls = PUBLIC_PAGES.map(
    (page) =>
      `  <url><loc>${canonicalUrl(publicUrl, page.path)}</loc><changefreq>${page.changefreq}</changefreq><priority>${page.priority.toFixed(1)}</priority></url>`,
  )
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}
