import { Check, Star } from 'lucide-react'
import type { PricingPlan } from '../../../contract/content'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { costBreakdownFor } from '../../../core/cost-breakdown'
import { planAnchor } from '../../../core/site-anchors'
import { CostBreakdownPopover } from './cost-breakdown-popover'
import { planPriceView } from './plan-pricing'

export function PlanCard({ plan, headingLevel: Heading = 'h3', className }: { plan: PricingPlan; headingLevel?: 'h2' | 'h3'; className?: string }) {
  const { price, currency, saving } = planPriceView(plan)
  const breakdown = costBreakdownFor(plan.name)
  return (
    <li
      id={planAnchor(plan.name)}
      className={cn(
        'relative flex scroll-mt-28 flex-col rounded-card border bg-white p-6 sm:p-8',
        plan.isFeatured ? 'border-highlight shadow-card-hover ring-2 ring-highlight lg:-my-4 lg:py-12' : 'border-line shadow-card',
        className,
      )}
    >
      {plan.isFeatured ? (
        <Badge tone="highlight" className="absolute -top-4 left-1/2 -translate-x-1/2 border border-highlight whitespace-nowrap shadow-sm">
          <Star aria-hidden="true" className="size-4 fill-current" />
          Most Popular
        </Badge>
      ) : null}
      <Heading className="text-2xl font-bold text-ink">{plan.name}</Heading>
      {saving ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <del className="text-lg text-ink-soft">
            <span className="sr-only">Original price </span>
            {saving.original}
          </del>
          <Badge tone="green">{saving.percentOff}% OFF</Badge>
        </div>
      ) : null}
      <p className={cn('text-sm font-semibold text-ink-soft', saving ? 'mt-2' : 'mt-4')}>Starting from</p>
      <p className="mt-1 flex items-baseline gap-2">
        <span className="text-sm font-semibold text-ink-soft">{currency}</span>
        <span className="text-6xl font-bold tracking-tight text-ink">{price}</span>
      </p>
      <p className="mt-2 text-sm font-semibold text-primary">One-time setup</p>
      {plan.description ? <p className="mt-4 text-base text-ink-soft">{plan.description}</p> : null}
      {plan.features.length > 0 ? (
        <ul className="mt-6 space-y-3" aria-label={`${plan.name} includes`}>
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-3 text-base text-ink">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-green-700" />
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-8">
        {breakdown ? (
          <div className="mb-4">
            <CostBreakdownPopover breakdown={breakdown} planName={plan.name} />
          </div>
        ) : null}
        <Button asChild variant={plan.isFeatured ? 'primary' : 'secondary'} size="lg" className="w-full">
          <a href="#contact">
            Get Started<span className="sr-only"> with {plan.name}</span>
          </a>
        </Button>
      </div>
    </li>
  )
}
