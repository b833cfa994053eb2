import type { MetaDescriptor } from 'react-router'
import type { SeoPage } from '../../contract/site-settings'
import { canonicalUrl, seoTags } from '../../core/seo'
import { type SettingsMap, seoSetting, settingText } from '../../core/settings'

/** What the root loader gives every page: the public settings and the site's public origin. */
export type RootData = { settings: SettingsMap; publicUrl: string }

type MatchLike = { id: string; data?: unknown; loaderData?: unknown } | undefined

export function rootDataFrom(matches: readonly MatchLike[]): RootData {
  const root = matches.find((match) => match?.id === 'root')
  const data = (root?.loaderData ?? root?.data) as RootData | undefined
  return data ?? { settings: {}, publicUrl: '' }
}

export type PageMetaInput = {
  /** The seo_{page} setting to honour; a saved title or description wins over the defaults. */
  page?: SeoPage
  matches: readonly MatchLike[]
  pathname: string
  /** The page's own name; the site name is added after it. */
  title: string
  description: string
  jsonLd?: (root: RootData) => object[]
  noIndex?: boolean
}

export function pageMeta({ page, matches, pathname, title, description, jsonLd, noIndex }: PageMetaInput): MetaDescriptor[] {
  const root = rootDataFrom(matches)
  const siteName = settingText(root.settings, 'site_name')
  const saved = page ? seoSetting(root.settings, page) : {}
  const defaultTitle = title.includes(siteName) ? title : `${title} | ${siteName}`
  return seoTags({
    title: saved.title ?? defaultTitle,
    description: saved.description ?? description,
    keywords: saved.keywords,
    url: canonicalUrl(root.publicUrl, pathname),
    siteName,
    jsonLd: jsonLd?.(root),
    noIndex,
  })
}
