import { useLocation, useRouteLoaderData } from 'react-router'
import { analyticsLoaderCode, analyticsTag } from '../../core/analytics'
import type { SettingsMap } from '../../core/settings'
import { useNonce } from './nonce'

/**
 * The third-party analytics tag's loader, an inline script in the first HTML (nothing without the
 * analytics_script_url setting). It runs once per document; the tag itself follows client-side
 * navigations as such tags do. The admin area never loads it: its addresses are nobody else's business.
 */
export function AnalyticsTag() {
  const nonce = useNonce()
  const { pathname } = useLocation()
  const data = useRouteLoaderData<{ settings: SettingsMap }>('root')
  const tag = data && !pathname.startsWith('/admin') ? analyticsTag(data.settings) : undefined
  if (!tag) return null
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: analyticsLoaderCode(tag) }} />
}
