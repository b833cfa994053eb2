import { BadgeCheck, CalendarX, CircleDollarSign, Tag } from 'lucide-react'
import { useRouteLoaderData } from 'react-router'
import { ContactCta } from '~/components/layout/contact-cta'
import { Badge } from '~/components/ui/badge'
import { PageHero, Section, SectionHeading } from '~/components/ui/section'
import { offerCatalogJsonLd, pricingDescription, pricingTitle } from '~/features/pricing/plan-pricing'
import { PricingPlans } from '~/features/pricing/pricing-plans'
import { PromotionBanners } from '~/features/promotions/promotion-banner'
import { orFallback } from '~/lib/load'
import { pageMeta } from '~/lib/page-meta'
import { getRequestContext } from '~/lib/server-context'
import { runningPromotions } from '../../../core/promotion-rules'
import { settingText } from '../../../core/settings'
import { breadcrumbJsonLd } from '../../../core/structured-data'
import type { loader as rootLoader } from '~/root'
import type { Route } from './+types/pricing'

export { keepDataWhileBooking as shouldRevalidate } from '~/components/layout/book-call-button'

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = getRequestContext(context)
  const [plans, promotions] = await Promise.all([
    orFallback(services.catalog.listActivePlans(), [], 'pricing plans'),
    orFallback(services.catalog.listPromotions(), [], 'promotions'),
  ])
  // Decided at the server's instant (the page cache expires at the next promotion edge), so HTML and hydration agree.
  return { plans, promotions: runningPromotions(promotions, Date.now()) }
}

const HERO_BADGES = [
  { label: 'One-time setup', Icon: BadgeCheck },
  { label: 'No monthly subscription', Icon: CalendarX },
  { label: 'Prices in AUD incl. GST', Icon: CircleDollarSign },
]

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  const { plans, promotions } = loaderData
  const settings = useRouteLoaderData<typeof rootLoader>('root')?.settings ?? {}
  return (
    <>
      <PageHero
        eyebrow={
          <Badge tone="primary">
            <Tag aria-hidden="true" className="size-4" />
            Pricing
          </Badge>
        }
        title="Simple, Transparent Pricing"
        intro={settingText(settings, 'site_tagline')}
      >
        <p className="mt-4 text-base text-slate-300">{settingText(settings, 'company_description')}</p>
        <ul aria-label="Pricing at a glance" className="mt-8 flex flex-wrap gap-3">
          {HERO_BADGES.map(({ label, Icon }) => (
            <li key={label}>
              <Badge tone="inverse">
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </Badge>
            </li>
          ))}
        </ul>
      </PageHero>
      <PromotionBanners promotions={promotions} />
      <Section aria-labelledby="plans-heading" className="bg-surface">
        <SectionHeading id="plans-heading" title="Choose Your Solution" intro={settingText(settings, 'consultation_offer')} />
        <PricingPlans plans={plans} />
      </Section>
      <ContactCta settings={settings} />
    </>
  )
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const plans = loaderData?.plans ?? []
  return pageMeta({
    page: 'pricing',
    matches,
    pathname: location.pathname,
    title: pricingTitle(plans),
    description: pricingDescription(plans),
    jsonLd: (root) => [breadcrumbJsonLd(root.publicUrl, [{ name: 'Pricing', path: '/pricing' }]), offerCatalogJsonLd(plans, root.publicUrl)],
  })
}
