import { useLocation, useMatches, useRouteLoaderData } from 'react-router'
import { analyticsLoaderCode, analyticsTag } from '../../core/analytics'
import type { SettingsMap } from '../../core/settings'
import { useNonce } from './nonce'
import { isPrivateAddress } from './private-address'

/**
 * The third-party analytics tag's loader, an inline script in the first HTML (nothing without the
 * analytics_script_url setting). It runs once per document; the tag itself follows client-side
 * navigations as such tags do. A page with a private address (the admin area, a booking's manage page, a
 * receipt: private-address.ts) never loads it: a credential in the address is nobody else's business.
 */
export function AnalyticsTag() {
  const nonce = useNonce()
  const { pathname, search } = useLocation()
  const matches = useMatches()
  const data = useRouteLoaderData<{ settings: SettingsMap }>('root')
  const tag = data && !isPrivateAddress(pathname, search, matches) ? analyticsTag(data.settings) : undefined
  if (!tag) return null
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: analyticsLoaderCode(tag) }} />
}
