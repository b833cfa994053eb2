import { useRouteLoaderData } from 'react-router'
import { analyticsLoaderCode, analyticsTag } from '../../core/analytics'
import type { SettingsMap } from '../../core/settings'
import { useNonce } from './nonce'

/**
 * The third-party analytics tag's loader, an inline script in the first HTML (nothing without the
 * analytics_script_url setting). It runs once per document; the tag itself follows client-side
 * navigations as such tags do.
 */
export function AnalyticsTag() {
  const nonce = useNonce()
  const data = useRouteLoaderData<{ settings: SettingsMap }>('root')
  const tag = data ? analyticsTag(data.settings) : undefined
  if (!tag) return null
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: analyticsLoaderCode(tag) }} />
}
