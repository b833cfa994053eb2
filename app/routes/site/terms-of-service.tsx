import { useRouteLoaderData } from 'react-router'
import { businessDetailsFrom } from '~/features/legal/legal-content'
import { LegalDocument } from '~/features/legal/legal-document'
import { termsOfService } from '~/features/legal/terms-content'
import { pageMeta, rootDataFrom } from '~/lib/page-meta'
import { settingText } from '../../../core/settings'
import { breadcrumbJsonLd } from '../../../core/structured-data'
import type { loader as rootLoader } from '../../root'
import type { Route } from './+types/terms-of-service'

export { keepDataWhileBooking as shouldRevalidate } from '~/components/layout/book-call-button'

// The spec dates the terms 'today'; the loader fixes the instant so the browser renders the same text.
export function loader() {
  return { lastUpdatedIso: new Date().toISOString() }
}

export default function TermsOfService({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const document = termsOfService(businessDetailsFrom(root?.settings ?? {}))
  return <LegalDocument document={document} lastUpdatedIso={loaderData.lastUpdatedIso} related={{ label: 'Privacy Policy', to: '/privacy-policy' }} />
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const siteName = settingText(rootDataFrom(matches).settings, 'site_name')
  return pageMeta({
    page: 'terms_of_service',
    matches,
    pathname: location.pathname,
    title: 'Terms of Service',
    description: `The terms for engaging ${siteName}: pricing, payment, ownership, warranty, liability and your Australian Consumer Law rights.`,
    jsonLd: (root) => [breadcrumbJsonLd(root.publicUrl, [{ name: 'Terms of Service', path: '/terms-of-service' }])],
  })
}
