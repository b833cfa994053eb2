import { useRouteLoaderData } from 'react-router'
import type { PricingPlan } from '../../../contract/content'
import { Section, SectionHeading } from '~/components/ui/section'
import { settingText } from '../../../core/settings'
import type { loader as rootLoader } from '~/root'
import { PricingPlans } from './pricing-plans'

/** The home page's pricing band (anchor pricing); its intro is the consultation_offer setting unless given. */
export function PricingSection({ plans, intro }: { plans: PricingPlan[]; intro?: string }) {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  return (
    <Section id="pricing" aria-labelledby="pricing-heading" className="bg-surface">
      <SectionHeading
        id="pricing-heading"
        eyebrow="Pricing"
        title="Simple, One-Time Pricing"
        intro={intro ?? settingText(root?.settings ?? {}, 'consultation_offer')}
      />
      <PricingPlans plans={plans} />
    </Section>
  )
}
