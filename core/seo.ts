import type { MetaDescriptor } from 'react-router'

export const TITLE_LIMIT = 60
const TITLE_CUT = 57

/** The spec's page-title rule: longer than 60 characters becomes the first 57 plus an ellipsis. */
export function cutTitle(title: string): string {
  const clean = title.trim()
  return clean.length > TITLE_LIMIT ? `${clean.slice(0, TITLE_CUT)}...` : clean
}

/** The canonical URL of a path: public origin plus the path, query dropped, no trailing slash (the root stays '/'). */
export function canonicalUrl(publicUrl: string, pathname: string): string {
  const origin = publicUrl.replace(/\/+$/, '')
  const path = pathname.split(/[?#]/)[0] ?? '/'
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? `${origin}/` : `${origin}${trimmed.startsWith('/') ? trimmed : `/${trimmed}`}`
}

export type PageSeo = {
  title: string
  description: string
  url: string
  siteName: string
  keywords?: string | string[]
  jsonLd?: object[]
  noIndex?: boolean
}

/** Title, description, canonical, Open Graph, Twitter and JSON-LD for one page's first HTML. */
export function seoTags({ title, description, url, siteName, keywords, jsonLd = [], noIndex }: PageSeo): MetaDescriptor[] {
  const fullTitle = cutTitle(title)
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'en_AU' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
  ]
  const keywordText = Array.isArray(keywords) ? keywords.join(', ') : keywords
  if (keywordText) tags.push({ name: 'keywords', content: keywordText })
  if (noIndex) tags.push({ name: 'robots', content: 'noindex' })
  for (const data of jsonLd) tags.push({ 'script:ld+json': data })
  return tags
}
