import { useRouteLoaderData } from 'react-router'
import { businessDetailsFrom } from '~/features/legal/legal-content'
import { LegalDocument } from '~/features/legal/legal-document'
import { privacyPolicy } from '~/features/legal/privacy-content'
import { pageMeta, rootDataFrom } from '~/lib/page-meta'
import { analyticsTag } from '../../../core/analytics'
import { settingText } from '../../../core/settings'
import { breadcrumbJsonLd } from '../../../core/structured-data'
import type { loader as rootLoader } from '../../root'
import type { Route } from './+types/privacy-policy'

export { keepDataWhileBooking as shouldRevalidate } from '~/components/layout/book-call-button'

// The spec dates the policy 'today'; the loader fixes the instant so the browser renders the same text.
export function loader() {
  return { lastUpdatedIso: new Date().toISOString() }
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const settings = root?.settings ?? {}
  const tag = analyticsTag(settings)
  const document = privacyPolicy(businessDetailsFrom(settings), tag ? { host: new URL(tag.src).host } : undefined)
  return <LegalDocument document={document} lastUpdatedIso={loaderData.lastUpdatedIso} related={{ label: 'Terms of Service', to: '/terms-of-service' }} />
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const siteName = settingText(rootDataFrom(matches).settings, 'site_name')
  return pageMeta({
    page: 'privacy_policy',
    matches,
    pathname: location.pathname,
    title: 'Privacy Policy',
    description: `How ${siteName} collects, uses, shares and protects your personal information under the Australian Privacy Principles.`,
    jsonLd: (root) => [breadcrumbJsonLd(root.publicUrl, [{ name: 'Privacy Policy', path: '/privacy-policy' }])],
  })
}
